import { type RouteConfigEntry, route } from "@react-router/dev/routes";

// The back office's member, supplier and payment-error-log pages (spec back-office §2.2 "Users"),
// spread into the admin layout in app/routes.ts before its catch-all. The member detail, the new
// supplier page and the payment log detail are not in the spec's route table (privilege 8, listed
// in shared/access/adminMenu.ts). Staff accounts (user-admin-list, user-edit) and the audit log are not here.
const r = (path: string, file: string) => route(path, `routes/admin/users/${file}`);

export const userRoutes: RouteConfigEntry[] = [
  r("user-list/:filter", "user-list.tsx"),
  r("user-member/:id", "member-detail.tsx"),
  r("user-supplier-list/:filter", "supplier-list.tsx"),
  r("user-supplier/new", "supplier-new.tsx"),
  r("user-payment-logs-list", "payment-logs.tsx"),
  r("user-payment-log/:id", "payment-log.tsx"),
  r("user-error-logs-list", "error-logs.tsx"),
];
