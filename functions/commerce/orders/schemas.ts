import { z } from "zod";
import { ORDER_LISTS, ORDER_STATUSES } from "../../shared/commerce/commerce";
import { ADMIN_ORDER_ACTIONS } from "./transitions";

// Inputs of the order calls (member and back office). Bodies are strict: an unknown field is 422.

export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 20;
/** The most orders one bulk change or one export may cover. */
export const MAX_BULK = 200;

const offset = z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(0).default(0);
const limit = z.coerce
  .number({ error: "validation.integer" })
  .int("validation.integer")
  .min(1, "validation.min")
  .max(MAX_PAGE, "validation.max")
  .default(DEFAULT_PAGE);
const reason = z.string().trim().max(200, "validation.tooLong");
/** A carrier's tracking number, typed at "Ship" or imported: letters, digits and dashes (黑貓, 新竹, 7-ELEVEN, FamilyMart all fit). */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;
const taipeiDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date");

/** `status`: one status or several, comma separated (the member page's tabs group them). */
const statusList = z
  .string()
  .transform((s) => s.split(",").filter(Boolean))
  .pipe(z.array(z.enum(ORDER_STATUSES, { error: "validation.oneOf" })).max(ORDER_STATUSES.length));

export const memberListQuery = z.object({ status: statusList.optional(), offset, limit });

export const memberPatchInput = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("cancel"), reason: reason.min(1, "validation.required") }),
    z.strictObject({ action: z.literal("return"), reason: reason.min(1, "validation.required") }),
    z.strictObject({
      action: z.literal("confirmPaid"),
      last5: z.string({ error: "validation.required" }).regex(/^\d{5}$/, "validation.last5"),
      paidAt: z.iso.datetime({ offset: true, error: "validation.date" }),
    }),
  ],
  { error: "validation.oneOf" },
);
export type MemberPatchInput = z.output<typeof memberPatchInput>;

const adminFilterShape = {
  list: z.enum(ORDER_LISTS, { error: "validation.oneOf" }).default("all"),
  keyword: z.string().trim().max(60, "validation.tooLong").optional(),
  /** Taipei dates, inclusive. */
  dateFrom: taipeiDate.optional(),
  dateTo: taipeiDate.optional(),
  /** Orders sold by one branch of this head store (issue 13). */
  branchStoreId: z.coerce.number().int().positive().optional(),
};

export const adminListQuery = z
  .object({ ...adminFilterShape, offset, limit })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    path: ["dateTo"],
    message: "validation.dateRange",
  });
export type AdminListQuery = z.output<typeof adminListQuery>;

export const excelQuery = z
  .object({ ...adminFilterShape, locale: z.enum(["zh-TW", "en"]).optional() })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    path: ["dateTo"],
    message: "validation.dateRange",
  });
export type OrderFilterQuery = Pick<AdminListQuery, "list" | "keyword" | "dateFrom" | "dateTo" | "branchStoreId">;

export const adminPatchInput = z
  .strictObject({
    ids: z
      .array(z.number().int().positive(), { error: "validation.required" })
      .min(1, "validation.required")
      .max(MAX_BULK, "validation.max")
      .refine((ids) => new Set(ids).size === ids.length, "validation.duplicate"),
    action: z.enum(ADMIN_ORDER_ACTIONS, { error: "validation.oneOf" }),
    reason: reason.optional(),
    /** Only with "deliver" of one order: the carrier's number, kept on the order. */
    trackingNumber: z.string().trim().regex(TRACKING_NUMBER, "validation.trackingNumber").optional(),
  })
  .refine((b) => b.trackingNumber === undefined || (b.action === "deliver" && b.ids.length === 1), {
    path: ["trackingNumber"],
    message: "validation.trackingNumberOne",
  });
export type AdminPatchInput = z.output<typeof adminPatchInput>;
