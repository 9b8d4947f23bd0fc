import { describe, expect, it } from "vitest";
import { REMIND_INTERVAL_MS, type RemindInput, remindBarVisible } from "../../functions/shared/network/branchRemind";

const now = Date.parse("2026-11-26T12:00:00Z");
const base: RemindInput = {
  isBranch: true,
  storeStatus: "NORMAL",
  noticeTypes: ["BRANCH_USER_DENY"],
  ifMustReviewUserInfo: false,
  remindAt: null,
  now,
};

describe("remindBarVisible (spec §2.4)", () => {
  it.each([
    ["a branch with a deny notice and no remind time", {}, true],
    ["not a branch", { isBranch: false }, false],
    ["no notice of the three types", { noticeTypes: ["BRANCH_USER_UNAUDITED"] }, false],
    ["reminded less than a day ago", { remindAt: now - REMIND_INTERVAL_MS + 1 }, false],
    ["reminded a day ago", { remindAt: now - REMIND_INTERVAL_MS }, true],
    [
      "a normal notice while profiles are reviewed: always, even just reminded",
      { noticeTypes: ["BRANCH_USER_NORMAL"], ifMustReviewUserInfo: true, remindAt: now },
      true,
    ],
    [
      "a normal notice without review: the interval applies",
      { noticeTypes: ["BRANCH_USER_NORMAL"], remindAt: now },
      false,
    ],
    [
      "renewal failed status follows the interval",
      { storeStatus: "CLOSE_STORE_RENEWED_FAIL", noticeTypes: ["BRANCH_RENEWED_FAIL"] },
      true,
    ],
    ["any other status hides it", { storeStatus: "CLOSE_STORE_UNPAID" }, false],
    [
      "the always rule holds in another status too",
      { storeStatus: "CLOSE_STORE_UNPAID", noticeTypes: ["BRANCH_USER_NORMAL"], ifMustReviewUserInfo: true },
      true,
    ],
  ] as const)("%s", (_n, patch, want) => {
    expect(remindBarVisible({ ...base, ...patch })).toBe(want);
  });
});
