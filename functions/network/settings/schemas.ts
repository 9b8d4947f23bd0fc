import { z } from "zod";
import { STORE_TRIAL_TYPES } from "../../shared/constants";
import { LABEL_KEYS, LABEL_MAX, type LabelKey } from "../../shared/network/branchLabels";
import { STORE_NAME_MAX } from "../../shared/storeSettings/company";
import { PERSONAL_SETTING_OPTIONS } from "../../store/content/style";

// Zod schemas of the branch-network settings (GET/PATCH /api/admin/setting/branch and
// /setting/branch/{id}), shared by the API and the pages. Isomorphic: no bindings.

export const PAY_TYPES = ["PAY_BY_HEAD_STORE", "PAY_BY_SELF"] as const;
/** A personal (theme) setting: the same choices as setting-style. */
export const NAME_REMIND_TYPES = PERSONAL_SETTING_OPTIONS.branchNameRemindType;
/** A branch's trial types (spec §1: the store trial types). */
export const TRIAL_TYPES = STORE_TRIAL_TYPES;
export const COUNT_MAX = 100_000;

const storeNameRule = z.string().trim().min(1, "validation.required").max(STORE_NAME_MAX, "validation.maxLength");

const count = z.number({ error: "validation.required" }).int("validation.digits").min(0, "validation.digits");

export const policyInput = z
  .strictObject({
    allowBranch: z.boolean(),
    /** Cap on live branches; 0 = no cap. */
    allowBranchAmount: count.max(COUNT_MAX, "validation.tooLong"),
    /** Selections a registration must pick; selectLimit caps their units together (0 = one each). */
    selectAmount: count.max(1000, "validation.tooLong"),
    selectLimit: count.max(1000, "validation.tooLong"),
    isLimited: z.boolean(),
  })
  .superRefine((p, ctx) => {
    if (p.selectLimit > 0 && p.selectLimit < p.selectAmount)
      ctx.addIssue({ code: "custom", path: ["selectLimit"], message: "branchSettings.selectLimitBelowAmount" });
  });
export type Policy = z.infer<typeof policyInput>;

const hostRule = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, "validation.tooLong")
  .regex(
    /^(?=.{1,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/,
    "validation.hostname",
  );

export const settingBranchInput = z.strictObject({
  /** New branches get `{domainName}.{branchBaseDomain}`; existing hosts stay as they are. */
  branchBaseDomain: hostRule,
  payType: z.enum(PAY_TYPES),
  ifBranchCanCustomizeLogo: z.boolean(),
  /** New branches start UNAUDITED and the owner's profile waits for the head store's review. */
  ifMustReviewUserInfo: z.boolean(),
  branchNameRemindType: z.enum(NAME_REMIND_TYPES),
  /** Months a plan lasts when its product names no cycle; 0 = never ends (branch-renewal.md). */
  planTermMonths: z.number({ error: "validation.integer" }).int("validation.integer").min(0).max(120).optional(),
  /** Days an ended, unrenewed plan keeps the branch open. */
  renewalGraceDays: z.number({ error: "validation.integer" }).int("validation.integer").min(0).max(60).optional(),
});
export type SettingBranch = z.infer<typeof settingBranchInput>;

const labelText = z.string().trim().max(LABEL_MAX, "validation.tooLong");
/** Overrides per language; an empty text goes back to the spec default. */
const labelMap = z.partialRecord(z.enum(LABEL_KEYS), labelText);
export const labelsInput = z.strictObject({ "zh-TW": labelMap, en: labelMap });
export type LabelsInput = { "zh-TW": Partial<Record<LabelKey, string>>; en: Partial<Record<LabelKey, string>> };

/** The branch's own information (setting-branch-store): what its storefront and the network show. */
export const branchInfoInput = z.strictObject({
  storeName: storeNameRule,
  phone: z
    .string()
    .trim()
    .max(30, "validation.tooLong")
    .regex(/^[0-9+\-() ]*$/, "validation.phone"),
  email: z.union([z.literal(""), z.email("validation.email").max(120, "validation.tooLong")]),
  lineId: z.string().trim().max(60, "validation.tooLong"),
  introduction: z.string().trim().max(500, "validation.tooLong"),
});
export type BranchInfo = z.infer<typeof branchInfoInput>;

/** PATCH /api/admin/setting/branch: any part; the head store's parts are refused to a branch. */
export const settingBranchPatch = z.strictObject({
  policy: policyInput.optional(),
  settingBranch: settingBranchInput.optional(),
  labels: labelsInput.optional(),
  branchInfo: branchInfoInput.optional(),
});
export type SettingBranchPatch = z.infer<typeof settingBranchPatch>;

/** PATCH /api/admin/setting/branch/{id}: the head store sets one branch's name, pay type and trial. */
export const oneBranchPatch = z
  .strictObject({
    storeName: storeNameRule.optional(),
    payType: z.enum(PAY_TYPES).optional(),
    trialType: z.enum(TRIAL_TYPES).optional(),
    /** ISO instant; null = no trial end (permanent or none). */
    trialEndsAt: z.iso.datetime({ offset: true, error: "validation.date" }).nullable().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.trialType === "BY_VERIFYCODE" && p.trialEndsAt === null)
      ctx.addIssue({ code: "custom", path: ["trialEndsAt"], message: "validation.required" });
  });
export type OneBranchPatch = z.infer<typeof oneBranchPatch>;
