import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../client";
import { articleCategories, pages, productCategories, products, productTopics } from "../schema";
import { runBatch } from "./shared";

/** Which referenced ids exist in this store (see db/content.ts). */
export function contentRefsOf(db: Db, storeId: number) {
  return {
    // ---- references: ids that exist in this store ---------------------------------------------
    /**
     * Which of the given ids exist in this store, per reference kind, in ONE round trip (a batch of
     * at most five SELECTs; kinds without ids are not queried).
     */
    async existingRefs(refs: {
      productCategory?: readonly number[];
      productTopic?: readonly number[];
      page?: readonly number[];
      articleCategory?: readonly number[];
      product?: readonly number[];
    }) {
      const kinds = [
        ["productCategory", productCategories],
        ["productTopic", productTopics],
        ["page", pages],
        ["articleCategory", articleCategories],
        ["product", products],
      ] as const;
      const asked = kinds.filter(([k]) => (refs[k]?.length ?? 0) > 0);
      const stmts = asked.map(([k, t]) =>
        db
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.storeId, storeId), inArray(t.id, [...(refs[k] ?? [])]))),
      );
      const results = (await runBatch(db, stmts)) as { id: number }[][];
      const out: Record<(typeof kinds)[number][0], Set<number>> = {
        productCategory: new Set(),
        productTopic: new Set(),
        page: new Set(),
        articleCategory: new Set(),
        product: new Set(),
      };
      asked.forEach(([k], i) => {
        for (const r of results[i] ?? []) out[k].add(r.id);
      });
      return out;
    },

    /** Names and visibility of what a menu points at, in one round trip. */
    async menuTargets(refs: {
      productCategory: readonly number[];
      productTopic: readonly number[];
      page: readonly number[];
      articleCategory: readonly number[];
    }) {
      const pick = <T extends typeof productCategories | typeof productTopics | typeof articleCategories>(t: T) => ({
        id: t.id,
        name: t.name,
        isDisplay: t.isDisplay,
      });
      const kinds = [
        ["productCategory", productCategories],
        ["productTopic", productTopics],
        ["articleCategory", articleCategories],
      ] as const;
      const stmts: BatchItem<"sqlite">[] = [];
      const order: string[] = [];
      for (const [k, t] of kinds) {
        if (!refs[k].length) continue;
        order.push(k);
        stmts.push(
          db
            .select(pick(t))
            .from(t)
            .where(and(eq(t.storeId, storeId), inArray(t.id, [...refs[k]]))),
        );
      }
      if (refs.page.length) {
        order.push("page");
        stmts.push(
          db
            .select({ id: pages.id, name: pages.title, isDisplay: pages.isDisplay })
            .from(pages)
            .where(and(eq(pages.storeId, storeId), inArray(pages.id, [...refs.page]))),
        );
      }
      const results = (await runBatch(db, stmts)) as { id: number; name: string; isDisplay: boolean }[][];
      const out: Record<string, Map<number, { name: string; isDisplay: boolean }>> = {
        productCategory: new Map(),
        productTopic: new Map(),
        articleCategory: new Map(),
        page: new Map(),
      };
      order.forEach((k, i) => {
        for (const r of results[i] ?? []) out[k]!.set(r.id, { name: r.name, isDisplay: r.isDisplay });
      });
      return out as Record<
        "productCategory" | "productTopic" | "articleCategory" | "page",
        Map<number, { name: string; isDisplay: boolean }>
      >;
    },
  };
}
