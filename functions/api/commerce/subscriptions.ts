import { Hono } from "hono";
import { adminOrderNow } from "../../commerce/subscriptions/orderNow";
import {
  adminListQuery,
  adminPatchInput,
  adminPostInput,
  memberListQuery,
  memberPatchInput,
} from "../../commerce/subscriptions/schemas";
import {
  adminPatchSubscription,
  adminSubscription,
  adminSubscriptions,
  memberPatchSubscription,
  memberSubscription,
  memberSubscriptions,
} from "../../commerce/subscriptions/service";
import { type AdminWrite, requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { requireScope, requireUser } from "../../platform/tenancy/guards";
import { idOf, patchById } from "../helpers";

// Subscriptions: the member's (spec storefront §7 GET /api/subscriptions, GET/PATCH /{id}) and the
// back office's (§7 GET /api/admin/subscriptions, GET/PATCH /{id}). The subscription list is open
// to head and branch stores (§6), privilege 6 (the Subscription section); writes audited as
// "Subscription". No cached list shows subscriptions: nothing to bump.

const SUBSCRIPTIONS: Omit<AdminWrite<unknown>, "objectId" | "payload"> = {
  system: "Subscription",
  keys: [],
};

export const subscriptionRoutes = new Hono<AppEnv>()
  .get("/subscriptions", async (c) => {
    const rc = c.get("rc");
    const scope = requireScope(rc);
    const { user } = requireUser(rc);
    return ok(c, await memberSubscriptions(scope, user.id, parseWith(memberListQuery, c.req.query())));
  })
  .get("/subscriptions/:id", async (c) => {
    const rc = c.get("rc");
    const scope = requireScope(rc);
    const { user } = requireUser(rc);
    return ok(c, await memberSubscription(scope, user.id, idOf(c)));
  })
  .patch("/subscriptions/:id", async (c) => {
    const rc = c.get("rc");
    const scope = requireScope(rc);
    const { user } = requireUser(rc);
    const id = idOf(c);
    const input = await jsonBody(c, memberPatchInput);
    return ok(c, await memberPatchSubscription(scope, user.id, id, input));
  })
  .get("/admin/subscriptions", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await adminSubscriptions(scope, parseWith(adminListQuery, c.req.query())));
  })
  .get("/admin/subscriptions/:id", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await adminSubscription(scope, idOf(c)));
  })
  .patch("/admin/subscriptions/:id", async (c) =>
    ok(
      c,
      await patchById(
        c,
        SUBSCRIPTIONS,
        adminPatchInput,
        (id, input) => (s, _u, audit) => adminPatchSubscription(s, id, input, audit),
      ),
    ),
  )
  // The spec's POST on one subscription: place its next order now (orderNow.ts).
  .post("/admin/subscriptions/:id", async (c) => {
    const origin = c.get("rc").origin;
    return ok(
      c,
      await patchById(
        c,
        { ...SUBSCRIPTIONS, label: "Subscription.orderNow" },
        adminPostInput,
        (id) => (s, _u, audit) => adminOrderNow(s, id, audit, origin),
      ),
    );
  });
