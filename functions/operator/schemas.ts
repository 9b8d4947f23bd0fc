import { z } from "zod";
import { STORE_STATUSES, STORE_TRIAL_TYPES, STORE_TYPES } from "../shared/constants";
import { domainNameRule } from "../shared/store/storeAccount";
import { emailRule, nameRule, passwordRule } from "../shared/validators";

export const hostField = z.string({ error: "validation.required" }).min(1, "validation.required").max(300);

export const accountInput = z.strictObject({
  email: emailRule,
  password: passwordRule,
  name: nameRule,
});

export const createStoreInput = z.strictObject({
  name: z.string().trim().min(1, "validation.required").max(100),
  storeType: z.enum(STORE_TYPES),
  host: hostField,
  storeTrialType: z.enum(STORE_TRIAL_TYPES).optional(),
  isWholeSaler: z.boolean().optional(),
  admin: accountInput.optional(),
});

/** POST /operator/stores/:id/branches: a branch under a head store (functions/operator/branches.ts). */
export const createBranchInput = z.strictObject({
  name: z.string().trim().min(1, "validation.required").max(100),
  domainName: domainNameRule,
  introducerStoreId: z.number().int().positive().optional(),
  storeType: z.enum(["BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE", "BRANCH_MULTILEVEL_PAY_BY_SELF"]).optional(),
  storeTrialType: z.enum(STORE_TRIAL_TYPES).optional(),
  auditStatus: z.enum(["UNAUDITED", "NORMAL"]).optional(),
  /** The plan's paid-until instant of a network moved onto the platform; null = never ends;
   * left out = one term from now, as a paid registration (docs/decisions/branch-renewal.md). */
  planEndsAt: z.iso.datetime({ offset: true, error: "validation.date" }).nullable().optional(),
  admin: accountInput,
});

export const updateStoreInput = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    status: z.enum(STORE_STATUSES),
    storeType: z.enum(STORE_TYPES),
    storeTrialType: z.enum(STORE_TRIAL_TYPES),
    isWholeSaler: z.boolean(),
    defaultDomain: z.union([hostField, z.null()]),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "validation.emptyPatch", path: ["_"] });

export const addUserInput = accountInput.extend({
  isAdmin: z.boolean().optional(),
  isRoot: z.boolean().optional(),
  blockedPrivileges: z.array(z.number().int().min(1).max(999)).max(100).optional(),
});

export const listQuery = z.object({
  q: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const idParam = z.coerce.number().int().positive();
