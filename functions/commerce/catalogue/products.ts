// Back-office products (spec back-office §7 "Products and categories"): list, read, create,
// update, delete, sorts, bulk prices, topic pivots. Handlers stay thin; every rule is here.
import type { ProductRef, ProductsDb } from "@db/catalogue/products";
import type { UserRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { AdminProduct } from "../../shared/commerce/catalogue";
import { effectivePrice, hasMultiplePrice } from "../../shared/pricing";
import type { FieldIssue } from "../../shared/validators";
import {
  checkCombos,
  checkComboUse,
  checkRefs,
  checkSkus,
  cleanDescription,
  type LinePlan,
  PRODUCT_DEFAULTS,
  planLines,
  refsOf,
  valuesOf,
} from "./productPlan";
import { productsDb, unknownIds } from "./productShared";
import type { ProductCreateInput, ProductPatchInput } from "./schemas";

export { PRODUCT_DEFAULTS } from "./productPlan";

import { getAdminProduct } from "./productReads";

export { adminFilter, adminOrder, getAdminProduct, listAdminProducts } from "./productReads";
export { keysForPatch, PRODUCT_CACHE_KEYS, unknownIds } from "./productShared";

export async function createProduct(
  scope: StoreScope,
  user: UserRow,
  raw: ProductCreateInput,
  audit: AuditTrail,
): Promise<AdminProduct> {
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
  const values = valuesOf(input);
  const item = audit.item({ created: true, objectName: input.name, after: values });
  const { newIds } = await db.write(
    {
      insert: [{ ...PRODUCT_DEFAULTS, ...values, kind }],
      ...lines,
      ...linksOf(product, input),
      reason: "ADMIN",
      userId: user.id,
    },
    [],
    [item],
  );
  const id = newIds[0];
  if (id === undefined) throw new Error("product insert returned no id");
  return getAdminProduct(scope, id);
}

/** The product's links the call sets (each list replaced whole when given). */
function linksOf(product: ProductRef, input: ProductPatchInput) {
  return {
    combos: input.combos ? [{ product, items: input.combos }] : undefined,
    categories: input.categoryIds ? [{ product, ids: input.categoryIds }] : undefined,
    tags: input.tagIds ? [{ product, ids: input.tagIds }] : undefined,
    topics: input.topicIds ? [{ product, ids: input.topicIds }] : undefined,
    media: input.mediaIds ? [{ product, ids: input.mediaIds }] : undefined,
  };
}

export async function updateProduct(
  scope: StoreScope,
  user: UserRow,
  id: number,
  raw: ProductPatchInput,
  audit: AuditTrail,
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
  const item = audit.item({ objectId: id, objectName: current.name, before: current, after: values });
  await db.write(
    {
      update: Object.keys(values).length ? [{ id, ...values }] : undefined,
      touch: [id],
      ...lines,
      ...linksOf(product, input),
      reason: "ADMIN",
      userId: user.id,
    },
    [],
    [item],
  );
  return getAdminProduct(scope, id);
}

/** Deletes a product with its lines and links; refused while another COMBO is made of it. */
export async function deleteProduct(scope: StoreScope, id: number, audit: AuditTrail): Promise<{ id: number }> {
  const db = productsDb(scope);
  const ctx = await db.writeContext({ productIds: [id] });
  const current = ctx.products.get(id);
  if (!current) throw notFound();
  const issues: FieldIssue[] = [];
  checkComboUse(id, "all", ctx, issues, "id");
  if (issues.length) throw invalid(issues);
  const removed = await db.remove([id], [audit.item({ objectId: id, objectName: current.name, before: current })]);
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
export async function setProductSorts(
  scope: StoreScope,
  user: UserRow,
  items: { id: number; sort: number }[],
  audit: AuditTrail,
) {
  const db = productsDb(scope);
  await requireProducts(
    db,
    items.map((x) => x.id),
  );
  const { after } = await db.write(
    { update: items.map((x) => ({ id: x.id, sort: x.sort })), reason: "ADMIN", userId: user.id },
    [db.readPrices(items.map((x) => x.id))],
    [audit.item({ objectId: items.map((x) => x.id).join(","), after: { sorts: items } })],
  );
  return (after[0] ?? []).map((r) => ({ id: Number(r.id), sort: Number(r.sort) }));
}

type PriceItem = { id: number; price?: number; specialPrice?: number; subscriptionPrice?: number };

/** PATCH /api/admin/product/prices: any of price, specialPrice, subscriptionPrice per product. */
export async function setProductPrices(scope: StoreScope, user: UserRow, items: PriceItem[], audit: AuditTrail) {
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
    [audit.item({ objectId: items.map((x) => x.id).join(","), after: { prices: items } })],
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
export async function setTopicProducts(scope: StoreScope, topicId: number, productIds: number[], audit: AuditTrail) {
  const db = productsDb(scope);
  const ctx = await db.writeContext({ productIds, topicIds: [topicId] });
  if (!ctx.topicIds.has(topicId)) throw notFound();
  const issues = productIds.flatMap((id, i) =>
    ctx.products.has(id) ? [] : [{ path: `productIds.${i}`, message: "validation.unknownId" }],
  );
  if (issues.length) throw unknownIds(issues);
  // A replace-all whose last statement may touch no product (an emptied topic): always recorded.
  await db.setTopicProducts(topicId, productIds, [
    audit.item({ objectId: topicId, after: { productIds }, always: true }),
  ]);
  return { topicId, productIds };
}
