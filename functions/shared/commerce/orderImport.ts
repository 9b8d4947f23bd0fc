import type { Column } from "./sheetColumns";

// The order import sheet (back-office /admin/orders-import): its columns and limits, read by the
// import (functions/commerce/orders/importSheet.ts) and by the page that offers the template.

/**
 * One D1 batch holds every change (a few statements per order). 10,000 orders, the spec's size for
 * a 30-minute import, finish in seconds (README "Imports", `npm run bench:import`).
 */
export const MAX_IMPORT_ORDERS = 10_000;
/** Sheet rows read: the order export repeats an order on each of its item rows. */
export const MAX_IMPORT_ORDER_ROWS = 50_000;
// Each step is an admin order action: commerce/orders/importSheet.ts hands it to decideAdmin.
export const IMPORT_STEPS = ["process", "deliver", "complete"] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

export type OrderImportKey = "orderNumber" | "step" | "trackingNumber" | "note";
export const ORDER_IMPORT_COLUMNS: readonly Column<OrderImportKey>[] = [
  { key: "orderNumber", zh: "訂單編號", en: "Order number", aliases: ["訂單號碼", "order no"] },
  { key: "step", zh: "出貨進度", en: "Step", aliases: ["動作", "action"] },
  { key: "trackingNumber", zh: "物流單號", en: "Tracking number", aliases: ["貨運單號", "tracking"] },
  // Not "備註": the order export's 備註 column is the shopper's note, which must not be re-imported.
  { key: "note", zh: "出貨備註", en: "Shipping note" },
];
