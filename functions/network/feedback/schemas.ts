import { z } from "zod";

// Branch feedback (spec back-office §3 "Feedback cancel reasons (five fixed)", §7 branch feedback).
// Shared by the API and the pages.

export const CANCEL_REASONS = [
  "ACCIDENTAL_SUBSCRIBE",
  "NO_LONGER_NEED_BRANCH",
  "SUBSCRIBED_WITHOUT_CONSENT",
  "UNKNOWN_PURCHASE",
  "BRANCH_DIFFERS_FROM_EXPECTATION",
] as const;
export const FEEDBACK_STATUSES = ["UNPROCESSED", "PROCESSED"] as const;
export const FEEDBACK_CONTENT_MAX = 1000;
/** Images one feedback may carry (multipart field `images`, each within the media upload limits). */
export const FEEDBACK_IMAGES_MAX = 5;

export const feedbackInput = z.strictObject({
  reasons: z
    .array(z.enum(CANCEL_REASONS, { error: "branchFeedback.reasonUnknown" }))
    .min(1, "branchFeedback.reasonRequired")
    .max(CANCEL_REASONS.length),
  content: z.string().trim().max(FEEDBACK_CONTENT_MAX, "validation.tooLong").default(""),
});
export type FeedbackInput = z.output<typeof feedbackInput>;

export const feedbackPatch = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().trim().max(FEEDBACK_CONTENT_MAX, "validation.tooLong").default(""),
});

export const feedbackQuery = z.object({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  locale: z.enum(["zh-TW", "en"]).optional(),
});
