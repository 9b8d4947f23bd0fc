import { writeXlsx } from "../../commerce/catalogue/sheet";
import type { StoreScope } from "../../platform/tenancy/scope";
import { promotionReport } from "./promotions";
import type { PromotionReportQuery, ReportQuery } from "./schemas";
import { productReport, storeReport } from "./service";

// The report's excel variants (spec §7 /api/admin/report/store/excel, /product/excel): numbers as
// number cells (money in the store's currency units, not minor units), dates as text days.

type Locale = "zh-TW" | "en";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const money = (minor: number) => minor / 100;

const STORE_HEADER: Record<Locale, string[]> = {
  "zh-TW": ["日期", "營業額", "訂單數", "訪客數", "退款"],
  en: ["Day", "Revenue", "Orders", "Visits", "Refunds"],
};
const PRODUCT_HEADER: Record<Locale, string[]> = {
  "zh-TW": ["商品編號", "商品名稱", "數量", "金額"],
  en: ["Product ID", "Product", "Quantity", "Amount"],
};

export async function storeReportExcel(scope: StoreScope, q: ReportQuery, locale: Locale) {
  const r = await storeReport(scope, q);
  const body = await writeXlsx(
    locale === "zh-TW" ? "商店報表" : "Store report",
    STORE_HEADER[locale],
    r.series.map((d) => [d.day, money(d.revenue), d.orders, d.visits, money(d.refunds)]),
  );
  return { body, filename: `store-report-${r.period.from}-${r.period.to}.xlsx`, contentType: XLSX };
}

export async function productReportExcel(scope: StoreScope, q: ReportQuery, locale: Locale) {
  const r = await productReport(scope, q);
  const body = await writeXlsx(
    locale === "zh-TW" ? "商品報表" : "Product report",
    PRODUCT_HEADER[locale],
    r.items.map((p) => [p.productId, p.name, p.quantity, money(p.amount)]),
  );
  return { body, filename: `product-report-${r.period.from}-${r.period.to}.xlsx`, contentType: XLSX };
}

const PROMOTION_HEADER: Record<Locale, string[]> = {
  "zh-TW": ["活動編號", "名稱", "類型", "優惠碼", "訂單數", "折扣", "運費折抵", "營業額"],
  en: ["Promotion ID", "Name", "Type", "Code", "Orders", "Discount", "Shipping discount", "Revenue"],
};
const SCOPE: Record<Locale, Record<"PROMOTION" | "COUPON", string>> = {
  "zh-TW": { PROMOTION: "促銷活動", COUPON: "優惠券" },
  en: { PROMOTION: "Promotion", COUPON: "Coupon" },
};
/** The month columns: orders that applied the promotion in each Taipei month. */
const months = (locale: Locale) =>
  Array.from({ length: 12 }, (_, i) =>
    locale === "zh-TW"
      ? `${i + 1}月訂單`
      : new Date(Date.UTC(2000, i, 1)).toLocaleString("en-GB", { month: "short", timeZone: "UTC" }),
  );

export async function promotionReportExcel(scope: StoreScope, q: PromotionReportQuery, locale: Locale) {
  const r = await promotionReport(scope, q);
  const body = await writeXlsx(
    locale === "zh-TW" ? `${r.year} 年度活動報表` : `Promotions ${r.year}`,
    [...PROMOTION_HEADER[locale], ...months(locale)],
    r.items.map((p) => [
      p.promotionId,
      p.name,
      SCOPE[locale][p.scope],
      p.code ?? "",
      p.orders,
      money(p.discountAmount),
      money(p.discountShippingFee),
      money(p.revenue),
      ...p.months,
    ]),
  );
  return { body, filename: `promotion-report-${r.year}.xlsx`, contentType: XLSX };
}
