import { z } from "zod";
import { nameRule, profileInput, twPhoneRule } from "../validators";

// Back-office members and supplier users (spec back-office §2.2 Users): the list segments and the
// edit rules, shared by the API (zod at the boundary) and the admin pages.

/** /admin/user-list/{filter}: every member, not blocked, blocked, has ordered, joined this month. */
export const MEMBER_SEGMENTS = ["all", "normal", "blocked", "ordered", "new"] as const;
export type MemberSegment = (typeof MEMBER_SEGMENTS)[number];
/** /admin/user-supplier-list/{filter}. */
export const SUPPLIER_SEGMENTS = ["all", "normal", "blocked"] as const;
export type SupplierSegment = (typeof SUPPLIER_SEGMENTS)[number];

export const MEMBER_SORTS = ["createdAt", "name", "lastSeenAt", "orderCount", "totalSpent"] as const;
export type MemberSortKey = (typeof MEMBER_SORTS)[number];

export const MEMBER_PAGE_MAX = 100;
export const NOTE_MAX = 500;
export const COMPANY_MAX = 60;

const bool = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])], { error: "validation.oneOf" })
  .transform((v) => v === true || v === "true" || v === "1");

const listShape = {
  filter: z.enum(MEMBER_SEGMENTS, { error: "validation.oneOf" }).default("all"),
  keyword: z.string().trim().max(60, "validation.tooLong").optional(),
  /** The supplier list: only supplier users. */
  supplier: bool.optional(),
};

export const memberListQuery = z.object({
  ...listShape,
  sort: z.enum(MEMBER_SORTS, { error: "validation.oneOf" }).default("createdAt"),
  dir: z.enum(["asc", "desc"], { error: "validation.oneOf" }).default("desc"),
  offset: z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(0).default(0),
  limit: z.coerce
    .number({ error: "validation.integer" })
    .int("validation.integer")
    .min(1, "validation.min")
    .max(MEMBER_PAGE_MAX, "validation.max")
    .default(20),
});
export type MemberListQuery = z.output<typeof memberListQuery>;

export const memberExcelQuery = z.object({ ...listShape, locale: z.enum(["zh-TW", "en"]).optional() });
export type MemberExcelQuery = z.output<typeof memberExcelQuery>;

export const simpleUsersQuery = z.object({
  keyword: z.string().trim().max(60, "validation.tooLong").optional(),
  limit: z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(1).max(50).default(20),
});

/** PATCH /api/admin/users/{id}: any of the fields; a supplier needs its company name. */
export const memberPatchInput = z
  .strictObject({
    name: nameRule.optional(),
    phone: z.union([twPhoneRule, z.literal("")]).optional(),
    gender: profileInput.shape.gender,
    birthday: profileInput.shape.birthday,
    adminNote: z.string().trim().max(NOTE_MAX, "validation.tooLong").optional(),
    blocked: z.boolean({ error: "validation.oneOf" }).optional(),
    isSupplier: z.boolean({ error: "validation.oneOf" }).optional(),
    companyName: z.string().trim().max(COMPANY_MAX, "validation.tooLong").optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { path: ["_"], message: "validation.required" })
  .refine((v) => v.isSupplier !== true || v.companyName === undefined || v.companyName.length > 0, {
    path: ["companyName"],
    message: "validation.required",
  });
export type MemberPatchInput = z.output<typeof memberPatchInput>;
