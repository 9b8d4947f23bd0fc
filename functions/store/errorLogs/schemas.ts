import { z } from "zod";

// The three bodies POST /api/store/frontendErrorLogs accepts. The spec leaves the app's error log
// payload unshown: ours is `errorLogInput`. Browsers send CSP violations in two formats: the
// legacy `report-uri` one (application/csp-report) and the Reporting API's (application/reports+json).
// Long text is cut rather than refused: a report is worth keeping even when a URL is huge.

const clipped = (max: number) => z.string({ error: "validation.string" }).transform((s) => s.slice(0, max));
const count = z.number({ error: "validation.integer" }).int("validation.integer").min(0, "validation.min");

/** The storefront's or back office's own error report (spec §7, §8 app error kinds). */
export const errorLogInput = z.strictObject({
  message: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .transform((s) => s.slice(0, 2000)),
  /** The app error kind: VERSION_MISMATCH, TIME_OUT, INVALID_DOMAIN, INITIAL_FAILED, NETWORK_ERROR… */
  type: z
    .string({ error: "validation.string" })
    .regex(/^[A-Za-z0-9_.-]{1,50}$/, "validation.oneOf")
    .optional(),
  url: clipped(2000).optional(),
  stack: clipped(8000).optional(),
  source: clipped(2000).optional(),
  line: count.optional(),
  column: count.optional(),
  apiUrl: clipped(2000).optional(),
  status: count.max(999, "validation.max").optional(),
  code: z.number({ error: "validation.integer" }).int("validation.integer").optional(),
  version: clipped(50).optional(),
  time: clipped(40).optional(),
});
export type ErrorLogInput = z.output<typeof errorLogInput>;

/** A violation in the field names both formats share once read (see `fromLegacy`, `fromReport`). */
export type CspViolation = {
  documentUrl: string;
  directive: string;
  blockedUrl: string | null;
  sourceFile: string | null;
  line: number | null;
  column: number | null;
  sample: string | null;
  disposition: string | null;
  statusCode: number | null;
};

const optionalText = (max: number) => clipped(max).nullish();
const optionalCount = count.nullish();

/** `report-uri`: `{"csp-report": {...}}` with hyphenated names. */
export const legacyCspReport = z.object({
  "csp-report": z.object({
    "document-uri": clipped(2000),
    "violated-directive": optionalText(200),
    "effective-directive": optionalText(200),
    "blocked-uri": optionalText(2000),
    "source-file": optionalText(2000),
    "line-number": optionalCount,
    "column-number": optionalCount,
    "script-sample": optionalText(200),
    disposition: optionalText(20),
    "status-code": optionalCount,
  }),
});

export function fromLegacy(r: z.output<typeof legacyCspReport>): CspViolation | null {
  const v = r["csp-report"];
  const directive = v["effective-directive"] || v["violated-directive"]?.split(" ")[0];
  if (!directive) return null;
  return {
    documentUrl: v["document-uri"],
    directive,
    blockedUrl: v["blocked-uri"] ?? null,
    sourceFile: v["source-file"] ?? null,
    line: v["line-number"] ?? null,
    column: v["column-number"] ?? null,
    sample: v["script-sample"] ?? null,
    disposition: v.disposition ?? null,
    statusCode: v["status-code"] ?? null,
  };
}

const violationBody = z.object({
  documentURL: clipped(2000),
  effectiveDirective: clipped(200),
  blockedURL: optionalText(2000),
  sourceFile: optionalText(2000),
  lineNumber: optionalCount,
  columnNumber: optionalCount,
  sample: optionalText(200),
  disposition: optionalText(20),
  statusCode: optionalCount,
});

/** The Reporting API: a batch of typed reports; other report types (deprecation…) are skipped. */
export const reportingBatch = z
  .array(z.object({ type: z.string({ error: "validation.string" }).max(100), body: z.unknown() }))
  .min(1, "validation.required")
  .max(100, "validation.tooMany");

export const violationOfReport = (body: unknown) => violationBody.safeParse(body);

export function fromReport(b: z.output<typeof violationBody>): CspViolation {
  return {
    documentUrl: b.documentURL,
    directive: b.effectiveDirective,
    blockedUrl: b.blockedURL ?? null,
    sourceFile: b.sourceFile ?? null,
    line: b.lineNumber ?? null,
    column: b.columnNumber ?? null,
    sample: b.sample ?? null,
    disposition: b.disposition ?? null,
    statusCode: b.statusCode ?? null,
  };
}
