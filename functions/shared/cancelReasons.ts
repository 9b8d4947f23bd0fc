// Spec back-office §3 "Feedback cancel reasons (five fixed)": the reasons of a branch's feedback
// and of a member's subscription feedback alike, and their wording in both languages (pages,
// exports).

export const CANCEL_REASONS = [
  "ACCIDENTAL_SUBSCRIBE",
  "NO_LONGER_NEED_BRANCH",
  "SUBSCRIBED_WITHOUT_CONSENT",
  "UNKNOWN_PURCHASE",
  "BRANCH_DIFFERS_FROM_EXPECTATION",
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const FEEDBACK_STATUSES = ["UNPROCESSED", "PROCESSED"] as const;

/** The reasons as an export or a page words them. */
export const REASON_TEXT: Record<"zh-TW" | "en", Record<CancelReason, string>> = {
  "zh-TW": {
    ACCIDENTAL_SUBSCRIBE: "不小心訂閱",
    NO_LONGER_NEED_BRANCH: "不再需要分店",
    SUBSCRIBED_WITHOUT_CONSENT: "未經我同意以我的名義訂閱",
    UNKNOWN_PURCHASE: "不明的購買",
    BRANCH_DIFFERS_FROM_EXPECTATION: "分店與預期不同",
  },
  en: {
    ACCIDENTAL_SUBSCRIBE: "Subscribed by accident",
    NO_LONGER_NEED_BRANCH: "No longer need the branch",
    SUBSCRIBED_WITHOUT_CONSENT: "Subscribed in my name without consent",
    UNKNOWN_PURCHASE: "Unknown purchase",
    BRANCH_DIFFERS_FROM_EXPECTATION: "The branch differs from what I expected",
  },
};
