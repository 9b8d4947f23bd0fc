import { z } from "zod";
import { PAYMENT_METHODS } from "./commerce";

// The payment error log's kinds and list filters (back office user-payment-logs-list), shared by
// the API and the admin page.

/** Provider refused the attempt; provider could not be reached; callback failed verification; callback named no attempt here. */
export const PAYMENT_LOG_KINDS = ["DECLINED", "PROVIDER_ERROR", "VERIFY_FAILED", "UNKNOWN_CALLBACK"] as const;
export type PaymentLogKind = (typeof PAYMENT_LOG_KINDS)[number];

const taipeiDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date");

export const paymentLogListQuery = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: "validation.oneOf" }).optional(),
    kind: z.enum(PAYMENT_LOG_KINDS, { error: "validation.oneOf" }).optional(),
    orderNumber: z.string().trim().max(40, "validation.tooLong").optional(),
    /** Taipei dates, inclusive. */
    dateFrom: taipeiDate.optional(),
    dateTo: taipeiDate.optional(),
    offset: z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(0).default(0),
    limit: z.coerce
      .number({ error: "validation.integer" })
      .int("validation.integer")
      .min(1, "validation.min")
      .max(100, "validation.max")
      .default(20),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    path: ["dateTo"],
    message: "validation.dateRange",
  });
export type PaymentLogListQuery = z.output<typeof paymentLogListQuery>;
