import { type Context, Hono } from "hono";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, download, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { requireScope } from "../../platform/tenancy/guards";
import { productReportExcel, promotionReportExcel, storeReportExcel } from "../../store/reports/excel";
import { promotionReport } from "../../store/reports/promotions";
import { promotionReportQuery, reportQuery, visitBody } from "../../store/reports/schemas";
import { productReport, storeReport } from "../../store/reports/service";
import { reportVisit, visitorOf } from "../../store/reports/visits";

// The store report (spec back-office §7 Reports): Analytics, privilege 3, head store and branches.

const scopeOf = (c: Context<AppEnv>) => requireAdminAccess(c.get("rc")).scope;

export const reportRoutes = new Hono<AppEnv>()
  .get("/admin/report/store", async (c) => ok(c, await storeReport(scopeOf(c), parseWith(reportQuery, c.req.query()))))
  .get("/admin/report/store/excel", async (c) => {
    const scope = scopeOf(c);
    const q = parseWith(reportQuery, c.req.query());
    return download(c, await storeReportExcel(scope, q, q.locale ?? c.get("rc").locale));
  })
  .get("/admin/report/products", async (c) =>
    ok(c, await productReport(scopeOf(c), parseWith(reportQuery, c.req.query()))),
  )
  .get("/admin/report/product/excel", async (c) => {
    const scope = scopeOf(c);
    const q = parseWith(reportQuery, c.req.query());
    return download(c, await productReportExcel(scope, q, q.locale ?? c.get("rc").locale));
  })
  .get("/admin/report/promotions", async (c) =>
    ok(c, await promotionReport(scopeOf(c), parseWith(promotionReportQuery, c.req.query()))),
  )
  .get("/admin/report/promotion/excel", async (c) => {
    const scope = scopeOf(c);
    const q = parseWith(promotionReportQuery, c.req.query());
    return download(c, await promotionReportExcel(scope, q, q.locale ?? c.get("rc").locale));
  });

/** The storefront's visit call; functions/api/store/visitFirst.ts answers it before the app when it can. */
export const VISIT_PATH = "/admin/report/store/visit";

/**
 * Mounted before the admin gate: the storefront reports its visitors here (storefront §4 and §7 list
 * the call among the shopper's), so any visitor of the store may call it, signed in or not.
 */
export const visitRoutes = new Hono<AppEnv>().post(VISIT_PATH, async (c) => {
  const scope = requireScope(c.get("rc"));
  const body = c.req.header("content-type") ? await jsonBody(c, visitBody) : parseWith(visitBody, undefined);
  return ok(c, await reportVisit(c.env, scope.storeId, visitorOf(body.guestId, c.req.raw.headers)));
});
