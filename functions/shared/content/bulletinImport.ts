import type { Column } from "../commerce/sheetColumns";

// The bulletin import sheet (POST /api/admin/bulletin/excel/import): its columns and limits, read by
// the import (functions/store/content/bulletinImport.ts) and by the page that offers the template.

/** Rows per file; the spec gives the import 30 minutes, a batch of this many takes seconds. */
export const MAX_IMPORT_BULLETINS = 2000;

export type BulletinImportKey = "title" | "content" | "category" | "isTop" | "isDisplay" | "sort";
export const BULLETIN_IMPORT_COLUMNS: readonly Column<BulletinImportKey>[] = [
  { key: "title", zh: "標題", en: "Title", aliases: ["公告標題"] },
  { key: "content", zh: "內容", en: "Content", aliases: ["公告內容"] },
  { key: "category", zh: "分類", en: "Category", aliases: ["公告分類"] },
  { key: "isTop", zh: "置頂", en: "Pinned", aliases: ["pin", "top"] },
  { key: "isDisplay", zh: "顯示", en: "Shown", aliases: ["是否顯示", "display"] },
  { key: "sort", zh: "排序", en: "Sort" },
];

/** Yes and no as a person types them, in either language; blank takes the column's default. */
export const YES_WORDS = ["是", "y", "yes", "true", "1", "v", "✓"];
export const NO_WORDS = ["否", "n", "no", "false", "0", "x"];
