import { Hono } from "hono";
import { z } from "zod";
import { requireSalesScope } from "../branchCatalogue/sale";
import { cartOwnerOf } from "../cart/owner";
import { type AppEnv, ok } from "../platform/envelope";
import { jsonBody } from "../platform/input";
import { billFor } from "./bill";

// POST /api/checkout/bill: the bill of the caller's cart (member, else the guestId header/cookie).
// The registration bill ({isForCreatingStore: true}) is out of scope: the strict body answers 422.
export const billInput = z.strictObject({
  couponCode: z.union([z.string().trim().max(64, "validation.max"), z.null()]).optional(),
  shippingMethodId: z.union([z.number().int().positive(), z.null()]).optional(),
  city: z.union([z.string().trim().max(20, "validation.max"), z.null()]).optional(),
});

export const billRoutes = new Hono<AppEnv>().post("/checkout/bill", async (c) => {
  const rc = c.get("rc");
  const scope = await requireSalesScope(rc);
  const input = await jsonBody(c, billInput);
  const { lines: _lines, couponPromotionId: _id, ...bill } = await billFor(scope, cartOwnerOf(rc), input);
  return ok(c, bill);
});
