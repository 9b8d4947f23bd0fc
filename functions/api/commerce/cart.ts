import { type Context, Hono } from "hono";
import { cartOwnerFor } from "../../commerce/cart/access";
import { cartAddInput, cartDeleteInput, cartPatchSchemaOf, cartQuery } from "../../commerce/cart/schemas";
import { addLine, changeLines, readCart, removeLines } from "../../commerce/cart/service";
import { registrationBill } from "../../network/registration/checkout";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith, readJson } from "../../platform/http/input";
import { requireScope, requireUser } from "../../platform/tenancy/guards";
import { requireSalesScope } from "../../platform/tenancy/salesScope";

// /api/cart/items (spec storefront §7): the caller's cart — the signed-in member's, else the guestId
// header/cookie's. Handlers are thin: input, owner, one service call, the envelope.

type C = Context<AppEnv>;

const ctx = async (c: C) => {
  const rc = c.get("rc");
  const scope = await requireSalesScope(rc);
  return { scope, owner: await cartOwnerFor(rc) };
};

export const cartRoutes = new Hono<AppEnv>()
  .get("/cart/items", async (c) => {
    const q = parseWith(cartQuery, c.req.query());
    // The registration cart (CREATING_STORE) is the member's, priced like its bill.
    if (q.cartType === "CREATING_STORE") {
      const rc = c.get("rc");
      const { items } = await registrationBill(requireScope(rc), requireUser(rc).user, {});
      return ok(c, items);
    }
    const { scope, owner } = await ctx(c);
    return ok(c, await readCart(scope, owner));
  })
  .post("/cart/items", async (c) => {
    const input = await jsonBody(c, cartAddInput);
    const { scope, owner } = await ctx(c);
    return ok(c, await addLine(scope, owner, input));
  })
  .patch("/cart/items", async (c) => {
    // PATCH takes two shapes: the body is read first, then checked against the shape it claims.
    const raw = await readJson(c);
    const input = parseWith(cartPatchSchemaOf(raw), raw);
    const changes = "items" in input ? input.items : [input];
    const { scope, owner } = await ctx(c);
    return ok(c, await changeLines(scope, owner, changes));
  })
  .delete("/cart/items", async (c) => {
    const { ids } = await jsonBody(c, cartDeleteInput);
    const { scope, owner } = await ctx(c);
    return ok(c, await removeLines(scope, owner, ids));
  });
