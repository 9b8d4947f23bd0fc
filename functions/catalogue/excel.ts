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
import {
  type LineRef,
  type LineUpdate,
  type NewLine,
  type ProductFilter,
  type ProductRef,
  type ProductValues,
  productsOf,
  type StockLineRow,
} from "../../db/catalogue/products";
import type { UserRow } from "../../db/schema";
import type { StoreScope } from "../platform/scope";
import { PAYMENT_PLANS, type PaymentPlan, type SheetIssue } from "../shared/catalogue";
import { SPEC_SEPARATOR, specPath } from "./model";
import { adminFilter, PRODUCT_DEFAULTS } from "./products";
import { MAX_LINES, MAX_MONEY, MAX_QTY, MAX_STOCK } from "./schemas";
import {
  type Cell,
  type Column,
  cellsOf,
  mapHeader,
  readTable,
  sheetInvalid,
  sheetIssue,
  type Upload,
  writeCsv,
  writeXlsx,
} from "./sheet";

export const MAX_EXPORT_PRODUCTS = 10_000;

type Key =
  | "id"
  | "name"
  | "price"
  | "specialPrice"
  | "subscriptionPrice"
  | "paymentPlan"
  | "isDisplay"
  | "isSaleable"
  | "minQuantityPerOrder"
  | "maxQuantityPerOrder"
  | "categoryIds"
  | "tagIds"
  | "stockId"
  | "spec"
  | "sku"
  | "stock";

/** The documented header row (zh-TW as exported; the English names and aliases are accepted). */
export const PRODUCT_COLUMNS: readonly Column<Key>[] = [
  { key: "id", zh: "商品編號", en: "id", aliases: ["商品ID", "productId"] },
  { key: "name", zh: "商品名稱", en: "name", aliases: ["名稱"] },
  { key: "price", zh: "售價", en: "price", aliases: ["原價"] },
  { key: "specialPrice", zh: "特價", en: "specialPrice" },
  { key: "subscriptionPrice", zh: "訂閱價", en: "subscriptionPrice" },
  { key: "paymentPlan", zh: "付款方案", en: "paymentPlan", aliases: ["銷售方式"] },
  { key: "isDisplay", zh: "上架", en: "isDisplay", aliases: ["是否上架"] },
  { key: "isSaleable", zh: "可販售", en: "isSaleable", aliases: ["是否可販售"] },
  { key: "minQuantityPerOrder", zh: "單次最低購買量", en: "minQuantityPerOrder", aliases: ["最低購買量", "min"] },
  { key: "maxQuantityPerOrder", zh: "單次最高購買量", en: "maxQuantityPerOrder", aliases: ["最高購買量", "max"] },
  { key: "categoryIds", zh: "分類編號", en: "categoryIds", aliases: ["分類"] },
  { key: "tagIds", zh: "標籤編號", en: "tagIds", aliases: ["標籤"] },
  { key: "stockId", zh: "規格編號", en: "stockId", aliases: ["庫存編號"] },
  { key: "spec", zh: "規格", en: "spec" },
  { key: "sku", zh: "SKU", en: "sku", aliases: ["貨號"] },
  { key: "stock", zh: "庫存", en: "stock", aliases: ["庫存量"] },
];

// ── cell values ────────────────────────────────────────────────────────────────────────────

/** NT$ text ("1,200", "NT$99.5", "12.50") → minor units; null when it is not a price. */
export function parseNtd(text: string): number | null {
  const t = text
    .replace(/^(NT\$|\$)/i, "")
    .replace(/,/g, "")
    .trim();
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(minor) && minor <= MAX_MONEY ? minor : null;
}

/** Minor units → NT$ as the sheet shows it: whole, or with 2 decimals. */
export const ntdText = (minor: number) =>
  minor % 100 === 0
    ? String(minor / 100)
    : `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, "0")}`;

const TRUE = new Set(["true", "1", "yes", "y", "是", "上架", "可"]);
const FALSE = new Set(["false", "0", "no", "n", "否", "下架", "不可"]);
function parseBool(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  return TRUE.has(t) ? true : FALSE.has(t) ? false : null;
}

function parseCount(text: string, max: number): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

/** "1, 2、3" → [1, 2, 3]; "-" → [] (clear). */
function parseIds(text: string): number[] | null {
  if (text === "-") return [];
  const parts = text.split(/[,，、;；\s]+/).filter(Boolean);
  if (!parts.every((p) => /^\d{1,10}$/.test(p))) return null;
  const ids = [...new Set(parts.map(Number))];
  return ids.length <= 50 && ids.every((n) => n > 0 && n <= 2 ** 31 - 1) ? ids : null;
}

const PRODUCT_FIELDS = [
  "name",
  "price",
  "specialPrice",
  "subscriptionPrice",
  "paymentPlan",
  "isDisplay",
  "isSaleable",
  "minQuantityPerOrder",
  "maxQuantityPerOrder",
  "categoryIds",
  "tagIds",
] as const;
type ProductField = (typeof PRODUCT_FIELDS)[number];

type Row = {
  row: number;
  id?: number;
  values: Partial<Record<ProductField, unknown>>;
  stockId?: number;
  spec?: string;
  sku?: string;
  stock?: number;
  hasLine: boolean;
};

function parseRow(row: { row: number; cells: string[] }, index: Map<Key, number>, issues: SheetIssue[]): Row {
  const cell = cellsOf(row, index);
  const out: Row = { row: row.row, values: {}, hasLine: false };
  const bad = (field: Key, message: string) => issues.push(sheetIssue(row.row, field, message));
  const take = <T>(field: Key, parse: (t: string) => T | null, message: string, set: (v: T) => void) => {
    const t = cell(field);
    if (t === "") return;
    const v = parse(t);
    if (v === null) bad(field, message);
    else set(v);
  };
  take(
    "id",
    (t) => parseCount(t, 2 ** 31 - 1) || null,
    "validation.integer",
    (v) => {
      out.id = v;
    },
  );
  take(
    "name",
    (t) => (t.length <= 120 ? t : null),
    "validation.max",
    (v) => {
      out.values.name = v;
    },
  );
  for (const f of ["price", "specialPrice", "subscriptionPrice"] as const) {
    take(f, parseNtd, "validation.price", (v) => {
      out.values[f] = v;
    });
  }
  take(
    "paymentPlan",
    (t) => (PAYMENT_PLANS.includes(t.toUpperCase() as PaymentPlan) ? t.toUpperCase() : null),
    "validation.oneOf",
    (v) => {
      out.values.paymentPlan = v;
    },
  );
  for (const f of ["isDisplay", "isSaleable"] as const) {
    take(f, parseBool, "validation.boolean", (v) => {
      out.values[f] = v;
    });
  }
  for (const f of ["minQuantityPerOrder", "maxQuantityPerOrder"] as const) {
    take(
      f,
      (t) => parseCount(t, MAX_QTY),
      "validation.integer",
      (v) => {
        out.values[f] = v;
      },
    );
  }
  for (const f of ["categoryIds", "tagIds"] as const) {
    take(f, parseIds, "validation.ids", (v) => {
      out.values[f] = v;
    });
  }
  take(
    "stockId",
    (t) => parseCount(t, 2 ** 31 - 1) || null,
    "validation.integer",
    (v) => {
      out.stockId = v;
    },
  );
  take(
    "spec",
    (t) => (t.length <= 125 ? t : null),
    "validation.max",
    (v) => {
      out.spec = v;
    },
  );
  take(
    "sku",
    (t) => (t.length <= 64 ? t : null),
    "validation.max",
    (v) => {
      out.sku = v;
    },
  );
  take(
    "stock",
    (t) => parseCount(t, MAX_STOCK),
    "validation.stock",
    (v) => {
      out.stock = v;
    },
  );
  out.hasLine = out.stockId !== undefined || out.spec !== undefined || out.sku !== undefined || out.stock !== undefined;
  return out;
}

// Only " / " (with its spaces) separates levels, so a spec such as "1/2 kg" stays one name.
const specParts = (spec: string) => spec.split(SPEC_SEPARATOR).map((s) => s.trim());

// ── import ─────────────────────────────────────────────────────────────────────────────────

type Group = { existingId?: number; name?: string; rows: Row[] };

function groupRows(rows: Row[], issues: SheetIssue[]): Group[] {
  const groups: Group[] = [];
  const byId = new Map<number, Group>();
  let last: Group | undefined;
  for (const r of rows) {
    const name = r.values.name as string | undefined;
    let g: Group | undefined;
    if (r.id !== undefined) {
      g = byId.get(r.id);
      if (!g) {
        g = { existingId: r.id, rows: [] };
        byId.set(r.id, g);
        groups.push(g);
      }
    } else if (last && (name === undefined || (last.existingId === undefined && last.name === name))) {
      g = last; // a following row of the product above
    } else if (name !== undefined) {
      g = { name, rows: [] };
      groups.push(g);
    } else {
      issues.push(sheetIssue(r.row, "name", "validation.required"));
      continue;
    }
    g.rows.push(r);
    last = g;
  }
  return groups;
}

/** The group's product columns: the first non-blank cell of each; a different one is a conflict. */
function mergeValues(g: Group, issues: SheetIssue[]): Partial<Record<ProductField, unknown>> {
  const out: Partial<Record<ProductField, unknown>> = {};
  for (const r of g.rows) {
    for (const f of PRODUCT_FIELDS) {
      const v = r.values[f];
      if (v === undefined) continue;
      if (out[f] === undefined) out[f] = v;
      else if (JSON.stringify(out[f]) !== JSON.stringify(v)) issues.push(sheetIssue(r.row, f, "validation.conflict"));
    }
  }
  return out;
}

type Plan = {
  lineUpdates: LineUpdate[];
  newTopLines: NewLine[];
  newChildLines: (NewLine & { parent: LineRef })[];
  skuAssignments: { row: number; lineId: number | null; sku: string }[];
};

/** Stock lines of one product from its rows: update the line a row names, else add one. */
function planGroupLines(
  g: Group,
  product: ProductRef,
  kind: string,
  existing: StockLineRow[],
  plan: Plan,
  issues: SheetIssue[],
) {
  const parents = new Set(existing.flatMap((l) => (l.parentId !== null ? [l.parentId] : [])));
  const byId = new Map(existing.map((l) => [l.id, l]));
  const pathOf = (l: StockLineRow) => specPath(l.spec, l.parentId !== null ? byId.get(l.parentId)?.spec : null);
  const byPath = new Map(existing.map((l) => [pathOf(l), l]));
  const used = new Set<number>();
  // New top lines of this product by spec: a leaf (from its own row) or a group of new sub-lines.
  const newTops = new Map<string, { index: number; leaf: boolean; children: Set<string> }>();
  const newChildrenOf = new Map<number, Set<string>>();
  let sort = existing.length;
  let lineCount = existing.length;
  const rowsWithLines = g.rows.filter((r) => r.hasLine);
  if (!rowsWithLines.length && existing.length === 0) {
    plan.newTopLines.push({ product, spec: "", sku: null, stock: 0, sort: 0 }); // the default line
    return;
  }
  for (const r of rowsWithLines) {
    const bad = (field: string, message: string) => issues.push(sheetIssue(r.row, field, message));
    let line: StockLineRow | undefined;
    if (r.stockId !== undefined) {
      line = byId.get(r.stockId);
      if (!line) {
        bad("stockId", "validation.unknownId");
        continue;
      }
    } else line = byPath.get(specParts(r.spec ?? "").join(SPEC_SEPARATOR));
    if (line) {
      if (used.has(line.id)) {
        bad("stockId", "validation.duplicate");
        continue;
      }
      used.add(line.id);
      const u: LineUpdate = { id: line.id };
      if (r.spec !== undefined) {
        const parts = specParts(r.spec);
        const parentSpec = line.parentId !== null ? byId.get(line.parentId)?.spec : undefined;
        if (parts.length > 2) bad("spec", "validation.specDepth");
        else if (parts.length === 2 && parts[0] !== parentSpec) bad("spec", "validation.stockMoved");
        else u.spec = parts[parts.length - 1] ?? "";
      }
      if (r.sku !== undefined) {
        u.sku = r.sku;
        plan.skuAssignments.push({ row: r.row, lineId: line.id, sku: r.sku });
      }
      if (r.stock !== undefined) {
        if (kind === "COMBO") bad("stock", "validation.comboStock");
        else if (parents.has(line.id)) bad("stock", "validation.parentStock");
        else u.stock = r.stock;
      }
      plan.lineUpdates.push(u);
      continue;
    }
    if (kind === "COMBO") {
      bad("spec", "validation.comboOneLine");
      continue;
    }
    const parts = specParts(r.spec ?? "");
    if (parts.length > 2 || parts.some((p, i) => i > 0 && p === "")) {
      bad("spec", "validation.specDepth");
      continue;
    }
    if (++lineCount > MAX_LINES) {
      bad("spec", "validation.tooMany");
      continue;
    }
    if (r.sku !== undefined) plan.skuAssignments.push({ row: r.row, lineId: null, sku: r.sku });
    const [first = "", second] = parts;
    if (second === undefined) {
      if (newTops.has(first)) {
        bad("spec", "validation.duplicate");
        continue;
      }
      newTops.set(first, { index: plan.newTopLines.length, leaf: true, children: new Set() });
      plan.newTopLines.push({ product, spec: first, sku: r.sku ?? null, stock: r.stock ?? 0, sort: sort++ });
      continue;
    }
    // A sub-line: under an existing group line, or one this file starts.
    let parent: LineRef;
    let siblings: Set<string>;
    const existingTop = existing.find((l) => l.parentId === null && l.spec === first);
    if (existingTop) {
      if (!parents.has(existingTop.id)) {
        bad("spec", "validation.specIsLeaf"); // a sellable line does not become a group here
        continue;
      }
      parent = { id: existingTop.id };
      siblings = newChildrenOf.get(existingTop.id) ?? new Set();
      newChildrenOf.set(existingTop.id, siblings);
    } else {
      let top = newTops.get(first);
      if (top?.leaf) {
        bad("spec", "validation.specIsLeaf");
        continue;
      }
      if (!top) {
        top = { index: plan.newTopLines.length, leaf: false, children: new Set() };
        newTops.set(first, top);
        plan.newTopLines.push({ product, spec: first, sku: null, stock: 0, sort: sort++ });
      }
      parent = { newTopIndex: top.index };
      siblings = top.children;
    }
    if (siblings.has(second)) {
      bad("spec", "validation.duplicate");
      continue;
    }
    siblings.add(second);
    plan.newChildLines.push({ product, parent, spec: second, sku: r.sku ?? null, stock: r.stock ?? 0, sort: sort++ });
  }
}

export type ImportResult = { created: number; updated: number; productIds: number[] };

export async function importProducts(scope: StoreScope, user: UserRow, file: Upload): Promise<ImportResult> {
  const table = await readTable(file);
  const { index, issues } = mapHeader(table, PRODUCT_COLUMNS);
  if (!index.has("id") && !index.has("name"))
    issues.push(sheetIssue(table.headerRow, "name", "validation.columnRequired"));
  if (issues.length) throw sheetInvalid(issues);
  const rows = table.rows.map((r) => parseRow(r, index, issues));
  const groups = groupRows(rows, issues);
  const merged = groups.map((g) => mergeValues(g, issues));

  const db = productsOf(scope.db, scope.storeId);
  const all = (f: "categoryIds" | "tagIds") => merged.flatMap((m) => (m[f] as number[] | undefined) ?? []);
  const ctx = await db.writeContext({
    productIds: groups.flatMap((g) => (g.existingId !== undefined ? [g.existingId] : [])),
    categoryIds: all("categoryIds"),
    tagIds: all("tagIds"),
    skus: rows.flatMap((r) => (r.sku ? [r.sku] : [])),
  });

  const plan: Plan = { lineUpdates: [], newTopLines: [], newChildLines: [], skuAssignments: [] };
  const inserts: ProductValues[] = [];
  const updates: ({ id: number } & Partial<ProductValues>)[] = [];
  const categories: { product: ProductRef; ids: number[] }[] = [];
  const tags: { product: ProductRef; ids: number[] }[] = [];
  groups.forEach((g, gi) => {
    const values = merged[gi] ?? {};
    const first = g.rows[0];
    if (!first) return;
    const current = g.existingId !== undefined ? ctx.products.get(g.existingId) : undefined;
    if (g.existingId !== undefined && !current) {
      issues.push(sheetIssue(first.row, "id", "validation.unknownId"));
      return;
    }
    if (!current && values.name === undefined) issues.push(sheetIssue(first.row, "name", "validation.required"));
    const min = (values.minQuantityPerOrder as number | undefined) ?? current?.minQuantityPerOrder ?? 0;
    const max = (values.maxQuantityPerOrder as number | undefined) ?? current?.maxQuantityPerOrder ?? 0;
    if (max > 0 && min > max) issues.push(sheetIssue(first.row, "minQuantityPerOrder", "validation.minOverMax"));
    for (const [f, known] of [
      ["categoryIds", ctx.categoryIds],
      ["tagIds", ctx.tagIds],
    ] as const) {
      const ids = values[f] as number[] | undefined;
      if (ids?.some((id) => !known.has(id))) {
        const row = g.rows.find((r) => r.values[f] !== undefined)?.row ?? first.row;
        issues.push(sheetIssue(row, f, "validation.unknownId"));
      }
    }
    const product: ProductRef = current ? { id: current.id } : { newIndex: inserts.length };
    const fields: Partial<ProductValues> = {};
    for (const f of PRODUCT_FIELDS) {
      if (f !== "categoryIds" && f !== "tagIds" && values[f] !== undefined) {
        (fields as Record<string, unknown>)[f] = values[f];
      }
    }
    if (current) updates.push({ id: current.id, ...fields });
    else inserts.push({ ...PRODUCT_DEFAULTS, ...fields });
    if (values.categoryIds) categories.push({ product, ids: values.categoryIds as number[] });
    if (values.tagIds) tags.push({ product, ids: values.tagIds as number[] });
    const lines = current ? ctx.lines.filter((l) => l.productId === current.id) : [];
    planGroupLines(g, product, current?.kind ?? "NORMAL", lines, plan, issues);
  });

  // A SKU names one line of the store: not two rows, nor a line this file does not rename.
  const renamed = new Set(plan.skuAssignments.flatMap((a) => (a.lineId !== null ? [a.lineId] : [])));
  const skuSeen = new Set<string>();
  for (const a of plan.skuAssignments) {
    if (skuSeen.has(a.sku)) issues.push(sheetIssue(a.row, "sku", "validation.duplicate"));
    skuSeen.add(a.sku);
    if (ctx.skuHolders.some((h) => h.sku === a.sku && h.id !== a.lineId && !renamed.has(h.id))) {
      issues.push(sheetIssue(a.row, "sku", "validation.skuTaken"));
    }
  }
  if (issues.length) throw sheetInvalid(issues.sort((a, b) => a.row - b.row));

  const { newIds } = await db.write({
    insert: inserts,
    update: updates,
    touch: updates.map((u) => u.id),
    lineUpdates: plan.lineUpdates,
    newTopLines: plan.newTopLines,
    newChildLines: plan.newChildLines,
    categories,
    tags,
    reason: "IMPORT",
    userId: user.id,
  });
  return { created: newIds.length, updated: updates.length, productIds: [...newIds, ...updates.map((u) => u.id)] };
}

// ── export ─────────────────────────────────────────────────────────────────────────────────

export type ExportFile = { body: Uint8Array | string; contentType: string; filename: string };

export async function exportProducts(
  scope: StoreScope,
  q: { categoryId?: number; isDisplay?: boolean; keyword?: string; format: "xlsx" | "csv" },
  locale: "zh-TW" | "en",
): Promise<ExportFile> {
  const filter: ProductFilter = adminFilter(q);
  const items = await productsOf(scope.db, scope.storeId).exportRows(filter, MAX_EXPORT_PRODUCTS);
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
