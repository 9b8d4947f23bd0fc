import { describe, expect, it } from "vitest";
import { effectivePrice, formatMoney, hasMultiplePrice, purchaseLimits } from "../../functions/shared/pricing";

// Spec storefront §9 / back-office §5: "special price if above 0; a subscription price above 0 and
// below special price overrides; with no special price a positive subscription price is used;
// otherwise 0." Money is integer minor units.

describe("effectivePrice", () => {
  it.each([
    // [specialPrice, subscriptionPrice, expected, why]
    [45000, 0, 45000, "special price alone"],
    [45000, 40000, 40000, "a lower subscription price overrides"],
    [45000, 45000, 45000, "an equal subscription price does not override"],
    [45000, 50000, 45000, "a higher subscription price does not override"],
    [45000, 1, 1, "the smallest positive subscription price overrides"],
    [1, 0, 1, "the smallest positive special price"],
    [0, 40000, 40000, "no special price: the subscription price"],
    [0, 0, 0, "neither: 0"],
    [-100, 0, 0, "a negative special price counts as none"],
    [-100, 300, 300, "a negative special price, a positive subscription price"],
    [0, -300, 0, "a negative subscription price counts as none"],
    [500, -300, 500, "a negative subscription price never overrides"],
  ])("special %i, subscription %i → %i (%s)", (specialPrice, subscriptionPrice, expected) => {
    expect(effectivePrice({ specialPrice, subscriptionPrice })).toBe(expected);
  });

  it("ignores the list price: 0 means the card shows the list price only", () => {
    expect(effectivePrice({ specialPrice: 0, subscriptionPrice: 0, price: 99900 } as never)).toBe(0);
  });

  it("never returns a price above the special price when one is set", () => {
    for (let sp = 1; sp <= 50; sp += 7) {
      for (let sub = -3; sub <= 60; sub += 5) {
        const e = effectivePrice({ specialPrice: sp, subscriptionPrice: sub });
        expect(e).toBeGreaterThan(0);
        expect(e).toBeLessThanOrEqual(sp);
      }
    }
  });
});

describe("hasMultiplePrice", () => {
  it.each([
    [100, 90, true],
    [100, 0, false],
    [0, 90, false],
    [0, 0, false],
    [100, 100, true],
  ])("special %i, subscription %i → %s", (specialPrice, subscriptionPrice, expected) => {
    expect(hasMultiplePrice({ specialPrice, subscriptionPrice })).toBe(expected);
  });
});

describe("purchaseLimits (spec §5)", () => {
  it.each([
    [0, 0, {}],
    [1, 0, { min: 1 }],
    [0, 5, { max: 5 }],
    [2, 5, { min: 2, max: 5 }],
  ])("min %i, max %i → %j", (minQuantityPerOrder, maxQuantityPerOrder, expected) => {
    expect(purchaseLimits({ minQuantityPerOrder, maxQuantityPerOrder })).toEqual(expected);
  });
});

describe("formatMoney (spec §5: thousands separators, two decimals kept by truncating)", () => {
  it.each([
    [0, "NT$0"],
    [100, "NT$1"],
    [5, "NT$0.05"],
    [123456, "NT$1,234.56"],
    [100000000, "NT$1,000,000"],
    [-150, "-NT$1.50"],
    [-5, "-NT$0.05"],
  ])("%i → %s", (minor, text) => {
    expect(formatMoney(minor)).toBe(text);
  });

  it("takes another currency sign", () => {
    expect(formatMoney(2500, "$")).toBe("$25");
  });
});
