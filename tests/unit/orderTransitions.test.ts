import { describe, expect, it } from "vitest";
import {
  ADMIN_ORDER_ACTIONS,
  type AdminOrderAction,
  allowedAdminActions,
  allowedMemberActions,
  decideAdmin,
  decideMember,
  type OrderState,
  RETURN_WINDOW_DAYS,
} from "../../functions/commerce/orders/transitions";
import { allowedSubscriptionActions, SUBSCRIPTION_RULES } from "../../functions/commerce/subscriptions/model";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../../functions/shared/commerce/commerce";

// The order state machine, exhaustively: every admin action from every status (and the payment
// states where it matters), every member request, and the subscription moves.

const NOW = new Date("2026-11-22T04:00:00.000Z");
const state = (status: string, over: Partial<OrderState> = {}): OrderState => ({
  status,
  paymentStatus: "UNPAID",
  paymentMethod: "TRANSFER",
  deliveredAt: null,
  isRead: false,
  isHighlight: false,
  ...over,
});

// Expected target status of each status-moving admin action, by source status; absent = refused.
const ADMIN_MOVES: Partial<Record<AdminOrderAction, Record<string, string>>> = {
  process: { UNPROCESSED: "PROCESSED" },
  deliver: { UNPROCESSED: "DELIVERED", PROCESSED: "DELIVERED" },
  complete: { DELIVERED: "COMPLETE" },
  cancel: { UNPROCESSED: "CANCEL_COMPLETE", PROCESSED: "CANCEL_COMPLETE" },
  approveCancel: { CANCEL_UNPROCESSED: "CANCEL_COMPLETE" },
  rejectCancel: { CANCEL_UNPROCESSED: "UNPROCESSED" },
  approveReturn: { RETURN_UNPROCESSED: "RETURN_COMPLETE" },
  rejectReturn: { RETURN_UNPROCESSED: "COMPLETE" },
};
const RESTOCK = new Set<AdminOrderAction>(["cancel", "approveCancel", "approveReturn"]);

describe("admin transitions", () => {
  for (const [action, moves] of Object.entries(ADMIN_MOVES) as [AdminOrderAction, Record<string, string>][]) {
    for (const status of ORDER_STATUSES) {
      const target = moves[status];
      it(`${action} from ${status} → ${target ?? "refused"}`, () => {
        const d = decideAdmin(action, state(status));
        if (!target) {
          expect(d).toEqual({ ok: false, refusal: "STATUS" });
          return;
        }
        expect(d.ok).toBe(true);
        if (!d.ok) return;
        expect(d.change.status).toBe(target);
        expect(d.change.restoreStock).toBe(RESTOCK.has(action));
        expect(Boolean(d.change.setDeliveredAt)).toBe(action === "deliver");
      });
    }
  }

  it("confirms payment of unpaid, reported or failed payments on orders not closed", () => {
    for (const status of ORDER_STATUSES)
      for (const pay of PAYMENT_STATUSES) {
        const d = decideAdmin("confirmPaid", state(status, { paymentStatus: pay }));
        const closed = status === "CANCEL_COMPLETE" || status === "RETURN_COMPLETE";
        const payable = pay === "UNPAID" || pay === "CONFIRM_PAID" || pay === "FAILED";
        expect(d.ok, `${status}/${pay}`).toBe(!closed && payable);
        if (d.ok) expect(d.change).toMatchObject({ paymentStatus: "PAID", setPaidAt: true, restoreStock: false });
      }
  });

  it("records a refund only for paid orders that were cancelled or returned", () => {
    for (const status of ORDER_STATUSES)
      for (const pay of PAYMENT_STATUSES) {
        const d = decideAdmin("refund", state(status, { paymentStatus: pay }));
        const closed = status === "CANCEL_COMPLETE" || status === "RETURN_COMPLETE";
        expect(d.ok, `${status}/${pay}`).toBe(closed && (pay === "PAID" || pay === "CONFIRM_PAID"));
        if (d.ok) expect(d.change.paymentStatus).toBe("REFUNDED");
      }
  });

  it("sets flags from any status and never moves the status or stock", () => {
    for (const status of ORDER_STATUSES) {
      for (const [a, key, value] of [
        ["highlight", "isHighlight", true],
        ["unhighlight", "isHighlight", false],
        ["read", "isRead", true],
        ["unread", "isRead", false],
      ] as const) {
        const d = decideAdmin(a, state(status));
        expect(d.ok).toBe(true);
        if (d.ok) expect(d.change).toEqual({ [key]: value, restoreStock: false });
      }
    }
  });

  it("offers only the actions that change something", () => {
    expect(allowedAdminActions(state("UNPROCESSED"))).toEqual([
      "process",
      "deliver",
      "cancel",
      "confirmPaid",
      "highlight",
      "read",
    ]);
    expect(allowedAdminActions(state("CANCEL_COMPLETE", { paymentStatus: "PAID", isRead: true }))).toEqual([
      "refund",
      "highlight",
      "unread",
    ]);
    expect(allowedAdminActions(state("RETURN_UNPROCESSED", { paymentStatus: "PAID", isHighlight: true }))).toEqual([
      "approveReturn",
      "rejectReturn",
      "unhighlight",
      "read",
    ]);
    expect(ADMIN_ORDER_ACTIONS).toHaveLength(14);
  });
});

describe("member requests", () => {
  it("cancels only UNPROCESSED orders not shipped: at once without money, else asks the store", () => {
    for (const status of ORDER_STATUSES) {
      const d = decideMember("cancel", state(status), NOW);
      expect(d.ok, status).toBe(status === "UNPROCESSED");
    }
    for (const pay of PAYMENT_STATUSES) {
      const d = decideMember("cancel", state("UNPROCESSED", { paymentStatus: pay }), NOW);
      expect(d.ok).toBe(true);
      if (!d.ok) continue;
      const noMoney = pay === "UNPAID" || pay === "FAILED" || pay === "NOT_REQUIRED";
      expect(d.change, pay).toEqual(
        noMoney
          ? { status: "CANCEL_COMPLETE", restoreStock: true, isRead: false }
          : { status: "CANCEL_UNPROCESSED", restoreStock: false, isRead: false },
      );
    }
    const shipped = decideMember("cancel", state("UNPROCESSED", { deliveredAt: NOW.toISOString() }), NOW);
    expect(shipped).toEqual({ ok: false, refusal: "NOT_SHIPPED_ONLY" });
  });

  it(`takes returns of DELIVERED or COMPLETE orders within ${RETURN_WINDOW_DAYS} days of delivery`, () => {
    const at = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
    for (const status of ORDER_STATUSES) {
      const d = decideMember("return", state(status, { deliveredAt: at(1) }), NOW);
      expect(d.ok, status).toBe(status === "DELIVERED" || status === "COMPLETE");
      if (d.ok) expect(d.change).toEqual({ status: "RETURN_UNPROCESSED", restoreStock: false, isRead: false });
    }
    expect(decideMember("return", state("DELIVERED", { deliveredAt: at(7) }), NOW).ok).toBe(true);
    expect(decideMember("return", state("DELIVERED", { deliveredAt: at(7.01) }), NOW)).toEqual({
      ok: false,
      refusal: "RETURN_WINDOW",
    });
    expect(decideMember("return", state("COMPLETE", { deliveredAt: null }), NOW)).toEqual({
      ok: false,
      refusal: "RETURN_WINDOW",
    });
  });

  it("reports a transfer only for TRANSFER orders still UNPAID and open", () => {
    for (const status of ORDER_STATUSES)
      for (const pay of PAYMENT_STATUSES) {
        const d = decideMember("confirmPaid", state(status, { paymentStatus: pay }), NOW);
        const open = ["UNPROCESSED", "PROCESSED", "DELIVERED", "COMPLETE"].includes(status);
        expect(d.ok, `${status}/${pay}`).toBe(open && pay === "UNPAID");
        if (d.ok) expect(d.change).toEqual({ paymentStatus: "CONFIRM_PAID", restoreStock: false, isRead: false });
      }
    for (const method of ["CREDIT_CARD", "TRANSFER_VIRTUAL", "CASH_ON_DELIVERY", "LINE_PAY"]) {
      expect(decideMember("confirmPaid", state("UNPROCESSED", { paymentMethod: method }), NOW)).toEqual({
        ok: false,
        refusal: "METHOD",
      });
    }
  });

  it("lists the member's possible requests", () => {
    expect(allowedMemberActions(state("UNPROCESSED"), NOW)).toEqual(["cancel", "confirmPaid"]);
    expect(allowedMemberActions(state("UNPROCESSED", { paymentMethod: "CREDIT_CARD" }), NOW)).toEqual(["cancel"]);
    expect(
      allowedMemberActions(state("DELIVERED", { paymentStatus: "PAID", deliveredAt: NOW.toISOString() }), NOW),
    ).toEqual(["return"]);
    expect(allowedMemberActions(state("CANCEL_COMPLETE"), NOW)).toEqual([]);
  });
});

describe("subscription moves", () => {
  it("pauses ACTIVE, resumes PAUSED or FAILED, cancels anything not cancelled", () => {
    expect(allowedSubscriptionActions("ACTIVE")).toEqual(["pause", "cancel"]);
    expect(allowedSubscriptionActions("PAUSED")).toEqual(["resume", "cancel"]);
    expect(allowedSubscriptionActions("FAILED")).toEqual(["resume", "cancel"]);
    expect(allowedSubscriptionActions("CANCELLED")).toEqual([]);
    expect(SUBSCRIPTION_RULES.resume.to).toBe("ACTIVE");
    expect(SUBSCRIPTION_RULES.cancel.to).toBe("CANCELLED");
    expect(SUBSCRIPTION_RULES.pause.to).toBe("PAUSED");
  });
});
