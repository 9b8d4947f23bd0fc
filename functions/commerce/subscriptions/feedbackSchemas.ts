import { z } from "zod";
import { CANCEL_REASONS, FEEDBACK_STATUSES } from "../../shared/cancelReasons";

// Subscription feedbacks (spec back-office §7 "feedback: GET /api/admin/subscription/feedbacks;
// PATCH /{id}; GET .../excel (blob)"): why a member cancelled, in the spec's five reasons.

export const SUBSCRIPTION_FEEDBACK_MAX = 1000;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date");

const filter = {
  status: z.enum(FEEDBACK_STATUSES, { error: "validation.oneOf" }).optional(),
  keyword: z.string().trim().max(60, "validation.tooLong").optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
};
const ordered = <T extends { dateFrom?: string; dateTo?: string }>(q: T) =>
  !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo;

export const subscriptionFeedbackQuery = z
  .object({
    ...filter,
    offset: z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(0).default(0),
    limit: z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(1).max(100).default(20),
  })
  .refine(ordered, { path: ["dateTo"], message: "validation.dateRange" });
export type SubscriptionFeedbackQuery = z.output<typeof subscriptionFeedbackQuery>;

export const subscriptionFeedbackExportQuery = z
  .object({ ...filter, locale: z.enum(["zh-TW", "en"]).optional() })
  .refine(ordered, { path: ["dateTo"], message: "validation.dateRange" });

export const subscriptionFeedbackPatch = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES, { error: "validation.oneOf" }),
  reply: z.string().trim().max(SUBSCRIPTION_FEEDBACK_MAX, "validation.tooLong").default(""),
});

/** What a member sends with a cancel (the subscription page's optional feedback). */
export const subscriptionFeedbackInput = z.strictObject({
  reasons: z
    .array(z.enum(CANCEL_REASONS, { error: "validation.oneOf" }))
    .min(1, "validation.required")
    .max(CANCEL_REASONS.length),
  content: z.string().trim().max(SUBSCRIPTION_FEEDBACK_MAX, "validation.tooLong").default(""),
});
