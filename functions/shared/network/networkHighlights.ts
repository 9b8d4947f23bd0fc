// The head store's network notices as highlights (spec back-office §3 Highlight; §2.4 top banner):
// owners waiting for review, a branch whose renewal failed, a branch that changed its plan. Their
// ids follow the order highlights' (1–4) so one DELETE /api/admin/highlights/{id} clears either kind.
// Shared: the admin shell links each to the page where the head store acts on it.

export const NETWORK_HIGHLIGHTS = [
  { id: 11, type: "BRANCH_USER_UNAUDITED", path: "/admin/branch-audit-list/pending" },
  { id: 12, type: "BRANCH_RENEWED_FAIL_BRANCH", path: "/admin/branch-downlinelist" },
  { id: 13, type: "BRANCH_PLAN_CHANGE", path: "/admin/subscription-registration-plan" },
] as const;

export type NetworkHighlightType = (typeof NETWORK_HIGHLIGHTS)[number]["type"];

export const networkHighlightById = (id: number) => NETWORK_HIGHLIGHTS.find((h) => h.id === id) ?? null;
export const networkHighlightByType = (type: string) => NETWORK_HIGHLIGHTS.find((h) => h.type === type) ?? null;

/** The branch section's privilege code (functions/shared/access/adminMenu.ts): who may see and clear them. */
export const NETWORK_PRIVILEGE = 5;
