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
import type { ProductFilter } from "@db/catalogue/products";
import type { StoreScope } from "../../platform/tenancy/scope";
import { MAX_EXPORT_PRODUCTS, ntdText, PRODUCT_COLUMNS } from "./excelRows";
import { specPath } from "./model";
import { adminFilter } from "./products";
import { type Cell, writeCsv, writeXlsx } from "./sheet";

export { type ImportResult, importProducts } from "./excelImport";
export { MAX_EXPORT_PRODUCTS, ntdText, PRODUCT_COLUMNS, parseNtd } from "./excelRows";

// ── export ─────────────────────────────────────────────────────────────────────────────────

export type ExportFile = { body: Uint8Array | string; contentType: string; filename: string };

export async function exportProducts(
  scope: StoreScope,
  q: { categoryId?: number; isDisplay?: boolean; keyword?: string; format: "xlsx" | "csv" },
  locale: "zh-TW" | "en",
): Promise<ExportFile> {
  const filter: ProductFilter = adminFilter(q);
  const items = await scope.products.exportRows(filter, MAX_EXPORT_PRODUCTS);
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
  const header = PRODUCT_COLUMNS.map((c) => (locale === "en" ? c.en : c.zh));
  const date = new Date().toISOString().slice(0, 10).replace(/-/g, "");
  if (xlsx) {
    return {
      body: await writeXlsx("products", header, rows),
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      filename: `products-${date}.xlsx`,
    };
  }
  return { body: writeCsv(header, rows), contentType: "text/csv; charset=utf-8", filename: `products-${date}.csv` };
}
