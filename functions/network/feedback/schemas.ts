import { z } from "zod";
import { CANCEL_REASONS, FEEDBACK_STATUSES } from "../../shared/cancelReasons";

// Branch feedback (spec back-office §3 "Feedback cancel reasons (five fixed)", §7 branch feedback).
// Shared by the API and the pages; the reasons themselves are the shared list.

export { CANCEL_REASONS, FEEDBACK_STATUSES };

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
