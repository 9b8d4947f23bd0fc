import { z } from "zod";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "../../shared/commerce/commerce";
import { isPromoPlan } from "./offerList";

// The cart API's inputs (spec storefront §7 cart calls). Strict objects: an unknown field is a 422,
// never silently ignored. Quantities are whole units from 1 to MAX_LINE_QUANTITY; removing a line
// is DELETE, not quantity 0.

const id = z
  .number({ error: "validation.integer" })
  .int("validation.integer")
  .positive("validation.min")
  .max(Number.MAX_SAFE_INTEGER, "validation.max");
const quantity = z
  .number({ error: "validation.integer" })
  .int("validation.integer")
  .min(1, "validation.min")
  .max(MAX_LINE_QUANTITY, "validation.max");

/** Plans a cart line can carry. NORMAL_AND_SUBSCRIPTION is a product's offer, never a line's plan. */
export const LINE_PLANS = ["NORMAL", "SUBSCRIPTION", "PRE_ORDER", "COMBINATION", "EXTRA_FREE", "ADDITIONAL"] as const;
export type LinePlan = (typeof LINE_PLANS)[number];
export { isPromoPlan };

export const cartAddInput = z
  .strictObject({
    stockId: id,
    quantity,
    paymentPlan: z.enum(LINE_PLANS, { error: "validation.oneOf" }),
    /** Months between deliveries; SUBSCRIPTION lines only (0 or absent otherwise). */
    subscriptionCycle: z
      .number({ error: "validation.integer" })
      .int("validation.integer")
      .min(0, "validation.min")
      .max(60, "validation.max")
      .default(0),
    /** Gift (EXTRA_FREE) and add-on (ADDITIONAL) lines: the promotion and the tier that offer them. */
    promotionId: id.nullable().optional(),
    promotionConditionId: id.nullable().optional(),
    cartType: z.literal("NORMAL", { error: "validation.oneOf" }).optional(),
  })
  .superRefine((v, ctx) => {
    const promo = isPromoPlan(v.paymentPlan);
    for (const k of ["promotionId", "promotionConditionId"] as const) {
      if (promo && v[k] == null) ctx.addIssue({ code: "custom", path: [k], message: "validation.required" });
      if (!promo && v[k] != null) ctx.addIssue({ code: "custom", path: [k], message: "validation.notAllowed" });
    }
    if (v.paymentPlan === "SUBSCRIPTION" && v.subscriptionCycle < 1)
      ctx.addIssue({ code: "custom", path: ["subscriptionCycle"], message: "validation.required" });
  });
export type CartAddInput = z.infer<typeof cartAddInput>;

const change = z.strictObject({ id, quantity });
export type CartChange = z.infer<typeof change>;

/** PATCH: one line ({id, quantity}) or several ({items: [{id, quantity}]}); ids must not repeat. */
export const cartPatchOne = change;
export const cartPatchMany = z.strictObject({
  items: z
    .array(change)
    .min(1, "validation.required")
    .max(MAX_CART_LINES, "validation.tooMany")
    .refine((a) => new Set(a.map((c) => c.id)).size === a.length, "validation.duplicate"),
});
/** Which PATCH shape a body is, so its issues name real fields (a zod union would only say "_"). */
export const cartPatchSchemaOf = (raw: unknown) =>
  raw !== null && typeof raw === "object" && "items" in raw ? cartPatchMany : cartPatchOne;

export const cartDeleteInput = z.strictObject({
  ids: z.array(id).min(1, "validation.required").max(MAX_CART_LINES, "validation.tooMany"),
});

/** GET ?cartType: NORMAL (default) or CREATING_STORE (the member's registration cart). */
export const cartQuery = z.strictObject({
  cartType: z.enum(["NORMAL", "CREATING_STORE"], { error: "validation.oneOf" }).optional(),
});
