import { MENU_MAX_CHILDREN, MENU_MAX_ITEMS, type MenuItemType } from "@functions/store/content/menu";
import { BookOpen, FileText, FolderTree, Link2, Newspaper, Percent, Sparkles, Tag } from "lucide-react";

// The storefront menu as the editor holds it, and the pure rules of moving rows in it (two
// levels, the API's limits), in one place for the buttons, the keyboard and drag and drop.

export type MenuNode = {
  key: string;
  type: MenuItemType;
  refId?: number;
  label: string;
  url: string;
  children: MenuNode[];
};

/** Where a row is: [index] at the top level, [parent, index] below it. */
export type NodePath = [number] | [number, number];

export const TYPE_ICON: Record<MenuItemType, typeof Tag> = {
  CATEGORY: FolderTree,
  TOPIC: Tag,
  PAGE: FileText,
  ARTICLE_CATEGORY: BookOpen,
  LINK: Link2,
  NEW_PRODUCTS: Sparkles,
  ONSALE_PRODUCTS: Percent,
  BLOGS: Newspaper,
};

let seq = 0;
export const newKey = () => `m${Date.now().toString(36)}${(++seq).toString(36)}`;

const siblingsOf = (tree: MenuNode[], path: NodePath): MenuNode[] | null =>
  path.length === 1 ? tree : (tree[path[0]]?.children ?? null);

function clone(tree: MenuNode[]): MenuNode[] {
  return tree.map((n) => ({ ...n, children: n.children.map((c) => ({ ...c, children: [] })) }));
}

export function nodeAt(tree: MenuNode[], path: NodePath): MenuNode | undefined {
  return path.length === 1 ? tree[path[0]] : tree[path[0]]?.children[path[1]];
}

/** Swaps a row with its neighbour (d = -1 up, +1 down) among its siblings. */
export function moveSibling(tree: MenuNode[], path: NodePath, d: -1 | 1): MenuNode[] {
  const next = clone(tree);
  const list = siblingsOf(next, path);
  const i = path[path.length - 1] as number;
  if (!list || i + d < 0 || i + d >= list.length) return tree;
  const [item] = list.splice(i, 1);
  if (item) list.splice(i + d, 0, item);
  return next;
}

/** A top-level row without children becomes the last child of the row above it. */
export function canIndent(tree: MenuNode[], path: NodePath): boolean {
  if (path.length !== 1 || path[0] === 0) return false;
  const node = tree[path[0]];
  const parent = tree[path[0] - 1];
  return Boolean(node && parent && node.children.length === 0 && parent.children.length < MENU_MAX_CHILDREN);
}
export function indent(tree: MenuNode[], path: NodePath): MenuNode[] {
  if (!canIndent(tree, path)) return tree;
  const next = clone(tree);
  const [node] = next.splice(path[0], 1);
  const parent = next[path[0] - 1];
  if (node && parent) parent.children.push({ ...node, children: [] });
  return next;
}

/** A child row moves up a level, right after its parent. */
export function canOutdent(tree: MenuNode[], path: NodePath): boolean {
  return path.length === 2 && tree.length < MENU_MAX_ITEMS;
}
export function outdent(tree: MenuNode[], path: NodePath): MenuNode[] {
  if (path.length !== 2 || !canOutdent(tree, path)) return tree;
  const next = clone(tree);
  const parent = next[path[0]];
  const [node] = parent ? parent.children.splice(path[1], 1) : [];
  if (node) next.splice(path[0] + 1, 0, node);
  return next;
}

export function removeAt(tree: MenuNode[], path: NodePath): MenuNode[] {
  const next = clone(tree);
  const list = siblingsOf(next, path);
  list?.splice(path[path.length - 1] as number, 1);
  return next;
}

export function updateAt(tree: MenuNode[], path: NodePath, patch: Partial<MenuNode>): MenuNode[] {
  const next = clone(tree);
  const list = siblingsOf(next, path);
  const i = path[path.length - 1] as number;
  const node = list?.[i];
  if (list && node) list[i] = { ...node, ...patch };
  return next;
}

/**
 * Moves a row before or after another (drag and drop). A row with children stays at the top
 * level; limits are kept. Returns the tree unchanged when the move is not allowed.
 */
export function moveTo(tree: MenuNode[], from: NodePath, to: NodePath, after: boolean): MenuNode[] {
  const node = nodeAt(tree, from);
  if (!node) return tree;
  if (to.length === 2 && node.children.length > 0) return tree;
  if (from.length === to.length && from.every((x, i) => x === to[i])) return tree;
  if (from.length === 1 && to.length === 2 && to[0] === from[0]) return tree; // into its own children
  const moving = nodeAt(tree, from) as MenuNode;
  const target = nodeAt(tree, to);
  if (!target) return tree;
  let next = removeAt(tree, from);
  // Find the target again: indexes may have shifted by the removal.
  const find = (): NodePath | null => {
    for (let i = 0; i < next.length; i++) {
      const n = next[i] as MenuNode;
      if (n.key === target.key) return [i];
      const j = n.children.findIndex((c) => c.key === target.key);
      if (j >= 0) return [i, j];
    }
    return null;
  };
  const at = find();
  if (!at) return tree;
  next = clone(next);
  const list = siblingsOf(next, at);
  if (!list) return tree;
  if (at.length === 1 && list.length >= MENU_MAX_ITEMS && from.length === 2) return tree;
  if (at.length === 2 && list.length >= MENU_MAX_CHILDREN && !(from.length === 2 && from[0] === to[0])) return tree;
  list.splice(
    (at[at.length - 1] as number) + (after ? 1 : 0),
    0,
    at.length === 2 ? { ...moving, children: [] } : moving,
  );
  return next;
}

export type RowTarget = { name: string | null; missing: boolean };
