import { Hono } from "hono";
import { z } from "zod";
import {
  patchPlanPolicy,
  patchPlanProduct,
  planCategories,
  planPolicyInput,
  planProductInput,
  planProducts,
  readPlanPolicy,
} from "../../network/registration/admin";
import { applicationView, domainNameExists, saveApplication } from "../../network/registration/application";
import { addToRegistrationCart, registrationState, selectForPlan } from "../../network/registration/cart";
import { registrationOrder } from "../../network/registration/checkout";
import { findBranchDomain } from "../../network/registration/findDomain";
import { networkOf } from "../../network/registration/network";
import { openBranch } from "../../network/registration/open";
import { applicationInput, identificationRule, needsVerificationCode } from "../../network/registration/rules";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { requireScope, requireUser } from "../../platform/tenancy/guards";
import { domainNameRule } from "../../shared/store/storeAccount";
import { emailRule } from "../../shared/validators";

// Storefront registration calls (spec storefront §7 "branch", issue 13 §2). Login is required
// for everything but the invitation-code and find-domain calls; the head store must allow branches.

const id = z.number({ error: "validation.required" }).int().positive();
const ctx = async (c: { get: (k: "rc") => AppEnv["Variables"]["rc"] }) => {
  const rc = c.get("rc");
  const scope = requireScope(rc);
  const { user } = requireUser(rc);
  return { rc, scope, user, net: await networkOf(scope) };
};

export const registrationRoutes = new Hono<AppEnv>()
  .post("/branch/checkout/ifUuidExists", async (c) => {
    const { domainName } = await jsonBody(c, z.strictObject({ domainName: domainNameRule }));
    const { net, user } = await ctx(c);
    return ok(c, { exists: await domainNameExists(net, domainName, user.id) });
  })
  .post("/branch/checkout/ifEmailExists", async (c) => {
    const { email } = await jsonBody(c, z.strictObject({ email: emailRule }));
    const { net, user } = await ctx(c);
    return ok(c, { exists: await net.reg.emailHeld(email, user.id) });
  })
  .post("/user/ifIdentificationExists", async (c) => {
    const { identification } = await jsonBody(c, z.strictObject({ identification: identificationRule }));
    const { net, user } = await ctx(c);
    return ok(c, { exists: await net.reg.identificationHeld(identification, user.id) });
  })
  .get("/verifications/isVerificationValid", async (c) => {
    const { code } = parseWith(
      z.object({ code: z.string().trim().min(1, "validation.required").max(64) }),
      c.req.query(),
    );
    const net = await networkOf(requireScope(c.get("rc")));
    const v = await net.reg.validVerification(code);
    return ok(c, {
      valid: v !== null,
      trialType: v?.trialType ?? null,
      trialLength: v?.trialLength ?? 0,
      trialUnit: v?.trialUnit ?? null,
    });
  })
  .get("/verifications/current", async (c) => {
    const net = await networkOf(requireScope(c.get("rc")));
    return ok(c, {
      trialType: net.setting.trialType,
      needsCode: needsVerificationCode(net.setting.trialType),
      openCodes: await net.reg.openVerificationCount(),
    });
  })
  .get("/branch/application", async (c) => {
    const { scope, user } = await ctx(c);
    return ok(c, await applicationView(scope, user));
  })
  .post("/branch/application", async (c) => {
    const input = await jsonBody(c, applicationInput);
    const { scope, user } = await ctx(c);
    return ok(c, await saveApplication(scope, user, input));
  })
  .get("/branch/plan", async (c) => {
    const { net, user } = await ctx(c);
    const [state, categories] = await Promise.all([registrationState(net, user.id), net.cart.categories()]);
    return ok(c, {
      ...state,
      categories,
      minAmountShoppingForCreatingStore: net.head.minAmountShoppingForCreatingStore,
    });
  })
  .post("/branch/cart", async (c) => {
    const input = await jsonBody(c, z.strictObject({ productId: id, quantity: id.max(99, "validation.max") }));
    const { net, user } = await ctx(c);
    await addToRegistrationCart(net, user.id, input.productId, input.quantity);
    return ok(c, await registrationState(net, user.id));
  })
  .patch("/branch/cart", async (c) => {
    const input = await jsonBody(
      c,
      z.strictObject({ stockId: id, paymentPlan: z.string().max(20), quantity: z.number().int().min(1).max(99) }),
    );
    const { net, user } = await ctx(c);
    await net.cart.setQuantity(user.id, input.stockId, input.paymentPlan, input.quantity);
    return ok(c, await registrationState(net, user.id));
  })
  .delete("/branch/cart", async (c) => {
    const input = await jsonBody(c, z.strictObject({ stockId: id, paymentPlan: z.string().max(20) }));
    const { net, user } = await ctx(c);
    await net.cart.remove(user.id, input.stockId, input.paymentPlan);
    return ok(c, await registrationState(net, user.id));
  })
  .post("/branch/plan/select", async (c) => {
    const input = await jsonBody(c, z.strictObject({ planId: id, productId: id }));
    const { net, user } = await ctx(c);
    await selectForPlan(net, user.id, input.planId, input.productId);
    return ok(c, await registrationState(net, user.id));
  })
  .delete("/branch/plan/select", async (c) => {
    const input = await jsonBody(c, z.strictObject({ planId: id, productId: id }));
    const { net, user } = await ctx(c);
    await net.cart.unselect(user.id, input.planId, input.productId);
    return ok(c, await registrationState(net, user.id));
  })
  .post("/branch/plan/reset", async (c) => {
    const { net, user } = await ctx(c);
    await net.cart.resetSelections(user.id);
    return ok(c, await registrationState(net, user.id));
  })
  .get("/checkout/minAmountShoppingForCreatingStore", async (c) => {
    const net = await networkOf(requireScope(c.get("rc")));
    return ok(c, { minAmountShoppingForCreatingStore: net.head.minAmountShoppingForCreatingStore });
  })
  .post("/branch/multilevel", async (c) => {
    const input = await jsonBody(c, z.strictObject({ applicationId: id.optional(), orderId: id.optional() }));
    const { scope, user } = await ctx(c);
    return ok(c, await openBranch(scope, user, input));
  })
  .get("/branch/bill", async (c) => {
    const { net, user } = await ctx(c);
    const app = await net.reg.applicationOf(user.id);
    const order = app?.orderId ? await registrationOrder(net, user.id, app.orderId) : null;
    return ok(c, { application: app ? { id: app.id, status: app.status } : null, order: order ?? null });
  })
  // ---- back office: the registration plan ---------------------------------------------------------
  .get("/admin/products/creatingStore", async (c) => ok(c, await planProducts(c.get("rc"))))
  .patch("/admin/products/creatingStore/:id", async (c) => {
    const productId = parseWith(z.coerce.number().int().positive(), c.req.param("id"));
    const input = await jsonBody(c, planProductInput);
    return ok(c, await patchPlanProduct(c.get("rc"), productId, input));
  })
  // The catalogue answers the plain category list; these two filters are the registration plan's.
  .get("/admin/product/categories", async (c, next) => {
    const q = parseWith(
      z.object({
        isForCreatingStore: z.enum(["true", "1"]).optional(),
        planId: z.coerce.number().int().positive().optional(),
      }),
      c.req.query(),
    );
    if (!q.isForCreatingStore && !q.planId) return next();
    return ok(c, await planCategories(c.get("rc"), q.planId ?? null));
  })
  .get("/admin/subscription/creatingStore", (c) => ok(c, readPlanPolicy(c.get("rc"))))
  .patch("/admin/subscription/creatingStore", async (c) => {
    const input = await jsonBody(c, planPolicyInput);
    return ok(c, await patchPlanPolicy(c.get("rc"), input));
  })
  .post("/branch/findDomain", async (c) => {
    const { email } = await jsonBody(c, z.strictObject({ email: emailRule }));
    const rc = c.get("rc");
    const scope = requireScope(rc);
    await findBranchDomain(scope, email, rc.locale, rc.clientIp, rc.origin);
    return ok(c, null);
  });
