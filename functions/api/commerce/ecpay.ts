import type { Context } from "hono";
import { Hono } from "hono";
import { acceptMapReply, isCheckoutType } from "../../commerce/ecpay/map";
import { logisticsNotify } from "../../commerce/ecpay/notify";
import { AppError } from "../../platform/errors";
import { type AppEnv, errorResponse } from "../../platform/http/envelope";
import { requireScope } from "../../platform/tenancy/guards";

async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const body = await c.req.parseBody().catch(() => ({}));
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") out[k] = v;
  return out;
}

/** /api/shipping/ecpay/notify: logistics status reports (answers ECPay's plain-text protocol). */
export const ecpayApiRoutes = new Hono<AppEnv>().post("/shipping/ecpay/notify", async (c) => {
  const scope = requireScope(c.get("rc"));
  return c.text(await logisticsNotify(scope, await formOf(c)));
});

/**
 * POST /checkout-shipping-redirect/{checkoutType}: ECPay's map posts the chosen store here from
 * its own site. Mounted in functions/worker.ts BEFORE the CSRF guard, because this cross-site form
 * post is the protocol; its authenticity is the signed ExtraData state instead (map.ts).
 */
export async function mapReply(c: Context<AppEnv>) {
  const rc = c.get("rc");
  const type = c.req.param("checkoutType") ?? "";
  if (!rc.scope || !isCheckoutType(type)) return c.text("Not found", 404);
  try {
    const next = await acceptMapReply(rc.scope, type, await formOf(c));
    return c.redirect(next, 303);
  } catch (e) {
    if (e instanceof AppError) return c.redirect(`/checkout-shipping-redirect/${type}?error=${e.code}`, 303);
    return errorResponse(c, e);
  }
}
