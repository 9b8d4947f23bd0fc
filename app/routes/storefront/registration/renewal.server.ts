import "~/i18n/areas/network/branchRenewal";
import { memberOrLogin } from "@functions/commerce/checkout/pageGuard";
import { registrationPriced } from "@functions/network/registration/bill";
import { openstoreChoices } from "@functions/network/registration/openstore";
import { renewalBill } from "@functions/network/renewal/checkout";
import { renewalOwner } from "@functions/network/renewal/owner";
import { renewalOrder, renewalView } from "@functions/network/renewal/view";
import { randomToken } from "@functions/platform/crypto";
import { AppError } from "@functions/platform/errors";
import { Code } from "@functions/shared/codes";
import { rcOf, scopeOf } from "~/lib/context.server";

// The registration pages in update mode (a branch renewing its plan, functions/branchRenewal):
// the same cart and checkout pages, fed by the branch owner's renewal instead of an application.

type Ctx = Parameters<typeof rcOf>[0];

const login = (request: Request) => {
  const u = new URL(request.url);
  return new Response(null, {
    status: 302,
    headers: { location: `/login?redirect=${encodeURIComponent(u.pathname + u.search)}` },
  });
};

/** The branch's root admin on its own host; anyone else → null (the page says who may renew). */
export async function renewalMemberOrNull(context: Ctx, request: Request) {
  const rc = rcOf(context);
  memberOrLogin(rc, request);
  const scope = scopeOf(context);
  if (rc.session.kind !== "active") throw login(request);
  const user = rc.session.user;
  try {
    return { rc, scope, user, ...(await renewalOwner(scope, user)) };
  } catch (e) {
    if (
      e instanceof AppError &&
      (e.code === Code.BRANCH_RENEWAL_NOT_ALLOWED || e.code === Code.REGISTRATION_NOT_ALLOWED)
    )
      return null;
    throw e;
  }
}

export async function renewalMember(context: Ctx, request: Request) {
  const m = await renewalMemberOrNull(context, request);
  if (!m) throw new Response(null, { status: 302, headers: { location: "/registration-cart/update" } });
  return m;
}

/** /registration-cart/update: the renewal cart, the plan's end and, after paying, the order's outcome. */
export async function renewalCartData(context: Ctx, request: Request) {
  const m = await renewalMemberOrNull(context, request);
  if (!m) return null;
  const view = await renewalView(m.scope, m.user);
  const orderId = Number(new URL(request.url).searchParams.get("orderId")) || 0;
  const result = orderId ? await renewalOrder(m.scope, m.user, orderId) : null;
  const { state, ...renewal } = view;
  const { bill } = await registrationPriced(m.net, m.user.id, {}, "update");
  return { state, bill, renewal: { ...renewal, result } };
}
export type RenewalData = NonNullable<Awaited<ReturnType<typeof renewalCartData>>>["renewal"];

/** /checkout/updatesubscription: the bill and choices in the shape the openstore checkout renders. */
export async function renewalCheckoutData(context: Ctx, request: Request) {
  const m = await renewalMember(context, request);
  const choices = await openstoreChoices(m.net);
  const methodId = Number(new URL(request.url).searchParams.get("shipping")) || choices.shipping[0]?.id || null;
  const bill = await renewalBill(m.scope, m.user, { shippingMethodId: methodId });
  if (!bill.complete) throw new Response(null, { status: 302, headers: { location: "/registration-cart/update" } });
  const u = m.user;
  const p = (await m.renewals.opening(m.branch.id))?.profile;
  return {
    mode: "update" as const,
    bill,
    choices,
    methodId,
    key: randomToken(16),
    receiver: {
      name: p?.realName ?? u.name,
      phone: p?.phone ?? u.phone ?? "",
      email: u.email,
      city: p?.city ?? "",
      district: p?.district ?? "",
      postalCode: p?.postalCode ?? "",
      address: p?.address ?? "",
    },
  };
}

/** The checkout page serves both paths; a client navigation asks for `….data`. */
export const isUpdatePath = (request: Request) =>
  /^\/checkout\/updatesubscription(?:\.data)?$/.test(new URL(request.url).pathname);
