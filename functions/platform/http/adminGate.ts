import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { callRule, refusal, type TableRule } from "../../shared/access/adminPrivileges";
import { Code } from "../../shared/codes";
import { AppError } from "../errors";
import { requireAdmin, requireScope } from "../tenancy/guards";
import type { RequestContext } from "../tenancy/scope";
import type { AppEnv } from "./envelope";

/** The row each gated request passed: its handler's check reads it (platform/http/adminWrite.ts). */
const passed = new WeakMap<RequestContext, TableRule>();

/** The table's rule of the /api/admin call this request is, or null when it did not pass the gate. */
export const gateRule = (rc: RequestContext): TableRule | null => passed.get(rc) ?? null;

/**
 * Every /api/admin call passes the access table (shared/access/adminPrivileges.ts) before its handler
 * runs, so a privilege is enforced on the server even where a handler forgot to ask. A registered
 * call the table does not know is refused (fail closed); the table test names it. The row it
 * matched stays with the request, so the handler checks that row and declares none of its own.
 */
export const adminGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Middleware entries are registered for ALL methods; the handler's own entry names the method.
  const route = matchedRoutes(c).find((r) => r.method !== "ALL" && r.path.startsWith("/api/admin/"));
  if (!route) return next(); // no such call: the API's 404
  const rc = c.get("rc");
  const scope = requireScope(rc);
  const { user } = requireAdmin(rc);
  const rule = callRule(c.req.method, route.path);
  if (!rule) throw new AppError(Code.NOT_ADMIN, 200, "Unlisted admin call.");
  const why = refusal(rule, scope.store.type, user);
  if (why === "notBranchRoot")
    throw new AppError(Code.NOT_BRANCH_ROOT, 200, "Only the branch's main account may do this.");
  if (why) throw new AppError(Code.NOT_ADMIN, 200, "This admin may not use this call.");
  passed.set(rc, rule);
  await next();
};
