import { MAX_IMPORT_ORDERS, ORDER_IMPORT_COLUMNS } from "@functions/shared/orderImport";
import { Download, FileDown } from "lucide-react";
import { useState } from "react";
import { AdminPage, Section } from "~/components/admin/AdminPage";
import { withQuery } from "~/components/admin/adminApi";
import { csvText, downloadText } from "~/components/admin/download";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { ImportPanel } from "../catalogue/lib/ImportPanel";
import { ORDER_PATHS, ORDERS_API } from "./lib";

// /admin/orders-import — shipping updates by spreadsheet (POST /api/admin/order/excel/import): all
// or nothing, per-row problems listed; the template; exports of the orders waiting to ship.

export const ORDER_IMPORT_API = "/api/admin/order/excel/import";
type ImportResult = { changed: number; unchanged: number; orderNumbers: string[] };

/** The header in the page's language and two example rows. */
function templateCsv(locale: string): string {
  const en = locale === "en";
  return csvText([
    ORDER_IMPORT_COLUMNS.map((c) => (en ? c.en : c.zh)),
    ["261125000123", en ? "deliver" : "已出貨", "903412345678", ""],
    ["261125000124", en ? "process" : "處理中", "", en ? "Waiting for restock" : "等待補貨"],
  ]);
}

export default function OrdersImport() {
  const t = useT();
  const locale = useLocale();
  const [deliver, setDeliver] = useState(true);
  const exportLink = (list: "unprocessed" | "processed", label: string) => (
    // A file download: the browser fetches it with the session cookie.
    <a
      href={withQuery(ORDERS_API.excel, { list, locale })}
      download
      className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium text-ink hover:bg-black/5"
      data-testid={`export-${list}`}
    >
      <Download size={18} aria-hidden /> {label}
    </a>
  );
  return (
    <AdminPage
      title={t("ordersImport.title")}
      narrow
      breadcrumbs={[
        { label: t("adminOrders.title"), to: ORDER_PATHS.list("unprocessed") },
        { label: t("ordersImport.title") },
      ]}
      testId="orders-import"
    >
      <ImportPanel<ImportResult>
        title={t("ordersImport.import")}
        description={t("ordersImport.importHint")}
        endpoint={ORDER_IMPORT_API}
        fieldLabel={(f) => t(`ordersImport.col.${f}`)}
        summary={(d) => t("ordersImport.done", { changed: d.changed, unchanged: d.unchanged })}
        fields={{ deliverWithTracking: deliver ? "1" : "0" }}
        testId="orders-import-panel"
      >
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
        <div className="flex flex-col gap-3 rounded-xl bg-surface p-4 text-sm">
          <p className="font-medium">{t("ordersImport.howTitle")}</p>
          <ul className="list-disc space-y-1 pl-5 text-muted">
            <li>{t("ordersImport.how1")}</li>
            <li>{t("ordersImport.how2")}</li>
            <li>{t("ordersImport.how3")}</li>
            <li>{t("ordersImport.how4", { max: MAX_IMPORT_ORDERS })}</li>
          </ul>
          <div>
            <Button
              type="button"
              variant="secondary"
              className="h-10"
              onClick={() =>
                downloadText(locale === "en" ? "orders-import.csv" : "訂單匯入範本.csv", templateCsv(locale))
              }
              data-testid="download-template"
            >
              <FileDown size={16} aria-hidden /> {t("ordersImport.template")}
            </Button>
          </div>
        </div>
      </ImportPanel>
      <Section title={t("ordersImport.exportTitle")} description={t("ordersImport.exportHint")}>
        <div className="flex flex-wrap gap-3">
          {exportLink("unprocessed", t("ordersImport.exportUnprocessed"))}
          {exportLink("processed", t("ordersImport.exportProcessed"))}
        </div>
      </Section>
    </AdminPage>
  );
}
