import { describe, expect, it } from "vitest";
import { type VerificationLike, verificationState } from "../../functions/people/verifications/state";

const base: VerificationLike = {
  isOpen: true,
  startAt: "2026-11-01T00:00:00.000Z",
  endAt: "2026-12-01T00:00:00.000Z",
  maxUses: 10,
  usedCount: 3,
};
const now = "2026-11-15T12:00:00.000Z";

describe("verificationState", () => {
  it.each([
    ["valid inside its window with uses left", {}, now, "VALID"],
    ["no bounds and no cap", { startAt: null, endAt: null, maxUses: 0, usedCount: 999 }, now, "VALID"],
    ["switched off", { isOpen: false }, now, "CLOSED"],
    ["closed wins over expired", { isOpen: false, endAt: "2026-11-02T00:00:00.000Z" }, now, "CLOSED"],
    ["before its start", {}, "2026-10-31T23:59:59.999Z", "NOT_STARTED"],
    ["at its start", {}, "2026-11-01T00:00:00.000Z", "VALID"],
    ["at its end (exclusive)", {}, "2026-12-01T00:00:00.000Z", "EXPIRED"],
    ["after its end", {}, "2027-01-01T00:00:00.000Z", "EXPIRED"],
    ["all uses taken", { usedCount: 10 }, now, "USED_UP"],
    ["one use left", { usedCount: 9 }, now, "VALID"],
    ["expired wins over used up", { usedCount: 10 }, "2027-01-01T00:00:00.000Z", "EXPIRED"],
  ] as const)("%s", (_name, patch, at, want) => {
    expect(verificationState({ ...base, ...patch }, at)).toBe(want);
    expect(verificationState({ ...base, ...patch }, new Date(at))).toBe(want);
  });
});
