import { PRODUCT, type StoreType } from "../constants";

// Every highlight type of spec back-office §3 with its fixed id (DELETE /api/admin/highlights/{id}),
// where it is counted and the menu section (adminMenu codes) whose badge it adds to. Orders (1–5)
// and the head store's network notices (11–13) count from their own rows, the system notices (22)
// from the platform's bulletins past the store's "seen up to" mark; the rest count in
// store_highlights (migration 0032). Shared: the admin shell draws the badges from it.

export type HighlightSource = "orders" | "network" | "stored" | "system";

export const HIGHLIGHT_TYPES = [
  { id: 1, type: "ORDER_UNPROCESSED", source: "orders", section: 1, page: "/admin/orderlist" },
  { id: 2, type: "ORDER_CONFIRM_PAID", source: "orders", section: 1, page: "/admin/orderlist" },
  { id: 3, type: "ORDER_CANCEL_UNPROCESSED", source: "orders", section: 1, page: "/admin/orderlist" },
  { id: 4, type: "ORDER_RETURN_UNPROCESSED", source: "orders", section: 1, page: "/admin/orderlist" },
  { id: 5, type: "ORDER_TEMPORARY_CANCEL_UNPROCESSED", source: "stored", section: 1, page: "/admin/orderlist" },
  { id: 6, type: "PRODUCT_UNDER_STOCK", source: "stored", section: 4, page: "/admin/store-stock" },
  { id: 11, type: "BRANCH_USER_UNAUDITED", source: "network", section: 5, page: "/admin/branch-audit-list" },
  { id: 12, type: "BRANCH_RENEWED_FAIL_BRANCH", source: "network", section: 5, page: "/admin/branch-downlinelist" },
  { id: 13, type: "BRANCH_PLAN_CHANGE", source: "network", section: 5, page: "/admin/subscription-registration-plan" },
  { id: 14, type: "BRANCH_USER_NORMAL", source: "stored", section: 13, page: "/admin/notifications-all" },
  { id: 15, type: "BRANCH_USER_DENY", source: "stored", section: 13, page: "/admin/notifications-all" },
  { id: 16, type: "BRANCH_RENEWED_FAIL", source: "stored", section: 13, page: "/admin/notifications-all" },
  { id: 17, type: "BRANCH_DELETED", source: "stored", section: 5, page: "/admin/deleted-branches-list" },
  { id: 18, type: "BRANCH_SELECTIONS_CHANGE", source: "stored", section: 13, page: "/admin/notifications-all" },
  { id: 19, type: "BRANCH_FEEDBACK_NEW", source: "stored", section: 5, page: "/admin/branch-feedback-list" },
  { id: 21, type: "BULLETIN_NEW", source: "stored", section: 13, page: "/admin/notifications-branch-bulletin-list" },
  {
    id: 22,
    type: `${PRODUCT.toUpperCase()}_BULLETIN_NEW`,
    source: "system",
    section: 13,
    page: `/admin/notifications-${PRODUCT}-bulletin-list`,
  },
  { id: 23, type: "PROMOTION_NEW", source: "stored", section: 13, page: "/admin/notifications-branch-promotionlist" },
  { id: 24, type: "NOTIFICATION_NEW", source: "stored", section: 13, page: "/admin/notifications-all" },
  { id: 25, type: "SUBSCRIPTION_FEEDBACK_NEW", source: "stored", section: 6, page: "/admin/subscription-list" },
  { id: 26, type: "ACHIEVEMENT_NEW", source: "stored", section: 16, page: "/admin/achievements" },
  { id: 27, type: "ACTIVITY_NEW", source: "stored", section: 13, page: "/admin/notifications-all" },
] as const satisfies readonly {
  id: number;
  type: string;
  source: HighlightSource;
  section: number;
  /** The page the badge belongs to (a path prefix): visiting it clears a stored count. */
  page: string;
}[];

export type HighlightType = (typeof HIGHLIGHT_TYPES)[number]["type"];

export const highlightById = (id: number) => HIGHLIGHT_TYPES.find((h) => h.id === id) ?? null;
export const highlightByType = (type: string) => HIGHLIGHT_TYPES.find((h) => h.type === type) ?? null;

/** The system notices' type ({PRODUCT}_BULLETIN_NEW): counted on read, never written per store. */
export const SYSTEM_BULLETIN_HIGHLIGHT = `${PRODUCT.toUpperCase()}_BULLETIN_NEW`;

/** Whether the admin clears a type itself (a visit, or DELETE): the stored counters and the system mark. */
export const isClearable = (source: HighlightSource) => source === "stored" || source === "system";

/** The clearable types a visit of `pathname` clears: those whose page it is (or lies under). */
export const clearedByVisit = (pathname: string): string[] =>
  HIGHLIGHT_TYPES.filter(
    (h) => isClearable(h.source) && (pathname === h.page || pathname.startsWith(`${h.page}/`)),
  ).map((h) => h.type);

/** What a branch sees (spec §4 "branches keep only a fixed list"): what its head store tells it. */
export const BRANCH_HIGHLIGHTS: readonly string[] = [
  "BRANCH_USER_NORMAL",
  "BRANCH_USER_DENY",
  "BRANCH_RENEWED_FAIL",
  "BRANCH_SELECTIONS_CHANGE",
  "BULLETIN_NEW",
  `${PRODUCT.toUpperCase()}_BULLETIN_NEW`,
  "PROMOTION_NEW",
  "NOTIFICATION_NEW",
  "ACHIEVEMENT_NEW",
  "ACTIVITY_NEW",
];

/** What a store with no network never gets (spec §4: unaudited, bulletin, normal, promotion, deny). */
const NOT_FOR_NORMAL: readonly string[] = [
  "BRANCH_USER_UNAUDITED",
  "BULLETIN_NEW",
  "BRANCH_USER_NORMAL",
  "PROMOTION_NEW",
  "BRANCH_USER_DENY",
];

/** Spec back-office §4: highlights filtered by store type. */
export function showsHighlight(storeType: StoreType | string, type: string): boolean {
  if (storeType === "HEAD_STORE_MULTILEVEL") return type !== "PROMOTION_NEW";
  if (storeType === "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE" || storeType === "BRANCH_MULTILEVEL_PAY_BY_SELF")
    return BRANCH_HIGHLIGHTS.includes(type);
  return !NOT_FOR_NORMAL.includes(type);
}
