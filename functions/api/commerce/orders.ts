import { Hono } from "hono";
import { memberListQuery, memberPatchInput } from "../../commerce/orders/schemas";
import { memberOrder, memberOrders, memberPatch } from "../../commerce/orders/service";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { requireUser } from "../../platform/tenancy/guards";
import { requireSalesScope } from "../../platform/tenancy/salesScope";
import { idOf } from "../helpers";

// Member orders (spec storefront §7): GET /api/orders, GET/PATCH /api/orders/{id}. A member sees
// only their own orders of this store; any other id answers DATA_DOES_NOT_EXIST.

const member = async (c: { get: (k: "rc") => import("../../platform/tenancy/scope").RequestContext }) => {
  const rc = c.get("rc");
  return { scope: await requireSalesScope(rc), userId: requireUser(rc).user.id };
};

export const orderRoutes = new Hono<AppEnv>()
  .get("/orders", async (c) => {
    const { scope, userId } = await member(c);
    return ok(c, await memberOrders(scope, userId, parseWith(memberListQuery, c.req.query())));
  })
  .get("/orders/:id", async (c) => {
    const { scope, userId } = await member(c);
    return ok(c, await memberOrder(scope, userId, idOf(c)));
  })
  .patch("/orders/:id", async (c) => {
    const { scope, userId } = await member(c);
    const id = idOf(c);
    const input = await jsonBody(c, memberPatchInput);
    return ok(c, await memberPatch(scope, userId, id, input));
  });
