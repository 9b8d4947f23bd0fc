// Back-office stock (spec back-office §7: stocks, stock logs, stock import). Rule: a line's stock
// never goes below 0, and every change writes one stock_logs row (in the same transaction).
import { lineFromRow } from "@db/catalogue/products";
import type { UserRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { AdminStockProduct, ProductKind, SheetIssue, StockLogEntry } from "../../shared/commerce/catalogue";
import type { Column } from "../../shared/commerce/sheetColumns";
import type { FieldIssue } from "../../shared/validators";
import { adminStockLines, refOf, specPath } from "./model";
import { adminFilter, adminOrder, unknownIds } from "./products";
import { type AdminStockQuery, DEFAULT_LIST_LIMIT, MAX_STOCK, type StockLogQuery } from "./schemas";
import { cellsOf, mapHeader, readTable, sheetInvalid, sheetIssue, type Upload } from "./sheet";

export async function listStockProducts(
  scope: StoreScope,
  q: AdminStockQuery,
): Promise<{ data: AdminStockProduct[]; total: number }> {
  const { items, total } = await scope.products.listWithLines(
    { ...adminFilter(q), productId: q.productId, underStock: q.underStock },
    adminOrder({}),
    { limit: q.limit ?? DEFAULT_LIST_LIMIT, offset: q.offset },
  );
  const data = items.map((p) => ({
    productId: p.id,
    name: p.name,
    kind: p.kind as ProductKind,
    isDisplay: p.isDisplay,
    media: refOf(p.media),
    stock: p.stock,
    stocks: adminStockLines(p.lines, p.kind, p.stock),
  }));
  return { data, total };
}

type LineInfo = { id: number; productId: number; stock: number; kind: string; hasChildren: boolean };

/** Why a line's stock cannot be set directly, if it cannot. */
function lineProblem(line: LineInfo, next: number): string | null {
  if (line.kind === "COMBO") return "validation.comboStock"; // a COMBO's stock is its parts'
  if (line.hasChildren) return "validation.parentStock"; // a line with sub-lines holds none itself
  if (next < 0) return "validation.stockBelowZero";
  if (next > MAX_STOCK) return "validation.max";
  return null;
}

/** PATCH /api/admin/product/stocks: [{stockId, stock}] sets, [{stockId, change}] adds or removes. */
export async function patchStocks(
  scope: StoreScope,
  user: UserRow,
  items: { stockId: number; stock?: number; change?: number }[],
  audit: AuditTrail,
): Promise<{ stockId: number; productId: number; stock: number }[]> {
  const db = scope.products;
  const ctx = await db.writeContext({ stockIds: items.map((i) => i.stockId) });
  const unknown: FieldIssue[] = [];
  const issues: FieldIssue[] = [];
  items.forEach((it, i) => {
    const line = ctx.stockLines.get(it.stockId);
    if (!line) {
      unknown.push({ path: `${i}.stockId`, message: "validation.unknownId" });
      return;
    }
    const next = it.stock ?? line.stock + (it.change ?? 0);
    const problem = lineProblem(line, next);
    if (problem) issues.push({ path: `${i}.${it.stock === undefined ? "change" : "stock"}`, message: problem });
  });
  if (unknown.length) throw unknownIds(unknown);
  if (issues.length) throw invalid(issues);
  const ids = items.map((i) => i.stockId);
  const { after } = await db.write(
    {
      // The clamp at 0 in SQL guards a race with an order between the check above and the write.
      lineUpdates: items.map((it) =>
        it.stock !== undefined ? { id: it.stockId, stock: it.stock } : { id: it.stockId, delta: it.change },
      ),
      touch: [...new Set(items.map((i) => ctx.stockLines.get(i.stockId)?.productId ?? 0))],
      reason: "ADMIN",
      userId: user.id,
    },
    [db.readLines(ids)],
    [audit.item({ objectId: ids.join(","), after: { stocks: items } })],
  );
  return (after[0] ?? []).map(lineFromRow).map((l) => ({ stockId: l.id, productId: l.productId, stock: l.stock }));
}

/** `to` given as a date includes that whole UTC day. */
function upperBound(to: string | undefined): string | undefined {
  if (!to) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(to)) {
    const d = new Date(`${to}T00:00:00.000Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString();
  }
  return `${to}\uffff`; // a full timestamp: include rows at exactly that instant
}

export async function listStockLogs(
  scope: StoreScope,
  q: StockLogQuery,
): Promise<{ data: StockLogEntry[]; total: number }> {
  const { rows, total } = await scope.stockLogs.list(
    { productId: q.productId, stockId: q.stockId, reason: q.reason, from: q.from, before: upperBound(q.to) },
    { limit: q.limit ?? DEFAULT_LIST_LIMIT, offset: q.offset },
  );
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      productId: Number(r.productId),
      productName: r.productName,
      stockId: Number(r.stockId),
      spec: r.spec === null ? null : specPath(r.spec, r.parentSpec),
      sku: r.sku,
      change: Number(r.change),
      after: Number(r.after),
      reason: r.reason as StockLogEntry["reason"],
      userId: r.userId,
      userName: r.userName,
      createdAt: r.createdAt,
    })),
    total,
  };
}

// ── POST /api/admin/product/stock/import ───────────────────────────────────────────────────

type StockColumn = "stockId" | "sku" | "stock";

/**
 * Stock import columns. The product export's other columns are accepted and ignored, so the
 * exported file can be edited and uploaded here as it is.
 */
export const STOCK_IMPORT_COLUMNS: readonly Column<StockColumn | "ignored">[] = [
  { key: "stockId", zh: "規格編號", en: "stockId", aliases: ["庫存編號"] },
  { key: "sku", zh: "SKU", en: "sku", aliases: ["貨號"] },
  { key: "stock", zh: "庫存", en: "stock", aliases: ["庫存量"] },
];

/**
 * All or nothing: every row is checked first (a row names its line by stock id or SKU; a blank
 * stock cell skips the row); any problem answers 422 with the row issues and writes nothing.
 */
export async function importStocks(
  scope: StoreScope,
  user: UserRow,
  file: Upload,
  ignoredColumns: readonly Column<string>[],
  audit: AuditTrail,
): Promise<{ updated: number }> {
  const table = await readTable(file);
  const columns = [
    ...STOCK_IMPORT_COLUMNS,
    ...ignoredColumns
      .filter((c) => !STOCK_IMPORT_COLUMNS.some((s) => s.key === c.key))
      .map((c) => ({ ...c, key: "ignored" as const })),
  ];
  const { index, issues } = mapHeaderMulti(table, columns);
  if (!index.has("stock")) issues.push(sheetIssue(table.headerRow, "stock", "validation.columnRequired"));
  if (!index.has("stockId") && !index.has("sku")) {
    issues.push(sheetIssue(table.headerRow, "stockId", "validation.columnRequired"));
  }
  if (issues.length) throw sheetInvalid(issues);

  type Parsed = { row: number; stockId?: number; sku?: string; stock: number };
  const parsed: Parsed[] = [];
  for (const r of table.rows) {
    const cell = cellsOf(r, index);
    const stockText = cell("stock");
    if (stockText === "") continue;
    const stock = Number(stockText);
    if (!/^\d+$/.test(stockText) || stock > MAX_STOCK) {
      issues.push(sheetIssue(r.row, "stock", "validation.stock"));
      continue;
    }
    const idText = cell("stockId");
    const sku = cell("sku");
    if (idText && !/^\d{1,10}$/.test(idText)) {
      issues.push(sheetIssue(r.row, "stockId", "validation.integer"));
      continue;
    }
    if (!idText && !sku) {
      issues.push(sheetIssue(r.row, "stockId", "validation.required"));
      continue;
    }
    parsed.push({ row: r.row, stockId: idText ? Number(idText) : undefined, sku: sku || undefined, stock });
  }
  const db = scope.products;
  const ctx = await db.writeContext({
    stockIds: parsed.flatMap((p) => (p.stockId ? [p.stockId] : [])),
    skus: parsed.flatMap((p) => (p.sku ? [p.sku] : [])),
  });
  const seen = new Set<number>();
  const updates: { id: number; stock: number; productId: number }[] = [];
  for (const p of parsed) {
    let line: LineInfo | undefined;
    if (p.stockId !== undefined) {
      line = ctx.stockLines.get(p.stockId);
      if (!line) {
        issues.push(sheetIssue(p.row, "stockId", "validation.unknownId"));
        continue;
      }
      const named = line;
      if (p.sku && !ctx.skuHolders.some((h) => h.id === named.id && h.sku === p.sku)) {
        issues.push(sheetIssue(p.row, "sku", "validation.conflict"));
        continue;
      }
    } else {
      const holders = ctx.skuHolders.filter((h) => h.sku === p.sku);
      if (holders.length !== 1) {
        issues.push(sheetIssue(p.row, "sku", holders.length ? "validation.ambiguousSku" : "validation.unknownId"));
        continue;
      }
      line = holders[0];
    }
    if (!line) continue;
    if (seen.has(line.id)) {
      issues.push(sheetIssue(p.row, p.stockId !== undefined ? "stockId" : "sku", "validation.duplicate"));
      continue;
    }
    seen.add(line.id);
    const problem = lineProblem(line, p.stock);
    if (problem) issues.push(sheetIssue(p.row, "stock", problem));
    else updates.push({ id: line.id, stock: p.stock, productId: line.productId });
  }
  if (issues.length) throw sheetInvalid(issues.sort((a, b) => a.row - b.row));
  // One batch, one audit row for the whole sheet (recorded even when no line changes).
  const item = audit.item({ after: { updated: updates.length }, always: true });
  await db.write(
    {
      lineUpdates: updates.map((u) => ({ id: u.id, stock: u.stock })),
      touch: [...new Set(updates.map((u) => u.productId))],
      reason: "IMPORT",
      userId: user.id,
    },
    [],
    [item],
  );
  return { updated: updates.length };
}

/** mapHeader where several columns may share the "ignored" key. */
function mapHeaderMulti<K extends string>(
  table: Parameters<typeof mapHeader>[0],
  columns: readonly Column<K | "ignored">[],
) {
  const real = columns.filter((c) => c.key !== "ignored");
  const ignored = columns.filter((c) => c.key === "ignored");
  const renamed = [...real, ...ignored.map((c, i) => ({ ...c, key: `ignored${i}` as K }))];
  const { index, issues } = mapHeader(table, renamed as readonly Column<K>[]);
  return { index: index as Map<K | StockColumn, number>, issues: issues as SheetIssue[] };
}
