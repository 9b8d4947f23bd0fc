import type { PromotionValues } from "@db/promotions";
import type { PromotionConditionJson, PromotionRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { isBranchType } from "../../shared/constants";
import { pick } from "../../shared/pick";
import { type FieldIssue, toFieldIssues } from "../../shared/validators";
import { inTime, type PromotionTerms } from "./engine";
import { closeGaps, endOf, groupOf } from "./groupOrder";
import {
  type PromotionInput,
  type PromotionListQuery,
  type PromotionPatch,
  promotionInput,
  type TierInput,
} from "./schemas";
import { PROMOTION_STATUS_KEYS, type PromotionStatus, promotionStatus, timesOfShowing } from "./status";

export type Kind = "PROMOTION" | "ACTIVITY";

const db = (scope: StoreScope) => scope.promotions;
const nowIso = () => new Date().toISOString();

/** Everything the edit form needs, plus the status text. */
export type AdminPromotion = Omit<PromotionRow, "storeId" | "announcedAt"> & {
  status: PromotionStatus;
  statusKey: string;
};

/** What shoppers see: no audience lists, usage counts or limits; a coupon's code never. */
export type PublicPromotion = PromotionTerms &
  Pick<PromotionRow, "id" | "kind" | "name" | "description" | "areas" | "shippingCodes" | "groupNumber" | "sort"> & {
    code: string | null;
    status: PromotionStatus;
  };

/** The terms as stored, for every answer that copies them out of a row. */
function termsOf(r: PromotionRow): PromotionTerms {
  return pick(r, [
    "startAt",
    "endAt",
    "conditionType",
    "actionType",
    "isCumulative",
    "conditions",
    "listType",
    "productIds",
    "subscriptionScope",
  ]);
}

function adminOf(row: PromotionRow, now: string): AdminPromotion {
  // announcedAt is the branches' bookkeeping (db/announcements.ts), not the spec's promotion.
  const { storeId: _s, announcedAt: _a, ...rest } = row;
  const status = promotionStatus(row, now);
  return { ...rest, status, statusKey: PROMOTION_STATUS_KEYS[status] };
}

function publicOf(r: PromotionRow, now: string): PublicPromotion {
  return {
    ...pick(r, ["id", "kind"]),
    code: r.scope === "COUPON" ? null : r.code,
    ...pick(r, ["name", "description"]),
    ...termsOf(r),
    ...pick(r, ["areas", "shippingCodes", "groupNumber", "sort"]),
    status: promotionStatus(r, now),
  };
}

// ---- storefront ---------------------------------------------------------------------------------

/** GET /api/promotions: open, in time, scope PROMOTION, kind PROMOTION; group then sort. */
export async function listPromotions(scope: StoreScope): Promise<PublicPromotion[]> {
  const now = nowIso();
  return (await db(scope).listOpen("PROMOTION", now, true)).map((r) => publicOf(r, now));
}

export async function getPromotion(scope: StoreScope, id: number): Promise<PublicPromotion> {
  const now = nowIso();
  const r = await db(scope).get(id, "PROMOTION");
  if (r?.scope !== "PROMOTION" || !r.isOpen || !inTime(r, now)) throw notFound();
  return publicOf(r, now);
}

/** GET /api/activities: shoppers only ever see open ones; isValidTime=true keeps those running now. */
export async function listActivities(scope: StoreScope, q: { isValidTime?: boolean }): Promise<PublicPromotion[]> {
  const now = nowIso();
  return (await db(scope).listOpen("ACTIVITY", now, q.isValidTime === true)).map((r) => publicOf(r, now));
}

// ---- back office --------------------------------------------------------------------------------

export async function adminList(
  scope: StoreScope,
  kind: Kind,
  q: PromotionListQuery,
): Promise<{ items: AdminPromotion[]; total: number }> {
  const now = nowIso();
  // A branch sells under its head store's promotions: it reads the open ones running or coming
  // (the notifications-branch-promotionlist page), never the head store's coupons or closed ones,
  // nor its registration gifts (storeScope CREATING_STORE: for people opening a branch, not its sales).
  if (isBranchType(scope.store.type)) {
    const rows = await scope.headPromotions.list({
      kind,
      scope: "PROMOTION",
      isOpen: true,
      times: ["UPCOMING", "IN_PROGRESS"],
      keyword: q.keyword || undefined,
      now,
    });
    const head = rows.filter((r) => r.storeScope !== "CREATING_STORE");
    return { items: head.map((r) => adminOf(r, now)), total: head.length };
  }
  const rows = await db(scope).list({
    kind,
    scope: q.scope,
    isOpen: q.display === 1 ? true : q.display === 2 ? false : undefined,
    times: q.showing ? timesOfShowing(q.showing) : undefined,
    keyword: q.keyword || undefined,
    now,
  });
  return { items: rows.map((r) => adminOf(r, now)), total: rows.length };
}

export async function adminGet(scope: StoreScope, kind: Kind, id: number): Promise<AdminPromotion> {
  const r = await db(scope).get(id, kind);
  if (!r) throw notFound();
  return adminOf(r, nowIso());
}

export async function codeExists(scope: StoreScope, code: string): Promise<boolean> {
  return db(scope).codeTaken(code);
}

/** Tier ids are kept on edit (cart gift lines point at them); new tiers get the next free id. */
function withTierIds(tiers: TierInput[]): PromotionConditionJson[] {
  let next = Math.max(0, ...tiers.map((t) => t.id ?? 0)) + 1;
  return tiers.map((t) => ({
    id: t.id ?? next++,
    condition: t.condition,
    value: t.value,
    profitPercent: t.profitPercent,
    extras: t.extras,
  }));
}

/** The row a checked input writes (tier ids, de-duplicated lists); the import writes the same. */
export function valuesOf(v: PromotionInput): PromotionValues {
  return {
    ...v,
    code: v.code || null,
    conditions: withTierIds(v.conditions),
    // NORMAL lists every product: stale ids would only confuse the edit form.
    productIds: v.listType === "NORMAL" ? [] : [...new Set(v.productIds)],
    areas: [...new Set(v.areas)],
    shippingCodes: [...new Set(v.shippingCodes)],
    userIds: [...new Set(v.userIds)],
  };
}

/** The store's own products and sellable stock lines, or 422 on the field that names another. */
async function checkRefs(scope: StoreScope, v: PromotionInput, exceptId?: number) {
  const extras = v.conditions.flatMap((t) => t.extras);
  const [taken, products, lines] = await Promise.all([
    v.code ? db(scope).codeTaken(v.code, exceptId) : Promise.resolve(false),
    v.productIds.length && v.listType !== "NORMAL"
      ? scope.content.existingRefs({ product: v.productIds })
      : Promise.resolve(null),
    extras.length ? scope.saleLines.read(extras.map((x) => x.stockId)) : Promise.resolve(null),
  ]);
  if (taken) throw new AppError(Code.PROMOTION_CODE_EXISTS, 200, "This code is already used in this store.");
  const issues: FieldIssue[] = [];
  if (products) {
    v.productIds.forEach((p, i) => {
      if (!products.product.has(p)) issues.push({ path: `productIds.${i}`, message: "validation.notFound" });
    });
  }
  v.conditions.forEach((t, i) => {
    t.extras.forEach((x, j) => {
      const line = lines?.get(x.stockId);
      const sellable = line && !line.hasChildren && line.product.isDisplay && line.product.isSaleable;
      if (!line || line.productId !== x.productId) {
        issues.push({ path: `conditions.${i}.extras.${j}.stockId`, message: "validation.notFound" });
      } else if (!sellable) {
        issues.push({ path: `conditions.${i}.extras.${j}.stockId`, message: "validation.notSaleable" });
      }
    });
  });
  if (issues.length) throw invalid(issues);
}

/** The code's unique index is case-sensitive; a same-code race still lands on the spec's code. */
function codeRace(e: unknown): never {
  if (/UNIQUE constraint failed/i.test(String((e as Error)?.message ?? e))) {
    throw new AppError(Code.PROMOTION_CODE_EXISTS, 200, "This code is already used in this store.");
  }
  throw e;
}

export async function create(
  scope: StoreScope,
  kind: Kind,
  v: PromotionInput,
  audit: AuditTrail,
): Promise<AdminPromotion> {
  await checkRefs(scope, v);
  const values = valuesOf(v);
  const item = audit.item({ created: true, objectName: v.name, after: values });
  const row = await db(scope).insert(kind, values, [item]).catch(codeRace);
  return adminOf(row, nowIso());
}

function inputOf(r: PromotionRow) {
  return {
    scope: r.scope,
    code: r.code,
    name: r.name,
    description: r.description,
    isOpen: r.isOpen,
    ...termsOf(r),
    storeScope: r.storeScope,
    areas: r.areas,
    shippingCodes: r.shippingCodes,
    userIds: r.userIds,
    usingType: r.usingType,
    totalQuantity: r.totalQuantity,
    limitPerUser: r.limitPerUser,
    groupNumber: r.groupNumber,
    sort: r.sort,
  };
}

/** An edit is merged over the stored row and the whole is checked again (rules span fields). */
export async function update(
  scope: StoreScope,
  kind: Kind,
  id: number,
  patch: PromotionPatch,
  audit: AuditTrail,
): Promise<AdminPromotion> {
  const row = await db(scope).get(id, kind);
  if (!row) throw notFound();
  const merged = promotionInput.safeParse({ ...inputOf(row), ...patch });
  if (!merged.success) throw invalid(toFieldIssues(merged.error));
  const values = valuesOf(merged.data);
  const from = groupOf(row);
  const to = groupOf({ kind, scope: values.scope ?? row.scope, groupNumber: values.groupNumber ?? 0 });
  const [members] = await Promise.all([
    from !== to ? db(scope).groupRows() : Promise.resolve([]),
    checkRefs(scope, merged.data, id),
  ]);
  // Leaving a group closes its gap; joining one without a chosen sort puts the row last. The
  // other rows' sorts are written in the same batch as the row itself.
  const resort = from !== null && from !== to ? closeGaps(members, from, new Set([id])) : [];
  if (to !== null && from !== to && patch.sort === undefined) values.sort = endOf(members, to, id);
  const item = audit.item({ objectId: id, objectName: row.name, before: inputOf(row), after: patch });
  const saved = await db(scope).update(id, kind, values, resort, [item]).catch(codeRace);
  if (!saved) throw notFound();
  return adminOf(saved, nowIso());
}

export async function remove(scope: StoreScope, kind: Kind, id: number, audit: AuditTrail): Promise<void> {
  const row = await db(scope).get(id, kind);
  if (!row) throw notFound();
  const item = audit.item({ objectId: id, objectName: row.name, before: inputOf(row) });
  if (!(await db(scope).remove(id, kind, [item]))) throw notFound();
}

// ---- promotion groups (promotions-groups-sort) ----------------------------------------------------

export type PromotionGroup = {
  groupNumber: number;
  promotions: { id: number; name: string; sort: number; isOpen: boolean; status: PromotionStatus }[];
};

export async function groups(scope: StoreScope): Promise<PromotionGroup[]> {
  const now = nowIso();
  const out = new Map<number, PromotionGroup>();
  for (const r of await db(scope).groupRows()) {
    const g = out.get(r.groupNumber) ?? { groupNumber: r.groupNumber, promotions: [] };
    g.promotions.push({ id: r.id, name: r.name, sort: r.sort, isOpen: r.isOpen, status: promotionStatus(r, now) });
    out.set(r.groupNumber, g);
  }
  return [...out.values()];
}

/**
 * Moves the promotions into the group in the order given; the group's other promotions follow in
 * their current order, so the sorts stay distinct; the groups they left close their gaps. One
 * batch: all or nothing.
 */
export async function placeInGroup(
  scope: StoreScope,
  groupNumber: number,
  ids: number[],
  audit: AuditTrail,
): Promise<PromotionGroup[]> {
  const rows = await db(scope).groupRows();
  const known = new Set(rows.map((r) => r.id));
  const issues = ids.flatMap((p, i) =>
    known.has(p) ? [] : [{ path: `promotionIds.${i}`, message: "validation.notFound" }],
  );
  if (issues.length) throw invalid(issues);
  const moved = new Set(ids);
  const rest = rows.filter((r) => r.groupNumber === groupNumber && !moved.has(r.id)).map((r) => r.id);
  // The groups the moved promotions come from close their gaps in the same batch.
  const left = new Set(rows.filter((r) => moved.has(r.id) && r.groupNumber !== groupNumber).map((r) => r.groupNumber));
  const resort = [...left].flatMap((g) => closeGaps(rows, g, moved));
  const before = { promotionIds: rows.filter((r) => r.groupNumber === groupNumber).map((r) => r.id) };
  // The last statement (a gap closed, or nothing moved) may change no row: the call is still recorded.
  const item = audit.item({ objectId: groupNumber, before, after: { promotionIds: [...ids, ...rest] }, always: true });
  await db(scope).placeInGroup(groupNumber, [...ids, ...rest], resort, [item]);
  return groups(scope);
}

/** Promotions and coupons that apply to registration orders (storeScope CREATING_STORE), newest first. */
export async function creatingStorePromotions(scope: StoreScope) {
  const rows = await db(scope).list({ kind: "PROMOTION", now: nowIso() });
  const mine = rows.filter((r) => r.storeScope === "CREATING_STORE");
  return { items: mine.map((r) => ({ id: r.id, ...inputOf(r) })), total: mine.length };
}
