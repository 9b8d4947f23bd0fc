import type {
  LineRef,
  LineUpdate,
  NewLine,
  ProductRef,
  ProductsDb,
  ProductValues,
  WritePlan,
} from "@db/catalogue/products";
import { sanitizeHtml } from "../../platform/sanitize";
import type { FieldIssue } from "../../shared/validators";
import { unknownIds } from "./productShared";
import { MAX_LINES, type ProductPatchInput, type StockLineInput } from "./schemas";

// Checks and line planning behind the product writes (products.ts): every rule a write obeys.

export const PRODUCT_DEFAULTS: ProductValues = {
  kind: "NORMAL",
  name: "",
  summary: "",
  description: "",
  paymentPlan: "NORMAL",
  price: 0,
  specialPrice: 0,
  subscriptionPrice: 0,
  subscriptionCycles: [],
  isAdult: false,
  isDisplay: true,
  isSaleable: true,
  minQuantityPerOrder: 0,
  maxQuantityPerOrder: 0,
  typeForCreatingStore: "NORMAL",
  paymentPlanForCreatingStore: null,
  minAmountShoppingForCreatingStore: 0,
  blockedShippingMethodIds: [],
  informationId: null,
  sort: 0,
  isForBranch: false,
  platformFee: 0,
  metaTitle: null,
  metaDescription: null,
};

export const VALUE_KEYS = Object.keys(PRODUCT_DEFAULTS) as (keyof ProductValues)[];

/** The product-table columns of an input (links, lines and combos are written apart). */
export function valuesOf(input: ProductPatchInput): Partial<ProductValues> {
  const out: Partial<ProductValues> = {};
  for (const k of VALUE_KEYS) {
    const v = (input as Record<string, unknown>)[k];
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

export type Ctx = Awaited<ReturnType<ProductsDb["writeContext"]>>;

export function refsOf(input: ProductPatchInput) {
  const stockIds = (input.combos ?? []).map((c) => c.stockId);
  const skus = (input.stocks ?? [])
    .flatMap((l) => [l.sku, ...(l.children ?? []).map((c) => c.sku)])
    .filter((s): s is string => typeof s === "string" && s.length > 0);
  return {
    categoryIds: input.categoryIds,
    tagIds: input.tagIds,
    topicIds: input.topicIds,
    informationIds: input.informationId ? [input.informationId] : [],
    mediaIds: input.mediaIds,
    stockIds,
    skus,
  };
}

/** Every referenced id must be this store's: else 400004 naming each unknown one. */
export function checkRefs(input: ProductPatchInput, ctx: Ctx) {
  const issues: FieldIssue[] = [];
  const each = (field: string, ids: number[] | undefined, known: Set<number>) =>
    ids?.forEach((id, i) => {
      if (!known.has(id)) issues.push({ path: `${field}.${i}`, message: "validation.unknownId" });
    });
  each("categoryIds", input.categoryIds, ctx.categoryIds);
  each("tagIds", input.tagIds, ctx.tagIds);
  each("topicIds", input.topicIds, ctx.topicIds);
  each("mediaIds", input.mediaIds, ctx.mediaIds);
  if (input.informationId && !ctx.informationIds.has(input.informationId)) {
    issues.push({ path: "informationId", message: "validation.unknownId" });
  }
  input.combos?.forEach((c, i) => {
    if (!ctx.stockLines.has(c.stockId)) issues.push({ path: `combos.${i}.stockId`, message: "validation.unknownId" });
  });
  if (issues.length) throw unknownIds(issues);
}

/** COMBO parts are sellable lines (no sub-lines) of other, non-combo products. */
export function checkCombos(
  input: ProductPatchInput,
  kind: string,
  selfId: number | null,
  ctx: Ctx,
  issues: FieldIssue[],
) {
  if (input.combos === undefined) {
    if (kind === "COMBO" && selfId === null) issues.push({ path: "combos", message: "validation.required" });
    return;
  }
  if (kind !== "COMBO") {
    if (input.combos.length) issues.push({ path: "combos", message: "validation.combosNeedCombo" });
    return;
  }
  if (!input.combos.length) issues.push({ path: "combos", message: "validation.required" });
  input.combos.forEach((c, i) => {
    const line = ctx.stockLines.get(c.stockId);
    if (!line) return;
    const path = `combos.${i}.stockId`;
    if (line.productId === selfId) issues.push({ path, message: "validation.comboOfItself" });
    else if (line.kind === "COMBO") issues.push({ path, message: "validation.comboOfCombo" });
    else if (line.hasChildren) issues.push({ path, message: "validation.notLeafStock" });
  });
}

export type LinePlan = Pick<WritePlan, "deleteLines" | "lineUpdates" | "newTopLines" | "newChildLines">;

/**
 * The input tree replaces the product's lines: lines with an id are kept and updated (they may not
 * change level or parent), new ones are added, and the product's other lines are deleted. A line
 * with sub-lines holds no stock of its own; a COMBO has one line at most and no stock of its own.
 */
export function planLines(
  product: ProductRef,
  stocks: StockLineInput[],
  kind: string,
  existing: Ctx["lines"],
  issues: FieldIssue[],
  unknown: FieldIssue[],
): LinePlan {
  const byId = new Map(existing.map((l) => [l.id, l]));
  const kept = new Set<number>();
  const plan: Required<LinePlan> = { deleteLines: [], lineUpdates: [], newTopLines: [], newChildLines: [] };
  const total = stocks.reduce((a, l) => a + 1 + (l.children?.length ?? 0), 0);
  if (total > MAX_LINES) issues.push({ path: "stocks", message: "validation.tooMany" });
  if (kind === "COMBO" && (stocks.length > 1 || stocks.some((l) => l.children?.length))) {
    issues.push({ path: "stocks", message: "validation.comboOneLine" });
  }
  const dupSpecs = (list: { spec: string }[], path: string) => {
    const seen = new Set<string>();
    list.forEach((l, i) => {
      if (seen.has(l.spec)) issues.push({ path: `${path}.${i}.spec`, message: "validation.duplicate" });
      seen.add(l.spec);
    });
  };
  dupSpecs(stocks, "stocks");

  const use = (id: number, parentId: number | null, path: string): boolean => {
    const line = byId.get(id);
    if (!line) {
      unknown.push({ path: `${path}.id`, message: "validation.unknownId" });
      return false;
    }
    if (line.parentId !== parentId) {
      issues.push({ path: `${path}.id`, message: "validation.stockMoved" });
      return false;
    }
    if (kept.has(id)) issues.push({ path: `${path}.id`, message: "validation.duplicate" });
    kept.add(id);
    return true;
  };
  const stockOf = (l: { stock?: number }, path: string, holdsStock: boolean): number | undefined => {
    if (kind === "COMBO") {
      if (l.stock) issues.push({ path: `${path}.stock`, message: "validation.comboStock" });
      return 0;
    }
    if (!holdsStock) {
      if (l.stock) issues.push({ path: `${path}.stock`, message: "validation.parentStock" });
      return 0;
    }
    return l.stock;
  };

  stocks.forEach((top, i) => {
    const path = `stocks.${i}`;
    const children = top.children ?? [];
    dupSpecs(children, `${path}.children`);
    const stock = stockOf(top, path, children.length === 0);
    let parent: LineRef | null = null;
    if (top.id !== undefined) {
      if (use(top.id, null, path)) {
        plan.lineUpdates.push(lineUpdate(top.id, top, stock, i));
        parent = { id: top.id };
      }
    } else {
      parent = { newTopIndex: plan.newTopLines.length };
      plan.newTopLines.push(newLine(product, top, stock ?? 0, i));
    }
    children.forEach((child, k) => {
      const cpath = `${path}.children.${k}`;
      const cstock = stockOf(child, cpath, true);
      if (child.id !== undefined) {
        // An existing sub-line stays under the parent it has.
        if (parent && "id" in parent && use(child.id, parent.id, cpath)) {
          plan.lineUpdates.push(lineUpdate(child.id, child, cstock, k));
        } else if (parent && !("id" in parent)) {
          issues.push({ path: `${cpath}.id`, message: "validation.stockMoved" });
        }
      } else if (parent) {
        plan.newChildLines.push({ ...newLine(product, child, cstock ?? 0, k), parent });
      }
    });
  });
  for (const l of existing) if (!kept.has(l.id)) plan.deleteLines.push(l.id);
  return plan;
}

export function lineUpdate(id: number, l: StockLineInput, stock: number | undefined, index: number): LineUpdate {
  const u: LineUpdate = { id, spec: l.spec, sort: l.sort ?? index };
  if (l.sku !== undefined) u.sku = l.sku;
  if (stock !== undefined) u.stock = stock;
  return u;
}

export const newLine = (product: ProductRef, l: StockLineInput, stock: number, index: number): NewLine => ({
  product,
  spec: l.spec,
  sku: l.sku ?? null,
  stock,
  sort: l.sort ?? index,
});

/** A SKU names one line of the store: no two lines of the input, nor another product's line. */
export function checkSkus(input: ProductPatchInput, selfId: number | null, ctx: Ctx, issues: FieldIssue[]) {
  if (!input.stocks) return;
  const seen = new Set<string>();
  input.stocks.forEach((l, i) => {
    const lines: [StockLineInput, string][] = [
      [l, `stocks.${i}`],
      ...(l.children ?? []).map((c, k) => [c, `stocks.${i}.children.${k}`] as [StockLineInput, string]),
    ];
    for (const [line, path] of lines) {
      if (!line.sku) continue;
      if (seen.has(line.sku)) issues.push({ path: `${path}.sku`, message: "validation.duplicate" });
      seen.add(line.sku);
      if (ctx.skuHolders.some((h) => h.sku === line.sku && h.productId !== selfId)) {
        issues.push({ path: `${path}.sku`, message: "validation.skuTaken" });
      }
    }
  });
}

/** Lines about to be deleted that another product's COMBO is made of: the delete would break it. */
export function checkComboUse(
  selfId: number,
  deleted: Set<number> | "all",
  ctx: Ctx,
  issues: FieldIssue[],
  path: string,
) {
  const used = ctx.comboUses.filter(
    (u) => u.componentProductId === selfId && u.productId !== selfId && (deleted === "all" || deleted.has(u.stockId)),
  );
  if (used.length) issues.push({ path, message: "validation.stockInCombo" });
}

export async function cleanDescription<T extends { description?: string }>(input: T): Promise<T> {
  return input.description === undefined ? input : { ...input, description: await sanitizeHtml(input.description) };
}
