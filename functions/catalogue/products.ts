// Back-office products (spec back-office §7 "Products and categories"): list, read, create,
// update, delete, sorts, bulk prices, topic pivots. Handlers stay thin; every rule is here.
import {
  type LineRef,
  type LineUpdate,
  type NewLine,
  type ProductFilter,
  type ProductOrder,
  type ProductRef,
  type ProductsDb,
  type ProductValues,
  productsOf,
  type WritePlan,
} from "../../db/catalogue/products";
import type { UserRow } from "../../db/schema";
import { AppError, invalid, notFound } from "../platform/errors";
import { sanitizeHtml } from "../platform/sanitize";
import type { StoreScope } from "../platform/scope";
import type {
  AdminProduct,
  AdminProductListItem,
  PaymentPlan,
  ProductKind,
  TypeForCreatingStore,
} from "../shared/catalogue";
import { Code } from "../shared/codes";
import type { CacheKey } from "../shared/constants";
import { effectivePrice, hasMultiplePrice } from "../shared/pricing";
import type { FieldIssue } from "../shared/validators";
import { adminListItem, adminStockLines, comboAvailable, refOf, specPath } from "./model";
import {
  type AdminProductQuery,
  DEFAULT_LIST_LIMIT,
  MAX_LINES,
  type ProductCreateInput,
  type ProductPatchInput,
  type StockLineInput,
} from "./schemas";

const productsDb = (scope: StoreScope) => productsOf(scope.db, scope.storeId);

/**
 * Cache-map keys a product change makes stale (spec cache keys). Product lists themselves are not
 * a cached list, but the category and topic screens (and the page cache, keyed by the whole map)
 * are: so every visible change bumps productCategory and productTopic. Links also change the
 * initial data (it carries categories, topics and tags); tag links bump productTags; stock
 * changes bump highlight (the PRODUCT_UNDER_STOCK counter) besides the lists (in-stock filter).
 */
export const PRODUCT_CACHE_KEYS = {
  listing: ["productCategory", "productTopic"],
  all: ["productCategory", "productTopic", "productTags", "highlight", "initial"],
  stock: ["productCategory", "productTopic", "highlight"],
  topicPivots: ["productTopic", "initial"],
} as const satisfies Record<string, readonly CacheKey[]>;

export function keysForPatch(p: ProductPatchInput): CacheKey[] {
  const keys = new Set<CacheKey>(PRODUCT_CACHE_KEYS.listing);
  if (p.categoryIds || p.topicIds || p.tagIds) keys.add("initial");
  if (p.tagIds) keys.add("productTags");
  if (p.stocks || p.combos) keys.add("highlight");
  return [...keys];
}

/** Referenced ids another store owns (or nobody does) answer 400004, naming the fields. */
export const unknownIds = (issues: FieldIssue[]) =>
  new AppError(Code.DATA_DOES_NOT_EXIST, 200, "Data does not exist", issues);

// ── reads ──────────────────────────────────────────────────────────────────────────────────

export function adminFilter(q: {
  categoryId?: number;
  isDisplay?: boolean;
  keyword?: string;
  kind?: string;
  paymentPlan?: string;
  hasSpecialPrice?: boolean;
  hasStock?: boolean;
  isSaleable?: boolean;
  tags?: number[];
}): ProductFilter {
  return {
    categoryId: q.categoryId ? q.categoryId : undefined,
    display: q.isDisplay,
    saleable: q.isSaleable,
    hasStock: q.hasStock,
    hasSpecialPrice: q.hasSpecialPrice,
    kind: q.kind,
    paymentPlan: q.paymentPlan,
    tagIds: q.tags,
    keyword: q.keyword || undefined,
    keywordInStocks: true,
  };
}

export const adminOrder = (q: { sortBy?: ProductOrder["by"]; sortDirection?: "asc" | "desc" }): ProductOrder => {
  const by = q.sortBy ?? "sort";
  return { by, dir: q.sortDirection ?? (by === "name" || by === "price" ? "asc" : "desc") };
};

export async function listAdminProducts(
  scope: StoreScope,
  q: AdminProductQuery,
): Promise<{ data: AdminProductListItem[]; total: number }> {
  const { items, total } = await productsDb(scope).listAdmin(adminFilter(q), adminOrder(q), {
    limit: q.limit ?? DEFAULT_LIST_LIMIT,
    offset: q.offset,
  });
  return { data: items.map(adminListItem), total };
}

export async function getAdminProduct(scope: StoreScope, id: number): Promise<AdminProduct> {
  const g = await productsDb(scope).graph(id);
  if (!g) throw notFound();
  const p = g.product;
  const comboStock = comboAvailable(g.combos);
  const stocks = adminStockLines(g.stocks, p.kind, comboStock);
  const leafSum = g.stocks
    .filter((l) => !g.stocks.some((c) => c.parentId === l.id))
    .reduce((a, l) => a + Math.max(0, l.stock), 0);
  return {
    id: p.id,
    kind: p.kind as ProductKind,
    name: p.name,
    summary: p.summary,
    description: p.description,
    paymentPlan: p.paymentPlan as PaymentPlan,
    price: p.price,
    specialPrice: p.specialPrice,
    subscriptionPrice: p.subscriptionPrice,
    unitSpecialPrice: effectivePrice(p),
    hasMultiplePrice: hasMultiplePrice(p),
    subscriptionCycles: p.subscriptionCycles,
    isAdult: p.isAdult,
    isDisplay: p.isDisplay,
    isSaleable: p.isSaleable,
    minQuantityPerOrder: p.minQuantityPerOrder,
    maxQuantityPerOrder: p.maxQuantityPerOrder,
    typeForCreatingStore: p.typeForCreatingStore as TypeForCreatingStore,
    paymentPlanForCreatingStore: p.paymentPlanForCreatingStore as PaymentPlan | null,
    minAmountShoppingForCreatingStore: p.minAmountShoppingForCreatingStore,
    blockedShippingMethodIds: p.blockedShippingMethodIds,
    informationId: p.informationId,
    sort: p.sort,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    categoryIds: g.categories.map((c) => c.id).sort((a, b) => a - b),
    tagIds: g.tags.map((t) => t.id).sort((a, b) => a - b),
    topicIds: g.topicIds,
    media: g.gallery.flatMap((x) => {
      const ref = refOf(x.media);
      return ref ? [{ mediaId: ref.id, type: x.type, sort: x.sort, media: ref }] : [];
    }),
    stock: p.kind === "COMBO" ? comboStock : leafSum,
    stocks,
    combos: g.combos.map((c) => ({
      stockId: c.stockId,
      productId: c.productId,
      productName: c.productName,
      spec: specPath(c.spec, c.parentSpec),
      quantity: c.quantity,
      stock: Math.max(0, c.stock),
    })),
  };
}

// ── writes ─────────────────────────────────────────────────────────────────────────────────

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
  metaTitle: null,
  metaDescription: null,
};

const VALUE_KEYS = Object.keys(PRODUCT_DEFAULTS) as (keyof ProductValues)[];

/** The product-table columns of an input (links, lines and combos are written apart). */
function valuesOf(input: ProductPatchInput): Partial<ProductValues> {
  const out: Partial<ProductValues> = {};
  for (const k of VALUE_KEYS) {
    const v = (input as Record<string, unknown>)[k];
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

type Ctx = Awaited<ReturnType<ProductsDb["writeContext"]>>;

function refsOf(input: ProductPatchInput) {
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
function checkRefs(input: ProductPatchInput, ctx: Ctx) {
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
function checkCombos(input: ProductPatchInput, kind: string, selfId: number | null, ctx: Ctx, issues: FieldIssue[]) {
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

type LinePlan = Pick<WritePlan, "deleteLines" | "lineUpdates" | "newTopLines" | "newChildLines">;

/**
 * The input tree replaces the product's lines: lines with an id are kept and updated (they may not
 * change level or parent), new ones are added, and the product's other lines are deleted. A line
 * with sub-lines holds no stock of its own; a COMBO has one line at most and no stock of its own.
 */
function planLines(
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

function lineUpdate(id: number, l: StockLineInput, stock: number | undefined, index: number): LineUpdate {
  const u: LineUpdate = { id, spec: l.spec, sort: l.sort ?? index };
  if (l.sku !== undefined) u.sku = l.sku;
  if (stock !== undefined) u.stock = stock;
  return u;
}

const newLine = (product: ProductRef, l: StockLineInput, stock: number, index: number): NewLine => ({
  product,
  spec: l.spec,
  sku: l.sku ?? null,
  stock,
  sort: l.sort ?? index,
});

/** A SKU names one line of the store: no two lines of the input, nor another product's line. */
function checkSkus(input: ProductPatchInput, selfId: number | null, ctx: Ctx, issues: FieldIssue[]) {
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
function checkComboUse(selfId: number, deleted: Set<number> | "all", ctx: Ctx, issues: FieldIssue[], path: string) {
  const used = ctx.comboUses.filter(
    (u) => u.componentProductId === selfId && u.productId !== selfId && (deleted === "all" || deleted.has(u.stockId)),
  );
  if (used.length) issues.push({ path, message: "validation.stockInCombo" });
}

async function cleanDescription<T extends { description?: string }>(input: T): Promise<T> {
  return input.description === undefined ? input : { ...input, description: await sanitizeHtml(input.description) };
}

export async function createProduct(scope: StoreScope, user: UserRow, raw: ProductCreateInput): Promise<AdminProduct> {
  const input = await cleanDescription(raw);
  const db = productsDb(scope);
  const ctx = await db.writeContext(refsOf(input));
  checkRefs(input, ctx);
  const kind = input.kind ?? "NORMAL";
  const product: ProductRef = { newIndex: 0 };
  const issues: FieldIssue[] = [];
  const unknown: FieldIssue[] = [];
  checkCombos(input, kind, null, ctx, issues);
  checkSkus(input, null, ctx, issues);
  // A product with no spec lines sells one default line (the cart needs a stock id).
  const lines = planLines(product, input.stocks ?? [{ spec: "" }], kind, [], issues, unknown);
  if (unknown.length) throw unknownIds(unknown);
  if (issues.length) throw invalid(issues);
  const { newIds } = await db.write({
    insert: [{ ...PRODUCT_DEFAULTS, ...valuesOf(input), kind }],
    ...lines,
    combos: input.combos ? [{ product, items: input.combos }] : undefined,
    categories: input.categoryIds ? [{ product, ids: input.categoryIds }] : undefined,
    tags: input.tagIds ? [{ product, ids: input.tagIds }] : undefined,
    topics: input.topicIds ? [{ product, ids: input.topicIds }] : undefined,
    media: input.mediaIds ? [{ product, ids: input.mediaIds }] : undefined,
    reason: "ADMIN",
    userId: user.id,
  });
  const id = newIds[0];
  if (id === undefined) throw new Error("product insert returned no id");
  return getAdminProduct(scope, id);
}

export async function updateProduct(
  scope: StoreScope,
  user: UserRow,
  id: number,
  raw: ProductPatchInput,
): Promise<AdminProduct> {
  const input = await cleanDescription(raw);
  const db = productsDb(scope);
  const ctx = await db.writeContext({ ...refsOf(input), productIds: [id] });
  const current = ctx.products.get(id);
  if (!current) throw notFound();
  checkRefs(input, ctx);
  const issues: FieldIssue[] = [];
  const unknown: FieldIssue[] = [];
  if (input.kind !== undefined && input.kind !== current.kind) {
    issues.push({ path: "kind", message: "validation.kindFixed" });
  }
  const merged = { ...current, ...valuesOf(input) };
  if (merged.maxQuantityPerOrder > 0 && merged.minQuantityPerOrder > merged.maxQuantityPerOrder) {
    issues.push({ path: "minQuantityPerOrder", message: "validation.minOverMax" });
  }
  checkCombos(input, current.kind, id, ctx, issues);
  checkSkus(input, id, ctx, issues);
  const product: ProductRef = { id };
  let lines: LinePlan = {};
  if (input.stocks) {
    lines = planLines(product, input.stocks, current.kind, ctx.lines, issues, unknown);
    checkComboUse(id, new Set(lines.deleteLines), ctx, issues, "stocks");
  }
  if (unknown.length) throw unknownIds(unknown);
  if (issues.length) throw invalid(issues);
  const values = valuesOf(input);
  await db.write({
    update: Object.keys(values).length ? [{ id, ...values }] : undefined,
    touch: [id],
    ...lines,
    combos: input.combos ? [{ product, items: input.combos }] : undefined,
    categories: input.categoryIds ? [{ product, ids: input.categoryIds }] : undefined,
    tags: input.tagIds ? [{ product, ids: input.tagIds }] : undefined,
    topics: input.topicIds ? [{ product, ids: input.topicIds }] : undefined,
    media: input.mediaIds ? [{ product, ids: input.mediaIds }] : undefined,
    reason: "ADMIN",
    userId: user.id,
  });
  return getAdminProduct(scope, id);
}

/** Deletes a product with its lines and links; refused while another COMBO is made of it. */
export async function deleteProduct(scope: StoreScope, id: number): Promise<{ id: number }> {
  const db = productsDb(scope);
  const ctx = await db.writeContext({ productIds: [id] });
  if (!ctx.products.has(id)) throw notFound();
  const issues: FieldIssue[] = [];
  checkComboUse(id, "all", ctx, issues, "id");
  if (issues.length) throw invalid(issues);
  const removed = await db.remove([id]);
  if (!removed.includes(id)) throw notFound();
  return { id };
}

async function requireProducts(db: ProductsDb, ids: number[], field = "") {
  const ctx = await db.writeContext({ productIds: ids });
  const issues = ids.flatMap((id, i) =>
    ctx.products.has(id) ? [] : [{ path: `${field}${i}.id`, message: "validation.unknownId" }],
  );
  if (issues.length) throw unknownIds(issues);
  return ctx;
}

/** PATCH /api/admin/product/sorts: [{id, sort}] (higher sorts first in lists). */
export async function setProductSorts(scope: StoreScope, user: UserRow, items: { id: number; sort: number }[]) {
  const db = productsDb(scope);
  await requireProducts(
    db,
    items.map((x) => x.id),
  );
  const { after } = await db.write(
    { update: items.map((x) => ({ id: x.id, sort: x.sort })), reason: "ADMIN", userId: user.id },
    [db.readPrices(items.map((x) => x.id))],
  );
  return (after[0] ?? []).map((r) => ({ id: Number(r.id), sort: Number(r.sort) }));
}

type PriceItem = { id: number; price?: number; specialPrice?: number; subscriptionPrice?: number };

/** PATCH /api/admin/product/prices: any of price, specialPrice, subscriptionPrice per product. */
export async function setProductPrices(scope: StoreScope, user: UserRow, items: PriceItem[]) {
  const db = productsDb(scope);
  await requireProducts(
    db,
    items.map((x) => x.id),
  );
  const { after } = await db.write(
    {
      update: items.map(({ id, price, specialPrice, subscriptionPrice }) => ({
        id,
        ...(price !== undefined ? { price } : {}),
        ...(specialPrice !== undefined ? { specialPrice } : {}),
        ...(subscriptionPrice !== undefined ? { subscriptionPrice } : {}),
      })),
      reason: "ADMIN",
      userId: user.id,
    },
    [db.readPrices(items.map((x) => x.id))],
  );
  return (after[0] ?? []).map((r) => {
    const p = {
      id: Number(r.id),
      price: Number(r.price),
      specialPrice: Number(r.specialPrice),
      subscriptionPrice: Number(r.subscriptionPrice),
    };
    return { ...p, unitSpecialPrice: effectivePrice(p), hasMultiplePrice: hasMultiplePrice(p) };
  });
}

/** PATCH /api/admin/product/topic/pivots/{topicId}: the topic's products, in this order. */
export async function setTopicProducts(scope: StoreScope, topicId: number, productIds: number[]) {
  const db = productsDb(scope);
  const ctx = await db.writeContext({ productIds, topicIds: [topicId] });
  if (!ctx.topicIds.has(topicId)) throw notFound();
  const issues = productIds.flatMap((id, i) =>
    ctx.products.has(id) ? [] : [{ path: `productIds.${i}`, message: "validation.unknownId" }],
  );
  if (issues.length) throw unknownIds(issues);
  await db.setTopicProducts(topicId, productIds);
  return { topicId, productIds };
}
