import { Hono } from "hono";
import { z } from "zod";
import { billFor } from "../../commerce/cart/bill";
import { cartOwnerOf } from "../../commerce/cart/owner";
import { registrationBill } from "../../network/registration/checkout";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody } from "../../platform/http/input";
import { requireUser } from "../../platform/tenancy/guards";
import { requireSalesScope } from "../../platform/tenancy/salesScope";

// POST /api/checkout/bill: the bill of the caller's cart (member, else the guestId header/cookie).
// The registration bill ({isForCreatingStore: true}, a member's) answers `[bill]` (spec: data[0]).
export const billInput = z.strictObject({
  isForCreatingStore: z.boolean().optional(),
  couponCode: z.union([z.string().trim().max(64, "validation.max"), z.null()]).optional(),
  shippingMethodId: z.union([z.number().int().positive(), z.null()]).optional(),
  city: z.union([z.string().trim().max(20, "validation.max"), z.null()]).optional(),
});

export const billRoutes = new Hono<AppEnv>().post("/checkout/bill", async (c) => {
  const rc = c.get("rc");
  const scope = await requireSalesScope(rc);
  const input = await jsonBody(c, billInput);
  if (input.isForCreatingStore) return ok(c, [await registrationBill(scope, requireUser(rc).user, input)]);
  const { lines: _lines, couponPromotionId: _id, ...bill } = await billFor(scope, cartOwnerOf(rc), input);
  return ok(c, bill);
});
