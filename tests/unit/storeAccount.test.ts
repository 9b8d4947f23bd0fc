import { describe, expect, it } from "vitest";
import type { StoreRow, StoreSubscriptionRow } from "../../db/schema";
import doc from "../../docs/decisions/store-account.md?raw";
import { addCycle, splitVat } from "../../functions/shared/store/storeAccount";
import { nextBillOf, planState } from "../../functions/store/account/plan";

// The worked example of docs/decisions/store-account.md, computed by the code and found in the doc.

const store = {
  id: 7,
  type: "NORMAL",
  trialType: "NONE",
  createdAt: "2026-01-17T02:00:00.000Z",
} as StoreRow;
const sub = (v: Partial<StoreSubscriptionRow>): StoreSubscriptionRow => ({
  storeId: 7,
  planCode: "BASIC",
  paymentPlan: "MONTHLY",
  autoRenew: true,
  periodStart: null,
  periodEnd: null,
  nextPlanCode: null,
  nextPaymentPlan: null,
  updatedAt: "",
  ...v,
});
const nt = (minor: number) => `NT$${(minor / 100).toLocaleString("en-US")}`;

describe("store account worked example", () => {
  it("step 1: PRO yearly chosen during the trial", () => {
    const now = new Date("2026-01-20T04:00:00Z");
    expect(planState(store, undefined, now)).toMatchObject({ isOnTrial: true, trialEndsAt: "2026-01-31" });
    const bill = nextBillOf(store, sub({ planCode: "PRO", paymentPlan: "YEARLY" }), now);
    expect(bill).toMatchObject({ periodStart: "2026-01-31", periodEnd: "2027-01-31", total: 1_299_000, tax: 61_900 });
    expect(bill?.subtotal).toBe(1_237_100);
    for (const text of ["2026-01-31 → 2027-01-31", nt(1_299_000), `= ${nt(61_900)}`, `before tax ${nt(1_237_100)}`]) {
      expect(doc).toContain(text);
    }
  });

  it("step 2: BASIC monthly chosen during the paid year bills from its end, clamped to February", () => {
    const now = new Date("2026-06-01T04:00:00Z");
    const paid = sub({
      planCode: "PRO",
      paymentPlan: "YEARLY",
      periodStart: "2026-01-31",
      periodEnd: "2027-01-31",
      nextPlanCode: "BASIC",
      nextPaymentPlan: "MONTHLY",
    });
    expect(planState(store, paid, now)).toMatchObject({
      isOnTrial: false,
      plan: { code: "PRO" },
      nextRenewalDate: "2027-01-31",
    });
    const bill = nextBillOf(store, paid, now);
    expect(bill).toMatchObject({
      planCode: "BASIC",
      periodStart: "2027-01-31",
      periodEnd: "2027-02-28",
      total: 59_900,
    });
    expect(bill?.tax).toBe(2_900);
    for (const text of ["2027-01-31 → 2027-02-28", nt(59_900), `${nt(2_900)}, before tax ${nt(57_000)}`]) {
      expect(doc).toContain(text);
    }
  });

  it("cycle dates and VAT rounding", () => {
    expect(addCycle("2024-01-31", "MONTHLY")).toBe("2024-02-29");
    expect(addCycle("2026-12-15", "MONTHLY")).toBe("2027-01-15");
    expect(addCycle("2028-02-29", "YEARLY")).toBe("2029-02-28");
    expect(splitVat(10_500)).toEqual({ subtotal: 10_000, tax: 500, total: 10_500 });
    expect(splitVat(0)).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });
});
