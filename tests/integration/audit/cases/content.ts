import type { AreaCases, Case } from "../harness";

// Content (articles, pages, banners, style, menu, bulletins, highlights) and media.

const cases: Record<string, Case> = {};

/** Still audited (adminWrite's transitional path writes their row after success); not called here yet. */
const notYetCalled: string[] = [
  "POST /api/admin/media",
  "POST /api/admin/product/media",
  "DELETE /api/admin/product/media/:id{[0-9]+}",
  "PATCH /api/admin/media/:id{[0-9]+}",
  "DELETE /api/admin/media/:id{[0-9]+}",
  "POST /api/admin/mediaByURL",
  "DELETE /api/admin/highlights/:id",
  "POST /api/admin/setting/banner",
  "PATCH /api/admin/setting/banner/:id",
  "DELETE /api/admin/setting/banner/:id",
  "POST /api/admin/setting/pages",
  "PATCH /api/admin/setting/pages/:id",
  "DELETE /api/admin/setting/pages/:id",
  "PATCH /api/admin/setting/style",
  "PATCH /api/admin/setting/menu",
  "POST /api/admin/articles",
  "PATCH /api/admin/articles/:id",
  "DELETE /api/admin/articles/:id",
  "POST /api/admin/article/categories",
  "PATCH /api/admin/article/categories/:id",
  "DELETE /api/admin/article/categories/:id",
  "POST /api/admin/article/attachements",
  "DELETE /api/admin/article/attachements/:id",
  "POST /api/admin/article/media",
  "DELETE /api/admin/article/media/:id",
  "POST /api/admin/bulletins",
  "PATCH /api/admin/bulletins/:id",
  "DELETE /api/admin/bulletins/:id",
  "POST /api/admin/bulletin/categories",
  "PATCH /api/admin/bulletin/categories/:id",
  "DELETE /api/admin/bulletin/categories/:id",
];

export const contentAudit: AreaCases = { cases, notYetCalled };
