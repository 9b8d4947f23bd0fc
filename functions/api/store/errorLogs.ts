import { Hono } from "hono";
import { invalid } from "../../platform/errors";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { parseWith } from "../../platform/http/input";
import { requireScope } from "../../platform/tenancy/guards";
import { frontendErrorListQuery } from "../../shared/store/errorLogs";
import { listFrontendErrors } from "../../store/errorLogs/list";
import { formatOf, recordFrontendErrors } from "../../store/errorLogs/service";

/**
 * POST /api/store/frontendErrorLogs (spec §7): the app's error log answers the envelope; a
 * browser's CSP violation report (the policy's report-uri / report-to) answers 204.
 */
export const errorLogRoutes = new Hono<AppEnv>()
  /**
   * GET /api/admin/frontendErrorLogs{query}: the store's error and CSP reports for the back office
   * (Users section, privilege 8; the spec names the POST, the read is ours).
   */
  .get("/admin/frontendErrorLogs", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await listFrontendErrors(scope, parseWith(frontendErrorListQuery, c.req.query())));
  })
  .post("/store/frontendErrorLogs", async (c) => {
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
