import { z } from "zod";

// The ECPay shipping calls of the back office (spec §7 "Orders and shipping").

/** GET /api/admin/shipping/ecpayQueryShippingOrder: ECPay's logistics id and our order number. */
export const shippingOrderQuery = z.object({
  shippingOrderNumber: z
    .string({ error: "validation.required" })
    .trim()
    .regex(/^[0-9A-Za-z-]{1,30}$/, "validation.shippingOrderNumber"),
  orderNumber: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(40, "validation.tooLong"),
});
