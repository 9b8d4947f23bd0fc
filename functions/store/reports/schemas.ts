import { z } from "zod";
import { daysBetween, MAX_RANGE_DAYS, PRESETS } from "./presets";

const day = z.iso.date({ error: "validation.date" });

/** GET /api/admin/report/store and /products: a preset, and both dates for DATE_RANGE. */
export const reportQuery = z
  .object({
    preset: z.enum(PRESETS, { error: "validation.choice" }).default("TODAY"),
    dateFrom: day.optional(),
    dateTo: day.optional(),
    locale: z.enum(["zh-TW", "en"]).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.preset !== "DATE_RANGE") return;
    if (!q.dateFrom) ctx.addIssue({ code: "custom", path: ["dateFrom"], message: "validation.required" });
    if (!q.dateTo) ctx.addIssue({ code: "custom", path: ["dateTo"], message: "validation.required" });
    if (!q.dateFrom || !q.dateTo) return;
    const n = daysBetween({ from: q.dateFrom, to: q.dateTo });
    if (n < 1) ctx.addIssue({ code: "custom", path: ["dateTo"], message: "validation.dateOrder" });
    if (n > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["dateTo"], message: "validation.rangeTooLong" });
  });
export type ReportQuery = z.output<typeof reportQuery>;

/** GET /api/admin/report/promotions and its excel: one Taipei calendar year, this one by default. */
export const promotionReportQuery = z.object({
  year: z.coerce.number({ error: "validation.number" }).int().min(2000).max(2100).optional(),
  locale: z.enum(["zh-TW", "en"]).optional(),
});
export type PromotionReportQuery = z.output<typeof promotionReportQuery>;

/** POST /api/admin/report/store/visit: the storefront's guest id (storefront §4), when it has one. */
export const visitBody = z
  .object({
    guestId: z
      .string()
      .regex(/^[A-Za-z0-9]{8,64}$/)
      .optional(),
  })
  .default({});
