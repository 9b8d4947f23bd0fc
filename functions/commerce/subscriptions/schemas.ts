import { z } from "zod";
import { SUBSCRIPTION_STATUSES } from "../../shared/commerce/commerce";
import { receiverShape } from "../checkout/schemas";
import { subscriptionFeedbackInput } from "./feedbackSchemas";
import { SUBSCRIPTION_ACTIONS } from "./model";

// Inputs of the subscription calls. Bodies are strict: an unknown field is 422.

const offset = z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(0).default(0);
const limit = z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(1).max(100).default(20);

export const memberListQuery = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES, { error: "validation.oneOf" }).optional(),
  offset,
  limit,
});

/**
 * {action} or a change of shipping {receiver, shippingMethodId} (/checkout?type=changeShipping);
 * a cancel may carry the member's feedback (the store's subscription feedbacks).
 */
export const memberPatchInput = z
  .strictObject({
    action: z.enum(SUBSCRIPTION_ACTIONS, { error: "validation.oneOf" }).optional(),
    feedback: subscriptionFeedbackInput.optional(),
    receiver: receiverShape.optional(),
    shippingMethodId: z.number({ error: "validation.integer" }).int().positive().optional(),
  })
  .superRefine((v, ctx) => {
    const shipping = v.receiver !== undefined || v.shippingMethodId !== undefined;
    if (v.action && shipping) ctx.addIssue({ code: "custom", path: ["action"], message: "validation.oneOf" });
    if (v.feedback && v.action !== "cancel")
      ctx.addIssue({ code: "custom", path: ["feedback"], message: "validation.oneOf" });
    if (!v.action && !shipping) ctx.addIssue({ code: "custom", path: ["action"], message: "validation.required" });
    if (shipping && v.receiver === undefined)
      ctx.addIssue({ code: "custom", path: ["receiver"], message: "validation.required" });
    if (shipping && v.shippingMethodId === undefined)
      ctx.addIssue({ code: "custom", path: ["shippingMethodId"], message: "validation.required" });
  });
export type SubscriptionPatchInput = z.output<typeof memberPatchInput>;

export const adminListQuery = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES, { error: "validation.oneOf" }).optional(),
  keyword: z.string().trim().max(60, "validation.tooLong").optional(),
  offset,
  limit,
});

export const adminPatchInput = z
  .strictObject({
    action: z.enum(SUBSCRIPTION_ACTIONS, { error: "validation.oneOf" }).optional(),
    nextOrderDate: z.iso.date({ error: "validation.date" }).optional(),
  })
  .refine((v) => v.action !== undefined || v.nextOrderDate !== undefined, {
    path: ["action"],
    message: "validation.required",
  });
export type AdminSubscriptionPatch = z.output<typeof adminPatchInput>;

/** POST /api/admin/subscriptions/{id}: what to do now (docs/decisions/subscription-order-now.md). */
export const adminPostInput = z.strictObject({
  action: z.literal("ORDER_NOW", { error: "validation.oneOf" }),
});
