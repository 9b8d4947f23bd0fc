import { z } from "zod";

// Inputs of the admin's security page and the second sign-in step, shared by the API and the
// pages. Messages are i18n keys (app/i18n/areas/adminSecurity.ts).

/** A 6-digit authenticator code. */
export const totpCodeRule = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .regex(/^\d{6}$/, "security.codeFormat");

/** The second step accepts the app's 6 digits or one recovery code (`xxxxx-xxxxx`). */
export const secondFactorRule = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(20, "security.codeFormat")
  .refine((v) => /^\d{6}$/.test(v) || /^[a-z0-9]{10}$/i.test(v.replace(/[\s-]/g, "")), "security.codeFormat");

export const twoFactorLoginInput = z.strictObject({
  challenge: z.string({ error: "validation.required" }).min(20, "security.challengeExpired").max(100),
  code: secondFactorRule,
});
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginInput>;

export const confirmTotpInput = z.strictObject({ code: totpCodeRule });

/** Turning two-factor off or renewing recovery codes proves the person again: password or a code. */
export const reauthInput = z
  .strictObject({
    password: z.string().max(200).optional(),
    code: z.string().trim().max(20).optional(),
  })
  .refine((v) => Boolean(v.password) || Boolean(v.code), {
    path: ["password"],
    message: "security.reauthRequired",
  });
export type ReauthInput = z.infer<typeof reauthInput>;

/** What the security page and GET /api/admin/store/user/security show. */
export type SecurityStatus = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };

export type SessionView = {
  id: string;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};
