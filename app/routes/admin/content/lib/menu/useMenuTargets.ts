import type { ArticleCategory } from "@functions/shared/commerce/catalogue";
import { MENU_REF_KIND, type MenuItemType } from "@functions/store/content/menu";
import type { AdminPageSummary } from "@functions/store/content/model";
import { useMemo } from "react";
import { type CategoryNodeLike, flattenTree, type PickOption } from "~/components/admin/content/api";
import type { MenuNode, RowTarget } from "~/components/admin/content/menuTree";
import { translate, useT } from "~/i18n";
import { STORE_LOCALE } from "./nodes";

type Listed<T> = { items: T[]; failed: boolean };
export type MenuSources = {
  categories: Listed<CategoryNodeLike>;
  topics: Listed<{ id: number; name: string; isDisplay: boolean }>;
  pages: Listed<AdminPageSummary>;
  articleCategories: Listed<ArticleCategory>;
};

const option = (id: number, label: string, isDisplay: boolean): PickOption => ({ id, label, depth: 0, isDisplay });

/** What a menu row can point at, by type: for the pickers, for naming rows and default labels. */
export function useMenuTargets(src: MenuSources) {
  const t = useT();
  const options = useMemo(
    () => ({
      productCategory: flattenTree(src.categories.items),
      productTopic: src.topics.items.map((x) => option(x.id, x.name, x.isDisplay)),
      page: src.pages.items.map((x) => option(x.id, x.title, x.isDisplay)),
      articleCategory: src.articleCategories.items.map((x) => option(x.id, x.name, x.isDisplay)),
    }),
    [src],
  );
  const optionsFor = (type: MenuItemType): PickOption[] => {
    const kind = MENU_REF_KIND[type];
    return kind ? options[kind] : [];
  };
  const describeRow = (n: MenuNode): RowTarget => {
    if (n.refId === undefined) {
      return { name: n.type === "LINK" ? n.url || null : t(`adminContent.menu.allOf.${n.type}`), missing: false };
    }
    const hit = optionsFor(n.type).find((o) => o.id === n.refId);
    return hit
      ? { name: hit.isDisplay ? hit.label : `${hit.label} (${t("adminContent.hiddenShort")})`, missing: false }
      : { name: null, missing: true };
  };
  /** A new row's label: the target's own name, or the type's built-in label in the store's language. */
  const defaultLabel = (type: MenuItemType, refId?: number) => {
    if (refId !== undefined) {
      return (
        optionsFor(type)
          .find((o) => o.id === refId)
          ?.label.split(" › ")
          .pop() ?? ""
      );
    }
    return type === "LINK" ? "" : translate(STORE_LOCALE, `adminContent.menuDefault.${type}`);
  };
  const pickerFailed = [src.categories, src.topics, src.pages, src.articleCategories].some((x) => x.failed);
  return { optionsFor, describeRow, defaultLabel, pickerFailed };
}

export type MenuTargets = ReturnType<typeof useMenuTargets>;
