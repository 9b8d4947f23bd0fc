import { sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { type SessionMeta, startSession } from "../../platform/tenancy/session";
import { Code } from "../../shared/codes";
import type { TwoFactorLoginInput } from "../../shared/people/security";
import { checkSecondFactor } from "../security/service";
import { newChallengeToken } from "../security/totp";
import { recordLoginFailure, refuseThrottledLogin } from "./loginThrottle";
import { publicUser } from "./user";

// The second step of an admin's sign-in when two-factor is on. The password step hands out a
// random one-time challenge (stored hashed, like sessions) instead of a session; this step trades
// it and a code for the session. Wrong codes count as login failures (loginThrottle.ts), and a
// challenge dies after a few of them or a few minutes.

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export type TwoFactorChallenge = { challenge: string; expiresAt: string };

export async function startChallenge(s: StoreScope, userId: number, now = Date.now()): Promise<TwoFactorChallenge> {
  const challenge = newChallengeToken();
  const expiresAt = new Date(now + CHALLENGE_TTL_MS).toISOString();
  await s.security.insertChallenge(await sha256(challenge), userId, expiresAt);
  return { challenge, expiresAt };
}

const expired = () => new AppError(Code.TWO_FACTOR_EXPIRED, 200, "The sign-in step has expired; please sign in again.");

export async function completeTwoFactorLogin(
  s: StoreScope,
  input: TwoFactorLoginInput,
  ip: string,
  meta: SessionMeta = {},
  now = Date.now(),
) {
  const sec = s.security;
  const tokenHash = await sha256(input.challenge);
  const nowIso = new Date(now).toISOString();
  const live = await sec.liveChallenge(tokenHash, nowIso, CHALLENGE_MAX_ATTEMPTS);
  if (!live) throw expired();
  const user = await s.accounts.findUser(live.userId);
  if (!user) throw expired();
  await refuseThrottledLogin(s, user.email, ip, now);
  if (!(await checkSecondFactor(s, user.id, input.code, now))) {
    await Promise.all([
      sec.countAttempt(tokenHash),
      recordLoginFailure(s, user.email, ip, { email: user.email, name: user.name }, now),
    ]);
    throw new AppError(Code.TWO_FACTOR_INVALID, 200, "The code is not valid.", [
      { path: "code", message: "security.codeInvalid" },
    ]);
  }
  if (!(await sec.spendChallenge(tokenHash, nowIso))) throw expired();
  const { token } = await startSession(s.accounts, user.id, now, { ...meta, ip });
  await s.accounts.updateUser(user.id, { lastSeenAt: nowIso });
  return { accessToken: token, user: publicUser(user) };
}
