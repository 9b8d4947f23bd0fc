import type { BillResult } from "@functions/commerce/cart/bill";
import { type ExtraKind, offersOf } from "@functions/commerce/cart/offerList";
import { addRegistrationExtra, registrationExtraInput } from "@functions/network/registration/addons";
import { registrationPriced } from "@functions/network/registration/bill";
import { AppError } from "@functions/platform/errors";
import { Code } from "@functions/shared/codes";
import type { BillPromotion } from "@functions/shared/commerce/commerce";
import { toFieldIssues } from "@functions/shared/validators";
import { data, redirect } from "react-router";
import { cartAction, failure, loadOffers, offerViewsOf } from "~/components/shop/cart/cart.server";
import { formValues } from "~/lib/forms";
import type { RegBillView } from "./billLines";
import { memberNetwork } from "./registration.server";

// /cart-extras/openstore and /cart-additional-products/openstore: the registration bill's gifts and
// add-ons, chosen like the shopper cart's (ExtrasPage), written by functions/network/registration/addons.ts.

type Ctx = Parameters<typeof memberNetwork>[0];

const PAGE: Record<ExtraKind, string> = {
  EXTRA_FREE: "/cart-extras/openstore",
  ADDITIONAL: "/cart-additional-products/openstore",
};

/**
 * The registration flow continues like the shopper cart: registration cart → gifts (when the bill
 * offers some) → add-ons (when offered) → /checkout/openstore. `after`: the step the member leaves.
 */
export function openstoreNext(promotionList: readonly BillPromotion[], after: "cart" | ExtraKind): string {
  const steps: (string | null)[] = [
    offersOf(promotionList, "EXTRA_FREE").length ? PAGE.EXTRA_FREE : null,
    offersOf(promotionList, "ADDITIONAL").length ? PAGE.ADDITIONAL : null,
  ];
  const from = after === "cart" ? 0 : after === "EXTRA_FREE" ? 1 : 2;
  return steps.slice(from).find((s) => s !== null) ?? "/checkout/openstore";
}

/** The member's offers of one kind and where "continue" leads; no draft application → the cart. */
export async function openstoreOffers(context: Ctx, request: Request, kind: ExtraKind) {
  const { user, net } = await memberNetwork(context, request);
  const app = await net.reg.applicationOf(user.id);
  if (app?.status !== "DRAFT") throw redirect("/registration-cart/register");
  const { bill } = await registrationPriced(net, user.id, {});
  return {
    offers: await offerViewsOf(net.seller, bill, kind),
    next: openstoreNext(bill.promotionList, kind),
  };
}

/** The offer card's post: the same fields as the shopper cart's, into the registration cart. */
export async function openstoreExtraAction(context: Ctx, request: Request, kind: ExtraKind) {
  const { user, net } = await memberNetwork(context, request);
  const v = await formValues(request);
  const n = (k: string) => (v[k] === undefined || v[k] === "" ? undefined : Number(v[k]));
  const parsed = registrationExtraInput.safeParse({
    stockId: n("stockId"),
    quantity: n("quantity"),
    paymentPlan: v.paymentPlan,
    promotionId: n("promotionId"),
    promotionConditionId: n("promotionConditionId"),
  });
  try {
    if (!parsed.success) throw new AppError(Code.INVALID_REQUEST, 422, "invalid", toFieldIssues(parsed.error));
    await addRegistrationExtra(net, user.id, parsed.data);
  } catch (e) {
    const f = failure(e);
    return data(f.result, { status: f.status });
  }
  return redirect(PAGE[kind]);
}

type Args = { request: Request; params: { type?: string }; context: Ctx };

/**
 * A renewal has no gifts or add-ons (its bill takes no promotions: docs/decisions/branch-renewal.md),
 * so the renewal flow's continuation paths of spec storefront §2 pass straight on: updatesubscription
 * to the renewal checkout, changeproducts (a plan's products chosen again) to the renewal cart.
 */
const RENEWAL_NEXT: Record<string, string> = {
  update: "/checkout/updatesubscription",
  updatesubscription: "/checkout/updatesubscription",
  changeproducts: "/registration-cart/update",
};

/**
 * The extras pages' loader: "normal" is the shopper cart's, "openstore" the registration cart's, the
 * renewal types pass on (RENEWAL_NEXT); anything else is the shopper cart's.
 */
export const extrasLoader =
  (kind: ExtraKind) =>
  async ({ request, params, context }: Args) => {
    if (params.type === "openstore") return openstoreOffers(context, request, kind);
    const renewal = params.type ? RENEWAL_NEXT[params.type] : undefined;
    if (renewal) throw redirect(renewal);
    return { offers: await loadOffers(context, params.type, kind), next: null };
  };

export const extrasAction =
  (kind: ExtraKind) =>
  async ({ request, params, context }: Args) => {
    if (params.type === "openstore") return openstoreExtraAction(context, request, kind);
    const renewal = params.type ? RENEWAL_NEXT[params.type] : undefined;
    if (renewal) return redirect(renewal);
    if (params.type !== "normal") return redirect("/cart");
    return cartAction(request, context, PAGE_NORMAL[kind]);
  };

const PAGE_NORMAL: Record<ExtraKind, string> = {
  EXTRA_FREE: "/cart-extras/normal",
  ADDITIONAL: "/cart-additional-products/normal",
};

/** What the registration cart's summary shows of the registration bill (billLines.tsx). */
export function regBillView(bill: BillResult): RegBillView {
  return {
    items: bill.lines.map((l) => ({
      id: l.id,
      stockId: l.stockId,
      paymentPlan: l.paymentPlan,
      productName: l.productName,
      productUnitPrice: l.productUnitPrice,
      quantity: l.quantity,
      promotionStatus: l.promotionStatus,
    })),
    itemsTotalAmount: bill.itemsTotalAmount,
    discountAmount: bill.discountAmount,
    totalAmount: bill.totalAmount,
    promotionList: bill.promotionList,
    hasGifts: offersOf(bill.promotionList, "EXTRA_FREE").length > 0,
    hasAddOns: offersOf(bill.promotionList, "ADDITIONAL").length > 0,
  };
}
