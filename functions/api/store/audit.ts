import { type Context, Hono } from "hono";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, download, ok } from "../../platform/http/envelope";
import { parseWith } from "../../platform/http/input";
import { operationsExportQuery, operationsQuery } from "../../store/audit/schemas";
import { exportOperations, listOperations, operationDetail } from "../../store/audit/service";
import { idOf } from "../helpers";

// The operation log (spec back-office §7 "operations log GET /api/admin/operations"): privilege 8
// (Users), head-store-only (§6 "audit lists"). Read-only: the rows are written by adminWrite.

const scopeOf = (c: Context<AppEnv>) => requireAdminAccess(c.get("rc")).scope;

export const auditRoutes = new Hono<AppEnv>()
  .get("/admin/operations", async (c) => {
    const scope = scopeOf(c);
    return ok(c, await listOperations(scope, parseWith(operationsQuery, c.req.query())));
  })
  .get("/admin/operations/excel", async (c) => {
    const rc = c.get("rc");
    const scope = scopeOf(c);
    const q = parseWith(operationsExportQuery, c.req.query());
    const file = await exportOperations(scope, q, q.locale ?? rc.locale);
    return download(c, file);
  })
  .get("/admin/operations/:id", async (c) => {
    const scope = scopeOf(c);
    return ok(c, await operationDetail(scope, idOf(c)));
  });
