import type { useT } from "~/i18n";

// Paths and label helpers shared by the operation log's list and detail pages.

export const AUDIT_PATHS = {
  list: "/admin/user-logs-list",
  detail: (id: number) => `/admin/user-logs-list/${id}`,
};
export const AUDIT_API = {
  list: "/api/admin/operations",
  excel: "/api/admin/operations/excel",
  one: (id: number) => `/api/admin/operations/${id}`,
};

/** The filters the list reads from its URL (and sends to the API unchanged). */
export const FILTER_KEYS = ["userId", "system", "objectId", "dateFrom", "dateTo"] as const;

type T = ReturnType<typeof useT>;

/** The stored label "Product.update" shown as "商品 · 修改"; an unknown label as stored. */
export function labelText(t: T, label: string | null, system: string): string {
  const [sys, action] = (label ?? "").split(".");
  const systemName = t(`adminAudit.sys.${sys || system}`);
  return action ? `${systemName} · ${t(`adminAudit.action.${action}`)}` : systemName;
}
