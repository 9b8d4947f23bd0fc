import { AdminPage } from "~/components/admin/AdminPage";
import { useLocale, useT } from "~/i18n";
import { PATHS } from "./lib/api";
import { ImportPanel } from "./lib/ImportPanel";
import { stockPath } from "./lib/paths";
import { columnLabel } from "./lib/sheetColumns";

// /admin/product-stock-import — set stock from a spreadsheet (規格編號 or SKU, and 庫存); all or
// nothing, per-row problems listed. The product export can be edited and uploaded as it is.

export default function StockImport() {
  const t = useT();
  const locale = useLocale();
  return (
    <AdminPage
      title={t("simp.title")}
      narrow
      breadcrumbs={[{ label: t("stock.title"), to: stockPath(0, "on") }, { label: t("simp.title") }]}
    >
      <ImportPanel<{ updated: number }>
        title={t("simp.upload")}
        description={t("simp.hint")}
        endpoint={PATHS.stockImport}
        fieldLabel={(f) => columnLabel(f, locale)}
        summary={(d) => t("simp.done", { count: d.updated })}
        testId="stock-import"
      >
        <ul className="list-disc space-y-1 rounded-xl bg-surface p-4 pl-9 text-sm text-muted">
          <li>{t("simp.how1")}</li>
          <li>{t("simp.how2")}</li>
          <li>{t("simp.how3")}</li>
        </ul>
      </ImportPanel>
    </AdminPage>
  );
}
