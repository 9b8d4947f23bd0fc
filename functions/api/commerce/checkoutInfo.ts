import { Hono } from "hono";
import { checkoutInfoCreateInput, checkoutInfoPatchInput } from "../../commerce/checkoutInfo/schemas";
import {
  createCheckoutInfo,
  deleteCheckoutInfo,
  getCheckoutInfo,
  listCheckoutInfos,
  updateCheckoutInfo,
} from "../../commerce/checkoutInfo/service";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody } from "../../platform/http/input";
import { requireScope, requireUser } from "../../platform/tenancy/guards";
import { type C, idOf } from "../helpers";

// /api/user/checkoutInfo: the signed-in member's address book (TOKEN_IS_INVALID when signed out).
// The login check comes before the body, so a stranger learns nothing from validation answers.
const member = (c: C) => {
  const rc = c.get("rc");
  const scope = requireScope(rc);
  return { scope, userId: requireUser(rc).user.id };
};

export const checkoutInfoRoutes = new Hono<AppEnv>()
  .get("/user/checkoutInfo", async (c) => {
    const { scope, userId } = member(c);
    return ok(c, await listCheckoutInfos(scope, userId));
  })
  .get("/user/checkoutInfo/:id", async (c) => {
    const { scope, userId } = member(c);
    return ok(c, await getCheckoutInfo(scope, userId, idOf(c)));
  })
  .post("/user/checkoutInfo", async (c) => {
    const { scope, userId } = member(c);
    const input = await jsonBody(c, checkoutInfoCreateInput);
    return ok(c, await createCheckoutInfo(scope, userId, input));
  })
  .patch("/user/checkoutInfo/:id", async (c) => {
    const { scope, userId } = member(c);
    const id = idOf(c);
    const patch = await jsonBody(c, checkoutInfoPatchInput);
    return ok(c, await updateCheckoutInfo(scope, userId, id, patch));
  })
  .delete("/user/checkoutInfo/:id", async (c) => {
    const { scope, userId } = member(c);
    return ok(c, await deleteCheckoutInfo(scope, userId, idOf(c)));
  });
