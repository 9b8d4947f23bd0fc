import { z } from "zod";

// Spec storefront §5 card rule, one copy for the card form in the browser and the server action /
// API: number 15–19 digits passing Luhn, expiry not in the past, security code 3 digits (4 for
// American Express). Messages are i18n keys like the other validators.

export const CARD_BRANDS = ["VISA", "MASTERCARD", "JCB", "AMEX", "UNIONPAY", "OTHER"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Digits only: people type spaces and dashes in card numbers. */
export const cardDigits = (v: string) => v.replace(/[\s-]/g, "");

export function luhnOk(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand by the number's leading digits (IIN ranges of the card schemes taken in Taiwan). */
export function cardBrandOf(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return "AMEX";
  if (/^4/.test(digits)) return "VISA";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "MASTERCARD";
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return "JCB";
  if (/^62/.test(digits)) return "UNIONPAY";
  return "OTHER";
}

/** MM/YY (or MM/YYYY) → month and four-digit year, or null. */
export function parseExpiry(v: string): { month: number; year: number } | null {
  const m = /^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/.exec(v);
  if (!m) return null;
  const year = m[2]?.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return { month: Number(m[1]), year };
}

/** A card is good through the last day of its expiry month. */
export function expiryInFuture(e: { month: number; year: number }, now = new Date()): boolean {
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  return e.year > y || (e.year === y && e.month >= mo);
}

export const CARD_HOLDER_MAX = 50;

/** The raw card of the test provider's form (TapPay's hosted fields keep it off our servers). */
export const cardInput = z
  .strictObject({
    holder: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .max(CARD_HOLDER_MAX, "validation.tooLong"),
    number: z
      .string({ error: "validation.required" })
      .transform(cardDigits)
      .pipe(
        z
          .string()
          .min(1, "validation.required")
          .regex(/^\d{15,19}$/, "validation.cardNumber")
          .refine(luhnOk, "validation.cardNumber"),
      ),
    expiry: z
      .string({ error: "validation.required" })
      .min(1, "validation.required")
      .refine((v) => parseExpiry(v) !== null, "validation.cardExpiry")
      .refine((v) => {
        const e = parseExpiry(v);
        return e === null || expiryInFuture(e);
      }, "validation.cardExpired"),
    cvc: z.string({ error: "validation.required" }).trim().min(1, "validation.required"),
    isDefault: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const want = cardBrandOf(v.number) === "AMEX" ? 4 : 3;
    if (!new RegExp(`^\\d{${want}}$`).test(v.cvc)) {
      ctx.addIssue({
        code: "custom",
        path: ["cvc"],
        message: want === 4 ? "validation.cardCvcAmex" : "validation.cardCvc",
      });
    }
  });
export type CardInput = z.output<typeof cardInput>;

/** TapPay's hosted fields answer a one-time prime; only that reaches the server. */
export const cardPrimeInput = z.strictObject({
  prime: z.string().trim().min(1, "validation.required").max(200),
  holder: z.string().trim().max(CARD_HOLDER_MAX, "validation.tooLong").optional(),
  isDefault: z.boolean().optional(),
});
export type CardPrimeInput = z.output<typeof cardPrimeInput>;

export const MAX_SAVED_CARDS = 10;

/** What the member area shows of a saved card (never the provider's token). */
export type SavedCardView = {
  id: number;
  provider: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
  isDefault: boolean;
  createdAt: string;
};
