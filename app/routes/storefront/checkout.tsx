import "../../components/shop/checkout/i18n";
import { checkoutExtras } from "@functions/store/settings/storefront";
import { ShoppingCart } from "lucide-react";
import { data, isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { CheckoutTerms } from "../../components/settings/CheckoutTerms";
import { ChangeShippingForm } from "../../components/shop/checkout/ChangeShippingForm";
import { CheckoutForm } from "../../components/shop/checkout/CheckoutForm";
import {
  type CheckoutActionResult,
  checkoutAction,
  loadCheckout,
} from "../../components/shop/checkout/checkout.server";
import { listHref } from "../../components/shop/links";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { EmptyState, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/checkout";

// /checkout (spec Checkout, login required): the member's order form — lines, shipping, receiver
// (address book or a new one; a convenience store through the ECPay map), payment, invoice, coupon,
// note and the bill — placed through the same service as POST /api/checkout. With
// ?type=changeShipping&subscriptionId=… it changes a subscription's receiver and shipping instead.
// Works as a plain form post; with a script, fetchers refresh the bill and place the order in place.

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await loadCheckout(context, request);
  const plans = data.mode === "normal" ? data.quote.bill.items.map((i) => i.productPaymentPlan) : [];
  return { ...data, extras: await checkoutExtras(scopeOf(context), plans) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(context, request);
}

/**
 * No answer at all (the network dropped), or a 5xx from before the action ran (the request's
 * context met a failing binding): the form hears "busy" and sends the same submit again
 * (CheckoutForm), as it does for the action's own 503.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (e) {
    // A redirect (to login) or a refusal below 500 is the action's own answer; the rest is "busy".
    if (e instanceof Response && e.status < 500) throw e;
    if (isRouteErrorResponse(e) && e.status < 500) throw e;
    // With a 5xx status no loader revalidates: they would meet the same failure.
    return data<CheckoutActionResult>({ kind: "busy", values: {} }, { status: 503 });
  }
}

/**
 * A bill refresh changes nothing the loader reads: no need to read it all again. A placed order
 * navigates on (CheckoutForm): reading the now empty cart first would swap the form for the empty
 * state and drop that navigation.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, actionResult, defaultShouldRevalidate }) => {
  if (formData?.get("intent") === "bill") return false;
  const kind = (actionResult as { kind?: string } | undefined)?.kind;
  if (kind === "placed" || kind === "busy") return false;
  return defaultShouldRevalidate;
};

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const storeName = useRoot().store.storeName;
  const title = loaderData.mode === "changeShipping" ? t("checkoutPage.change.title") : t("checkoutPage.title");
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16" data-testid="checkout-page">
      <ShopMeta title={title} description={t("shop.meta.checkout", { store: storeName })} noindex />
      <h1 className="mb-5 text-2xl font-bold tracking-tight">{title}</h1>
      {loaderData.mode === "changeShipping" ? (
        <ChangeShippingForm data={loaderData} actionData={actionData} />
      ) : loaderData.quote.bill.items.length === 0 ? (
        <div className="rounded-[var(--radius-card)] bg-white ring-1 ring-line" data-testid="checkout-empty">
          <EmptyState
            icon={<ShoppingCart size={40} aria-hidden />}
            title={t("checkoutPage.empty.title")}
            body={t("checkoutPage.empty.body")}
            action={<LinkButton to={listHref("new", "all")}>{t("checkoutPage.empty.action")}</LinkButton>}
          />
        </div>
      ) : (
        <>
          <CheckoutTerms extras={loaderData.extras} />
          <CheckoutForm data={loaderData} actionData={actionData} />
        </>
      )}
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
