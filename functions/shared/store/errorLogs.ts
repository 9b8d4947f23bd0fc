import { z } from "zod";

// The back office's frontend error log page (/admin/user-error-logs-list): the kinds a row has and
// the list's filters, shared by GET /api/admin/frontendErrorLogs and the page. The rows are written
// by POST /api/store/frontendErrorLogs (spec §7), one per store, Taipei day and error, with a count.

/** ERROR: the app's own report; CSP: a browser's Content-Security-Policy violation report. */
export const FRONTEND_ERROR_KINDS = ["ERROR", "CSP"] as const;
export type FrontendErrorKind = (typeof FRONTEND_ERROR_KINDS)[number];

const taipeiDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date");

export const frontendErrorListQuery = z
  .object({
    kind: z.enum(FRONTEND_ERROR_KINDS, { error: "validation.oneOf" }).optional(),
    q: z.string().trim().max(100, "validation.tooLong").optional(),
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
export type FrontendErrorListQuery = z.output<typeof frontendErrorListQuery>;
