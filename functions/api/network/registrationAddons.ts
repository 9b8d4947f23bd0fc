import { Hono } from "hono";
import { z } from "zod";
import { addRegistrationExtra, registrationExtraInput } from "../../network/registration/addons";
import { registrationState, setPickUnits } from "../../network/registration/cart";
import { networkOf } from "../../network/registration/network";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody } from "../../platform/http/input";
import { requireScope, requireUser } from "../../platform/tenancy/guards";

// Registration add-ons (issue 13 §2): gifts and add-ons of the registration bill into the member's
// registration cart, and the units of a plan pick (policy selectLimit). Login required; the head
// store must allow branches. Answers the registration state like the other /branch/cart calls.

const id = z.number({ error: "validation.required" }).int().positive();

const ctx = async (c: { get: (k: "rc") => AppEnv["Variables"]["rc"] }) => {
  const rc = c.get("rc");
  const scope = requireScope(rc);
  const { user } = requireUser(rc);
  return { user, net: await networkOf(scope) };
};

export const registrationAddonRoutes = new Hono<AppEnv>()
  .post("/branch/cart/extras", async (c) => {
    const input = await jsonBody(c, registrationExtraInput);
    const { net, user } = await ctx(c);
    await addRegistrationExtra(net, user.id, input);
    return ok(c, await registrationState(net, user.id));
  })
  .patch("/branch/plan/select", async (c) => {
    const input = await jsonBody(
      c,
      z.strictObject({ planId: id, productId: id, quantity: id.max(99, "validation.max") }),
    );
    const { net, user } = await ctx(c);
    await setPickUnits(net, user.id, input.planId, input.productId, input.quantity);
    return ok(c, await registrationState(net, user.id));
  });
