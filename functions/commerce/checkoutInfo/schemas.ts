import { z } from "zod";
import { cvsReceiverInput, homeReceiverInput } from "../../shared/commerce/checkoutValidators";

// Address book input (POST /api/user/checkoutInfo, PATCH /{id}). The receiver follows the entry's
// type: HOME is an address (city/district/postal checked against taiwan.ts), CVS a pickup store.
export const MAX_CHECKOUT_INFOS = 20;

export const CHECKOUT_INFO_TYPES = ["HOME", "CVS"] as const;

export const checkoutInfoCreateInput = z.discriminatedUnion(
  "type",
  [
    z.strictObject({
      type: z.literal("HOME"),
      receiver: homeReceiverInput,
      isDefault: z.boolean({ error: "validation.boolean" }).optional(),
    }),
    z.strictObject({
      type: z.literal("CVS"),
      receiver: cvsReceiverInput,
      isDefault: z.boolean({ error: "validation.boolean" }).optional(),
    }),
  ],
  { error: "validation.oneOf" },
);
export type CheckoutInfoCreateInput = z.output<typeof checkoutInfoCreateInput>;

/**
 * A change: the receiver is checked against the entry's (new) type by the service. The one default
 * moves by making another entry the default (`isDefault: true`); it cannot be switched off alone.
 */
export const checkoutInfoPatchInput = z
  .strictObject({
    type: z.enum(CHECKOUT_INFO_TYPES, { error: "validation.oneOf" }).optional(),
    receiver: z.record(z.string(), z.unknown(), { error: "validation.required" }).optional(),
    isDefault: z.literal(true, { error: "validation.oneOf" }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { path: ["_"], message: "validation.emptyPatch" })
  .refine((v) => v.type === undefined || v.receiver !== undefined, {
    path: ["receiver"],
    message: "validation.required",
  });
export type CheckoutInfoPatchInput = z.output<typeof checkoutInfoPatchInput>;
