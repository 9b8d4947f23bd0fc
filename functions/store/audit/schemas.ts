import { z } from "zod";
import { AUDIT_SYSTEMS } from "../../shared/store/auditSystems";

export const MAX_AUDIT_PAGE = 100;
export const MAX_AUDIT_EXPORT = 5_000;

const taipeiDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date");

const filterShape = {
  userId: z.coerce.number({ error: "validation.integer" }).int("validation.integer").positive().optional(),
  system: z.enum(AUDIT_SYSTEMS, { error: "validation.oneOf" }).optional(),
  objectId: z.string().trim().min(1).max(60, "validation.tooLong").optional(),
  /** Taipei dates, inclusive. */
  dateFrom: taipeiDate.optional(),
  dateTo: taipeiDate.optional(),
};

const range = <T extends { dateFrom?: string; dateTo?: string }>(q: T) =>
  !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo;
const rangeIssue = { path: ["dateTo"], message: "validation.dateRange" };

export const operationsQuery = z
  .object({
    ...filterShape,
    offset: z.coerce.number({ error: "validation.integer" }).int("validation.integer").min(0).default(0),
    limit: z.coerce
      .number({ error: "validation.integer" })
      .int("validation.integer")
      .min(1, "validation.min")
      .max(MAX_AUDIT_PAGE, "validation.max")
      .default(20),
  })
  .refine(range, rangeIssue);
export type OperationsQuery = z.output<typeof operationsQuery>;

export const operationsExportQuery = z
  .object({ ...filterShape, locale: z.enum(["zh-TW", "en"]).optional() })
  .refine(range, rangeIssue);
export type OperationsFilter = z.output<typeof operationsExportQuery>;
