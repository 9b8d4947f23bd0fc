import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The branch network pages of the back office (issue 13 §4, spec back-office §2.2 "Branch
// network"), spread into the admin layout in app/routes.ts.
const r = (path: string, file: string) => route(path, `routes/admin/network/branches/${file}`);

export const branchRoutes: RouteConfigEntry[] = [
  r("branch-downlinelist", "downline-list.tsx"),
  r("proxy-down-line-list/:storeId", "proxy-down-line-list.tsx"),
  r("branch-organization", "organization.tsx"),
  r("delete-branches", "delete-branches.tsx"),
  r("deleted-branches-list", "deleted-branches-list.tsx"),
  r("edit-branch/:id", "branch-edit.tsx"),
  r("branch-user-list", "branch-users.tsx"),
];
