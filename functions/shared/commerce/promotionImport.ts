import type { Column } from "./sheetColumns";

// The promotion import sheet (POST /api/admin/promotion/excel/import): one promotion or coupon per
// row with one tier, read by commerce/promotions/importSheet.ts (and, once it exists, by the page
// that offers the template). Gifts and add-on buys need stock lines picked one by one, so they
// stay in the edit form.

/** One D1 batch holds the whole sheet. */
export const MAX_IMPORT_PROMOTIONS = 1000;

export type PromotionImportKey =
  | "scope"
  | "name"
  | "code"
  | "conditionType"
  | "condition"
  | "actionType"
  | "value"
  | "startAt"
  | "endAt"
  | "isOpen"
  | "totalQuantity"
  | "limitPerUser"
  | "description";

export const PROMOTION_IMPORT_COLUMNS: readonly Column<PromotionImportKey>[] = [
  { key: "scope", zh: "類型", en: "Type" },
  { key: "name", zh: "名稱", en: "Name" },
  { key: "code", zh: "折價券代碼", en: "Coupon code", aliases: ["代碼", "code"] },
  { key: "conditionType", zh: "條件", en: "Condition" },
  { key: "condition", zh: "門檻", en: "Threshold" },
  { key: "actionType", zh: "優惠方式", en: "Offer" },
  { key: "value", zh: "優惠內容", en: "Offer value" },
  { key: "startAt", zh: "開始時間", en: "Starts" },
  { key: "endAt", zh: "結束時間", en: "Ends" },
  { key: "isOpen", zh: "上架", en: "Listed" },
  { key: "totalQuantity", zh: "總數量", en: "Total quantity" },
  { key: "limitPerUser", zh: "每人限用", en: "Limit per member" },
  { key: "description", zh: "說明", en: "Description" },
];

/** The words a cell may hold for each choice, in either language (lower-cased). */
export const PROMOTION_IMPORT_WORDS = {
  scope: { PROMOTION: ["promotion", "優惠活動", "活動"], COUPON: ["coupon", "折價券", "優惠券"] },
  conditionType: {
    FULL_AMOUNT: ["full_amount", "amount", "滿額"],
    FULL_QUANTITY: ["full_quantity", "quantity", "滿件"],
    SHIPPING: ["shipping", "運費"],
  },
  actionType: {
    PERCENT_OFF: ["percent_off", "percent", "打折"],
    AMOUNT_OFF: ["amount_off", "折抵", "折現"],
    SHIPPING_FEE: ["shipping_fee", "運費優惠"],
    SINGLE_PRICE: ["single_price", "均一價"],
  },
} as const;
