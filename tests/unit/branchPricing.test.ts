import { describe, expect, it } from "vitest";
import {
  branchPrices,
  branchUnitPrice,
  customisationFor,
  customisationProblem,
  DEFAULT_PROFIT_OPTIONS,
  type ProfitOptions,
  priceBand,
  profitOptionsOf,
} from "../../functions/shared/network/branchPricing";

const opts: ProfitOptions = { types: [...DEFAULT_PROFIT_OPTIONS.types], maxUpPermille: 500, maxDownPermille: 200 };
const c = (profitType: string, profitValue: number, isDisplay = true) =>
  ({ profitType, profitValue, isDisplay }) as Parameters<typeof branchUnitPrice>[1] & object;

describe("branch price rule", () => {
  // base NT$1,000 (100000 minor units), band 80,000 … 150,000
  it.each([
    ["ORIGINAL", 0, 100000],
    ["FIXED", 120000, 120000],
    ["AMOUNT_UP", 15000, 115000],
    ["AMOUNT_DOWN", 15000, 85000],
    ["PERCENT_UP", 125, 112500],
    ["PERCENT_DOWN", 155, 84500],
    // beyond the band: clamped to it
    ["FIXED", 500, 80000],
    ["AMOUNT_UP", 90000, 150000],
    ["PERCENT_DOWN", 900, 80000],
  ])("%s %i → %i", (type, value, expected) => {
    expect(branchUnitPrice(100000, c(type, value), opts)).toBe(expected);
  });

  it("rounds percentages half up to a minor unit and the band inwards", () => {
    expect(branchUnitPrice(999, c("PERCENT_UP", 105), opts)).toBe(1104); // 1103.895
    expect(priceBand(999, opts)).toEqual({ min: 800, max: 1498 }); // 799.2 → 800, 1498.5 → 1498
  });

  it("a type the head store does not allow sells at the head store's price and may not be saved", () => {
    const only = { ...opts, types: ["ORIGINAL", "PERCENT_UP"] as ProfitOptions["types"] };
    expect(branchUnitPrice(100000, c("FIXED", 90000), only)).toBe(100000);
    expect(customisationProblem(100000, c("FIXED", 90000), only)).toBe("TYPE_NOT_ALLOWED");
    expect(customisationProblem(100000, c("PERCENT_UP", 600), only)).toBe("OUT_OF_RANGE");
    expect(customisationProblem(100000, c("PERCENT_UP", 500), only)).toBeNull();
    expect(customisationProblem(100000, c("ORIGINAL", 0), only)).toBeNull();
  });

  it("starts from the effective price and gives one price for every plan", () => {
    const p = { price: 150000, specialPrice: 100000, subscriptionPrice: 90000 };
    expect(branchPrices(p, c("AMOUNT_UP", 10000), opts)).toEqual({
      price: 100000,
      specialPrice: 0,
      subscriptionPrice: 0,
    });
    expect(branchPrices(p, c("ORIGINAL", 0), opts)).toBe(p);
    expect(branchPrices(p, null, opts)).toBe(p);
  });

  it("the product's own choice wins over its categories'", () => {
    const own = c("FIXED", 1);
    const cat = c("AMOUNT_UP", 2);
    expect(customisationFor(own, [undefined, cat])).toBe(own);
    expect(customisationFor(undefined, [undefined, cat])).toBe(cat);
    expect(customisationFor(undefined, [])).toBeNull();
  });

  it("reads stored options with defaults and keeps ORIGINAL", () => {
    expect(profitOptionsOf(null)).toEqual(DEFAULT_PROFIT_OPTIONS);
    expect(profitOptionsOf({ profitOptions: { types: ["FIXED"], maxUpPermille: 100, maxDownPermille: -1 } })).toEqual({
      types: ["ORIGINAL", "FIXED"],
      maxUpPermille: 100,
      maxDownPermille: 200,
    });
  });

  // The worked example of docs/decisions/branch-catalogue.md.
  it("worked example", () => {
    const o = profitOptionsOf({
      profitOptions: { types: ["PERCENT_UP", "AMOUNT_DOWN"], maxUpPermille: 300, maxDownPermille: 100 },
    });
    const tea = { price: 60000, specialPrice: 48000, subscriptionPrice: 0 };
    expect(branchPrices(tea, c("PERCENT_UP", 250), o).price).toBe(60000);
    expect(branchPrices(tea, c("AMOUNT_DOWN", 6000), o).price).toBe(43200);
    expect(customisationProblem(48000, c("AMOUNT_DOWN", 6000), o)).toBe("OUT_OF_RANGE");
    expect(branchPrices(tea, c("FIXED", 50000), o)).toBe(tea);
  });
});
