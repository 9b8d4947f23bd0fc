import { Hono } from "hono";
import { z } from "zod";
import { checkoutInput } from "../../commerce/checkout/schemas";
import { addToRegistrationCart, registrationState, selectForPlan } from "../../network/registration/cart";
import { renewalBill, renewalCheckout } from "../../network/renewal/checkout";
import { renewalOwner } from "../../network/renewal/owner";
import { renewalOrder, renewalView } from "../../network/renewal/view";
import { type AppEnv, envelope, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { requireScope, requireUser } from "../../platform/tenancy/guards";
import { Code } from "../../shared/codes";

// The renewal calls of /registration-cart/update and /checkout/updatesubscription (issue 13 §2):
// the branch's root admin on the branch's own host; everything else answers 400410.

const id = z.number({ error: "validation.required" }).int().positive();
const who = (c: { get: (k: "rc") => AppEnv["Variables"]["rc"] }) => {
  const rc = c.get("rc");
  return { rc, scope: requireScope(rc), user: requireUser(rc).user };
};

export const branchRenewalRoutes = new Hono<AppEnv>()
  .get("/branch/renewal", async (c) => {
    const { scope, user } = who(c);
    return ok(c, await renewalView(scope, user));
  })
  .post("/branch/renewal/cart", async (c) => {
    const { productId } = await jsonBody(c, z.strictObject({ productId: id }));
    const { scope, user } = who(c);
    const { net } = await renewalOwner(scope, user);
    await addToRegistrationCart(net, user.id, productId, 1, "update");
    return ok(c, await registrationState(net, user.id, "update"));
  })
  .post("/branch/renewal/select", async (c) => {
    const input = await jsonBody(c, z.strictObject({ planId: id, productId: id }));
    const { scope, user } = who(c);
    const { net } = await renewalOwner(scope, user);
    await selectForPlan(net, user.id, input.planId, input.productId, "update");
    return ok(c, await registrationState(net, user.id, "update"));
  })
  .post("/branch/renewal/bill", async (c) => {
    const { shippingMethodId } = await jsonBody(c, z.strictObject({ shippingMethodId: id.nullable().optional() }));
    const { scope, user } = who(c);
    return ok(c, await renewalBill(scope, user, { shippingMethodId: shippingMethodId ?? null }));
  })
  .post("/branch/renewal/checkout", async (c) => {
    const { rc, scope, user } = who(c);
    const input = await jsonBody(c, checkoutInput);
    const { order, next } = await renewalCheckout(rc, scope, user, input);
    return ok(c, { order, next });
  })
  .get("/branch/renewal/orders/:id", async (c) => {
    const orderId = parseWith(z.coerce.number().int().positive(), c.req.param("id"));
    const { scope, user } = who(c);
    const out = await renewalOrder(scope, user, orderId);
    if (!out) return c.json({ ...envelope(c.get("rc"), Code.BRANCH_RENEWAL_NOT_FOUND, null), message: "No renewal." });
    return ok(c, out);
  });
