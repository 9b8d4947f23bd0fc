import { CONTENT_API, CONTENT_PATHS } from "~/components/admin/content/api";
import type { CategoryArea } from "./categoryPages";

/** The blog's categories on the shared category pages. */
export const ARTICLE_CATEGORIES: CategoryArea = {
  api: { list: CONTENT_API.articleCategories, one: CONTENT_API.articleCategory },
  paths: {
    list: CONTENT_PATHS.articleCategoryList,
    edit: CONTENT_PATHS.articleCategory,
    items: CONTENT_PATHS.articleList,
  },
  testPrefix: "article-category",
  idPrefix: "acat",
  words: {
    listTitle: "adminContent.articleCategory.listTitle",
    editTitle: "adminContent.articleCategory.editTitle",
    newTitle: "adminContent.articleCategory.newTitle",
    create: "adminContent.articleCategory.new",
    section: "adminContent.articleCategory.section",
    name: "adminContent.articleCategory.name",
    isDisplay: "adminContent.articleCategory.isDisplay",
    isDisplayHint: "adminContent.articleCategory.isDisplayHint",
    itemsHeader: "adminContent.articleCategory.articles",
    viewItems: "adminContent.articleCategory.viewArticles",
    deleteTitle: "adminContent.articleCategory.deleteTitle",
    deleteBody: "adminContent.articleCategory.deleteBody",
    emptyTitle: "adminContent.articleCategory.emptyTitle",
    emptyBody: "adminContent.articleCategory.emptyBody",
  },
  crumbs: (t) => [{ label: t("adminContent.blog") }],
};
