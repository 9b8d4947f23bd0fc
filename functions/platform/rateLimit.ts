import type { Db } from "../../db/client";
import { hitRateLimit, peekRateLimits } from "../../db/platform";
import { Code } from "../shared/codes";
import { AppError } from "./errors";

export type Limit = { max: number; windowS: number };

// Login failures have their own table of numbers and rules: functions/people/accounts/loginThrottle.ts.
export const LIMITS = {
  register: { max: 10, windowS: 3600 },
  forgotPassword: { max: 5, windowS: 3600 },
  // Per address, across emails: one address mailing reset links to a whole list of customers.
  forgotPasswordIp: { max: 20, windowS: 3600 },
  // Wrong or expired reset tokens from one address; right tokens are never counted.
  resetPasswordFailures: { max: 10, windowS: 3600 },
  // "Does this email have an account?" answers, per address: enough for a person filling a form,
  // too few to walk a list of emails.
  existenceCheck: { max: 30, windowS: 600 },
  operator: { max: 600, windowS: 60 },
  // Wrong operator tokens per address; calls with the right token are not counted.
  operatorFailures: { max: 10, windowS: 600 },
} satisfies Record<string, Limit>;

export const windowStartOf = (limit: Limit, now = Date.now()) => Math.floor(now / 1000 / limit.windowS) * limit.windowS;

const tooMany = () => new AppError(Code.TOO_MANY_REQUESTS, 429, "Too many requests, please retry later.");

/** Counts a hit; throws 429 once `max` hits fell in the current window. */
export async function enforceLimit(db: Db, key: string, limit: Limit, now = Date.now()) {
  const count = await hitRateLimit(db, key, windowStartOf(limit, now));
  if (count > limit.max) throw tooMany();
}

/** Adds a hit without refusing anything: for counters of failures, checked by `refuseIfOver`. */
export const countHit = (db: Db, key: string, limit: Limit, now = Date.now()) =>
  hitRateLimit(db, key, windowStartOf(limit, now));

/** The current window's count of one key, without adding a hit. */
export async function readCount(db: Db, key: string, limit: Limit, now = Date.now()) {
  const [n] = await peekRateLimits(db, [{ key, windowStart: windowStartOf(limit, now) }]);
  return n ?? 0;
}

/** Reads counters without counting this request; 429 when any has reached its `max`. */
export async function refuseIfOver(db: Db, checks: [key: string, limit: Limit][], now = Date.now()) {
  const counts = await peekRateLimits(
    db,
    checks.map(([key, limit]) => ({ key, windowStart: windowStartOf(limit, now) })),
  );
  if (counts.some((n, i) => n >= (checks[i]?.[1].max ?? Number.POSITIVE_INFINITY))) throw tooMany();
}

export const clientIp = (req: Request) =>
  req.headers.get("cf-connecting-ip") ?? req.headers.get("x-real-ip") ?? "local";
