// Product spreadsheet import and export (POST/GET /api/admin/product/excel).
//
// One row per sellable stock line; product columns repeat on each row of the product (or are
// left blank on its following rows). Rows of a product: the same id, or, for a new product (blank
// id), consecutive rows with the same name or a blank name. A spec "A / B" is sub-line B under
// line A. Prices are NT$ (whole or 2 decimals) and become minor units. Blank cells keep what an
// existing product has (a new product gets the defaults); "-" in categoryIds or tagIds clears them.
//
// All or nothing: every row is checked against the store first; any issue answers 422 with every
// {row, field, message} and writes nothing; otherwise one D1 batch writes the whole file.

import type { z } from "zod";
import { type ExportSource, type Locale, PAGE_RECORDS } from "../../platform/exports/job";
import type { StoreScope } from "../../platform/tenancy/scope";
import { ntdText, PRODUCT_COLUMNS } from "./excelRows";
import { specPath } from "./model";
import { adminFilter } from "./products";
import { exportQueryInput } from "./schemas";
import { type Cell, writeCsv } from "./sheet";

export { type ImportResult, importProducts } from "./excelImport";
export { ntdText, PRODUCT_COLUMNS, parseNtd } from "./excelRows";

// ── export ──────────────────────────────────────────────────────────────────────────────────

export type ExportFile = { body: Uint8Array | string; contentType: string; filename: string };
type ExportQuery = z.output<typeof exportQueryInput>;

/** One page of products as sheet rows (money as NT$ numbers in .xlsx, as text in .csv). */
async function productRows(scope: StoreScope, q: ExportQuery, locale: Locale, afterId: number, limit: number) {
  const items = await scope.products.exportRows(adminFilter(q), limit, afterId);
  const xlsx = q.format === "xlsx";
  const money = (minor: number): Cell => (xlsx ? minor / 100 : ntdText(minor));
  const yes = locale === "en" ? "yes" : "是";
  const no = locale === "en" ? "no" : "否";
  const rows: Cell[][] = [];
  for (const { product: p, lines, categoryIds, tagIds } of items) {
    const parents = new Set(lines.flatMap((l) => (l.parentId !== null ? [l.parentId] : [])));
    const specOf = new Map(lines.map((l) => [l.id, l.spec]));
    const leaves = lines.filter((l) => !parents.has(l.id));
    const productCells: Cell[] = [
      p.id,
      p.name,
      money(p.price),
      money(p.specialPrice),
      money(p.subscriptionPrice),
      p.paymentPlan,
      p.isDisplay ? yes : no,
      p.isSaleable ? yes : no,
      p.minQuantityPerOrder,
      p.maxQuantityPerOrder,
      categoryIds.join(",") || null,
      tagIds.join(",") || null,
    ];
    for (const l of leaves.length ? leaves : [null]) {
      rows.push([
        ...productCells,
        l?.id ?? null,
        l ? specPath(l.spec, l.parentId !== null ? specOf.get(l.parentId) : null) || null : null,
        l?.sku ?? null,
        l && p.kind !== "COMBO" ? l.stock : null,
      ]);
    }
  }
  const last = items.at(-1);
  return { rows, records: items.length, next: items.length === limit && last ? last.product.id : null };
}

const headerOf = (locale: Locale) => PRODUCT_COLUMNS.map((c) => (locale === "en" ? c.en : c.zh));
const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, "");

/** GET /api/admin/product/excel as .xlsx: every product the filter matches (issue 28 §1), a job when large. */
export const productExport: ExportSource<ExportQuery> = {
  parse: (raw) => exportQueryInput.parse(raw),
  total: (scope, q) => scope.products.countAdmin(adminFilter(q)),
  header: headerOf,
  sheet: () => "products",
  filename: () => `products-${stamp()}.xlsx`,
  page: (scope, q, locale, cursor, limit) => productRows(scope, q, locale, cursor ?? 0, limit),
};

/** The same as .csv (text: small per row), every product, page by page in the request. */
export async function exportProductsCsv(scope: StoreScope, q: ExportQuery, locale: Locale): Promise<ExportFile> {
  const rows: Cell[][] = [];
  let cursor: number | null = 0;
  while (cursor !== null) {
    const p = await productRows(scope, q, locale, cursor, PAGE_RECORDS);
    rows.push(...p.rows);
    cursor = p.next;
  }
  return {
    body: writeCsv(headerOf(locale), rows),
    contentType: "text/csv; charset=utf-8",
    filename: `products-${stamp()}.csv`,
  };
}
