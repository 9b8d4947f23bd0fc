import "../../i18n/commerce";
import { memberOrLogin } from "@functions/commerce/checkout/pageGuard";
import { memberPayment, redirectTargetOf } from "@functions/commerce/checkout/payment";
import { useEffect } from "react";
import { RedirectPage } from "../../components/shop/RedirectPage";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { useT } from "../../i18n";
import { rcOf, salesScopeFor } from "../../lib/context.server";
import type { Route } from "./+types/payment-redirect-middle-page";
import { notFoundPage } from "./shop.server";

// /payment-redirect-middle-page?payment=<nonce> (spec redirect page): forwards the member to the
// provider page of a pending attempt (or to the outcome page once settled). A spinner while the
// browser forwards; the link is the no-JavaScript way on.

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = memberOrLogin(rcOf(context), request);
  const nonce = new URL(request.url).searchParams.get("payment") ?? "";
  const payment = nonce ? await memberPayment(await salesScopeFor(context), userId, nonce) : null;
  if (!payment) notFoundPage("page");
  return { target: redirectTargetOf(payment) };
}

export default function PaymentRedirect({ loaderData: { target } }: Route.ComponentProps) {
  const t = useT();
  useEffect(() => window.location.replace(target), [target]);
  return (
    <RedirectPage testId="payment-redirect" title={t("checkout.redirect.title")} body={t("checkout.redirect.body")}>
      <a href={target} className="font-medium text-brand-600 hover:underline" data-testid="payment-redirect-link">
        {t("checkout.redirect.continue")}
      </a>
    </RedirectPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
