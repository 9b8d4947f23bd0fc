import { z } from "zod";
import { cardInput } from "../../shared/people/cards";
import { domainNameRule, PAYMENT_PLANS } from "../../shared/store/storeAccount";
import { emailRule, idempotencyKeyRule, nameRule, twPhoneRule } from "../../shared/validators";

export const subscriptionPatchInput = z
  .strictObject({
    planCode: z.string().trim().min(1, "validation.required").max(40).optional(),
    paymentPlan: z.enum(PAYMENT_PLANS, { error: "validation.paymentPlan" }).optional(),
    autoRenew: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "validation.required", path: ["planCode"] });

/** Pay the next bill with a saved card of the admin, or a new (test) card that is saved first. */
export const checkoutInput = z
  .strictObject({
    idempotencyKey: idempotencyKeyRule,
    cardId: z.number().int().positive().optional(),
    card: cardInput.optional(),
  })
  .refine((v) => (v.cardId === undefined) !== (v.card === undefined), {
    message: "validation.chooseCard",
    path: ["cardId"],
  });

export const billListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const domainInput = z.strictObject({ domainName: domainNameRule });

const optionalText = (max: number) => z.string().trim().max(max, "validation.tooLong").default("");

export const reviewInput = z.strictObject({
  ownerName: nameRule,
  phone: twPhoneRule,
  email: emailRule,
  companyName: optionalText(60),
  // Spec §5 company id: 8 digits (empty for a sole owner without one).
  companyId: z.union([z.literal(""), z.string().regex(/^\d{8}$/, "validation.companyId")]).default(""),
  address: optionalText(120),
});
