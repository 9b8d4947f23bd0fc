import { MAX_IMPORT_ORDERS, ORDER_IMPORT_COLUMNS } from "@functions/shared/commerce/orderImport";
import { useState } from "react";
import { withQuery } from "~/components/admin/adminApi";
import { columnsSheet, ExportLink, ImportHow, ImportPage, TemplateButton } from "~/components/admin/kit";
import { useLocale, useT } from "~/i18n";
import { ORDER_PATHS, ORDERS_API } from "./lib";

// /admin/orders-import — shipping updates by spreadsheet (POST /api/admin/order/excel/import): all
// or nothing, per-row problems listed; the template; exports of the orders waiting to ship.

export const ORDER_IMPORT_API = "/api/admin/order/excel/import";
type ImportResult = { changed: number; unchanged: number; orderNumbers: string[] };

/** The .xlsx template: the header in the page's language and two example rows (order numbers as text). */
export function templateSheet(locale: string) {
  const en = locale === "en";
  return columnsSheet(en ? "Orders" : "訂單", ORDER_IMPORT_COLUMNS, locale, [
    ["261125000123", en ? "deliver" : "已出貨", "903412345678", null],
    ["261125000124", en ? "process" : "處理中", null, en ? "Waiting for restock" : "等待補貨"],
  ]);
}

export default function OrdersImport() {
  const t = useT();
  const locale = useLocale();
  const [deliver, setDeliver] = useState(true);
  // A file download: the browser fetches it with the session cookie.
  const exportLink = (list: "unprocessed" | "processed", label: string) => (
    <ExportLink href={withQuery(ORDERS_API.excel, { list, locale })} label={label} testId={`export-${list}`} />
  );
  return (
    <ImportPage<ImportResult>
      title={t("ordersImport.title")}
      back={{ label: t("adminOrders.title"), to: ORDER_PATHS.list("unprocessed") }}
      testId="orders-import"
      upload={{
        title: t("ordersImport.import"),
        description: t("ordersImport.importHint"),
        endpoint: ORDER_IMPORT_API,
        fieldLabel: (f) => t(`ordersImport.col.${f}`),
        summary: (d) => t("ordersImport.done", { changed: d.changed, unchanged: d.unchanged }),
        fields: { deliverWithTracking: deliver ? "1" : "0" },
        testId: "orders-import-panel",
      }}
      how={
        <>
          <label className="flex items-start gap-3 rounded-xl border border-line p-4 text-[15px]">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand-600"
              checked={deliver}
              onChange={(e) => setDeliver(e.currentTarget.checked)}
              data-testid="deliver-with-tracking"
            />
            <span>
              <span className="font-medium">{t("ordersImport.deliverWithTracking")}</span>
              <span className="mt-0.5 block text-sm text-muted">{t("ordersImport.deliverWithTrackingHint")}</span>
            </span>
          </label>
          <ImportHow
            title={t("ordersImport.howTitle")}
            steps={[
              t("ordersImport.how1"),
              t("ordersImport.how2"),
              t("ordersImport.how3"),
              t("ordersImport.how4", { max: MAX_IMPORT_ORDERS }),
            ]}
          >
            <TemplateButton
              label={t("ordersImport.template")}
              file={locale === "en" ? "orders-import.xlsx" : "訂單匯入範本.xlsx"}
              sheet={() => templateSheet(locale)}
            />
          </ImportHow>
        </>
      }
      exports={{
        title: t("ordersImport.exportTitle"),
        description: t("ordersImport.exportHint"),
        children: (
          <div className="flex flex-wrap gap-3">
            {exportLink("unprocessed", t("ordersImport.exportUnprocessed"))}
            {exportLink("processed", t("ordersImport.exportProcessed"))}
          </div>
        ),
      }}
    />
  );
}
