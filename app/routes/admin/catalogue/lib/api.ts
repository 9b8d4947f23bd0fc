// Paths and answer shapes of the catalogue's back-office calls (spec back-office §7 "Products and
// categories"), in one place for every catalogue page. Types come from the services (type-only
// imports: nothing of the server reaches the browser bundle).
import type {
  AdminCategoryDetail,
  AdminCategoryNode,
  AdminInformation,
  AdminTag,
  AdminTopic,
  AdminTopicDetail,
} from "@functions/commerce/catalogue/taxonomy";
import type { AdminMedia } from "@functions/media/ref";
import { adminLoad } from "~/components/admin/adminApi";
import { listOf } from "./filters";

export type {
  AdminCategoryDetail,
  AdminCategoryNode,
  AdminInformation,
  AdminMedia,
  AdminTag,
  AdminTopic,
  AdminTopicDetail,
};

export const PATHS = {
  products: "/api/admin/products",
  product: (id: number) => `/api/admin/products/${id}`,
  stocks: "/api/admin/product/stocks",
  stockLogs: "/api/admin/product/stock/logs",
  stockImport: "/api/admin/product/stock/import",
  productExcel: "/api/admin/product/excel",
  sorts: "/api/admin/product/sorts",
  prices: "/api/admin/product/prices",
  productMedia: "/api/admin/product/media",
  productMediaItem: (id: number) => `/api/admin/product/media/${id}`,
  media: "/api/admin/media",
  mediaItem: (id: number) => `/api/admin/media/${id}`,
  categories: "/api/admin/product/categories",
  category: (id: number) => `/api/admin/product/categories/${id}`,
  categoryBatch: "/api/admin/product/categories/batchUpdate",
  topics: "/api/admin/product/topics",
  topic: (id: number) => `/api/admin/product/topics/${id}`,
  topicPivots: (id: number) => `/api/admin/product/topic/pivots/${id}`,
  tags: "/api/admin/product/tags",
  tag: (id: number) => `/api/admin/product/tags/${id}`,
  information: "/api/admin/product/information",
  informationItem: (id: number) => `/api/admin/product/information/${id}`,
  shipping: "/api/admin/shipping",
  style: "/api/admin/setting/style",
} as const;

export const loadCategories = async (q: { parentId?: number; isDisplay?: boolean } = {}) =>
  listOf<AdminCategoryNode>(await adminLoad<unknown>(PATHS.categories, q));
export const loadTags = async (q: { isDisplay?: boolean } = {}) =>
  listOf<AdminTag>(await adminLoad<unknown>(PATHS.tags, q));
export const loadTopics = async (q: { isDisplay?: boolean; showing?: number } = {}) =>
  listOf<AdminTopic>(await adminLoad<unknown>(PATHS.topics, q));
export const loadInformation = async (q: { isDisplay?: boolean } = {}) =>
  listOf<AdminInformation>(await adminLoad<unknown>(PATHS.information, q));

/** Every category of the tree, depth first, with its path of names ("服飾 › 上衣 › T 恤"). */
export type FlatCategory = { node: AdminCategoryNode; path: string[]; level: number };
export function flattenCategories(roots: readonly AdminCategoryNode[], parents: string[] = []): FlatCategory[] {
  const out: FlatCategory[] = [];
  for (const n of roots) {
    const path = [...parents, n.name];
    out.push({ node: n, path, level: path.length });
    out.push(...flattenCategories(n.children, path));
  }
  return out;
}

/** A category and all categories below it. */
export function subtreeIds(node: AdminCategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

/** Deepest level below (and including) a node, relative: a leaf is 1. */
export function subtreeHeight(node: AdminCategoryNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}
