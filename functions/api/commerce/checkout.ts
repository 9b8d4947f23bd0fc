import { Hono } from "hono";
import { settleCallback } from "../../commerce/checkout/payment";
import { checkoutInput } from "../../commerce/checkout/schemas";
import { checkout } from "../../commerce/checkout/service";
import { registrationCheckout } from "../../network/registration/checkout";
import { applyRenewalOfOrder } from "../../network/renewal/apply";
import { type AppEnv, envelope, ok } from "../../platform/http/envelope";
import { jsonBody } from "../../platform/http/input";
import { requireScope, requireUser } from "../../platform/tenancy/guards";
import { requireSalesScope } from "../../platform/tenancy/salesScope";
import { Code } from "../../shared/codes";

// POST /api/checkout and the online payment callbacks. Checkout refusals carry data (the lines,
// the coupon reason, the new bill), which the generic error envelope does not: answered here.

export const checkoutRoutes = new Hono<AppEnv>()
  .post("/checkout", async (c) => {
    const rc = c.get("rc");
    const input = await jsonBody(c, checkoutInput);
    const { order, next } = input.isForCreatingStore
      ? await registrationCheckout(rc, requireScope(rc), requireUser(rc).user, input)
      : await checkout(rc, input);
    return ok(c, { order, next });
  })
  // Providers send the shopper back with GET (LINE Pay confirmUrl, TapPay frontend redirect) or
  // POST (TapPay backend notify, the test payment page's form); either way the attempt is settled
  // after verifying with the provider, and the shopper lands on the outcome page.
  .on(["GET", "POST"], "/payment/callback/:provider", async (c) => {
    const rc = c.get("rc");
    const scope = await requireSalesScope(rc);
    const params: Record<string, string> = { ...c.req.query() };
    if (c.req.method === "POST") {
      const type = c.req.header("content-type") ?? "";
      if (type.includes("application/json")) {
        const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
        for (const [k, v] of Object.entries(body))
          if (typeof v === "string" || typeof v === "number") params[k] = String(v);
      } else {
        const form = await c.req.parseBody().catch(() => ({}));
        for (const [k, v] of Object.entries(form)) if (typeof v === "string") params[k] = v;
      }
    }
    const provider = c.req.param("provider");
    // The test page's buttons post; a GET must not settle a test attempt (links get prefetched).
    if (provider === "TEST" && c.req.method !== "POST") return c.json(envelope(rc, Code.NOT_FOUND, null), 404);
    const payment = await settleCallback(scope, provider, params, rc.origin);
    if (!payment)
      return c.json({ ...envelope(rc, Code.DATA_DOES_NOT_EXIST, null), message: "Data does not exist" }, 200);
    // A registration order goes on to open its branch (/multilevel-checkout).
    const registration = await scope.networkRegistration.applicationByOrder(payment.order.id);
    if (registration) return c.redirect(`/multilevel-checkout?orderId=${payment.order.id}`, 303);
    // A branch's renewal order: a paid one extends the plan now (once); the renewal page shows the outcome.
    const renewal = await applyRenewalOfOrder(scope.db, scope.headStoreId, payment.order.id);
    if (renewal.isRenewal) return c.redirect(`/registration-cart/update?orderId=${payment.order.id}`, 303);
    return c.redirect(`/complete-purchase?payment=${encodeURIComponent(payment.nonce)}`, 303);
  });
