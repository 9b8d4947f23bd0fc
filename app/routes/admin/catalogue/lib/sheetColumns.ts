import { csvText } from "~/components/admin/download";
// The product sheet's columns as functions/commerce/catalogue/excel.ts documents them (PRODUCT_COLUMNS:
// zh-TW header as exported; English names accepted). Mirrored here because that module is
// server-only (exceljs, D1); the template download and the issue table use these names.
export const SHEET_COLUMNS = [
  { key: "id", zh: "商品編號", en: "id" },
  { key: "name", zh: "商品名稱", en: "name" },
  { key: "price", zh: "售價", en: "price" },
  { key: "specialPrice", zh: "特價", en: "specialPrice" },
  { key: "subscriptionPrice", zh: "訂閱價", en: "subscriptionPrice" },
  { key: "paymentPlan", zh: "付款方案", en: "paymentPlan" },
  { key: "isDisplay", zh: "上架", en: "isDisplay" },
  { key: "isSaleable", zh: "可販售", en: "isSaleable" },
  { key: "minQuantityPerOrder", zh: "單次最低購買量", en: "minQuantityPerOrder" },
  { key: "maxQuantityPerOrder", zh: "單次最高購買量", en: "maxQuantityPerOrder" },
  { key: "categoryIds", zh: "分類編號", en: "categoryIds" },
  { key: "tagIds", zh: "標籤編號", en: "tagIds" },
  { key: "stockId", zh: "規格編號", en: "stockId" },
  { key: "spec", zh: "規格", en: "spec" },
  { key: "sku", zh: "SKU", en: "sku" },
  { key: "stock", zh: "庫存", en: "stock" },
] as const;

export const columnLabel = (key: string, locale: "zh-TW" | "en") => {
  const c = SHEET_COLUMNS.find((x) => x.key === key);
  if (!c) return key === "file" ? (locale === "en" ? "File" : "檔案") : key;
  return locale === "en" ? c.en : c.zh;
};

/**
 * The import template: the header and two example rows (one product with two specs; rows of the
 * same product share its name, and a row with an id updates that product). UTF-8 with BOM so
 * Excel opens the Chinese header correctly.
 */
export function templateCsv(): string {
  const header = SHEET_COLUMNS.map((c) => c.zh);
  const example = [
    ["", "手工陶杯", "680", "590", "0", "NORMAL", "上架", "是", "0", "0", "", "", "", "白色", "CUP-WHT", "20"],
    ["", "手工陶杯", "680", "590", "0", "NORMAL", "上架", "是", "0", "0", "", "", "", "黑色", "CUP-BLK", "15"],
  ];
  return csvText([header, ...example]);
}
