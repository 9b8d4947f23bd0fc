import { productExport } from "../commerce/catalogue/excel";
import { orderExport } from "../commerce/orders/excel";
import { branchUserExport } from "../network/branches/users";
import { memberExport } from "../people/members/excel";
import type { ExportSources } from "../platform/exports/job";

// The exports that run as jobs (issue 28 §1): each kind's source and the spec call it answers for,
// whose access-table row also guards polling and downloading the kind's jobs.
export const EXPORT_SOURCES: ExportSources = {
  orders: orderExport,
  members: memberExport,
  products: productExport,
  branchUsers: branchUserExport,
};

export const EXPORT_CALLS: Record<string, string> = {
  orders: "/api/admin/order/excel",
  members: "/api/admin/user/excel",
  products: "/api/admin/product/excel",
  branchUsers: "/api/admin/branch/user/excel",
};
