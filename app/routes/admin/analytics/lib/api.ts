import { PRESETS, type Preset } from "@functions/store/reports/presets";
import type { PromotionReport } from "@functions/store/reports/promotions";
import type { StoreReport } from "@functions/store/reports/service";

// The report calls of spec back-office §7 Reports, and the page's reading of its URL.
export const REPORT_API = {
  store: "/api/admin/report/store",
  storeExcel: "/api/admin/report/store/excel",
  productExcel: "/api/admin/report/product/excel",
  promotions: "/api/admin/report/promotions",
  promotionExcel: "/api/admin/report/promotion/excel",
} as const;

export const ANALYTICS_PATHS = {
  store: "/admin/analytics/store",
  promotions: "/admin/analytics/store/promotions",
} as const;

export type { PromotionReport, StoreReport };
export { PRESETS, type Preset };

export type ReportFilter = { preset: Preset; dateFrom?: string; dateTo?: string };

/** The preset and dates of the page's URL (?preset=&dateFrom=&dateTo=); TODAY like the call's default. */
export function filterOf(search: URLSearchParams): ReportFilter {
  const raw = search.get("preset") ?? "";
  const preset = (PRESETS as readonly string[]).includes(raw) ? (raw as Preset) : "TODAY";
  if (preset !== "DATE_RANGE") return { preset };
  return { preset, dateFrom: search.get("dateFrom") || undefined, dateTo: search.get("dateTo") || undefined };
}

/** A custom range waits for both ends before it is asked for. */
export const isComplete = (f: ReportFilter) => f.preset !== "DATE_RANGE" || Boolean(f.dateFrom && f.dateTo);

/** The years the promotion report offers: this Taipei year and the four before it. */
export function reportYears(now = new Date()): number[] {
  const year = Number(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 4));
  return Array.from({ length: 5 }, (_, i) => year - i);
}

/** The year of the page's URL (?year=), one of the offered years, else this year. */
export function yearOf(search: URLSearchParams, years = reportYears()): number {
  const y = Number(search.get("year"));
  return years.includes(y) ? y : (years[0] as number);
}
