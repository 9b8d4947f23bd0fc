import { describe, expect, it } from "vitest";
import { discountIdiom } from "../../app/routes/admin/promotions/discount";

// A percent-off tier in each language's idiom, stored one way (tenths of the price paid).

describe("percent off per language", () => {
  const zh = discountIdiom("zh-TW");
  const en = discountIdiom("en");

  it("reads 9 折 and 10 % off as the same stored tier", () => {
    expect(zh.parse("9")).toBe(90);
    expect(en.parse("10")).toBe(90);
    expect(en.parse("10%")).toBe(90);
    expect(zh.parse("8.5")).toBe(85);
    expect(en.parse("15")).toBe(85);
  });

  it("shows a stored tier back in each idiom", () => {
    expect(zh.show(90)).toBe("9");
    expect(en.show(90)).toBe("10");
    expect(zh.show(85)).toBe("8.5");
    expect(en.show(85)).toBe("15");
    for (let tenths = 1; tenths <= 99; tenths++) {
      expect(zh.parse(zh.show(tenths))).toBe(tenths);
      expect(en.parse(en.show(tenths))).toBe(tenths);
    }
  });

  it("refuses what is not a discount in the idiom", () => {
    for (const bad of ["", "0", "100", "12.5", "-5", "abc"]) expect(en.parse(bad), bad).toBeNull();
    for (const bad of ["", "0", "10", "85", "8.55"]) expect(zh.parse(bad), bad).toBeNull();
  });
});
