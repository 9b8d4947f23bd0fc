import { z } from "zod";
import {
  ADMIN_PRODUCT_SORT_KEYS,
  PAYMENT_PLANS,
  PRODUCT_SORT_KEYS,
  TYPES_FOR_CREATING_STORE,
} from "../../shared/commerce/catalogue";

// Product inputs at the API boundary. Bodies are strict (an unknown key is a 422); query strings
// are lenient about keys the spec's client adds (storeId, timeFilter…). Money is integer minor
// units (NT$1 = 100). Messages are i18n keys.

export const MAX_MONEY = 10_000_000_000; // NT$100,000,000
export const MAX_STOCK = 1_000_000_000;
export const MAX_QTY = 100_000;
export const MAX_LINES = 200;
export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;
export const MAX_BULK = 1000;
export const MAX_ID = 2 ** 31 - 1;

const unique = (v: readonly unknown[]) => new Set(v).size === v.length;

const id = z
  .number({ error: "validation.integer" })
  .int("validation.integer")
  .min(1, "validation.min")
  .max(MAX_ID, "validation.max");
const money = z
  .number({ error: "validation.integer" })
  .int("validation.integer")
  .min(0, "validation.min")
  .max(MAX_MONEY, "validation.max");
const qty = z
  .number({ error: "validation.integer" })
  .int("validation.integer")
  .min(0, "validation.min")
  .max(MAX_QTY, "validation.max");
const stockValue = z
  .number({ error: "validation.integer" })
  .int("validation.integer")
  .min(0, "validation.stockBelowZero")
  .max(MAX_STOCK, "validation.max");
const idList = (max: number) => z.array(id).max(max, "validation.tooMany").refine(unique, "validation.duplicate");
const text = (max: number) => z.string({ error: "validation.string" }).max(max, "validation.max");
const nullableText = (max: number) =>
  z
    .string({ error: "validation.string" })
    .trim()
    .max(max, "validation.max")
    .nullable()
    .transform((v) => (v ? v : null));

const sku = z
  .string({ error: "validation.string" })
  .trim()
  .max(64, "validation.max")
  .nullable()
  .transform((v) => (v ? v : null));
const spec = z.string({ error: "validation.string" }).trim().max(60, "validation.max");

const stockLine = {
  /** An existing line of this product; absent for a new line. */
  id: id.optional(),
  spec: spec.default(""),
  sku: sku.optional(),
  /** Absolute stock; absent keeps an existing line's stock (new lines start at 0). */
  stock: stockValue.optional(),
  sort: z.number().int("validation.integer").min(-1_000_000).max(1_000_000).optional(),
};
export const stockChildInput = z.strictObject(stockLine);
export const stockLineInput = z.strictObject({
  ...stockLine,
  children: z.array(stockChildInput).max(MAX_LINES, "validation.tooMany").optional(),
});
export type StockLineInput = z.infer<typeof stockLineInput>;

export const comboInput = z.strictObject({
  stockId: id,
  quantity: z
    .number({ error: "validation.integer" })
    .int("validation.integer")
    .min(1, "validation.min")
    .max(999, "validation.max"),
});

const productFields = {
  kind: z.enum(["NORMAL", "COMBO"], { error: "validation.oneOf" }),
  name: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(120, "validation.max"),
  summary: text(500),
  /** HTML; sanitised before it is stored. */
  description: text(50_000),
  paymentPlan: z.enum(PAYMENT_PLANS, { error: "validation.oneOf" }),
  price: money,
  specialPrice: money,
  subscriptionPrice: money,
  subscriptionCycles: z
    .array(z.number().int("validation.integer").min(1, "validation.min").max(60, "validation.max"))
    .max(24, "validation.tooMany")
    .refine(unique, "validation.duplicate"),
  isAdult: z.boolean({ error: "validation.boolean" }),
  isDisplay: z.boolean({ error: "validation.boolean" }),
  isSaleable: z.boolean({ error: "validation.boolean" }),
  minQuantityPerOrder: qty,
  /** 0 means no limit. */
  maxQuantityPerOrder: qty,
  typeForCreatingStore: z.enum(TYPES_FOR_CREATING_STORE, { error: "validation.oneOf" }),
  paymentPlanForCreatingStore: z.enum(PAYMENT_PLANS, { error: "validation.oneOf" }).nullable(),
  minAmountShoppingForCreatingStore: money,
  blockedShippingMethodIds: idList(50),
  informationId: id.nullable(),
  sort: z.number().int("validation.integer").min(-1_000_000_000).max(1_000_000_000),
  metaTitle: nullableText(120),
  metaDescription: nullableText(300),
  categoryIds: idList(50),
  tagIds: idList(50),
  topicIds: idList(50),
  /** Media of this store, in display order (the first is the list image). */
  mediaIds: idList(30),
  stocks: z.array(stockLineInput).min(1, "validation.required").max(MAX_LINES, "validation.tooMany"),
  /** COMBO only: the lines of other products it is made of. */
  combos: z
    .array(comboInput)
    .max(50, "validation.tooMany")
    .refine((v) => unique(v.map((c) => c.stockId)), "validation.duplicate"),
};

const minWithinMax = (v: { minQuantityPerOrder?: number; maxQuantityPerOrder?: number }) =>
  !v.maxQuantityPerOrder || (v.minQuantityPerOrder ?? 0) <= v.maxQuantityPerOrder;

const productObject = z.strictObject(productFields);

export const productCreateInput = productObject
  .partial()
  .required({ name: true })
  .refine(minWithinMax, { path: ["minQuantityPerOrder"], message: "validation.minOverMax" });
export type ProductCreateInput = z.infer<typeof productCreateInput>;

export const productPatchInput = productObject
  .partial()
  .refine((v) => Object.keys(v).length > 0, { path: ["_"], message: "validation.emptyPatch" });
export type ProductPatchInput = z.infer<typeof productPatchInput>;

export const sortsInput = z
  .array(z.strictObject({ id, sort: productFields.sort }))
  .min(1, "validation.required")
  .max(MAX_BULK, "validation.tooMany")
  .refine((v) => unique(v.map((x) => x.id)), "validation.duplicate");

/** Bulk special-price management: each item sets any of the three prices of one product. */
export const pricesInput = z
  .array(
    z
      .strictObject({
        id,
        price: money.optional(),
        specialPrice: money.optional(),
        subscriptionPrice: money.optional(),
      })
      .refine((v) => v.price !== undefined || v.specialPrice !== undefined || v.subscriptionPrice !== undefined, {
        path: ["_"],
        message: "validation.emptyPatch",
      }),
  )
  .min(1, "validation.required")
  .max(MAX_BULK, "validation.tooMany")
  .refine((v) => unique(v.map((x) => x.id)), "validation.duplicate");

/** Set a line's stock, or change it by a signed amount: exactly one of the two. */
export const stockPatchInput = z
  .array(
    z
      .strictObject({
        stockId: id,
        stock: stockValue.optional(),
        change: z
          .number({ error: "validation.integer" })
          .int("validation.integer")
          .min(-MAX_STOCK, "validation.min")
          .max(MAX_STOCK, "validation.max")
          .optional(),
      })
      .refine((v) => (v.stock === undefined) !== (v.change === undefined), {
        path: ["stock"],
        message: "validation.stockOrChange",
      }),
  )
  .min(1, "validation.required")
  .max(MAX_BULK, "validation.tooMany")
  .refine((v) => unique(v.map((x) => x.stockId)), "validation.duplicate");

export const topicPivotsInput = z.strictObject({ productIds: idList(MAX_BULK) });

// Query strings. An empty value counts as absent (forms submit empty fields).
const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);
const q = <T extends z.ZodType>(s: T) => z.preprocess(blankToUndefined, s.optional());
const qBool = z
  .enum(["true", "false", "1", "0"], { error: "validation.boolean" })
  .transform((v) => v === "true" || v === "1");
const qInt = (min: number, max: number) =>
  z.coerce
    .number({ error: "validation.integer" })
    .int("validation.integer")
    .min(min, "validation.min")
    .max(max, "validation.max");
const qIds = z
  .string()
  .max(400, "validation.max")
  .transform((v, ctx) => {
    const ids = v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_ID) || ids.length > 20) {
      ctx.addIssue({ code: "custom", message: "validation.ids" });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });
const qDirection = z
  .string()
  .toLowerCase()
  .pipe(z.enum(["asc", "desc"], { error: "validation.oneOf" }));
const page = {
  offset: z.preprocess(blankToUndefined, qInt(0, 1_000_000).default(0)),
  limit: q(qInt(1, MAX_LIST_LIMIT)),
};

/** GET /api/products: spec storefront §7 list query. */
export const productListQueryInput = z.object({
  isDisplay: q(qBool),
  hasSpecialPrice: q(qBool),
  /** 0 (the menu's "all") means no category. */
  categoryId: q(qInt(0, MAX_ID)),
  hasStock: q(qBool),
  isSaleable: q(qBool),
  topicId: q(qInt(1, MAX_ID)),
  forBannerTopic: q(qBool),
  sortBy: q(z.enum(PRODUCT_SORT_KEYS, { error: "validation.oneOf" })),
  sortDirection: q(qDirection),
  tags: q(qIds),
  keyword: q(z.string().trim().max(100, "validation.max")),
  isIDsOnly: q(qBool),
  ...page,
});

export const relatedQueryInput = z.object({
  productId: z.preprocess(blankToUndefined, qInt(1, MAX_ID)),
  limit: z.preprocess(blankToUndefined, qInt(1, MAX_LIST_LIMIT).default(8)),
});

const adminFilters = {
  categoryId: q(qInt(0, MAX_ID)),
  isDisplay: q(qBool),
  keyword: q(z.string().trim().max(100, "validation.max")),
};

/** GET /api/admin/products. */
export const adminProductQueryInput = z.object({
  ...adminFilters,
  kind: q(z.enum(["NORMAL", "COMBO"], { error: "validation.oneOf" })),
  paymentPlan: q(z.enum(PAYMENT_PLANS, { error: "validation.oneOf" })),
  hasSpecialPrice: q(qBool),
  hasStock: q(qBool),
  isSaleable: q(qBool),
  tags: q(qIds),
  sortBy: q(z.enum(ADMIN_PRODUCT_SORT_KEYS, { error: "validation.oneOf" })),
  sortDirection: q(qDirection),
  ...page,
});
export type AdminProductQuery = z.infer<typeof adminProductQueryInput>;

/** GET /api/admin/product/stocks. */
export const adminStockQueryInput = z.object({
  ...adminFilters,
  productId: q(qInt(1, MAX_ID)),
  /** Products with a line at or below this stock. */
  underStock: q(qInt(0, MAX_STOCK)),
  ...page,
});
export type AdminStockQuery = z.infer<typeof adminStockQueryInput>;

const dateOrTime = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, "validation.date");

/** GET /api/admin/product/stock/logs. `to` as a date includes that whole (UTC) day. */
export const stockLogQueryInput = z.object({
  productId: q(qInt(1, MAX_ID)),
  stockId: q(qInt(1, MAX_ID)),
  reason: q(z.enum(["ADMIN", "IMPORT", "ORDER", "CANCEL"], { error: "validation.oneOf" })),
  from: q(dateOrTime),
  to: q(dateOrTime),
  ...page,
});
export type StockLogQuery = z.infer<typeof stockLogQueryInput>;

/** GET /api/admin/product/excel. */
export const exportQueryInput = z.object({
  ...adminFilters,
  format: z.preprocess(blankToUndefined, z.enum(["xlsx", "csv"], { error: "validation.oneOf" }).default("xlsx")),
});
