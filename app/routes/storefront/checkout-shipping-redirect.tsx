import "../../i18n/commerce";
import { checkoutPathOf, isCheckoutType } from "@functions/commerce/ecpay/map";
import { redirect } from "react-router";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { Alert, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import type { Route } from "./+types/checkout-shipping-redirect";

// /checkout-shipping-redirect/{checkoutType} (spec CheckoutShippingRedirect). ECPay's POST of the
// chosen store is taken by functions/api/commerce/ecpay.ts (mapReply, ahead of the CSRF guard): it stores
// the store and sends the member to the checkout page. A GET lands here: after a refused reply
// (?error=) this page says so; otherwise it goes on to the checkout of that flow.

export async function loader({ request, params }: Route.LoaderArgs) {
  const type = isCheckoutType(params.checkoutType) ? params.checkoutType : "normal";
  const q = new URL(request.url).searchParams;
  const back = checkoutPathOf(type, Number(q.get("subscriptionId")) || null);
  if (!q.get("error")) throw redirect(back);
  return { back };
}

export default function CheckoutShippingRedirect({ loaderData: { back } }: Route.ComponentProps) {
  const t = useT();
  return (
    <main
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center"
      data-testid="shipping-return-refused"
    >
      <ShopMeta title={t("checkout.shipReturn.title")} noindex />
      <h1 className="text-xl font-bold">{t("checkout.shipReturn.title")}</h1>
      <Alert tone="error">{t("checkout.shipReturn.refused")}</Alert>
      <LinkButton to={back}>{t("checkout.backToCheckout")}</LinkButton>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
