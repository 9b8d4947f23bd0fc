import { randomToken, sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import { refuseBlocked } from "../../platform/tenancy/guards";
import type { StoreScope } from "../../platform/tenancy/scope";
import { startSession } from "../../platform/tenancy/session";
import { Code } from "../../shared/codes";
import { publicUser } from "../accounts/user";

// Third-party auth codes (GET /api/auth/tpauthcode, page /auth/tp/login): a signed-in member gets a
// short-lived code that signs them in once on another of the platform's surfaces (another tab,
// device or app). Only the code's SHA-256 is stored; it works once, for two minutes, in its store.

export const TP_CODE_TTL_MS = 2 * 60_000;

export async function issueTpCode(s: StoreScope, userId: number, now = Date.now()) {
  const code = randomToken(32);
  const expiresAt = new Date(now + TP_CODE_TTL_MS).toISOString();
  await s.social.insertTpCode(await sha256(code), userId, expiresAt);
  return { code, expiresAt };
}

/** Spends the code and starts a session for its member; a used, expired or foreign code fails. */
export async function signInWithTpCode(s: StoreScope, code: string, now = Date.now()) {
  const userId = await s.social.consumeTpCode(await sha256(code), new Date(now).toISOString());
  const user = userId === null ? null : await s.accounts.findUser(userId);
  if (!user) throw new AppError(Code.TP_AUTH_CODE_INVALID, 200, "This sign-in code is invalid or has expired.");
  refuseBlocked(user);
  const { token } = await startSession(s.accounts, user.id, now);
  return { accessToken: token, user: publicUser(user) };
}
