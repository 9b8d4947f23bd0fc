import { Hono } from "hono";
import { invalid } from "../../platform/errors";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { requireScope } from "../../platform/tenancy/guards";
import { formatOf, recordFrontendErrors } from "../../store/errorLogs/service";

/**
 * POST /api/store/frontendErrorLogs (spec §7): the app's error log answers the envelope; a
 * browser's CSP violation report (the policy's report-uri / report-to) answers 204.
 */
export const errorLogRoutes = new Hono<AppEnv>().post("/store/frontendErrorLogs", async (c) => {
  const rc = c.get("rc");
  const scope = requireScope(rc);
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw invalid([{ path: "_", message: "validation.malformedJson" }], "Malformed JSON body.");
  }
  const format = formatOf(c.req.header("content-type"), body);
  await recordFrontendErrors(scope, { ip: rc.clientIp, userAgent: c.req.header("user-agent") ?? null, format, body });
  return format === "error-log" ? ok(c, null) : c.body(null, 204);
});
