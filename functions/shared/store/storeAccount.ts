import { z } from "zod";
import type { StoreType } from "../constants";

// The store's account with the platform, as rules the page and the API share: the plans and their
// prices (platform config, minor units, 5% Taiwan VAT included), the bill arithmetic, and the
// default-domain name rule (spec back-office §5). Worked example: docs/decisions/store-account.md.

export const PAYMENT_PLANS = ["MONTHLY", "YEARLY"] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

export type PlatformPlan = {
  code: string;
  /** Tax-included price per cycle, minor units (NT$1 = 100). */
  price: Record<PaymentPlan, number>;
  /** Store types that may choose the plan. */
  storeTypes: readonly StoreType[];
};

/** The platform's price list. A yearly cycle costs ten months. */
export const PLATFORM_PLANS: readonly PlatformPlan[] = [
  { code: "BASIC", price: { MONTHLY: 59_900, YEARLY: 599_000 }, storeTypes: ["NORMAL"] },
  { code: "PRO", price: { MONTHLY: 129_900, YEARLY: 1_299_000 }, storeTypes: ["NORMAL"] },
  { code: "MULTILEVEL", price: { MONTHLY: 399_900, YEARLY: 3_999_000 }, storeTypes: ["HEAD_STORE_MULTILEVEL"] },
  { code: "BRANCH", price: { MONTHLY: 29_900, YEARLY: 299_000 }, storeTypes: ["BRANCH_MULTILEVEL_PAY_BY_SELF"] },
];

/** A store without a paid period is on trial this many days from its creation. */
export const TRIAL_DAYS = 14;
/** Taiwan VAT, included in every price. */
export const VAT_PERCENT = 5;

export const plansFor = (type: string): PlatformPlan[] =>
  PLATFORM_PLANS.filter((p) => (p.storeTypes as readonly string[]).includes(type));

export const planNamed = (code: string, type: string): PlatformPlan | undefined =>
  plansFor(type).find((p) => p.code === code);

/**
 * Splits a tax-included total. The tax is a whole New Taiwan dollar, as on a Taiwan uniform
 * invoice: round(total × 5 / 105) in dollars; the rest is the amount before tax.
 */
export function splitVat(total: number): { subtotal: number; tax: number; total: number } {
  const tax = Math.round(((total / 100) * VAT_PERCENT) / (100 + VAT_PERCENT)) * 100;
  return { subtotal: total - tax, tax, total };
}

/** yyyy-MM-dd plus one cycle; a day the month lacks clamps to its last day (Jan 31 → Feb 28). */
export function addCycle(date: string, plan: PaymentPlan): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const months = plan === "YEARLY" ? 12 : 1;
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** Branches paid by their head store have no account of their own (spec §2.3). */
export const hasOwnAccount = (type: string) => type !== "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE";

/** Names the platform keeps for itself; a store may not take them as its default domain. */
export const RESERVED_DOMAIN_NAMES: ReadonlySet<string> = new Set([
  "admin",
  "api",
  "app",
  "assets",
  "blog",
  "cdn",
  "dev",
  "docs",
  "ftp",
  "help",
  "img",
  "localhost",
  "mail",
  "media",
  "operator",
  "smtp",
  "static",
  "staging",
  "status",
  "storefleet",
  "support",
  "test",
  "www",
]);

export const DOMAIN_NAME_MIN = 3;
export const DOMAIN_NAME_MAX = 30;

/** Spec §5 domainName: lowercase a-z and digits only. */
export const domainNameRule = z
  .string()
  .trim()
  .min(DOMAIN_NAME_MIN, "validation.domainNameLength")
  .max(DOMAIN_NAME_MAX, "validation.domainNameLength")
  .regex(/^[a-z0-9]+$/, "validation.domainName");
