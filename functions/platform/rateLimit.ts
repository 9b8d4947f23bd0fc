import type { Db } from "../../db/client";
import { hitRateLimit } from "../../db/platform";
import { Code } from "../shared/codes";
import { AppError } from "./errors";

export type Limit = { max: number; windowS: number };

export const LIMITS = {
  // Per address the limit is looser than per email: shops, offices and carriers share addresses.
  loginIp: { max: 30, windowS: 600 },
  loginEmail: { max: 10, windowS: 600 },
  register: { max: 10, windowS: 3600 },
  forgotPassword: { max: 5, windowS: 3600 },
  operator: { max: 600, windowS: 60 },
} satisfies Record<string, Limit>;

/** Counts a hit; throws 429 once `max` hits fell in the current window. */
export async function enforceLimit(db: Db, key: string, limit: Limit, now = Date.now()) {
  const windowStart = Math.floor(now / 1000 / limit.windowS) * limit.windowS;
  const count = await hitRateLimit(db, key, windowStart);
  if (count > limit.max) {
    throw new AppError(Code.TOO_MANY_REQUESTS, 429, "Too many requests, please retry later.");
  }
}

export const clientIp = (req: Request) =>
  req.headers.get("cf-connecting-ip") ?? req.headers.get("x-real-ip") ?? "local";
