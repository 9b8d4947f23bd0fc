import {
  MAX_IMPORT_PROMOTIONS,
  PROMOTION_IMPORT_COLUMNS,
  type PromotionImportKey,
} from "@functions/shared/commerce/promotionImport";
import { columnsSheet, ImportHow, ImportPage, TemplateButton, type XCell } from "~/components/admin/kit";
import { useLocale, useT } from "~/i18n";
import { PROMO_PATHS } from "./lib";

// /admin/settingpage/promotion-import — promotions and coupons from a sheet
// (POST /api/admin/promotion/excel/import): all or nothing, every row problem listed by row and
// column; the .xlsx template with one typed example row. Reached from the promotion list.

export const PROMOTION_IMPORT_API = "/api/admin/promotion/excel/import";
type ImportResult = { created: number; names: string[] };

const DAY_MS = 86_400_000;

type ExampleWords = (key: "promotionImport.exampleName" | "promotionImport.exampleDescription") => string;

/** The example row: a coupon of NT$100 off NT$1,000, from today for 30 days (Taipei days). */
function exampleRow(locale: string, t: ExampleWords): XCell[] {
  const en = locale === "en";
  const taipeiMidnight = Math.floor((Date.now() + 8 * 3_600_000) / DAY_MS) * DAY_MS - 8 * 3_600_000;
  const cells: Record<PromotionImportKey, XCell> = {
    scope: en ? "coupon" : "折價券",
    name: t("promotionImport.exampleName"),
    code: "WELCOME100",
    conditionType: en ? "amount" : "滿額",
    condition: 1000,
    actionType: en ? "amount_off" : "折抵",
    value: 100,
    startAt: { at: new Date(taipeiMidnight).toISOString() },
    endAt: { at: new Date(taipeiMidnight + 31 * DAY_MS - 60_000).toISOString() },
    isOpen: en ? "yes" : "是",
    totalQuantity: 500,
    limitPerUser: 1,
    description: t("promotionImport.exampleDescription"),
  };
  return PROMOTION_IMPORT_COLUMNS.map((c) => cells[c.key]);
}

/** The .xlsx template: the header in the page's language and the example row. */
export const promotionTemplate = (locale: string, t: ExampleWords) =>
  columnsSheet(locale === "en" ? "Promotions" : "優惠", PROMOTION_IMPORT_COLUMNS, locale, [exampleRow(locale, t)]);

export default function PromotionImport() {
  const t = useT();
  const locale = useLocale();
  return (
    <ImportPage<ImportResult>
      title={t("promotionImport.title")}
      back={{ label: t("adminPromotions.tab.promotion"), to: PROMO_PATHS.list("promotion") }}
      testId="promotion-import"
      upload={{
        title: t("promotionImport.import"),
        description: t("promotionImport.importHint"),
        endpoint: PROMOTION_IMPORT_API,
        fieldLabel: (f) => t(`promotionImport.col.${f}`),
        summary: (d) => t("promotionImport.done", { created: d.created }),
        testId: "promotion-import-panel",
      }}
      how={
        <ImportHow
          title={t("promotionImport.howTitle")}
          steps={[
            t("promotionImport.how1"),
            t("promotionImport.how2"),
            t("promotionImport.how3"),
            t("promotionImport.how4", { max: MAX_IMPORT_PROMOTIONS }),
          ]}
        >
          <TemplateButton
            label={t("promotionImport.template")}
            file={locale === "en" ? "promotions-import.xlsx" : "優惠匯入範本.xlsx"}
            sheet={() => promotionTemplate(locale, t)}
          />
        </ImportHow>
      }
    />
  );
}
