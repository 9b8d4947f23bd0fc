import { PRODUCT } from "@functions/shared/constants";
import type { Display } from "~/components/admin/display";

// Paths of the bulletin calls (functions/api/store/content.ts, store/bulletinNotices.ts) and of the
// bulletin and notice pages (spec back-office §2.2 Bulletins and Notifications): what only they use.

export const BULLETIN_API = {
  bulletins: "/api/admin/bulletins",
  bulletin: (id: number) => `/api/admin/bulletins/${id}`,
  categories: "/api/admin/bulletin/categories",
  category: (id: number) => `/api/admin/bulletin/categories/${id}`,
  import: "/api/admin/bulletin/excel/import",
  notices: `/api/${PRODUCT}/bulletins`,
  notice: (id: number) => `/api/${PRODUCT}/bulletins/${id}`,
  promotions: "/api/admin/promotions",
} as const;

export const BULLETIN_PATHS = {
  list: (categoryId: number, display: Display) => `/admin/bulletin-list/${categoryId}/${display}`,
  edit: (id: number | "new") => `/admin/bulletin-edit/${id}`,
  detail: (id: number) => `/admin/bulletin-detail/${id}`,
  categories: (display: Display) => `/admin/bulletin-category/${display}`,
  category: (id: number | "new") => `/admin/bulletin-category-edit/${id}`,
  import: "/admin/bulletin-import",
  branchList: (categoryId: number) => `/admin/notifications-branch-bulletin-list/${categoryId}/1`,
  branchOne: (categoryId: number, id: number) => `/admin/notifications-branch-bulletin-list/${categoryId}/1?open=${id}`,
  notices: (id = 0) => `/admin/notifications-${PRODUCT}-bulletin-list/${id}`,
  promotions: "/admin/notifications-branch-promotionlist",
} as const;
