import { Download } from "lucide-react";
import { useState } from "react";
import { withQuery } from "~/components/admin/adminApi";
import { FilterSelect } from "~/components/admin/FormBits";
import { ImportHow, ImportPage, TemplateButton } from "~/components/admin/kit";
import { useLocale, useT } from "~/i18n";
import { PATHS } from "./lib/api";
import { productListPath } from "./lib/paths";
import { columnLabel, SHEET_COLUMNS, templateCsv } from "./lib/sheetColumns";

// /admin/products-import — product spreadsheet import (all or nothing, per-row problems listed),
// the template, and the export of the current catalogue (GET /api/admin/product/excel).

type ImportResult = { created: number; updated: number; productIds: number[] };

export default function ProductsImport() {
  const t = useT();
  const locale = useLocale();
  const [format, setFormat] = useState<"xlsx" | "csv">("xlsx");
  const [shelf, setShelf] = useState<"" | "1" | "0">("");
  return (
    <ImportPage<ImportResult>
      title={t("imp.title")}
      back={{ label: t("pl.title"), to: productListPath(0, "on") }}
      upload={{
        title: t("imp.import"),
        description: t("imp.importHint"),
        endpoint: PATHS.productExcel,
        fieldLabel: (f) => columnLabel(f, locale),
        summary: (d) => t("imp.done", { created: d.created, updated: d.updated }),
        testId: "products-import",
      }}
      how={
        <ImportHow title={t("imp.howTitle")} steps={[t("imp.how1"), t("imp.how2"), t("imp.how3"), t("imp.how4")]}>
          <details>
            <summary className="cursor-pointer font-medium text-brand-700">{t("imp.columns")}</summary>
            <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-muted min-[734px]:grid-cols-3">
              {SHEET_COLUMNS.map((c) => (
                <li key={c.key}>
                  {c.zh} <span className="text-xs">({c.en})</span>
                </li>
              ))}
            </ul>
          </details>
          <TemplateButton label={t("imp.template")} file="products-template.csv" text={templateCsv} />
        </ImportHow>
      }
      exports={{
        title: t("imp.export"),
        description: t("imp.exportHint"),
        children: (
          <div className="grid gap-3 min-[734px]:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] min-[734px]:items-end">
            <FilterSelect
              label={t("imp.format")}
              value={format}
              onChange={(v) => setFormat(v === "csv" ? "csv" : "xlsx")}
              options={[
                { value: "xlsx", label: "Excel (.xlsx)" },
                { value: "csv", label: "CSV (.csv)" },
              ]}
            />
            <FilterSelect
              label={t("pl.shelfFilter")}
              value={shelf}
              onChange={(v) => setShelf(v === "1" || v === "0" ? v : "")}
              options={[
                { value: "", label: t("imp.allProducts") },
                { value: "1", label: t("shelf.on") },
                { value: "0", label: t("shelf.off") },
              ]}
            />
            {/* A file download: the browser fetches it with the session cookie. */}
            <a
              href={withQuery(PATHS.productExcel, { format, isDisplay: shelf === "" ? undefined : shelf === "1" })}
              download
              className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-[15px] font-medium text-white hover:bg-brand-700"
              data-testid="export-products"
            >
              <Download size={18} aria-hidden /> {t("imp.exportButton")}
            </a>
          </div>
        ),
      }}
    />
  );
}
