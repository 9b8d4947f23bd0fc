import type { NewFrontendErrorLog } from "@db/errorLogs";
import { invalid } from "../../platform/errors";
import { enforceLimit, type Limit } from "../../platform/rateLimit";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { FieldIssue } from "../../shared/validators";
import { toFieldIssues } from "../../shared/validators";
import {
  type CspViolation,
  type ErrorLogInput,
  errorLogInput,
  fromLegacy,
  fromReport,
  legacyCspReport,
  reportingBatch,
  violationOfReport,
} from "./schemas";

// Frontend error log (spec §7) and CSP violation reports, stored per store. A page with a broken
// policy can fire many reports per view, so an address has a budget per store, and the same
// report the same day only counts up (spec: duplicates on the same day are skipped).

export const FRONTEND_ERROR_LIMIT: Limit = { max: 120, windowS: 600 };
/** Violations kept from one Reporting API batch (the rest of a storm adds nothing new). */
const MAX_PER_BATCH = 20;

const taipeiDay = (now: number) => new Date(now + 8 * 3600_000).toISOString().slice(0, 10);

async function fingerprint(parts: (string | number | null | undefined)[]): Promise<string> {
  const data = new TextEncoder().encode(parts.map((p) => p ?? "").join("\u0001"));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  let hex = "";
  for (const b of hash.subarray(0, 16)) hex += b.toString(16).padStart(2, "0");
  return hex;
}

/** A page URL without its query: reports of one page with different queries are one problem. */
const pagePath = (url: string | null | undefined) => url?.split(/[?#]/)[0] ?? null;

async function errorRow(e: ErrorLogInput, day: string, userAgent: string | null): Promise<NewFrontendErrorLog> {
  const { message, url, source, type, ...rest } = e;
  return {
    kind: "ERROR",
    day,
    fingerprint: await fingerprint(["ERROR", type, message, source, e.line, pagePath(url), e.apiUrl, e.status, e.code]),
    message: type ? `${type}: ${message}` : message,
    pageUrl: url ?? null,
    source: source ?? null,
    detail: JSON.stringify({ type, ...rest }),
    userAgent,
  };
}

async function violationRow(v: CspViolation, day: string, userAgent: string | null): Promise<NewFrontendErrorLog> {
  const blocked = v.blockedUrl || "inline";
  return {
    kind: "CSP",
    day,
    fingerprint: await fingerprint(["CSP", v.directive, blocked, v.sourceFile, v.line, pagePath(v.documentUrl)]),
    message: `${v.directive} blocked ${blocked}`.slice(0, 2000),
    pageUrl: v.documentUrl,
    source: v.sourceFile ? `${v.sourceFile}:${v.line ?? 0}:${v.column ?? 0}` : null,
    detail: JSON.stringify({
      directive: v.directive,
      blocked: v.blockedUrl,
      sample: v.sample,
      disposition: v.disposition,
      statusCode: v.statusCode,
    }),
    userAgent,
  };
}

function parsed<T>(r: { success: true; data: T } | { success: false; error: import("zod").ZodError }): T {
  if (!r.success) throw invalid(toFieldIssues(r.error));
  return r.data;
}

/** The violations of a Reporting API batch; a malformed csp-violation body is refused whole. */
function violationsOfBatch(raw: unknown): CspViolation[] {
  const batch = parsed(reportingBatch.safeParse(raw));
  const out: CspViolation[] = [];
  const issues: FieldIssue[] = [];
  batch.forEach((report, i) => {
    if (report.type !== "csp-violation") return;
    const r = violationOfReport(report.body);
    if (r.success) out.push(fromReport(r.data));
    else for (const issue of toFieldIssues(r.error)) issues.push({ ...issue, path: `${i}.body.${issue.path}` });
  });
  if (issues.length) throw invalid(issues);
  return out;
}

export type ReportFormat = "csp-report" | "reports" | "error-log";

export function formatOf(contentType: string | undefined, body: unknown): ReportFormat {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "application/reports+json") return "reports";
  if (type === "application/csp-report") return "csp-report";
  if (body && typeof body === "object" && !Array.isArray(body) && "csp-report" in body) return "csp-report";
  return "error-log";
}

/** Validates and stores one POST's reports; throws 422 for a body of none of the formats. */
export async function recordFrontendErrors(
  scope: StoreScope,
  req: { ip: string; userAgent: string | null; format: ReportFormat; body: unknown },
  now = Date.now(),
): Promise<void> {
  await enforceLimit(scope.db, `frontend-errors:${scope.storeId}:${req.ip}`, FRONTEND_ERROR_LIMIT, now);
  const day = taipeiDay(now);
  const ua = req.userAgent?.slice(0, 500) ?? null;
  let rows: NewFrontendErrorLog[];
  if (req.format === "error-log") {
    rows = [await errorRow(parsed(errorLogInput.safeParse(req.body)), day, ua)];
  } else if (req.format === "csp-report") {
    const v = fromLegacy(parsed(legacyCspReport.safeParse(req.body)));
    if (!v) throw invalid([{ path: "csp-report.effective-directive", message: "validation.required" }]);
    rows = [await violationRow(v, day, ua)];
  } else {
    const vs = violationsOfBatch(req.body).slice(0, MAX_PER_BATCH);
    rows = await Promise.all(vs.map((v) => violationRow(v, day, ua)));
  }
  await scope.frontendErrorLogs.record(rows);
}
