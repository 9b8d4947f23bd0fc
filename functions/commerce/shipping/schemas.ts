import { z } from "zod";
import { FREE_SHIPPING_SENTINEL, SHIPPING_CODES, SHIPPING_TYPES } from "../../shared/commerce/commerce";
import { MAX_METHOD_NAME } from "../../shared/commerce/methodNames";
import { isTwCity, officialCityName } from "../../shared/taiwan";

// Setting-shipping input (PUT /api/admin/shipping): the whole method list, strict, money in minor
// units. A fee is capped at the spec's free-shipping sentinel (NT$9,999): the promotion engine reads
// that value as "the whole fee", so no real fee may reach it.
export const MAX_SHIPPING_METHODS = 30;
/** A threshold above any real order; 0 means "never free". */
export const MAX_FREE_SHIPPING_AMOUNT = 100_000_000_00;

const money = (max: number) =>
  z
    .number({ error: "validation.integer" })
    .int("validation.integer")
    .min(0, "validation.min")
    .max(max, "validation.max");
const fee = money(FREE_SHIPPING_SENTINEL);

/** A county/city of taiwan.ts (台 read as 臺). */
const cityName = z
  .string({ error: "validation.string" })
  .trim()
  .transform(officialCityName)
  .refine(isTwCity, "validation.city");

const cityList = z
  .array(cityName)
  .max(22, "validation.tooMany")
  .refine((l) => new Set(l).size === l.length, "validation.duplicate");

export const shippingMethodInput = z
  .strictObject({
    id: z.number().int().positive().optional(),
    code: z.enum(SHIPPING_CODES, { error: "validation.oneOf" }),
    type: z.enum(SHIPPING_TYPES, { error: "validation.oneOf" }).optional(),
    subType: z.union([z.string().trim().max(40, "validation.maxLength"), z.null()]).optional(),
    name: z
      .string({ error: "validation.required" })
      .trim()
      .min(1, "validation.required")
      .max(MAX_METHOD_NAME, "validation.maxLength"),
    /** English name for English pages; "" or null clears it (then the built-in or `name` shows). */
    nameEn: z
      .union([z.string({ error: "validation.string" }).trim().max(MAX_METHOD_NAME, "validation.maxLength"), z.null()])
      .optional(),
    isOpen: z.boolean({ error: "validation.boolean" }),
    isForeign: z.boolean({ error: "validation.boolean" }).optional(),
    sort: z.number().int("validation.integer").min(0, "validation.min").max(10_000, "validation.max").optional(),
    shippingFee: fee,
    freeShippingAmount: money(MAX_FREE_SHIPPING_AMOUNT).optional(),
    ifOpenCashOnDelivery: z.boolean({ error: "validation.boolean" }).optional(),
    checkStatusUrl: z
      .union([
        z.url({ protocol: /^https?$/, error: "validation.url" }).max(300, "validation.maxLength"),
        z.literal(""),
        z.null(),
      ])
      .optional(),
    feeType: z.enum(["FIXED", "DISTRICT"], { error: "validation.oneOf" }).optional(),
    districtShippingFee: z
      .record(z.string(), fee)
      .superRefine((rec, ctx) => {
        for (const key of Object.keys(rec)) {
          if (!isTwCity(officialCityName(key)))
            ctx.addIssue({ code: "custom", path: [key], message: "validation.city" });
        }
      })
      .transform((rec) => Object.fromEntries(Object.entries(rec).map(([k, v]) => [officialCityName(k), v])))
      .optional(),
    allowedDistrictType: z.enum(["ALL", "ONLY"], { error: "validation.oneOf" }).optional(),
    allowedDistricts: cityList.optional(),
    allowedProductType: z.enum(["ALL", "ONLY"], { error: "validation.oneOf" }).optional(),
    allowedProducts: z
      .array(z.number().int().positive("validation.ids"))
      .max(1000, "validation.tooMany")
      .refine((l) => new Set(l).size === l.length, "validation.duplicate")
      .optional(),
  })
  .superRefine((m, ctx) => {
    // "Only these districts" with none listed would hide the method everywhere: say so instead.
    if (m.allowedDistrictType === "ONLY" && !m.allowedDistricts?.length)
      ctx.addIssue({ code: "custom", path: ["allowedDistricts"], message: "validation.required" });
    if (m.allowedProductType === "ONLY" && !m.allowedProducts?.length)
      ctx.addIssue({ code: "custom", path: ["allowedProducts"], message: "validation.required" });
  });

export const shippingPutInput = z
  .array(shippingMethodInput)
  .max(MAX_SHIPPING_METHODS, "validation.tooMany")
  .superRefine((list, ctx) => {
    const ids = new Set<number>();
    const codes = new Set<string>();
    list.forEach((m, i) => {
      if (m.id !== undefined) {
        if (ids.has(m.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: "validation.duplicate" });
        ids.add(m.id);
      }
      // One method per code; MANUAL (arranged by the store) may appear several times.
      if (m.code !== "MANUAL" && codes.has(m.code))
        ctx.addIssue({ code: "custom", path: [i, "code"], message: "validation.duplicate" });
      codes.add(m.code);
    });
  });

/** The body: `{ methods: [...] }`, the store's whole list in the order to show it. */
export const shippingPutBody = z.strictObject({ methods: shippingPutInput });

export type ShippingMethodInput = z.output<typeof shippingMethodInput>;

export const countryInput = z.strictObject({
  code: z
    .string({ error: "validation.required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "validation.oneOf"),
});
