import type { MediaRef } from "@functions/shared/media";
import type { AdminArticle } from "@functions/store/content/model";
import type { PickedProduct } from "~/components/admin/content/ProductPicker";
import type { useEditForm } from "~/components/admin/kit";
import { isoToTaipeiInput } from "~/lib/taipeiTime";

/** The article form's values: a saved article's, or a new one's (in the preset category). */
export function valuesOf(a: AdminArticle | null, preset: number | null) {
  return {
    name: a?.name ?? "",
    summary: a?.summary ?? "",
    content: a?.content ?? "",
    categoryId: a ? a.categoryId : preset,
    cover: (a?.media ? [a.media] : []) as MediaRef[],
    isDisplay: a?.isDisplay ?? true,
    publishedAt: isoToTaipeiInput(a?.publishedAt), // datetime-local, Taipei
    sort: (a?.sort ?? 0) as number | null,
    products: (a?.products ?? []) as PickedProduct[],
  };
}

export type ArticleValues = ReturnType<typeof valuesOf>;
export type ArticleForm = ReturnType<typeof useEditForm<ArticleValues>>;
