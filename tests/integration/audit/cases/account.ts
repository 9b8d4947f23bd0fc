import type { AreaCases, Case } from "../harness";

// Issue 12 slices: settings, account and domain, profile and security, staff, members, order import.

const cases: Record<string, Case> = {};

/** Still audited (adminWrite's transitional path writes their row after success); not called here yet. */
const notYetCalled: string[] = [
  "DELETE /api/admin/admins/:id{[0-9]+}",
  "DELETE /api/admin/store/user/creditCards/:id",
  "DELETE /api/admin/store/user/sessions",
  "DELETE /api/admin/store/user/sessions/:id",
  "PATCH /api/admin/admins/:id{[0-9]+}",
  "PATCH /api/admin/setting/product",
  "PATCH /api/admin/setting/store",
  "PATCH /api/admin/setting/store/calendar",
  "PATCH /api/admin/setting/system",
  "PATCH /api/admin/setting/testMode",
  "PATCH /api/admin/store/defaultDomain",
  "PATCH /api/admin/store/subscription",
  "PATCH /api/admin/store/user/creditCards/:id",
  "PATCH /api/admin/store/user/profile",
  "PATCH /api/admin/store/user/review",
  "PATCH /api/admin/subscription/setting",
  "PATCH /api/admin/users/:id",
  "POST /api/admin/admins",
  "POST /api/admin/order/excel/import",
  "POST /api/admin/product/subscriptionContract",
  "POST /api/admin/store/checkout",
  "POST /api/admin/store/user/creditCards",
  "POST /api/admin/store/user/security/recoveryCodes",
  "POST /api/admin/store/user/security/totp",
  "POST /api/admin/store/user/security/totp/confirm",
  "POST /api/admin/store/user/security/totp/disable",
  "PUT /api/admin/product/:id/story",
];

export const accountAudit: AreaCases = { cases, notYetCalled };
