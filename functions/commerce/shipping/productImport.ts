// POST /api/admin/shipping/product/excel/import (back-office §7 "Orders and shipping"): which
// shipping methods each product ships with, from one sheet, all or nothing. The rule and a worked
// example: docs/decisions/shipping-product-import.md. A row names a product of this store by id
// and the methods it ships with; every other method of the store is blocked for it (the product's
// blockedShippingMethodIds, the product editor's "not offered" list), and a named method that
// ships only listed products gets the product added to its list. So after the import the product
// ships with exactly the named methods that are open. Every row is checked before anything is
// written; then one D1 batch applies the whole sheet with its audit row.

import type { ShippingMethodRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { SheetIssue } from "../../shared/commerce/catalogue";
import type { ShippingCode } from "../../shared/commerce/commerce";
import { SHIPPING_NAMES } from "../../shared/commerce/methodNames";
import {
  ALL_METHODS_WORDS,
  MAX_IMPORT_SHIPPING_PRODUCTS,
  SHIPPING_PRODUCT_IMPORT_COLUMNS,
  splitMethods,
} from "../../shared/commerce/shippingProductImport";
import { sheetIssue, type Upload } from "../catalogue/sheet";
import { readSheetRows, refuseIfAny, sheetInt } from "../catalogue/sheetRows";

export type ShippingProductImportResult = { updated: number; productIds: number[] };
/** One product's shipping after the import. */
export type ProductShipping = { productId: number; blockedShippingMethodIds: number[] };

const norm = (s: string) => s.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");

/** Every word that names a method in a cell: its id, code, the store's names, the built-in names. */
function methodLookup(methods: readonly ShippingMethodRow[]): Map<string, Set<number>> {
  const lookup = new Map<string, Set<number>>();
  const add = (word: string | null | undefined, id: number) => {
    if (!word) return;
    const k = norm(word);
    lookup.set(k, (lookup.get(k) ?? new Set()).add(id));
  };
  for (const m of methods) {
    const builtIn = SHIPPING_NAMES[m.code as ShippingCode];
    for (const w of [String(m.id), m.code, m.name, m.nameEn, ...(builtIn ? [...builtIn["zh-TW"], ...builtIn.en] : [])])
      add(w, m.id);
  }
  return lookup;
}

/** The whole sheet, checked: each product's methods, or every problem with its row and column. */
export async function planProductShipping(scope: StoreScope, file: Upload) {
  const sheet = await readSheetRows(file, SHIPPING_PRODUCT_IMPORT_COLUMNS, {
    required: ["productId", "shippingMethods"],
    maxRows: MAX_IMPORT_SHIPPING_PRODUCTS,
  });
  const methods = await scope.shippingMethods.list();
  const lookup = methodLookup(methods);
  const issues: SheetIssue[] = [];
  const rows: { row: number; productId: number; shipsWith: Set<number> }[] = [];
  const seen = new Map<number, number>();
  for (const r of sheet.rows) {
    const before = issues.length;
    const productId = sheetInt(r.cell("productId"), 1, Number.MAX_SAFE_INTEGER, 0);
    if (!productId)
      issues.push(sheetIssue(r.row, "productId", r.cell("productId") ? "validation.integer" : "validation.required"));
    else if (seen.has(productId)) issues.push(sheetIssue(r.row, "productId", "validation.duplicate"));
    else seen.set(productId, r.row);
    const cell = r.cell("shippingMethods");
    const shipsWith = new Set<number>();
    if (!cell) issues.push(sheetIssue(r.row, "shippingMethods", "validation.required"));
    else if (ALL_METHODS_WORDS.includes(norm(cell))) for (const m of methods) shipsWith.add(m.id);
    else {
      for (const word of splitMethods(cell)) {
        const ids = lookup.get(norm(word));
        if (!ids) issues.push(sheetIssue(r.row, "shippingMethods", "validation.unknownShipping"));
        else if (ids.size > 1) issues.push(sheetIssue(r.row, "shippingMethods", "validation.ambiguousShipping"));
        else for (const id of ids) shipsWith.add(id);
        if (issues.length > before) break;
      }
    }
    if (issues.length === before && productId) rows.push({ row: r.row, productId, shipsWith });
  }
  // Another store's product, or none: the same answer (nothing about other stores leaks).
  const mine = await scope.shippingMethods.existingProductIds([...seen.keys()]);
  for (const [id, row] of seen) if (!mine.has(id)) issues.push(sheetIssue(row, "productId", "validation.unknownId"));
  refuseIfAny(issues.sort((a, b) => a.row - b.row));

  const products: ProductShipping[] = rows.map((r) => ({
    productId: r.productId,
    blockedShippingMethodIds: methods.filter((m) => !r.shipsWith.has(m.id)).map((m) => m.id),
  }));
  // A method for listed products only: the products that now ship with it join its list.
  const allowed = methods.flatMap((m) => {
    if (m.allowedProductType !== "ONLY") return [];
    const adds = rows.filter((r) => r.shipsWith.has(m.id) && !m.allowedProducts.includes(r.productId));
    return adds.length
      ? [{ methodId: m.id, allowedProducts: [...m.allowedProducts, ...adds.map((r) => r.productId)] }]
      : [];
  });
  return { products, allowed };
}

export async function importProductShipping(
  scope: StoreScope,
  file: Upload,
  audit: AuditTrail,
): Promise<ShippingProductImportResult> {
  const { products, allowed } = await planProductShipping(scope, file);
  const productIds = products.map((p) => p.productId);
  const item = audit.item({
    objectName: productIds.join(",").slice(0, 500),
    after: { updated: productIds.length, methodsOpened: allowed.map((a) => a.methodId) },
    always: true,
  });
  await scope.shippingMethods.applyProductShipping(products, allowed, [item]);
  return { updated: products.length, productIds };
}
