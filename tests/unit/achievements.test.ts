import { describe, expect, it } from "vitest";
import { DEFAULT_ORDER_COUNTS, DEFAULT_REVENUES, milestonesOf } from "../../functions/shared/store/achievements";

// docs/decisions/achievements.md, worked example: a store with 100 counted orders worth
// NT$99,999 that set its own revenue milestones at NT$50,000 and NT$100,000.

describe("achievement milestones", () => {
  it("the worked example: first order and 100 orders reached, 1,000 not; NT$50,000 reached, NT$100,000 not", () => {
    const m = milestonesOf({ orders: 100, revenue: 9_999_900 }, { revenues: [10_000_000, 5_000_000, 5_000_000] });
    expect(m.map((x) => [x.key, x.reached])).toEqual([
      ["ORDERS_1", true],
      ["ORDERS_100", true],
      ["ORDERS_1000", false],
      ["REVENUE_5000000", true],
      ["REVENUE_10000000", false],
    ]);
    expect(m.find((x) => x.key === "REVENUE_10000000")?.progress).toBeCloseTo(0.99999, 5);
  });

  it("a store without numbers of its own gets the defaults; bad numbers are dropped", () => {
    const m = milestonesOf({ orders: 0, revenue: 0 }, { orderCounts: [0, -3, 2.5], revenues: null });
    expect(m.filter((x) => x.kind === "ORDERS").map((x) => x.target)).toEqual([...DEFAULT_ORDER_COUNTS]);
    expect(m.filter((x) => x.kind === "REVENUE").map((x) => x.target)).toEqual([...DEFAULT_REVENUES]);
    expect(m.every((x) => !x.reached)).toBe(true);
  });
});
