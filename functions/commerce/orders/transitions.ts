// The order state machine (issue 4 §5): every status and payment change of an order, by the
// member or the back office, is one row of the tables below. Pure: the services read the order,
// ask `decide`, and write what it answers in one D1 batch (db/orders.ts), so the rule exists once.
//
// Decisions where the spec is silent (documented in functions/commerce/orders/README.md):
// - A member cancel of an order no money was taken for (UNPAID, FAILED, NOT_REQUIRED) completes at
//   once (CANCEL_COMPLETE, stock restored); a paid or payment-reported order waits for the store
//   (CANCEL_UNPROCESSED), which must refund it.
// - Returns may be asked for within RETURN_WINDOW_DAYS of delivery (delivered_at).
// - A refused cancel goes back to UNPROCESSED (only UNPROCESSED orders can be cancelled by the
//   member); a refused return ends the order as COMPLETE.
// - Stock comes back exactly when an order reaches CANCEL_COMPLETE or RETURN_COMPLETE.

import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from "../../shared/commerce/commerce";

export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

export const ADMIN_ORDER_ACTIONS = [
  "process",
  "deliver",
  "complete",
  "cancel",
  "approveCancel",
  "rejectCancel",
  "approveReturn",
  "rejectReturn",
  "confirmPaid",
  "refund",
  "highlight",
  "unhighlight",
  "read",
  "unread",
] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];

export const MEMBER_ORDER_ACTIONS = ["cancel", "return", "confirmPaid"] as const;
export type MemberOrderAction = (typeof MEMBER_ORDER_ACTIONS)[number];

/** What a transition needs to know of an order. */
export type OrderState = {
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  deliveredAt: string | null;
  isRead: boolean;
  isHighlight: boolean;
};

/** The change to write: new values (absent = unchanged) and whether stock comes back. */
export type Change = {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  isRead?: boolean;
  isHighlight?: boolean;
  restoreStock: boolean;
  setDeliveredAt?: boolean;
  setPaidAt?: boolean;
};

type Rule = {
  from: readonly OrderStatus[];
  /** Payment states the rule accepts (absent: any). */
  payment?: readonly PaymentStatus[];
  change: (o: OrderState) => Change;
};

const NO_MONEY: readonly PaymentStatus[] = ["UNPAID", "FAILED", "NOT_REQUIRED"];
const OPEN: readonly OrderStatus[] = ["UNPROCESSED", "PROCESSED", "DELIVERED", "COMPLETE"];
const ANY: readonly OrderStatus[] = ORDER_STATUSES;

const to =
  (status: OrderStatus, extra: Partial<Change> = {}) =>
  (): Change => ({
    status,
    restoreStock: false,
    ...extra,
  });

/** The back office's transitions. A member's request marks the order unread for the store. */
export const ADMIN_RULES: Record<AdminOrderAction, Rule> = {
  process: { from: ["UNPROCESSED"], change: to("PROCESSED") },
  // Stores often ship straight from the new-order list: delivering skips "processed" then.
  deliver: { from: ["UNPROCESSED", "PROCESSED"], change: to("DELIVERED", { setDeliveredAt: true }) },
  complete: { from: ["DELIVERED"], change: to("COMPLETE") },
  cancel: { from: ["UNPROCESSED", "PROCESSED"], change: to("CANCEL_COMPLETE", { restoreStock: true }) },
  approveCancel: { from: ["CANCEL_UNPROCESSED"], change: to("CANCEL_COMPLETE", { restoreStock: true }) },
  rejectCancel: { from: ["CANCEL_UNPROCESSED"], change: to("UNPROCESSED") },
  approveReturn: { from: ["RETURN_UNPROCESSED"], change: to("RETURN_COMPLETE", { restoreStock: true }) },
  rejectReturn: { from: ["RETURN_UNPROCESSED"], change: to("COMPLETE") },
  // The store saw the money (a reported transfer, or any unpaid order settled outside the site).
  confirmPaid: {
    from: ["UNPROCESSED", "PROCESSED", "DELIVERED", "COMPLETE", "CANCEL_UNPROCESSED", "RETURN_UNPROCESSED"],
    payment: ["UNPAID", "CONFIRM_PAID", "FAILED"],
    change: () => ({ paymentStatus: "PAID", restoreStock: false, setPaidAt: true }),
  },
  // Money given back after a completed cancel or return (recorded; the refund itself is manual).
  refund: {
    from: ["CANCEL_COMPLETE", "RETURN_COMPLETE"],
    payment: ["PAID", "CONFIRM_PAID"],
    change: () => ({ paymentStatus: "REFUNDED", restoreStock: false }),
  },
  highlight: { from: ANY, change: () => ({ isHighlight: true, restoreStock: false }) },
  unhighlight: { from: ANY, change: () => ({ isHighlight: false, restoreStock: false }) },
  read: { from: ANY, change: () => ({ isRead: true, restoreStock: false }) },
  unread: { from: ANY, change: () => ({ isRead: false, restoreStock: false }) },
};

export const MEMBER_RULES: Record<MemberOrderAction, Rule> = {
  cancel: {
    from: ["UNPROCESSED"],
    change: (o) =>
      (NO_MONEY as readonly string[]).includes(o.paymentStatus)
        ? { status: "CANCEL_COMPLETE", restoreStock: true, isRead: false }
        : { status: "CANCEL_UNPROCESSED", restoreStock: false, isRead: false },
  },
  return: { from: ["DELIVERED", "COMPLETE"], change: to("RETURN_UNPROCESSED", { isRead: false }) },
  confirmPaid: {
    from: ["UNPROCESSED", "PROCESSED", "DELIVERED", "COMPLETE"],
    payment: ["UNPAID"],
    change: () => ({ paymentStatus: "CONFIRM_PAID", restoreStock: false, isRead: false }),
  },
};

export type Refusal = "STATUS" | "PAYMENT" | "METHOD" | "NOT_SHIPPED_ONLY" | "RETURN_WINDOW" | "NO_CHANGE";

export type Decision = { ok: true; change: Change } | { ok: false; refusal: Refusal };

function decideBy(rule: Rule, o: OrderState): Decision {
  if (!(rule.from as readonly string[]).includes(o.status)) return { ok: false, refusal: "STATUS" };
  if (rule.payment && !(rule.payment as readonly string[]).includes(o.paymentStatus))
    return { ok: false, refusal: "PAYMENT" };
  return { ok: true, change: rule.change(o) };
}

/** Whether a change would alter anything (flag actions on an order already so are no-ops). */
export function changes(o: OrderState, c: Change): boolean {
  return (
    (c.status !== undefined && c.status !== o.status) ||
    (c.paymentStatus !== undefined && c.paymentStatus !== o.paymentStatus) ||
    (c.isRead !== undefined && c.isRead !== o.isRead) ||
    (c.isHighlight !== undefined && c.isHighlight !== o.isHighlight)
  );
}

export function decideAdmin(action: AdminOrderAction, o: OrderState): Decision {
  return decideBy(ADMIN_RULES[action], o);
}

/** `now` is passed in so the return window is testable without clocks. */
export function decideMember(action: MemberOrderAction, o: OrderState, now: Date): Decision {
  if (action === "cancel" && o.deliveredAt) return { ok: false, refusal: "NOT_SHIPPED_ONLY" };
  if (action === "confirmPaid" && o.paymentMethod !== "TRANSFER") return { ok: false, refusal: "METHOD" };
  const d = decideBy(MEMBER_RULES[action], o);
  if (!d.ok || action !== "return") return d;
  const delivered = o.deliveredAt ? Date.parse(o.deliveredAt) : Number.NaN;
  if (!Number.isFinite(delivered) || now.getTime() - delivered > RETURN_WINDOW_DAYS * DAY_MS)
    return { ok: false, refusal: "RETURN_WINDOW" };
  return d;
}

/** The admin actions an order allows now (the detail page's buttons). */
export function allowedAdminActions(o: OrderState): AdminOrderAction[] {
  return ADMIN_ORDER_ACTIONS.filter((a) => {
    const d = decideAdmin(a, o);
    return d.ok && changes(o, d.change);
  });
}

/** The member actions an order allows now (the member page's buttons). */
export function allowedMemberActions(o: OrderState, now: Date): MemberOrderAction[] {
  return MEMBER_ORDER_ACTIONS.filter((a) => decideMember(a, o, now).ok);
}

/** Orders that count as open for the store (not cancelled or returned). */
export const isOpenStatus = (s: string) => (OPEN as readonly string[]).includes(s);
