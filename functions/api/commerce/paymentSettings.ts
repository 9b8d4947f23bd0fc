import { Hono } from "hono";
import { listPaymentSettings, openPaymentMethods, savePaymentSettings } from "../../commerce/payment/settings";
import { BANKS, branchesOf } from "../../commerce/payment/settingsBanks";
import { branchQuery, paymentsPutBody } from "../../commerce/payment/settingsSchemas";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { parseWith } from "../../platform/http/input";
import { requireScope } from "../../platform/tenancy/guards";
import { requireSalesScope } from "../../platform/tenancy/salesScope";
import { type Access, adminBody, adminScope, write } from "../helpers";

// /api payment settings (back-office §7 "GET, PUT /api/admin/payments"; storefront banks) and the
// checkout's open-method list. TapPay's public ids ride in initial data: "initial".
const PAYMENTS: Access = { system: "Payment", keys: ["initial"] };

export const paymentSettingsRoutes = new Hono<AppEnv>()
  // On a branch host the head store takes the payment (issue 13): its open methods.
  .get("/payments", async (c) => ok(c, await openPaymentMethods(await requireSalesScope(c.get("rc")))))
  .get("/payment/banks", (c) => {
    requireScope(c.get("rc"));
    return ok(c, BANKS);
  })
  .get("/payment/banksbranch", (c) => {
    requireScope(c.get("rc"));
    const q = parseWith(branchQuery, c.req.query());
    return ok(c, q.bankCode ? branchesOf(q.bankCode) : []);
  })
  .get("/admin/payments", async (c) => ok(c, await listPaymentSettings(adminScope(c))))
  .put("/admin/payments", async (c) => {
    const { methods } = await adminBody(c, paymentsPutBody);
    return ok(
      c,
      await write(c, PAYMENTS, { payload: methods }, (s, _u, audit) => savePaymentSettings(s, methods, audit)),
    );
  });
