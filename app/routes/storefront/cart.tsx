import "../../i18n/cartMessages";
import { isPromoPlan, offerFor, offersOf, unitCount } from "@functions/commerce/cart/offerList";
import { ShoppingCart } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { lineBounds } from "../../components/shop/cart/bounds";
import { CartLine, lineProblemText } from "../../components/shop/cart/CartLine";
import { CartSummary } from "../../components/shop/cart/CartSummary";
import { cartAction, loadBill } from "../../components/shop/cart/cart.server";
import { setCartCount } from "../../components/shop/cart/count";
import { cartErrorText } from "../../components/shop/cart/messages";
import { listHref } from "../../components/shop/links";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { Alert, EmptyState, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { activeUser } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/cart";

// /cart (spec CartPage): the lines of the visitor's cart priced by the bill, quantity steppers,
// remove, per-line problems, promotion hints, gift / add-on links and the way to checkout. Forms
// post to this route's action (works without JavaScript); with it, fetchers keep the page in place.

export async function loader({ context }: Route.LoaderArgs) {
  const bill = await loadBill(context);
  return { bill, loggedIn: activeUser(context) !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context, "/cart");
}

export default function CartPage({ loaderData: { bill, loggedIn }, actionData }: Route.ComponentProps) {
  const t = useT();
  const storeName = useRoot().store.storeName;
  const lines = bill?.lines ?? [];
  const count = unitCount(lines);
  useEffect(() => setCartCount(count), [count]);
  const gifts = bill ? offersOf(bill.promotionList, "EXTRA_FREE") : [];
  const addOns = bill ? offersOf(bill.promotionList, "ADDITIONAL") : [];
  const blocked = lines.some((l) => lineProblemText(t, l, 0) !== null);
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16" data-testid="cart-page">
      <ShopMeta title={t("cart.title")} description={t("shop.meta.cart", { store: storeName })} noindex />
      <div className="mb-5 flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t("cart.title")}</h1>
        {lines.length > 0 && <p className="text-sm text-muted">{t("cart.items", { n: count })}</p>}
      </div>
      {actionData && !actionData.ok && (
        <div className="mb-4" data-testid="cart-error">
          <Alert tone="error">{cartErrorText(t, actionData)}</Alert>
        </div>
      )}
      {!bill || lines.length === 0 ? (
        <div className="rounded-[var(--radius-card)] bg-white ring-1 ring-line" data-testid="cart-empty">
          <EmptyState
            icon={<ShoppingCart size={40} aria-hidden />}
            title={t("cart.empty.title")}
            body={t("cart.empty.body")}
            action={<LinkButton to={listHref("new", "all")}>{t("cart.empty.action")}</LinkButton>}
          />
        </div>
      ) : (
        <div className="grid gap-6 min-[970px]:grid-cols-[minmax(0,1fr)_340px] min-[970px]:items-start">
          <section aria-label={t("cart.title")} className="rounded-[var(--radius-card)] bg-white px-4 ring-1 ring-line">
            <ul className="divide-y divide-line">
              {lines.map((l) => {
                const offered = isPromoPlan(l.paymentPlan)
                  ? (offerFor(bill.promotionList, l)?.extra.quantity ?? 0)
                  : undefined;
                return <CartLine key={l.id} line={l} bounds={lineBounds(lines, l, offered)} offered={offered} />;
              })}
            </ul>
            <div className="border-t border-line py-4">
              <Link to={listHref("new", "all")} className="text-sm font-medium text-brand-600 hover:underline">
                {t("cart.continue")}
              </Link>
            </div>
          </section>
          <div className="min-[970px]:sticky min-[970px]:top-32">
            <CartSummary
              bill={bill}
              hasGifts={gifts.length > 0}
              hasAddOns={addOns.length > 0}
              loggedIn={loggedIn}
              blocked={blocked}
            />
          </div>
        </div>
      )}
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
