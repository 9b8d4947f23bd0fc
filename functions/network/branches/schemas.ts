import { z } from "zod";
import { STORE_STATUSES, STORE_TRIAL_TYPES } from "../../shared/constants";

// Managing the branch network (issue 13 §4, spec back-office §7 "Branch network"): the list
// filters and the head store's writes, shared by the API (zod at the boundary) and the admin pages.

export const BRANCH_TYPES = ["BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE", "BRANCH_MULTILEVEL_PAY_BY_SELF"] as const;
export const AUDIT_STATUSES = ["UNAUDITED", "NORMAL", "DENY"] as const;
export const BRANCH_PAGE_MAX = 100;
/** Branches one move or one delete job may name. */
export const BRANCH_BATCH_MAX = 100;
const id = z.coerce.number({ error: "validation.integer" }).int("validation.integer").positive("validation.integer");
const bool = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])], { error: "validation.oneOf" })
  .transform((v) => v === true || v === "true" || v === "1");
const paging = {
  offset: z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(0).default(0),
  limit: z.coerce
    .number({ error: "validation.integer" })
    .int("validation.integer")
    .min(1, "validation.tooSmall")
    .max(BRANCH_PAGE_MAX, "validation.tooLarge")
    .default(20),
};

/** GET /api/admin/branches: the caller's downline (or `rootId`'s), filtered and paged. */
export const branchListQuery = z.object({
  keyword: z.string().trim().max(60, "validation.tooLong").optional(),
  status: z.enum(STORE_STATUSES, { error: "validation.oneOf" }).optional(),
  type: z.enum(BRANCH_TYPES, { error: "validation.oneOf" }).optional(),
  trial: bool.optional(),
  audit: z.enum(AUDIT_STATUSES, { error: "validation.oneOf" }).optional(),
  /** Level below the head store (first line 1). */
  level: z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(1).max(1000).optional(),
  /** Direct downline of this store only (the organisation tree's children of a node). */
  introducerId: id.optional(),
  /** Whose downline: a store inside the caller's own (the proxy list). */
  rootId: id.optional(),
  ...paging,
});
export type BranchListQuery = z.output<typeof branchListQuery>;

export const simpleBranchQuery = z.object({
  keyword: z.string().trim().max(60, "validation.tooLong").optional(),
  limit: paging.limit,
});

export const idParam = id;

/** PATCH /api/admin/multilevel/branches/{id}: what the head store decides about one branch. */
export const branchPatchInput = z
  .object({
    name: z.string().trim().min(1, "validation.required").max(60, "validation.tooLong").optional(),
    status: z.enum(STORE_STATUSES, { error: "validation.oneOf" }).optional(),
    type: z.enum(BRANCH_TYPES, { error: "validation.oneOf" }).optional(),
    trialType: z.enum(STORE_TRIAL_TYPES, { error: "validation.oneOf" }).optional(),
    trialEndsAt: z.iso.datetime({ error: "validation.date" }).nullable().optional(),
    auditStatus: z.enum(AUDIT_STATUSES, { error: "validation.oneOf" }).optional(),
    /** A new introducer: the same move as POST …/move for this one branch. */
    introducerId: id.optional(),
  })
  .strict();
export type BranchPatchInput = z.output<typeof branchPatchInput>;

const idList = z
  .array(id, { error: "validation.required" })
  .min(1, "validation.required")
  .max(BRANCH_BATCH_MAX, "validation.tooLarge")
  .transform((ids) => [...new Set(ids)]);

export const branchMoveInput = z.object({ ids: idList, introducerId: id }).strict();
export type BranchMoveInput = z.output<typeof branchMoveInput>;

export const branchDeleteInput = z.object({ ids: idList }).strict();

/** GET /api/admin/multilevel/deletedBranches. */
export const deletedBranchQuery = z.object({
  keyword: z.string().trim().max(60, "validation.tooLong").optional(),
  ...paging,
});

/** GET /api/admin/branch/users: members of the network's branch stores. */
export const branchUserQuery = z.object({
  keyword: z.string().trim().max(60, "validation.tooLong").optional(),
  branchId: id.optional(),
  blocked: bool.optional(),
  ...paging,
});
export type BranchUserQuery = z.output<typeof branchUserQuery>;

export const branchUserExcelQuery = branchUserQuery.omit({ offset: true, limit: true }).extend({
  locale: z.enum(["zh-TW", "en"]).optional(),
});

/** PATCH /api/admin/branch/users/{id}: the head store blocks or notes a branch's member. */
export const branchUserPatchInput = z
  .object({
    blocked: z.boolean({ error: "validation.oneOf" }).optional(),
    adminNote: z.string().trim().max(500, "validation.tooLong").optional(),
  })
  .strict();
export type BranchUserPatchInput = z.output<typeof branchUserPatchInput>;
