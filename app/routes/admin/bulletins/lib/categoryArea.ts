import type { CategoryArea } from "../../content/lib/categoryPages";
import { BULLETIN_API, BULLETIN_PATHS } from "./api";

/** The bulletins' categories on the content areas' shared category pages. */
export const BULLETIN_CATEGORIES: CategoryArea = {
  api: { list: BULLETIN_API.categories, one: BULLETIN_API.category },
  paths: { list: BULLETIN_PATHS.categories, edit: BULLETIN_PATHS.category, items: BULLETIN_PATHS.list },
  testPrefix: "bulletin-category",
  idPrefix: "bcat",
  words: {
    listTitle: "bulletins.categories",
    editTitle: "bulletins.categoryEditTitle",
    newTitle: "bulletins.categoryNewTitle",
    create: "bulletins.categoryNew",
    section: "bulletins.categorySection",
    name: "bulletins.categoryName",
    isDisplay: "bulletins.categoryIsDisplay",
    isDisplayHint: "bulletins.categoryIsDisplayHint",
    itemsHeader: "bulletins.listTitle",
    viewItems: "bulletins.viewBulletins",
    deleteTitle: "bulletins.categoryDeleteTitle",
    deleteBody: "bulletins.categoryDeleteBody",
    emptyTitle: "bulletins.categoryEmptyTitle",
    emptyBody: "bulletins.categoryEmptyBody",
  },
  crumbs: (t) => [
    { label: t("bulletins.section") },
    { label: t("bulletins.listTitle"), to: BULLETIN_PATHS.list(0, "1") },
  ],
};
