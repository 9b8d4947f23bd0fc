import { hashPassword, randomToken, sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import { sendMail } from "../../platform/mail/mail";
import { countHit, enforceLimit, LIMITS, refuseIfOver } from "../../platform/rateLimit";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";

export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Always succeeds from the caller's view, so the form cannot be used to learn which emails have
 * accounts; a mail with a one-hour link goes out only when the account exists.
 */
export async function requestPasswordReset(
  s: StoreScope,
  email: string,
  origin: string,
  locale: "zh-TW" | "en",
  ip: string,
) {
  await enforceLimit(s.db, `forgot-ip:${s.storeId}:${ip}`, LIMITS.forgotPasswordIp);
  await enforceLimit(s.db, `forgot:${s.storeId}:${email}`, LIMITS.forgotPassword);
  const user = await s.accounts.findUserByEmail(email);
  if (!user) return;
  const link = await setPasswordLink(s, user.id, origin, RESET_TTL_MS);
  const zh = locale === "zh-TW";
  await sendMail(s, {
    to: user.email,
    origin,
    locale,
    subject: zh ? `【${s.store.name}】重設密碼` : `[${s.store.name}] Reset your password`,
    body: zh
      ? `${user.name} 您好：\n\n請在一小時內開啟以下連結重設密碼：\n${link}\n\n若您沒有提出此要求，請忽略本信。`
      : `Hello ${user.name},\n\nOpen this link within one hour to set a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
  });
}

/** A one-use link to /reset-password for this user; staff invitations use it with a longer life. */
export async function setPasswordLink(s: StoreScope, userId: number, origin: string, ttlMs: number) {
  const token = randomToken(32);
  await s.accounts.insertReset(await sha256(token), userId, new Date(Date.now() + ttlMs).toISOString());
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

export async function resetPassword(s: StoreScope, token: string, newPassword: string, ip: string) {
  // Guessing tokens: an address with too many wrong ones is refused before the next is looked up.
  const failures = `reset-fail:${s.storeId}:${ip}`;
  await refuseIfOver(s.db, [[failures, LIMITS.resetPasswordFailures]]);
  const userId = await s.accounts.consumeReset(await sha256(token), new Date().toISOString());
  if (userId === null) {
    await countHit(s.db, failures, LIMITS.resetPasswordFailures);
    throw new AppError(Code.RESET_TOKEN_INVALID, 200, "This reset link is invalid or has expired.");
  }
  await s.accounts.updateUser(userId, { passwordHash: await hashPassword(newPassword) });
  await s.accounts.deleteUserSessions(userId);
}
