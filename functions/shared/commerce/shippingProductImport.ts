import type { Column } from "./sheetColumns";

// The shipping-per-product sheet (POST /api/admin/shipping/product/excel/import,
// docs/decisions/shipping-product-import.md): one row per product, naming the shipping methods it
// ships with. Read by commerce/shipping/productImport.ts and by the page that offers the template.

/** One D1 batch holds the sheet: one statement per product, one per method it opens. */
export const MAX_IMPORT_SHIPPING_PRODUCTS = 2000;

export type ShippingProductImportKey = "productId" | "productName" | "shippingMethods";

export const SHIPPING_PRODUCT_IMPORT_COLUMNS: readonly Column<ShippingProductImportKey>[] = [
  { key: "productId", zh: "商品編號", en: "Product ID", aliases: ["商品 id", "id"] },
  // For the person filling the sheet; the id decides which product a row is.
  { key: "productName", zh: "商品名稱", en: "Product name", aliases: ["名稱", "name"] },
  { key: "shippingMethods", zh: "配送方式", en: "Shipping methods", aliases: ["運送方式", "shipping"] },
];

/** A cell naming every open and closed method of the store (either language). */
export const ALL_METHODS_WORDS: readonly string[] = ["全部", "all"];

/** Method names in one cell: separated by commas (either width), 、, ; or line breaks. */
export const splitMethods = (cell: string): string[] =>
  cell
    .split(/[,，、;；\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
