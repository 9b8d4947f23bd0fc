import { z } from "zod";
import { invoiceChoiceInput } from "../../shared/commerce/checkoutValidators";
import { PAYMENT_METHODS } from "../../shared/commerce/commerce";
import { idempotencyKeyRule } from "../../shared/validators";

// POST /api/checkout body: the contract the checkout page is built against. Strict: a client that
// sends prices, quantities or totals of its own gets 422 (the server prices everything).

const optionalText = (max: number) => z.string().max(max, "validation.tooLong").optional();

/**
 * The receiver's shape only; its rules depend on the shipping method (home address or
 * convenience-store pickup), so the service validates it again once the method is known.
 */
export const receiverShape = z.strictObject({
  name: z.string({ error: "validation.required" }).max(60, "validation.tooLong"),
  phone: z.string({ error: "validation.required" }).max(20, "validation.tooLong"),
  email: optionalText(254),
  city: optionalText(20),
  district: optionalText(20),
  postalCode: optionalText(6),
  address: optionalText(120),
  cvs: z.unknown().optional(),
});

export const checkoutInput = z.strictObject({
  idempotencyKey: idempotencyKeyRule,
  shippingMethodId: z.number({ error: "validation.required" }).int().positive(),
  receiver: receiverShape,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "validation.paymentMethod" }),
  invoice: invoiceChoiceInput.optional(),
  couponCode: z.union([z.string().trim().max(64, "validation.tooLong"), z.null()]).optional(),
  note: z.string().trim().max(500, "validation.tooLong").optional(),
  expectedTotal: z.number({ error: "validation.required" }).int().min(0),
  saveCheckoutInfo: z.boolean().optional(),
  prime: z.string().min(1).max(512, "validation.tooLong").optional(),
  /** The registration order (functions/network/registration/checkout.ts): the member's CREATING_STORE cart. */
  isForCreatingStore: z.literal(true, { error: "validation.oneOf" }).optional(),
});

export type CheckoutInput = z.output<typeof checkoutInput>;
