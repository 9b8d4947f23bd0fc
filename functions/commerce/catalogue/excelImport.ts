import type { LineRef, LineUpdate, NewLine, ProductRef, ProductValues, StockLineRow } from "@db/catalogue/products";
import type { UserRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { SheetIssue } from "../../shared/commerce/catalogue";
import { PRODUCT_COLUMNS, PRODUCT_FIELDS, type ProductField, parseRow, type Row, specParts } from "./excelRows";
import { SPEC_SEPARATOR, specPath } from "./model";
import { PRODUCT_DEFAULTS } from "./products";
import { MAX_LINES } from "./schemas";
import { mapHeader, readTable, sheetInvalid, sheetIssue, type Upload } from "./sheet";

// The all-or-nothing import of a product sheet (see excel.ts for the format).

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

export async function importProducts(
  scope: StoreScope,
  user: UserRow,
  file: Upload,
  audit: AuditTrail,
): Promise<ImportResult> {
  const table = await readTable(file);
  const { index, issues } = mapHeader(table, PRODUCT_COLUMNS);
  if (!index.has("id") && !index.has("name"))
    issues.push(sheetIssue(table.headerRow, "name", "validation.columnRequired"));
  if (issues.length) throw sheetInvalid(issues);
  const rows = table.rows.map((r) => parseRow(r, index, issues));
  const groups = groupRows(rows, issues);
  const merged = groups.map((g) => mergeValues(g, issues));

  const db = scope.products;
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

  // The whole sheet is one batch with one audit row.
  const item = audit.item({ after: { created: inserts.length, updated: updates.length }, always: true });
  const { newIds } = await db.write(
    {
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
    },
    [],
    [item],
  );
  return { created: newIds.length, updated: updates.length, productIds: [...newIds, ...updates.map((u) => u.id)] };
}
