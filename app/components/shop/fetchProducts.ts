import type { ProductListItem, ProductListQuery } from "@functions/shared/commerce/catalogue";
import { toApiQuery } from "./links";

/** The list in an envelope's data: a list itself (spec: data.data is a list), or {items|data}. */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === "object") {
    const d = data as { items?: unknown; data?: unknown };
    if (Array.isArray(d.items)) return d.items as T[];
    if (Array.isArray(d.data)) return d.data as T[];
  }
  return [];
}

/** Browser-side "load more": GET /api/products through the app's request layer. */
export async function fetchProducts(q: ProductListQuery, signal?: AbortSignal): Promise<ProductListItem[]> {
  // The request layer loads with the first "load more", not with the page.
  const { api } = await import("../../lib/api");
  const env = await api.get<unknown>("/api/products", { query: toApiQuery(q), signal, quiet: true });
  if (env.code !== 0) throw new Error(`products: code ${env.code}`);
  return listOf<ProductListItem>(env.data);
}

/** Spec §5: lists are deduplicated by id. */
export function mergeById<T extends { id: number }>(a: T[], b: T[]): T[] {
  const seen = new Set(a.map((x) => x.id));
  return [...a, ...b.filter((x) => !seen.has(x.id) && seen.add(x.id))];
}
