import { z } from "zod";
import { domainNameRule } from "../../shared/store/storeAccount";
import { emailRule, nameRule } from "../../shared/validators";

// The registration form of spec storefront §5 and the head store's registration policy, shared by
// the API and the browser form (isomorphic: no bindings).

const LETTER_CODES = "ABCDEFGHJKLMNPQRSTUVXYWZIO";

/** Taiwan national ID: a letter, 1 or 2, seven digits and a check digit (weights 1,9,8…1,1). */
export function isTaiwanId(raw: string): boolean {
  const v = raw.trim().toUpperCase();
  if (!/^[A-Z][12]\d{8}$/.test(v)) return false;
  const n = LETTER_CODES.indexOf(v[0] as string) + 10;
  const digits = [Math.floor(n / 10), n % 10, ...v.slice(1).split("").map(Number)];
  const weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];
  return digits.reduce((s, d, i) => s + d * (weights[i] as number), 0) % 10 === 0;
}

const text = (max: number) =>
  z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(max, "validation.tooLong");
const int = (min: number, max: number) =>
  z
    .number({ error: "validation.required" })
    .int("validation.integer")
    .min(min, "validation.min")
    .max(max, "validation.max");

export const identificationRule = z
  .string({ error: "validation.required" })
  .trim()
  .toUpperCase()
  .refine(isTaiwanId, "validation.identification");

export const applicationInput = z
  .strictObject({
    name: text(60),
    realName: nameRule,
    email: emailRule,
    confirmEmail: emailRule,
    phoneCountry: z.enum(["+886"], { error: "validation.oneOf" }),
    phone: z.string({ error: "validation.required" }).regex(/^09\d{8}$/, "validation.twPhone"),
    city: text(20),
    district: text(20),
    postalCode: z.string({ error: "validation.required" }).regex(/^\d{3,6}$/, "validation.postalCode"),
    address: text(120),
    birthYear: int(1900, 2100),
    birthMonth: int(1, 12),
    birthDay: int(1, 31),
    gender: z.enum(["male", "female"], { error: "validation.oneOf" }),
    identification: identificationRule,
    domainName: domainNameRule,
    verificationCode: z.string().trim().max(64, "validation.tooLong").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.email !== v.confirmEmail)
      ctx.addIssue({ code: "custom", path: ["confirmEmail"], message: "validation.emailMismatch" });
    const d = new Date(Date.UTC(v.birthYear, v.birthMonth - 1, v.birthDay));
    if (d.getUTCDate() !== v.birthDay || d.getTime() > Date.now())
      ctx.addIssue({ code: "custom", path: ["birthDay"], message: "validation.birthday" });
  });
export type ApplicationInput = z.output<typeof applicationInput>;

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0);

/** The head store's policy keys the registration reads (stores.policy JSON; missing keys → off/0). */
export function registrationPolicyOf(raw: unknown) {
  const p = obj(raw);
  return {
    allowBranch: p.allowBranch === true,
    /** Cap on live branches; 0 = no cap. */
    allowBranchAmount: num(p.allowBranchAmount),
    /** How many products a registrant picks for a MUST_BE_BOUGHT plan; 0 = none. */
    selectAmount: num(p.selectAmount),
    selectLimit: num(p.selectLimit),
    isLimited: p.isLimited === true,
  };
}
export type RegistrationPolicy = ReturnType<typeof registrationPolicyOf>;

/**
 * settingBranch keys the registration reads: the base domain of branch hosts, who pays (PAY_BY_SELF
 * makes BRANCH_MULTILEVEL_PAY_BY_SELF branches) and whether an invitation code is required.
 */
export function branchSettingOf(raw: unknown) {
  const s = obj(raw);
  const base = typeof s.branchBaseDomain === "string" ? s.branchBaseDomain.trim().toLowerCase() : "";
  return {
    branchBaseDomain: base || null,
    payType: s.payType === "PAY_BY_SELF" ? ("PAY_BY_SELF" as const) : ("PAY_BY_HEAD_STORE" as const),
    trialType: typeof s.trialType === "string" ? s.trialType : "NONE",
  };
}

/** The head store's trial type needs an invitation code on the form. */
export const needsVerificationCode = (trialType: string) => trialType === "BY_VERIFYCODE";

export const PLAN_TYPES = ["OPTION_TO_BE_BOUGHT", "MUST_BE_BOUGHT_ONCE", "MUST_BE_BOUGHT", "CREATING_ONLY"] as const;
