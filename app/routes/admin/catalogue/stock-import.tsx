import { ImportHow, ImportPage } from "~/components/admin/kit";
import { useLocale, useT } from "~/i18n";
import { PATHS } from "./lib/api";
import { stockPath } from "./lib/paths";
import { columnLabel } from "./lib/sheetColumns";

// /admin/product-stock-import — set stock from a spreadsheet (規格編號 or SKU, and 庫存); all or
// nothing, per-row problems listed. The product export can be edited and uploaded as it is.

export default function StockImport() {
  const t = useT();
  const locale = useLocale();
  return (
    <ImportPage<{ updated: number }>
      title={t("simp.title")}
      back={{ label: t("stock.title"), to: stockPath(0, "on") }}
      upload={{
        title: t("simp.upload"),
        description: t("simp.hint"),
        endpoint: PATHS.stockImport,
        fieldLabel: (f) => columnLabel(f, locale),
        summary: (d) => t("simp.done", { count: d.updated }),
        testId: "stock-import",
      }}
      how={<ImportHow steps={[t("simp.how1"), t("simp.how2"), t("simp.how3")]} />}
    />
  );
}
