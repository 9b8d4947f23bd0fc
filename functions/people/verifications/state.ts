// Whether an invitation code can be used right now. Pure: registration (checking a visitor's code),
// the admin list (its status column) and the tests all ask the same question.

export type VerificationState = "VALID" | "CLOSED" | "NOT_STARTED" | "EXPIRED" | "USED_UP";

export type VerificationLike = {
  isOpen: boolean;
  /** ISO instants; null = no bound. */
  startAt: string | null;
  endAt: string | null;
  /** 0 = unlimited. */
  maxUses: number;
  usedCount: number;
};

/**
 * The first reason a code is unusable, in the order a head store would fix them: switched off,
 * not yet started, past its end, no uses left. `endAt` is exclusive (a code ending at midnight is
 * gone at midnight).
 */
export function verificationState(v: VerificationLike, now: Date | string = new Date()): VerificationState {
  const t = typeof now === "string" ? Date.parse(now) : now.getTime();
  if (!v.isOpen) return "CLOSED";
  if (v.startAt && t < Date.parse(v.startAt)) return "NOT_STARTED";
  if (v.endAt && t >= Date.parse(v.endAt)) return "EXPIRED";
  if (v.maxUses > 0 && v.usedCount >= v.maxUses) return "USED_UP";
  return "VALID";
}

export const isVerificationUsable = (v: VerificationLike, now?: Date | string) => verificationState(v, now) === "VALID";
