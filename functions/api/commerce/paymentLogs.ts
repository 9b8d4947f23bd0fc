import { Hono } from "hono";
import { listPaymentLogs, paymentLogDetail } from "../../commerce/paymentLogs/service";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { parseWith } from "../../platform/http/input";
import { paymentLogListQuery } from "../../shared/commerce/paymentLogs";
import { idOf } from "../helpers";

// GET /api/admin/payment/logs{query} and /{id}: the payment error log of the Users section
// (privilege 8, head-store-only like the rest of it). The spec names the page, not its call: the
// path is ours. Read-only: rows are written by the checkout's payment paths.

export const paymentLogRoutes = new Hono<AppEnv>()
  .get("/admin/payment/logs", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await listPaymentLogs(scope, parseWith(paymentLogListQuery, c.req.query())));
  })
  .get("/admin/payment/logs/:id", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await paymentLogDetail(scope, idOf(c)));
  });
