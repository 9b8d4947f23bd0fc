import { describe, expect, it } from "vitest";
import {
  builtInShippingName,
  invoiceDisplayName,
  shippingDisplayName,
} from "../../functions/shared/commerce/methodNames";

// The one display-name rule of shipping and invoice methods (issue 11).

describe("shippingDisplayName", () => {
  const cases: [string, { code: string; name?: string | null; nameEn?: string | null }, "zh-TW" | "en", string][] = [
    ["English name wins on English pages", { code: "HOME", name: "專人宅配", nameEn: "Courier" }, "en", "Courier"],
    [
      "the store's name on Chinese pages, English filled or not",
      { code: "HOME", name: "專人宅配", nameEn: "Courier" },
      "zh-TW",
      "專人宅配",
    ],
    ["an untouched default is translated", { code: "SEVEN_ELEVEN_C2C", name: "7-11 取貨" }, "en", "7-Eleven pickup"],
    [
      "an admin-prefilled label is translated",
      { code: "FAMILY_MART_C2C", name: "全家取貨（店到店）" },
      "en",
      "FamilyMart pickup",
    ],
    ["an English default on a Chinese page", { code: "HOME", name: "Home delivery" }, "zh-TW", "宅配"],
    [
      "a Chinese page keeps a prefilled Chinese label",
      { code: "FAMILY_MART_C2C", name: "全家取貨（店到店）" },
      "zh-TW",
      "全家取貨（店到店）",
    ],
    ["an entered name without English stays as entered", { code: "HOME", name: "冷凍宅配" }, "en", "冷凍宅配"],
    ["blank English name is no English name", { code: "HOME", name: "宅配", nameEn: "  " }, "en", "Home delivery"],
    ["a deleted method falls back to its code", { code: "HCT", name: null }, "en", "HCT Logistics"],
    ["an unknown code never shows raw", { code: "SOMETHING", name: null }, "en", "Other delivery"],
  ];
  it.each(cases)("%s", (_why, m, locale, want) => {
    expect(shippingDisplayName(m, locale)).toBe(want);
  });

  it("has a built-in name in both languages for every code", () => {
    for (const code of [
      "HOME",
      "CONVENIENCE_STORE",
      "MANUAL",
      "SEVEN_ELEVEN_C2C",
      "SEVEN_ELEVEN_B2C",
      "FAMILY_MART_C2C",
      "FAMILY_MART_B2C",
      "HI_LIFE_C2C",
      "HI_LIFE_B2C",
      "BLACK_CAT",
      "HCT",
    ]) {
      expect(builtInShippingName(code, "en")).not.toMatch(/[\u3400-\u9fff]/);
      expect(builtInShippingName(code, "zh-TW")).toMatch(/[\u3400-\u9fff]/);
    }
  });
});

describe("invoiceDisplayName", () => {
  it("translates defaults, keeps entered names, prefers nameEn", () => {
    expect(invoiceDisplayName({ type: "DONATION", name: "捐贈發票" }, "en")).toBe("Donate the invoice");
    expect(invoiceDisplayName({ type: "COMPANY", name: "公司戶發票（統一編號）" }, "en")).toBe(
      "Company invoice (tax number)",
    );
    expect(invoiceDisplayName({ type: "COMPANY", name: "開立統編", nameEn: "VAT receipt" }, "en")).toBe("VAT receipt");
    expect(invoiceDisplayName({ type: "COMPANY", name: "開立統編", nameEn: "VAT receipt" }, "zh-TW")).toBe("開立統編");
    expect(invoiceDisplayName({ type: "PERSONAL", name: null }, "zh-TW")).toBe("電子發票（會員載具）");
  });
});
