import { z } from "zod";
import { districtsOf, isTwCity, officialCityName, postalCodeOf } from "../taiwan";
import { emailRule, nameRule, twPhoneRule } from "../validators";
import { CVS_CHAINS } from "./commerce";

// Spec §5 checkout form rules (receiver, pickup, invoice), isomorphic: the checkout page, the
// address book and the API all parse with these schemas, and the plain predicates serve forms that
// validate field by field. Messages are i18n keys (app/i18n/areas/address.ts).

// ---- plain predicates -----------------------------------------------------------------------------

const CHINESE = /^[\u3400-\u9fff\uf900-\ufaff]+$/;
const LETTERS = /^[A-Za-z]+$/;

/** Spec §5 mobile phone: 09 then 8 digits. */
export const isTwMobile = (v: string): boolean => /^09\d{8}$/.test(v);

/**
 * Spec §5 pickup name (the name the convenience store checks at pickup): at most 5 Chinese
 * characters or at most 10 English letters, nothing else (no spaces, digits or symbols, and not
 * mixed), as the logistics providers print it on the parcel.
 */
export const isPickupName = (v: string): boolean =>
  (CHINESE.test(v) && v.length <= 5) || (LETTERS.test(v) && v.length <= 10);

// Official letter codes of the national ID's first character (the area the ID was issued in):
// A=10 … H=17, then J=18 … V=29, with I, O, W, X, Y, Z placed out of order (34, 35, 32, 30, 31, 33).
const ID_LETTER: Record<string, number> = {
  A: 10,
  B: 11,
  C: 12,
  D: 13,
  E: 14,
  F: 15,
  G: 16,
  H: 17,
  I: 34,
  J: 18,
  K: 19,
  L: 20,
  M: 21,
  N: 22,
  O: 35,
  P: 23,
  Q: 24,
  R: 25,
  S: 26,
  T: 27,
  U: 28,
  V: 29,
  W: 32,
  X: 30,
  Y: 31,
  Z: 33,
};

/**
 * Spec §5 national ID: a letter and 9 digits whose checksum is 0 mod 10. The official algorithm:
 * the letter becomes its two-digit code; the tens digit weighs 1, the units digit 9, the next eight
 * digits 8, 7, 6, 5, 4, 3, 2, 1 and the last (check) digit 1; the weighted sum must end in 0.
 * The second character is 1 or 2 (sex) on a national ID and 8 or 9 on the resident certificates
 * issued since 2021, which use the same checksum; other digits are not issued.
 */
export function isNationalId(raw: string): boolean {
  const v = raw.toUpperCase();
  if (!/^[A-Z][1289]\d{8}$/.test(v)) return false;
  const code = ID_LETTER[v[0] as string] as number;
  let sum = Math.floor(code / 10) + (code % 10) * 9;
  for (let i = 1; i <= 8; i++) sum += Number(v[i]) * (9 - i);
  sum += Number(v[9]);
  return sum % 10 === 0;
}

/**
 * Company tax number (統一編號, UBN): the spec asks for exactly 8 digits; on top of that this checks
 * the Ministry of Finance checksum, so a typo is caught before an invoice is issued:
 * - multiply the digits by the weights 1, 2, 1, 2, 1, 2, 4, 1 and add the DIGITS of each product
 *   (e.g. 9 × 2 = 18 counts 1 + 8);
 * - the number is valid when that sum is divisible by 5 (the 2023 rule; it was 10 before, and every
 *   number valid under the old rule is valid under the new one);
 * - when the 7th digit is 7, its product 28 gives 2 + 8 = 10, which may count as 1 (1 + 0) or 0:
 *   the number is valid when either the sum or the sum + 1 is divisible.
 */
export function isCompanyTaxNumber(v: string): boolean {
  if (!/^\d{8}$/.test(v)) return false;
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const p = Number(v[i]) * (weights[i] as number);
    sum += Math.floor(p / 10) + (p % 10);
  }
  // 7th digit 7: the loop counted 28 as 2 + 8 = 10; the official rule also allows 1 + 0 = 1 or 0.
  if (v[6] === "7") return sum % 5 === 0 || (sum + 1) % 5 === 0;
  return sum % 5 === 0;
}

/** Spec §5 carrier code (mobile barcode, 手機條碼): "/" then 7 of 0-9, A-Z, +, -, . */
export const isCarrierCode = (v: string): boolean => /^\/[0-9A-Z+\-.]{7}$/.test(v);

/** Citizen digital certificate carrier (自然人憑證): 2 capital letters then 14 digits. */
export const isCertificateCarrier = (v: string): boolean => /^[A-Z]{2}\d{14}$/.test(v);

/** Donation code (愛心碼) of a registered charity: 3 to 7 digits. */
export const isDonationCode = (v: string): boolean => /^\d{3,7}$/.test(v);

export type AddressParts = { city?: string; district?: string; postalCode?: string };

/**
 * City → district → postal code consistency against the Taiwan address data, as field issues.
 * A postal code is optional (it is derived from the district); when given it must match.
 */
export function addressIssues(a: AddressParts): { path: "city" | "district" | "postalCode"; message: string }[] {
  if (!a.city) return [{ path: "city", message: "validation.required" }];
  if (!isTwCity(a.city)) return [{ path: "city", message: "validation.city" }];
  if (!a.district) return [{ path: "district", message: "validation.required" }];
  const code = postalCodeOf(a.city, a.district);
  if (code === null) return [{ path: "district", message: "validation.district" }];
  if (a.postalCode && a.postalCode !== code) return [{ path: "postalCode", message: "validation.postalCode" }];
  return [];
}

// ---- zod rules ------------------------------------------------------------------------------------

const text = (max: number) => z.string({ error: "validation.required" }).trim().max(max, "validation.tooLong");
const required = (max: number) => text(max).min(1, "validation.required");

export const twMobileRule = z.string({ error: "validation.required" }).trim().pipe(twPhoneRule);

export const pickupNameRule = required(64).refine(isPickupName, "validation.pickupName");

export const nationalIdRule = z
  .string({ error: "validation.required" })
  .trim()
  .toUpperCase()
  .refine(isNationalId, "validation.nationalId");

export const companyTaxNumberRule = z
  .string({ error: "validation.required" })
  .trim()
  .regex(/^\d{8}$/, "validation.companyTaxNumber")
  .refine(isCompanyTaxNumber, "validation.companyTaxNumberChecksum");

/** Optional: empty means none; otherwise the spec's format (upper-cased first, as scanners print it). */
export const carrierCodeRule = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === "" || isCarrierCode(v), "validation.carrierCode");

export const donationCodeRule = z
  .string({ error: "validation.required" })
  .trim()
  .refine(isDonationCode, "validation.donationCode");

/** A county/city name, 台 accepted for 臺. */
export const cityRule = required(10).transform(officialCityName).refine(isTwCity, "validation.city");

const optionalEmail = z.union([emailRule, z.literal("").transform(() => undefined)]).optional();

/** Home delivery receiver (ReceiverJson without cvs): the postal code is filled from the district. */
export const homeReceiverInput = z
  .strictObject({
    name: nameRule,
    phone: twMobileRule,
    email: optionalEmail,
    city: required(10).transform(officialCityName),
    district: required(10),
    postalCode: z.string().trim().max(6, "validation.postalCode").optional(),
    address: required(120),
  })
  .superRefine((v, ctx) => {
    for (const issue of addressIssues(v)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  })
  .transform((v) => ({ ...v, postalCode: postalCodeOf(v.city, v.district) ?? "" }));

export const cvsStoreInput = z.strictObject({
  chain: z.enum(CVS_CHAINS, { error: "validation.cvsChain" }),
  storeId: required(20).regex(/^[0-9A-Za-z]+$/, "validation.cvsStore"),
  storeName: required(60),
  address: required(120),
});

/** Convenience-store pickup receiver: the pickup name rule applies, the store comes from the map. */
export const cvsReceiverInput = z.strictObject({
  name: pickupNameRule,
  phone: twMobileRule,
  email: optionalEmail,
  cvs: cvsStoreInput,
});

export type HomeReceiver = z.output<typeof homeReceiverInput>;
export type CvsReceiver = z.output<typeof cvsReceiverInput>;

/** The receiver schema of an address-book / checkout type. */
export const receiverInputOf = (type: "HOME" | "CVS") => (type === "HOME" ? homeReceiverInput : cvsReceiverInput);

export const INVOICE_TYPES = ["PERSONAL", "MOBILE_CARRIER", "CERTIFICATE_CARRIER", "COMPANY", "DONATION"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** The shopper's invoice choice at checkout (InvoiceJson), by type. */
export const invoiceChoiceInput = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("PERSONAL") }),
    z.strictObject({
      type: z.literal("MOBILE_CARRIER"),
      carrierCode: carrierCodeRule.refine((v) => v !== "", "validation.required"),
    }),
    z.strictObject({
      type: z.literal("CERTIFICATE_CARRIER"),
      carrierCode: z.string().trim().toUpperCase().refine(isCertificateCarrier, "validation.certificateCarrier"),
    }),
    z.strictObject({ type: z.literal("COMPANY"), companyTaxNumber: companyTaxNumberRule, companyTitle: required(60) }),
    z.strictObject({ type: z.literal("DONATION"), donationCode: donationCodeRule }),
  ],
  { error: "validation.invoiceType" },
);
export type InvoiceChoice = z.output<typeof invoiceChoiceInput>;

/** The districts a city select offers, re-exported so forms need one import. */
export { districtsOf };
