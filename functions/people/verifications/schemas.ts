import { z } from "zod";

// Invitation codes (spec "verifications", back-office §7 CRUD /api/admin/verifications). Shared by
// the API and the edit page. A code grants a trial type; BY_VERIFYCODE needs a length.

export const VERIFICATION_TRIAL_TYPES = [
  "BY_VERIFYCODE",
  "PERMANENT_FREE",
  "PERMANENT_FREE_SINGLE",
  "PERMANENT_FREE_STREAMING",
] as const;
export const TRIAL_UNITS = ["DAY", "MONTH"] as const;
export const CODE_MAX = 32;
export const VERIFICATION_NAME_MAX = 60;

const instant = z.iso.datetime({ offset: true, error: "validation.date" }).nullable();

const fields = {
  /** Letters, digits, - and _; kept upper-case so a visitor's typing case never matters. */
  code: z
    .string({ error: "validation.required" })
    .trim()
    .min(4, "verifications.codeShort")
    .max(CODE_MAX, "validation.tooLong")
    .regex(/^[A-Za-z0-9_-]+$/, "verifications.codeChars")
    .transform((v) => v.toUpperCase()),
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(VERIFICATION_NAME_MAX, "validation.tooLong"),
  trialType: z.enum(VERIFICATION_TRIAL_TYPES),
  trialLength: z.number().int("validation.digits").min(0, "validation.digits").max(3650, "validation.tooLong"),
  trialUnit: z.enum(TRIAL_UNITS),
  startAt: instant,
  endAt: instant,
  /** 0 = unlimited. */
  maxUses: z.number().int("validation.digits").min(0, "validation.digits").max(1_000_000, "validation.tooLong"),
  isOpen: z.boolean(),
};

type Whole = { trialType: string; trialLength: number; startAt: string | null; endAt: string | null };
/** The rules across fields, for a create and for a patch merged over the stored code. */
export function checkVerification(v: Whole, ctx: z.RefinementCtx) {
  if (v.trialType === "BY_VERIFYCODE" && v.trialLength < 1)
    ctx.addIssue({ code: "custom", path: ["trialLength"], message: "verifications.lengthRequired" });
  if (v.startAt && v.endAt && Date.parse(v.endAt) <= Date.parse(v.startAt))
    ctx.addIssue({ code: "custom", path: ["endAt"], message: "validation.endBeforeStart" });
}

export const verificationCreate = z.strictObject(fields).superRefine(checkVerification);
export const verificationPatch = z.strictObject(fields).partial();
/** A stored code with a patch over it: extra keys (id, counts) are dropped, the rules re-checked. */
export const verificationMerged = z.object(fields).superRefine(checkVerification);
export type VerificationInput = z.output<typeof verificationCreate>;

export const verificationListQuery = z.object({
  q: z.string().trim().max(60).optional(),
  state: z.enum(["VALID", "CLOSED", "NOT_STARTED", "EXPIRED", "USED_UP"]).optional(),
});
