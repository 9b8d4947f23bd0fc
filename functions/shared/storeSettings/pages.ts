import { z } from "zod";

// The settings pages of issue 12 (system, calendar, product, subscription, test mode): one zod
// schema each, shared by the admin forms and the API, and one reader each that fills the defaults
// in key by key, so a store row written before a setting existed still reads a whole object.
// Isomorphic: the browser forms import the same schemas and defaults.

const bool = z.boolean({ error: "validation.boolean" });
const int = (min: number, max: number) =>
  z
    .number({ error: "validation.integer" })
    .int("validation.integer")
    .min(min, "validation.min")
    .max(max, "validation.max");
const unique = (xs: readonly unknown[]) => new Set(xs).size === xs.length;
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Reads one stored JSON setting: every key that does not parse falls back to its default alone. */
function readWith<T extends Record<string, unknown>>(shape: z.ZodObject, defaults: T, raw: unknown): T {
  const out: Record<string, unknown> = { ...defaults };
  const stored = obj(raw);
  for (const key of Object.keys(defaults)) {
    const field = shape.shape[key] as z.ZodType | undefined;
    const got = field?.safeParse(stored[key]);
    if (got?.success) out[key] = got.data;
  }
  return out as T;
}

// ---- setting-system ---------------------------------------------------------------------------

export const LOCALES = ["zh-TW", "en"] as const;

export const settingSystemInput = z.strictObject({
  /** The storefront shows the maintenance screen; the back office stays open. */
  isMaintenance: bool,
  /** Language of a visitor who has not picked one with the language switch. */
  defaultLocale: z.enum(LOCALES, { error: "validation.oneOf" }),
  /** Stock at or below this counts as low: admin stock warning and the product page's "only N left". */
  lowStockThreshold: int(0, 9999),
});
export type SettingSystem = z.output<typeof settingSystemInput>;
export const DEFAULT_SETTING_SYSTEM: SettingSystem = {
  isMaintenance: false,
  defaultLocale: "zh-TW",
  lowStockThreshold: 5,
};
export const settingSystemOf = (raw: unknown) => readWith(settingSystemInput, DEFAULT_SETTING_SYSTEM, raw);

// ---- setting-calendar -------------------------------------------------------------------------

export const MAX_HOLIDAYS = 200;
const isoDate = z
  .string({ error: "validation.date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date")
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    "validation.date",
  );

export const holidayInput = z.strictObject({
  date: isoDate,
  name: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(40, "validation.max"),
});

export const settingCalendarInput = z.strictObject({
  /** Weekdays that ship, 0 = Sunday … 6 = Saturday (Asia/Taipei). */
  shipWeekdays: z.array(int(0, 6)).max(7, "validation.tooMany").refine(unique, "validation.duplicate"),
  /** Orders placed after this time of a shipping day (Asia/Taipei) count from the next one. */
  cutoffTime: z.string({ error: "validation.required" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time"),
  /** Shipping days needed to prepare an order (0: ships the day it is received). */
  handlingDays: int(0, 30),
  holidays: z
    .array(holidayInput)
    .max(MAX_HOLIDAYS, "validation.tooMany")
    .refine((hs) => unique(hs.map((h) => h.date)), "validation.duplicate"),
});
export type SettingCalendar = z.output<typeof settingCalendarInput>;
export type Holiday = z.output<typeof holidayInput>;
export const DEFAULT_SETTING_CALENDAR: SettingCalendar = {
  shipWeekdays: [1, 2, 3, 4, 5],
  cutoffTime: "15:00",
  handlingDays: 1,
  holidays: [],
};
export const settingCalendarOf = (raw: unknown) => readWith(settingCalendarInput, DEFAULT_SETTING_CALENDAR, raw);

// ---- store-product-setting --------------------------------------------------------------------

/** "auto": each list's own default (newest first on new arrivals, the owner's order elsewhere). */
export const PRODUCT_SORTS = ["auto", "recommended", "newest", "priceAsc", "priceDesc"] as const;

export const settingProductInput = z.strictObject({
  /** Order of category and all-product lists before the shopper picks one. */
  defaultSort: z.enum(PRODUCT_SORTS, { error: "validation.oneOf" }),
  /** The product page says "only N left" at or below the system's low-stock threshold. */
  showLowStock: bool,
  /** The product page and checkout show "ships by <date>" from the calendar. */
  showDeliveryEstimate: bool,
});
export type SettingProduct = z.output<typeof settingProductInput>;
export const DEFAULT_SETTING_PRODUCT: SettingProduct = {
  defaultSort: "auto",
  showLowStock: false,
  showDeliveryEstimate: true,
};
export const settingProductOf = (raw: unknown) => readWith(settingProductInput, DEFAULT_SETTING_PRODUCT, raw);

// ---- subscription-setting ---------------------------------------------------------------------

export const settingSubscriptionInput = z.strictObject({
  /** Cycles (months) the store sells; empty: whatever each product offers. */
  allowedCycles: z.array(int(1, 60)).max(24, "validation.tooMany").refine(unique, "validation.duplicate"),
  memberCanPause: bool,
  memberCanCancel: bool,
});
export type SettingSubscription = z.output<typeof settingSubscriptionInput>;
export const DEFAULT_SETTING_SUBSCRIPTION: SettingSubscription = {
  allowedCycles: [],
  memberCanPause: true,
  memberCanCancel: true,
};
export const settingSubscriptionOf = (raw: unknown) =>
  readWith(settingSubscriptionInput, DEFAULT_SETTING_SUBSCRIPTION, raw);

/** A cycle the store sells: the product offers it and the store's list (if any) has it. */
export const cycleAllowed = (s: SettingSubscription, cycle: number) =>
  s.allowedCycles.length === 0 || s.allowedCycles.includes(cycle);

// ---- setting-test-mode ------------------------------------------------------------------------

/** Longest test-mode window an owner may open at once. */
export const MAX_TEST_MODE_DAYS = 30;

/** `testModeTime`: the end of the window (UTC ISO), or null to end test mode now. */
export const settingTestModeInput = z.strictObject({
  testModeTime: z
    .string({ error: "validation.datetime" })
    .refine((s) => !Number.isNaN(Date.parse(s)), "validation.datetime")
    .nullable(),
});
