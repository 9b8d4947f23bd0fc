import "~/i18n/areas/network/registration";
import { memberOrLogin } from "@functions/commerce/checkout/pageGuard";
import {
  addToRegistrationCart,
  type FlowMode,
  selectForPlan,
  setPickUnits,
} from "@functions/network/registration/cart";
import { networkOf } from "@functions/network/registration/network";
import { AppError } from "@functions/platform/errors";
import { Code } from "@functions/shared/codes";
import { data } from "react-router";
import { rcOf, scopeOf } from "~/lib/context.server";
import { formValues, runForm } from "~/lib/forms";
import { renewalMember } from "./renewal.server";

type Ctx = Parameters<typeof rcOf>[0];

/** The member and the network this host registers into; a visitor goes to log in first. */
export async function memberNetwork(context: Ctx, request: Request) {
  const rc = rcOf(context);
  memberOrLogin(rc, request);
  const scope = scopeOf(context);
  if (rc.session.kind !== "active") throw new Response(null, { status: 302, headers: { location: "/login" } });
  return { rc, scope, user: rc.session.user, net: await notAllowedPage(networkOf(scope)) };
}

/**
 * The registration cart is also where the route guard sends the admin of a closed store (spec
 * §2): a redirect to /not-allow would bounce back. No network that registers here → null.
 */
export async function memberNetworkOrNull(context: Ctx, request: Request) {
  const rc = rcOf(context);
  memberOrLogin(rc, request);
  const scope = scopeOf(context);
  if (rc.session.kind !== "active") return null;
  try {
    return { rc, scope, user: rc.session.user, net: await networkOf(scope) };
  } catch (e) {
    if (e instanceof AppError && e.code === Code.REGISTRATION_NOT_ALLOWED) return null;
    throw e;
  }
}

/** A store that takes no registrations shows /not-allow, like the route guard does. */
export async function notAllowedPage<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof AppError && e.code === Code.REGISTRATION_NOT_ALLOWED)
      throw new Response(null, { status: 302, headers: { location: "/not-allow" } });
    throw e;
  }
}

/** `http(s)://{host}{:port}` of another host, keeping this request's scheme and port (dev ports). */
export function originFor(currentOrigin: string, host: string): string {
  const u = new URL(currentOrigin);
  return `${u.protocol}//${host}${u.port ? `:${u.port}` : ""}`;
}

/** The registration cart's buttons (plain form posts: intent + ids), shared by its pages. */
export async function registrationCartAction(context: Ctx, request: Request, mode: FlowMode = "register") {
  const { user, net } =
    mode === "update" ? await renewalMember(context, request) : await memberNetwork(context, request);
  const f = await formValues(request);
  const n = (k: string) => Number(f[k] ?? 0);
  const out = await runForm(async () => {
    if (f.intent === "add") await addToRegistrationCart(net, user.id, n("productId"), 1, mode);
    else if (f.intent === "remove") await net.cart.remove(user.id, n("stockId"), f.paymentPlan ?? "NORMAL");
    else if (f.intent === "select") await selectForPlan(net, user.id, n("planId"), n("productId"), mode);
    else if (f.intent === "unselect") await net.cart.unselect(user.id, n("planId"), n("productId"));
    else if (f.intent === "reset") await net.cart.resetSelections(user.id);
    else if (f.intent === "units") await setPickUnits(net, user.id, n("planId"), n("productId"), n("quantity"), mode);
  });
  return out.ok ? { ok: true as const } : data(out.result, 200);
}
