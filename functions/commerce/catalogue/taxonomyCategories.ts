import type { CategoryPatch, CategoryRow } from "@db/catalogue/taxonomy";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { CategoryNode } from "../../shared/commerce/catalogue";
import { pick } from "../../shared/pick";
import { branchCategoryRows } from "./branchCategories";
import { requireMedia, tx } from "./taxonomyCommon";
import {
  CATEGORY_MAX_LEVEL,
  type CategoryBatchInput,
  type CategoryCreateInput,
  type CategoryPatchInput,
} from "./taxonomySchemas";

// Categories: three levels, one tree per store (see taxonomy.ts).

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
    ...pick(n, ["id", "name", "parentId", "level", "sort", "isDisplay", "hasPromotionProducts"]),
    children: n.children.map(publicNode),
  };
}

/** The public tree from rows read elsewhere (the store's initial data reads them in its one round trip). */
export const categoryTreeOf = (rows: readonly CategoryRow[]): CategoryNode[] => buildTree(rows).roots.map(publicNode);

/** The rows shoppers may see: the store's displayed ones, on a branch host what the branch sells. */
async function shownRows(scope: StoreScope, displayOnly: boolean): Promise<CategoryRow[]> {
  if (!displayOnly) return tx(scope).categories({ displayOnly });
  return (await branchCategoryRows(scope)) ?? tx(scope).categories({ displayOnly });
}

/** The category tree, children in order; displayOnly leaves out hidden categories and their branches. One D1 statement. */
export async function categoryTree(scope: StoreScope, opts: { displayOnly: boolean }): Promise<CategoryNode[]> {
  const { roots } = buildTree(await shownRows(scope, opts.displayOnly));
  return roots.map(publicNode);
}

/** One category with its subtree and its ancestors (breadcrumbs); null when unknown or (displayOnly) not reachable. */
export async function findCategory(
  scope: StoreScope,
  id: number,
  opts: { displayOnly?: boolean } = {},
): Promise<CategoryDetail | null> {
  const { byId } = buildTree(await shownRows(scope, opts.displayOnly ?? true));
  const node = byId.get(id);
  return node ? { ...publicNode(node), ancestors: ancestorsOf(byId, node) } : null;
}

/** Storefront list: the displayed tree, or the displayed children of `parentId`. */
export async function storefrontCategories(scope: StoreScope, parentId?: number): Promise<CategoryNode[]> {
  const { roots, byId } = buildTree(await shownRows(scope, true));
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
