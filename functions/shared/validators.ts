import { z } from "zod";

// Spec §5 field rules, shared by the API (zod at the boundary) and the browser forms.
// Messages are i18n keys; the UI translates them, the API returns them as field issues.
const CHINESE = /^[\u3400-\u9fff\uf900-\ufaff]+$/;
const LETTERS_SPACES = /^[A-Za-z ]+$/;

export const nameRule = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .refine(
    (v) =>
      (CHINESE.test(v) && v.length >= 2 && v.length <= 8) ||
      (LETTERS_SPACES.test(v) && v.length >= 3 && v.length <= 30),
    "validation.name",
  );

// Emails are trimmed and lower-cased first, so the spec's lowercase-only local part accepts what
// people type; the top-level domain must be letters.
export const emailRule = z
  .string({ error: "validation.required" })
  .trim()
  .toLowerCase()
  .min(1, "validation.required")
  .max(254, "validation.email")
  .regex(/^[a-z0-9'._+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/, "validation.email");

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const passwordRule = z
  .string({ error: "validation.required" })
  .min(1, "validation.required")
  .min(PASSWORD_MIN, "validation.passwordMin")
  .max(PASSWORD_MAX, "validation.passwordMax");

/**
 * The idempotency key of every paying submit (checkout, branch registration and renewal, the
 * store's own bill): the client makes one per attempt (a UUID) and sends it again on a retry. It
 * only has to be distinct among one member's submits (the server keys on member and key), so it
 * is not a secret: 8 to 64 URL-safe characters.
 */
export const idempotencyKeyRule = z
  .string({ error: "validation.required" })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "validation.idempotencyKey");
export const newIdempotencyKey = () => crypto.randomUUID();

export const twPhoneRule = z.string().regex(/^09\d{8}$/, "validation.twPhone");

export const registerInput = z.strictObject({
  name: nameRule,
  email: emailRule,
  password: passwordRule,
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.strictObject({
  email: emailRule,
  password: z.string({ error: "validation.required" }).min(1, "validation.required").max(200),
});

export const profileInput = z.strictObject({
  name: nameRule,
  email: emailRule.optional(),
  phone: z.union([twPhoneRule, z.literal("")]).optional(),
  gender: z.enum(["male", "female", ""]).optional(),
  birthday: z
    .union([z.iso.date("validation.date"), z.literal("")])
    .optional()
    .refine((v) => !v || (v >= "1919-01-01" && v <= new Date().toISOString().slice(0, 10)), {
      message: "validation.birthday",
    }),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const passwordChangeInput = z
  .strictObject({
    currentPassword: z.string({ error: "validation.required" }).min(1, "validation.required"),
    newPassword: passwordRule,
    confirmPassword: z.string({ error: "validation.required" }).min(1, "validation.required"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.confirmed",
  });

export const emailOnlyInput = z.strictObject({ email: emailRule });

export const resetPasswordInput = z
  .strictObject({
    token: z.string().min(16).max(128),
    newPassword: passwordRule,
    confirmPassword: z.string({ error: "validation.required" }).min(1, "validation.required"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.confirmed",
  });

export type FieldIssue = { path: string; message: string };

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.join(".") || "_", message: i.message }));
}
