import type { ProductListItem } from "@functions/shared/commerce/catalogue";
import { useEffect, useState } from "react";
import { listOf } from "~/components/admin/loaderData";
import { api } from "~/lib/api";
import type { BannerPreviewModel } from "./model";

/** Products the storefront would show for the block's source (the shop's own list call). */
export function usePreviewProducts(m: BannerPreviewModel, enabled: boolean) {
  const [state, setState] = useState<{ items: ProductListItem[]; status: "idle" | "loading" | "done" | "failed" }>({
    items: [],
    status: "idle",
  });
  const key = JSON.stringify([
    m.productCategoryId,
    m.productTopicId,
    m.productHasSpecialPrice,
    m.productSortKey,
    m.productSortDirection,
    Math.min(Math.max(m.amount || 0, 1), 12),
  ]);
  useEffect(() => {
    if (!enabled) return;
    const [categoryId, topicId, hasSpecialPrice, sortBy, sortDirection, limit] = JSON.parse(key) as [
      number | null,
      number | null,
      boolean,
      string | null,
      string | null,
      number,
    ];
    const ctl = new AbortController();
    setState((s) => ({ ...s, status: "loading" }));
    const timer = setTimeout(() => {
      api
        .get<unknown>("/api/products", {
          quiet: true,
          signal: ctl.signal,
          query: {
            isDisplay: true,
            isSaleable: true,
            hasStock: true,
            forBannerTopic: true,
            categoryId: categoryId ?? undefined,
            topicId: topicId ?? undefined,
            hasSpecialPrice: hasSpecialPrice || undefined,
            sortBy: sortBy ?? undefined,
            sortDirection: sortDirection ?? undefined,
            offset: 0,
            limit,
          },
        })
        .then((env) => {
          if (env.code !== 0) throw new Error(String(env.code));
          setState({ items: listOf<ProductListItem>(env.data).slice(0, limit), status: "done" });
        })
        .catch(() => {
          if (!ctl.signal.aborted) setState({ items: [], status: "failed" });
        });
    }, 350);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [key, enabled]);
  return state;
}
