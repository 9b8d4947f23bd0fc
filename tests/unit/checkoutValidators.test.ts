import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  addressIssues,
  carrierCodeRule,
  companyTaxNumberRule,
  cvsReceiverInput,
  homeReceiverInput,
  invoiceChoiceInput,
  isCarrierCode,
  isCompanyTaxNumber,
  isNationalId,
  isPickupName,
  isTwMobile,
  nationalIdRule,
  pickupNameRule,
  twMobileRule,
} from "../../functions/shared/commerce/checkoutValidators";

function issue(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? "?");
}
function issuesOf(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

describe("mobile phone: 09 and 8 digits", () => {
  it.each(["0912345678", "0987654321", " 0912345678 "])("accepts %j", (v) => {
    expect(issue(twMobileRule, v)).toBeNull();
  });
  it.each(["", "0812345678", "091234567", "09123456789", "+886912345678", "09-1234-5678", "09abcdefgh"])(
    "rejects %j",
    (v) => {
      expect(issue(twMobileRule, v)).toBe(v === "" ? "validation.twPhone" : "validation.twPhone");
      expect(isTwMobile(v)).toBe(false);
    },
  );
});

describe("pickup name: ≤5 Chinese or ≤10 English letters, no special characters", () => {
  it.each(["王", "王小明", "歐陽小明明", "Amy", "Jo", "Maryjaneok"])("accepts %j", (v) => {
    expect(isPickupName(v)).toBe(true);
    expect(issue(pickupNameRule, v)).toBeNull();
  });
  it.each([
    ["歐陽小明明明", "validation.pickupName"],
    ["Maryjaneokk", "validation.pickupName"],
    ["Mary Jane", "validation.pickupName"],
    ["王小明A", "validation.pickupName"],
    ["王_明", "validation.pickupName"],
    ["Amy!", "validation.pickupName"],
    ["王2", "validation.pickupName"],
    ["", "validation.required"],
  ])("rejects %j", (v, message) => {
    expect(issue(pickupNameRule, v)).toBe(message);
  });
});

describe("national ID: letter + 9 digits, official checksum mod 10", () => {
  it.each(["A123456789", "B200000004", "Z198765436", "I188888889", "O222222220", "W111111113", "F299999996"])(
    "accepts %s",
    (v) => {
      expect(isNationalId(v)).toBe(true);
      expect(issue(nationalIdRule, v)).toBeNull();
    },
  );
  it("accepts the new resident certificate numbers (second digit 8 or 9, same checksum)", () => {
    expect(isNationalId("A812345671")).toBe(true);
    expect(isNationalId("C900000018")).toBe(true);
  });
  it("lower case is read as upper case", () => {
    expect(nationalIdRule.parse("a123456789")).toBe("A123456789");
  });
  it.each([
    "A123456788", // last digit off by one: checksum 129
    "A123456780",
    "B123456789", // same digits, other letter: the letter code changes the sum
    "A223456789", // sex digit changed without fixing the check digit
    "A323456789", // second digit must be 1, 2, 8 or 9
    "1123456789",
    "A12345678",
    "A1234567890",
    "AB23456789",
    "",
  ])("rejects %j", (v) => {
    expect(isNationalId(v)).toBe(false);
    expect(issue(nationalIdRule, v)).toBe("validation.nationalId");
  });
});

describe("company tax number (UBN): 8 digits plus the Ministry of Finance checksum", () => {
  it.each([
    "04595257", // sum 40
    "22099131", // sum 30
    "53212539",
    "12345665", // sum 35: valid only under the 2023 divisible-by-5 rule
    "10458575", // 7th digit 7, sum 30 with 28 → 10
    "12345675", // 7th digit 7, sum 39: valid only because 28 may count as 1 (39 + 1 = 40)
  ])("accepts %s", (v) => {
    expect(isCompanyTaxNumber(v)).toBe(true);
    expect(issue(companyTaxNumberRule, v)).toBeNull();
  });
  it.each([
    "12345678", // sum 42
    "11111111", // sum 14
    "12345685", // sum 34: sum + 1 would pass, but only a 7th digit 7 allows that
    "12345674", // 7th digit 7, sums 38 / 39: neither divisible
  ])("rejects the bad checksum of %s", (v) => {
    expect(isCompanyTaxNumber(v)).toBe(false);
    expect(issue(companyTaxNumberRule, v)).toBe("validation.companyTaxNumberChecksum");
  });
  it.each(["1234567", "123456789", "1234567a", "", "04-595257"])("rejects the format of %j", (v) => {
    expect(issue(companyTaxNumberRule, v)).toBe("validation.companyTaxNumber");
  });
});

describe("carrier code: optional, '/' then 7 of 0-9 A-Z + - .", () => {
  it.each(["", "/ABC1234", "/A+B-C.9", "/0000000", "/abc1234"])("accepts %j", (v) => {
    expect(issue(carrierCodeRule, v)).toBeNull();
  });
  it("upper-cases what was typed", () => {
    expect(carrierCodeRule.parse("/abc1234")).toBe("/ABC1234");
  });
  it.each(["ABC1234", "/ABC123", "/ABC12345", "/ABC 123", "/ABC_123", "//ABC123"])("rejects %j", (v) => {
    expect(isCarrierCode(v)).toBe(false);
    expect(issue(carrierCodeRule, v)).toBe("validation.carrierCode");
  });
});

describe("city / district / postal code consistency", () => {
  it("passes a real triple and derives the postal code", () => {
    expect(addressIssues({ city: "臺北市", district: "中正區", postalCode: "100" })).toEqual([]);
    expect(addressIssues({ city: "臺北市", district: "中正區" })).toEqual([]);
  });
  it("names the field that is wrong", () => {
    expect(addressIssues({})).toEqual([{ path: "city", message: "validation.required" }]);
    expect(addressIssues({ city: "東京都", district: "中正區" })).toEqual([
      { path: "city", message: "validation.city" },
    ]);
    expect(addressIssues({ city: "臺北市" })).toEqual([{ path: "district", message: "validation.required" }]);
    expect(addressIssues({ city: "臺北市", district: "板橋區" })).toEqual([
      { path: "district", message: "validation.district" },
    ]);
    expect(addressIssues({ city: "臺北市", district: "中正區", postalCode: "202" })).toEqual([
      { path: "postalCode", message: "validation.postalCode" },
    ]);
  });
});

describe("receiver schemas", () => {
  const home = {
    name: "王小明",
    phone: "0912345678",
    city: "台北市",
    district: "大安區",
    address: "復興南路一段 1 號",
  };
  it("HOME: official city name, postal code filled from the district, empty email dropped", () => {
    expect(homeReceiverInput.parse({ ...home, email: "" })).toEqual({
      ...home,
      city: "臺北市",
      postalCode: "106",
      email: undefined,
    });
  });
  it("HOME: field issues for a bad phone, a district of another city, unknown keys", () => {
    expect(issuesOf(homeReceiverInput, { ...home, phone: "12345" })).toEqual([
      { path: "phone", message: "validation.twPhone" },
    ]);
    expect(issuesOf(homeReceiverInput, { ...home, district: "板橋區" })).toEqual([
      { path: "district", message: "validation.district" },
    ]);
    expect(issuesOf(homeReceiverInput, { ...home, postalCode: "100" })).toEqual([
      { path: "postalCode", message: "validation.postalCode" },
    ]);
    expect(issuesOf(homeReceiverInput, { ...home, address: "" })[0]?.path).toBe("address");
    expect(issuesOf(homeReceiverInput, { ...home, hack: 1 })[0]?.message).toMatch(/unrecognized|hack/i);
  });
  it("CVS: the pickup name rule and a chosen store", () => {
    const cvs = {
      name: "王小明",
      phone: "0912345678",
      cvs: { chain: "UNIMART", storeId: "131386", storeName: "建盛門市", address: "台北市中正區" },
    };
    expect(cvsReceiverInput.parse(cvs)).toEqual(cvs);
    expect(issuesOf(cvsReceiverInput, { ...cvs, name: "Mia Member" })).toEqual([
      { path: "name", message: "validation.pickupName" },
    ]);
    expect(issuesOf(cvsReceiverInput, { ...cvs, cvs: { ...cvs.cvs, chain: "OK_MART" } })[0]).toEqual({
      path: "cvs.chain",
      message: "validation.cvsChain",
    });
  });
});

describe("invoice choice", () => {
  it("accepts each type with its own field", () => {
    expect(invoiceChoiceInput.parse({ type: "PERSONAL" })).toEqual({ type: "PERSONAL" });
    expect(invoiceChoiceInput.parse({ type: "MOBILE_CARRIER", carrierCode: "/abc1234" })).toEqual({
      type: "MOBILE_CARRIER",
      carrierCode: "/ABC1234",
    });
    expect(
      invoiceChoiceInput.parse({ type: "COMPANY", companyTaxNumber: "04595257", companyTitle: "某某股份有限公司" }),
    ).toMatchObject({ companyTaxNumber: "04595257" });
    expect(invoiceChoiceInput.parse({ type: "DONATION", donationCode: "919" })).toEqual({
      type: "DONATION",
      donationCode: "919",
    });
  });
  it("rejects a missing carrier, a bad UBN, a bad donation code, an unknown type", () => {
    expect(issuesOf(invoiceChoiceInput, { type: "MOBILE_CARRIER", carrierCode: "" })[0]?.path).toBe("carrierCode");
    expect(issuesOf(invoiceChoiceInput, { type: "COMPANY", companyTaxNumber: "12345678", companyTitle: "X" })).toEqual([
      { path: "companyTaxNumber", message: "validation.companyTaxNumberChecksum" },
    ]);
    expect(issuesOf(invoiceChoiceInput, { type: "DONATION", donationCode: "12" })[0]?.message).toBe(
      "validation.donationCode",
    );
    expect(issuesOf(invoiceChoiceInput, { type: "PAPER" })[0]?.message).toBe("validation.invoiceType");
  });
});
