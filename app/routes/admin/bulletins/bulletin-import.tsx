import { BULLETIN_IMPORT_COLUMNS, MAX_IMPORT_BULLETINS } from "@functions/shared/content/bulletinImport";
import type { BulletinImportResult } from "@functions/store/content/bulletinImport";
import type { BulletinCategory } from "@functions/store/content/model";
import { csvText } from "~/components/admin/download";
import { ImportHow, ImportPage, TemplateButton } from "~/components/admin/kit";
import { optionalList } from "~/components/admin/loaderData";
import { useLocale, useT } from "~/i18n";
import { BULLETIN_API, BULLETIN_PATHS } from "./lib/api";

// /admin/bulletin-import — many bulletins from one sheet (POST /api/admin/bulletin/excel/import):
// all or nothing, every row problem listed; the template names one of the store's own categories.

export async function clientLoader() {
  return { categories: (await optionalList<BulletinCategory>(BULLETIN_API.categories)).items };
}
export { AdminRouteError as ErrorBoundary, FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";

/** The header in the page's language and two example rows. */
function templateCsv(locale: string, category: string): string {
  const en = locale === "en";
  return csvText([
    BULLETIN_IMPORT_COLUMNS.map((c) => (en ? c.en : c.zh)),
    [
      en ? "New season products are in" : "新品上架通知",
      en ? "Order by Friday to ship next week." : "週五前下單，下週出貨。",
      category,
      en ? "yes" : "是",
      en ? "yes" : "是",
      "10",
    ],
    [en ? "Holiday shipping schedule" : "連假出貨時間", "", "", en ? "no" : "否", en ? "yes" : "是", "0"],
  ]);
}

export default function BulletinImport({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { categories } = loaderData;
  const names = categories.map((c) => c.name);
  return (
    <ImportPage<BulletinImportResult>
      title={t("bulletins.import")}
      back={{ label: t("bulletins.listTitle"), to: BULLETIN_PATHS.list(0, "1") }}
      testId="bulletin-import"
      upload={{
        title: t("bulletins.import"),
        description: t("bulletins.importHint"),
        endpoint: BULLETIN_API.import,
        fieldLabel: (f) => t(`bulletins.col.${f}`),
        summary: (d) => t("bulletins.importDone", { count: d.created }),
        testId: "bulletin-import-panel",
      }}
      how={
        <ImportHow
          title={t("bulletins.howTitle")}
          steps={[
            t("bulletins.how1"),
            t("bulletins.how2"),
            ...(names.length
              ? [t("bulletins.howCategories", { names: names.join(locale === "en" ? ", " : "、") })]
              : []),
            t("bulletins.how3"),
            t("bulletins.how4", { max: MAX_IMPORT_BULLETINS }),
          ]}
        >
          <TemplateButton
            label={t("bulletins.template")}
            file={locale === "en" ? "bulletins-import.csv" : "公告匯入範本.csv"}
            text={() => templateCsv(locale, names[0] ?? "")}
          />
        </ImportHow>
      }
    />
  );
}
