import { z } from "zod";

// Product awards (spec back-office §7 "awards: POST, GET /api/admin/product/awards; PUT /{groupId};
// DELETE /{id}"); the spec shows no payload: a group is one award given to some products.

export const AWARD_TEXT_MAX = 60;
/** Products one award may list (a store's whole range of one line, say). */
export const AWARD_PRODUCTS_MAX = 200;

export const awardInput = z.strictObject({
  title: z.string().trim().min(1, "validation.required").max(AWARD_TEXT_MAX, "validation.tooLong"),
  issuer: z.string().trim().max(AWARD_TEXT_MAX, "validation.tooLong").default(""),
  year: z
    .number({ error: "validation.integer" })
    .int("validation.integer")
    .min(1900, "validation.oneOf")
    .max(2100, "validation.oneOf")
    .nullable()
    .default(null),
  productIds: z
    .array(z.number({ error: "validation.integer" }).int("validation.integer").positive("validation.integer"))
    .min(1, "validation.required")
    .max(AWARD_PRODUCTS_MAX, "validation.tooMany")
    .refine((ids) => new Set(ids).size === ids.length, "validation.duplicate"),
});
export type AwardInput = z.output<typeof awardInput>;

export const awardQuery = z.object({
  productId: z.coerce.number({ error: "validation.integer" }).int("validation.integer").positive().optional(),
});
