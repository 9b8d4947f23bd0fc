import { type CategoryPatch, type CategoryRow, type TaxonomyDb, taxonomyOf } from "../../db/catalogue/taxonomy";
import { mediaRef } from "../media/ref";
import type { AuditTrail } from "../platform/auditTrail";
import { invalid, notFound } from "../platform/errors";
import { sanitizeHtml } from "../platform/sanitize";
import type { StoreScope } from "../platform/scope";
import type { CategoryNode, Tag, Topic } from "../shared/catalogue";
import {
  CATEGORY_MAX_LEVEL,
  type CategoryBatchInput,
  type CategoryCreateInput,
  type CategoryPatchInput,
  type InformationCreateInput,
  type InformationPatchInput,
  type TagCreateInput,
  type TagPatchInput,
  type TopicCreateInput,
  type TopicPatchInput,
} from "./taxonomySchemas";

// Categories (three levels), topics and their product pivots, tags and product information: the
// one service behind the storefront API, the back-office API and the page loaders.
//
// Ordering everywhere: higher `sort` first (the spec's rule for banners, the only order it
// states), then oldest first.

const accessors = new WeakMap<StoreScope, TaxonomyDb>();
function tx(scope: StoreScope): TaxonomyDb {
  let t = accessors.get(scope);
  if (!t) {
    t = taxonomyOf(scope.db, scope.storeId);
    accessors.set(scope, t);
  }
  return t;
}

const nowIso = () => new Date().toISOString();

async function requireMedia(t: TaxonomyDb, id: number | null | undefined) {
  if (id == null) return;
  if (!(await t.mediaRow(id))) throw notFound();
}

async function requireProducts(t: TaxonomyDb, ids: readonly number[] | undefined) {
  if (!ids?.length) return;
  const found = await t.productIdsIn(ids);
  if (found.length !== ids.length) throw notFound();
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Categories
// ─────────────────────────────────────────────────────────────────────────────────────────────

export type CategoryDetail = CategoryNode & {
  /** Root first, for breadcrumbs; empty for a level-1 category. */
  ancestors: { id: number; name: string }[];
};

export type AdminCategoryNode = CategoryNode & {
  mediaId: number | null;
  /** Products linked to this category itself. */
  productCount: number;
  createdAt: string;
  children: AdminCategoryNode[];
};
export type AdminCategoryDetail = AdminCategoryNode & { ancestors: { id: number; name: string }[] };

type Built = {
  roots: AdminCategoryNode[];
  byId: Map<number, AdminCategoryNode>;
};

/**
 * The tree from flat rows (already in display order). A row whose parent is not among the rows
 * (hidden, when only displayed ones were read) is left out with its whole branch: a shopper cannot
 * reach a category below a hidden one. hasPromotionProducts rises to every ancestor, so a menu
 * shows the path down to the discounted products.
 */
function buildTree(rows: readonly CategoryRow[]): Built {
  const nodes = new Map<number, AdminCategoryNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      parentId: r.parentId,
      level: 1,
      sort: r.sort,
      isDisplay: r.isDisplay,
      hasPromotionProducts: r.ownPromotion,
      mediaId: r.mediaId,
      productCount: r.productCount,
      createdAt: r.createdAt,
      children: [],
    });
  }
  const roots: AdminCategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as AdminCategoryNode;
    if (r.parentId === null) roots.push(node);
    else nodes.get(r.parentId)?.children.push(node);
  }
  const byId = new Map<number, AdminCategoryNode>();
  const walk = (node: AdminCategoryNode, level: number): boolean => {
    node.level = level;
    byId.set(node.id, node);
    for (const child of node.children) if (walk(child, level + 1)) node.hasPromotionProducts = true;
    return node.hasPromotionProducts;
  };
  for (const root of roots) walk(root, 1);
  return { roots, byId };
}

function ancestorsOf(byId: Map<number, AdminCategoryNode>, node: AdminCategoryNode) {
  const path: { id: number; name: string }[] = [];
  for (let p = node.parentId === null ? undefined : byId.get(node.parentId); p; ) {
    path.unshift({ id: p.id, name: p.name });
    p = p.parentId === null ? undefined : byId.get(p.parentId);
  }
  return path;
}

function publicNode(n: AdminCategoryNode): CategoryNode {
  return {
    id: n.id,
    name: n.name,
    parentId: n.parentId,
    level: n.level,
    sort: n.sort,
    isDisplay: n.isDisplay,
    hasPromotionProducts: n.hasPromotionProducts,
    children: n.children.map(publicNode),
  };
}

/** The public tree from rows read elsewhere (the store's initial data reads them in its one round trip). */
export const categoryTreeOf = (rows: readonly CategoryRow[]): CategoryNode[] => buildTree(rows).roots.map(publicNode);

/** The category tree, children in order; displayOnly leaves out hidden categories and their branches. One D1 statement. */
export async function categoryTree(scope: StoreScope, opts: { displayOnly: boolean }): Promise<CategoryNode[]> {
  const { roots } = buildTree(await tx(scope).categories({ displayOnly: opts.displayOnly }));
  return roots.map(publicNode);
}

/** One category with its subtree and its ancestors (breadcrumbs); null when unknown or (displayOnly) not reachable. */
export async function findCategory(
  scope: StoreScope,
  id: number,
  opts: { displayOnly?: boolean } = {},
): Promise<CategoryDetail | null> {
  const { byId } = buildTree(await tx(scope).categories({ displayOnly: opts.displayOnly ?? true }));
  const node = byId.get(id);
  return node ? { ...publicNode(node), ancestors: ancestorsOf(byId, node) } : null;
}

/** Storefront list: the displayed tree, or the displayed children of `parentId`. */
export async function storefrontCategories(scope: StoreScope, parentId?: number): Promise<CategoryNode[]> {
  const { roots, byId } = buildTree(await tx(scope).categories({ displayOnly: true }));
  if (!parentId) return roots.map(publicNode);
  const parent = byId.get(parentId);
  if (!parent) throw notFound();
  return parent.children.map(publicNode);
}

/** Back-office list: the whole tree with counts, or the children of `parentId`, optionally one display state at that level. */
export async function adminCategories(
  scope: StoreScope,
  q: { parentId?: number; isDisplay?: boolean },
): Promise<AdminCategoryNode[]> {
  const { roots, byId } = buildTree(await tx(scope).categories({ displayOnly: false, withCounts: true }));
  let level = roots;
  if (q.parentId) {
    const parent = byId.get(q.parentId);
    if (!parent) throw notFound();
    level = parent.children;
  }
  return q.isDisplay === undefined ? level : level.filter((n) => n.isDisplay === q.isDisplay);
}

export async function adminCategory(scope: StoreScope, id: number): Promise<AdminCategoryDetail> {
  const { byId } = buildTree(await tx(scope).categories({ displayOnly: false, withCounts: true }));
  const node = byId.get(id);
  if (!node) throw notFound();
  return { ...node, ancestors: ancestorsOf(byId, node) };
}

export async function createCategory(
  scope: StoreScope,
  input: CategoryCreateInput,
  audit: AuditTrail,
): Promise<AdminCategoryDetail> {
  const t = tx(scope);
  await requireMedia(t, input.mediaId);
  const values = { name: input.name, sort: input.sort, isDisplay: input.isDisplay, mediaId: input.mediaId };
  let id: number | null;
  const logged = [audit.item({ created: true, objectName: input.name, after: input })];
  if (input.parentId) {
    id = await t.insertChildCategory(input.parentId, values, CATEGORY_MAX_LEVEL, logged);
    if (id === null) {
      const { byId } = buildTree(await t.categories({ displayOnly: false }));
      if (!byId.has(input.parentId)) throw notFound();
      throw invalid([{ path: "parentId", message: "validation.categoryDepth" }], "Categories have at most 3 levels.");
    }
  } else {
    id = await t.insertRootCategory(values, logged);
  }
  if (id === null) throw new Error("category insert returned nothing");
  return adminCategory(scope, id);
}

type Move = {
  id: number;
  sort?: number;
  isDisplay?: boolean;
  parentId?: number | null;
  name?: string;
  mediaId?: number | null;
};

/**
 * Applies moves and field changes to the whole tree at once: every id and new parent must be this
 * store's (else 400004); the result must have no cycle and no category below level 3 (else 422,
 * naming the entry). Levels of moved branches are rewritten in the same transaction.
 */
async function applyCategoryChanges(
  scope: StoreScope,
  moves: readonly Move[],
  pathOf: (i: number) => string,
  audit: AuditTrail,
  single?: number,
) {
  const t = tx(scope);
  const rows = await t.categories({ displayOnly: false });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  for (const m of moves) {
    if (!byId.has(m.id)) throw notFound();
    if (m.parentId != null && !byId.has(m.parentId)) throw notFound();
    if (m.parentId !== undefined) parentOf.set(m.id, m.parentId);
  }

  // Depth of every category under the new parents; null marks a cycle.
  const depth = new Map<number, number | null>();
  const depthOf = (id: number): number | null => {
    if (depth.has(id)) return depth.get(id) as number | null;
    const seen: number[] = [];
    let cur: number | null | undefined = id;
    while (cur != null && !depth.has(cur)) {
      if (seen.includes(cur)) {
        for (const s of seen) depth.set(s, null);
        return null;
      }
      seen.push(cur);
      cur = parentOf.get(cur);
    }
    let d = cur == null ? 0 : depth.get(cur);
    for (let i = seen.length - 1; i >= 0; i--) {
      d = d == null ? null : d + 1;
      depth.set(seen[i] as number, d);
    }
    return depth.get(id) as number | null;
  };
  const subtreeMax = (id: number): number => {
    let max = depthOf(id) ?? Number.POSITIVE_INFINITY;
    for (const [child, parent] of parentOf) if (parent === id) max = Math.max(max, subtreeMax(child));
    return max;
  };

  const issues: { path: string; message: string }[] = [];
  moves.forEach((m, i) => {
    if (m.parentId === undefined) return;
    if (depthOf(m.id) === null) issues.push({ path: pathOf(i), message: "validation.categoryCycle" });
    else if (subtreeMax(m.id) > CATEGORY_MAX_LEVEL)
      issues.push({ path: pathOf(i), message: "validation.categoryDepth" });
  });
  if (issues.length) throw invalid(issues, "Categories have at most 3 levels and cannot be inside themselves.");

  const patches = new Map<number, CategoryPatch>();
  const patchOf = (id: number) => {
    const p = patches.get(id) ?? {};
    patches.set(id, p);
    return p;
  };
  for (const m of moves) {
    const p = patchOf(m.id);
    if (m.sort !== undefined) p.sort = m.sort;
    if (m.isDisplay !== undefined) p.isDisplay = m.isDisplay;
    if (m.name !== undefined) p.name = m.name;
    if (m.mediaId !== undefined) p.mediaId = m.mediaId;
    if (m.parentId !== undefined && m.parentId !== byId.get(m.id)?.parentId) p.parentId = m.parentId;
  }
  for (const r of rows) {
    const level = depthOf(r.id);
    if (level !== null && level !== r.level) patchOf(r.id).level = level;
  }
  // Every id was checked above, so the call is logged even when it changed nothing (always).
  const before = single === undefined ? undefined : byId.get(single);
  const entry =
    single === undefined
      ? { always: true }
      : { always: true, objectId: single, objectName: before?.name ?? null, before, after: moves[0] };
  await t.updateCategories(
    [...patches].map(([id, patch]) => ({ id, patch })),
    [audit.item(entry)],
  );
}

export async function updateCategory(scope: StoreScope, id: number, input: CategoryPatchInput, audit: AuditTrail) {
  await requireMedia(tx(scope), input.mediaId);
  await applyCategoryChanges(scope, [{ ...input, id }], () => "parentId", audit, id);
  return adminCategory(scope, id);
}

export async function batchUpdateCategories(scope: StoreScope, items: CategoryBatchInput, audit: AuditTrail) {
  await applyCategoryChanges(scope, items, (i) => `${i}.parentId`, audit);
  return adminCategories(scope, {});
}

/**
 * Only a category without subcategories can be deleted (its product links go with it). Deleting a
 * branch at once would unlink every product below it from one click; the back office's edit page
 * knows `hasChildren` and asks for the subcategories to be moved or deleted first.
 */
export async function deleteCategory(scope: StoreScope, id: number, audit: AuditTrail): Promise<{ id: number }> {
  const t = tx(scope);
  if (await t.deleteLeafCategory(id, [audit.item({ objectId: id })])) return { id };
  const rows = await t.categories({ displayOnly: false });
  if (!rows.some((r) => r.id === id)) throw notFound();
  throw invalid(
    [{ path: "children", message: "validation.categoryHasChildren" }],
    "Move or delete its subcategories first.",
  );
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Topics
// ─────────────────────────────────────────────────────────────────────────────────────────────

export type TopicView = Topic & { startAt: string | null; endAt: string | null };
export type TopicShowing = "PENDING" | "ON_GOING" | "FINISHED";
export type AdminTopic = TopicView & {
  mediaId: number | null;
  productCount: number;
  showing: TopicShowing;
  createdAt: string;
};
export type AdminTopicDetail = AdminTopic & { productIds: number[] };

type TopicJoin = Awaited<ReturnType<TaxonomyDb["topics"]>>[number];

export function topicView({ topic: t, media }: TopicJoin): TopicView {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    media: media ? mediaRef(media) : null,
    sort: t.sort,
    isDisplay: t.isDisplay,
    startAt: t.startAt,
    endAt: t.endAt,
  };
}

function showingOf(t: { startAt: string | null; endAt: string | null }, now: string): TopicShowing {
  if (t.startAt && t.startAt > now) return "PENDING";
  if (t.endAt && t.endAt <= now) return "FINISHED";
  return "ON_GOING";
}

const adminTopic = (row: TopicJoin, now: string): AdminTopic => ({
  ...topicView(row),
  mediaId: row.topic.mediaId,
  productCount: Number(row.productCount),
  showing: showingOf(row.topic, now),
  createdAt: row.topic.createdAt,
});

/** Topics in order; displayOnly keeps the displayed ones inside their start/end window. One D1 statement. */
export async function listTopics(
  scope: StoreScope,
  opts: { displayOnly: boolean; now?: string },
): Promise<TopicView[]> {
  return (await tx(scope).topics({ displayOnly: opts.displayOnly }, opts.now ?? nowIso())).map(topicView);
}

/** One topic; with displayOnly (the default) null unless shoppers may see it now. */
export async function getTopic(
  scope: StoreScope,
  id: number,
  opts: { displayOnly?: boolean; now?: string } = {},
): Promise<TopicView | null> {
  const [row] = await tx(scope).topics({ id, displayOnly: opts.displayOnly ?? true }, opts.now ?? nowIso());
  return row ? topicView(row) : null;
}

export async function adminTopics(scope: StoreScope, q: { isDisplay?: boolean; showing?: number }) {
  const now = nowIso();
  return (await tx(scope).topics(q, now, true)).map((r) => adminTopic(r, now));
}

export async function adminTopicDetail(scope: StoreScope, id: number): Promise<AdminTopicDetail> {
  const t = tx(scope);
  const now = nowIso();
  const [[row], productIds] = await Promise.all([t.topics({ id }, now, true), t.topicProductIds(id)]);
  if (!row) throw notFound();
  return { ...adminTopic(row, now), productIds };
}

export async function createTopic(
  scope: StoreScope,
  input: TopicCreateInput,
  audit: AuditTrail,
): Promise<AdminTopicDetail> {
  const t = tx(scope);
  await Promise.all([requireMedia(t, input.mediaId), requireProducts(t, input.productIds)]);
  const { productIds, ...values } = input;
  const logged = audit.item({ created: true, objectName: input.name, after: input });
  const id = await t.insertTopic(values, productIds, [logged]);
  return adminTopicDetail(scope, id);
}

export async function updateTopic(
  scope: StoreScope,
  id: number,
  input: TopicPatchInput,
  audit: AuditTrail,
): Promise<AdminTopicDetail> {
  const t = tx(scope);
  const [[current]] = await Promise.all([
    t.topics({ id }, nowIso()),
    requireMedia(t, input.mediaId),
    requireProducts(t, input.productIds),
  ]);
  if (!current) throw notFound();
  // A patch of one end is checked against the stored other end.
  const startAt = input.startAt !== undefined ? input.startAt : current.topic.startAt;
  const endAt = input.endAt !== undefined ? input.endAt : current.topic.endAt;
  if (startAt && endAt && startAt >= endAt) throw invalid([{ path: "endAt", message: "validation.timeRange" }]);
  const { productIds, ...patch } = input;
  const before = { ...current.topic, ...(productIds ? { productIds: await t.topicProductIds(id) } : {}) };
  const logged = audit.item({ objectId: id, objectName: current.topic.name, before, after: input });
  if (!(await t.updateTopic(id, patch, productIds, [logged]))) throw notFound();
  return adminTopicDetail(scope, id);
}

export async function deleteTopic(scope: StoreScope, id: number, audit: AuditTrail): Promise<{ id: number }> {
  if (!(await tx(scope).deleteTopic(id, [audit.item({ objectId: id })]))) throw notFound();
  return { id };
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Tags
// ─────────────────────────────────────────────────────────────────────────────────────────────

export type AdminTag = Tag & { isDisplay: boolean; sort: number; productCount: number; createdAt: string };

const duplicateName = () => invalid([{ path: "name", message: "validation.duplicate" }], "A tag of that name exists.");

/**
 * Tags in order. Without includeAdminOnly (what shoppers see) admin-only and hidden tags are left
 * out; with it, every tag. One D1 statement.
 */
export async function listTags(
  scope: StoreScope,
  opts: { includeAdminOnly: boolean; displayOnly?: boolean },
): Promise<Tag[]> {
  const rows = await tx(scope).tags({
    includeAdminOnly: opts.includeAdminOnly,
    displayOnly: opts.displayOnly ?? !opts.includeAdminOnly,
  });
  return rows.map((r) => ({ id: r.id, name: r.name, isOnlyForAdmin: r.isOnlyForAdmin }));
}

export async function adminTags(scope: StoreScope, q: { isDisplay?: boolean; id?: number }): Promise<AdminTag[]> {
  const rows = await tx(scope).tags({ includeAdminOnly: true, displayOnly: false, withCounts: true, ...q });
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
}

export async function adminTag(scope: StoreScope, id: number): Promise<AdminTag> {
  const [tag] = await adminTags(scope, { id });
  if (!tag) throw notFound();
  return tag;
}

export async function createTag(scope: StoreScope, input: TagCreateInput, audit: AuditTrail): Promise<AdminTag> {
  const id = await tx(scope).insertTag(input, [audit.item({ created: true, objectName: input.name, after: input })]);
  if (id === null) throw duplicateName();
  return adminTag(scope, id);
}

export async function updateTag(
  scope: StoreScope,
  id: number,
  input: TagPatchInput,
  audit: AuditTrail,
): Promise<AdminTag> {
  const [before] = await adminTags(scope, { id });
  if (!before) throw notFound();
  const logged = audit.item({ objectId: id, objectName: before.name, before, after: input });
  const r = await tx(scope).updateTag(id, input, [logged]);
  if (r === "missing") throw notFound();
  if (r === "taken") throw duplicateName();
  return adminTag(scope, id);
}

export async function deleteTag(scope: StoreScope, id: number, audit: AuditTrail): Promise<{ id: number }> {
  if (!(await tx(scope).deleteTag(id, [audit.item({ objectId: id })]))) throw notFound();
  return { id };
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Product information
// ─────────────────────────────────────────────────────────────────────────────────────────────

/** A shared block of product copy; content is sanitised HTML. */
export type Information = { id: number; name: string; content: string; isDisplay: boolean; sort: number };
export type AdminInformation = Information & { productCount: number; createdAt: string };

const publicInformation = (r: Information): Information => ({
  id: r.id,
  name: r.name,
  content: r.content,
  isDisplay: r.isDisplay,
  sort: r.sort,
});

export async function listInformation(scope: StoreScope, opts: { displayOnly: boolean }): Promise<Information[]> {
  return (await tx(scope).information({ displayOnly: opts.displayOnly })).map(publicInformation);
}

/** One information block; with displayOnly (the default) null when hidden. */
export async function getInformation(
  scope: StoreScope,
  id: number,
  opts: { displayOnly?: boolean } = {},
): Promise<Information | null> {
  const [row] = await tx(scope).information({ id, displayOnly: opts.displayOnly ?? true });
  return row ? publicInformation(row) : null;
}

export async function adminInformationList(scope: StoreScope, q: { isDisplay?: boolean }): Promise<AdminInformation[]> {
  const rows = await tx(scope).information({ displayOnly: false, withCounts: true, ...q });
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
}

export async function adminInformation(scope: StoreScope, id: number): Promise<AdminInformation> {
  const [row] = await tx(scope).information({ id, displayOnly: false, withCounts: true });
  if (!row) throw notFound();
  return { ...row, productCount: Number(row.productCount) };
}

export async function createInformation(scope: StoreScope, input: InformationCreateInput, audit: AuditTrail) {
  const logged = audit.item({ created: true, objectName: input.name, after: input });
  const id = await tx(scope).insertInformation({ ...input, content: await sanitizeHtml(input.content) }, [logged]);
  return adminInformation(scope, id);
}

export async function updateInformation(
  scope: StoreScope,
  id: number,
  input: InformationPatchInput,
  audit: AuditTrail,
) {
  const patch = input.content === undefined ? input : { ...input, content: await sanitizeHtml(input.content) };
  const [before] = await tx(scope).information({ id, displayOnly: false });
  if (!before) throw notFound();
  const logged = audit.item({ objectId: id, objectName: before.name, before, after: patch });
  if (!(await tx(scope).updateInformation(id, patch, [logged]))) throw notFound();
  return adminInformation(scope, id);
}

/** Products that showed the block keep no dangling reference to it. */
export async function deleteInformation(scope: StoreScope, id: number, audit: AuditTrail): Promise<{ id: number }> {
  if (!(await tx(scope).deleteInformation(id, [audit.item({ objectId: id })]))) throw notFound();
  return { id };
}
