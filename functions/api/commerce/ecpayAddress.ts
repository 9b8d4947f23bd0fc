import type { Context } from "hono";
import { acceptAddressMapReply, isAddressMapPage, isCvsChain } from "../../commerce/ecpay/addressMap";
import { AppError } from "../../platform/errors";
import { type AppEnv, errorResponse } from "../../platform/http/envelope";

/**
 * POST /user-address-list-redirect/{page}/{cvsType}: the map posts the chosen store for an
 * address-book entry from ECPay's site. Mounted in functions/worker.ts before the CSRF guard (a
 * cross-site form post is the protocol); the signed ExtraData state is its authenticity.
 */
export async function addressMapReply(c: Context<AppEnv>) {
  const rc = c.get("rc");
  const page = c.req.param("page") ?? "";
  const chain = c.req.param("cvsType") ?? "";
  if (!rc.scope || !isAddressMapPage(page) || !isCvsChain(chain)) return c.text("Not found", 404);
  const form: Record<string, string> = {};
  const body = await c.req.parseBody().catch(() => ({}));
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") form[k] = v;
  try {
    return c.redirect(await acceptAddressMapReply(rc.scope, page, chain, form), 303);
  } catch (e) {
    if (e instanceof AppError) return c.redirect(`/user-address-list-redirect/${page}/${chain}?error=${e.code}`, 303);
    return errorResponse(c, e);
  }
}
