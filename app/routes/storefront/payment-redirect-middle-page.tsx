import "../../i18n/commerce";
import { memberOrLogin } from "@functions/commerce/checkout/pageGuard";
import { memberPayment, redirectTargetOf } from "@functions/commerce/checkout/payment";
import { useEffect } from "react";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { Spinner } from "../../components/ui";
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
    <main
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center"
      data-testid="payment-redirect"
    >
      <ShopMeta title={t("checkout.redirect.title")} noindex />
      <Spinner size={36} />
      <h1 className="text-xl font-bold">{t("checkout.redirect.title")}</h1>
      <p className="text-muted">{t("checkout.redirect.body")}</p>
      <a href={target} className="font-medium text-brand-600 hover:underline" data-testid="payment-redirect-link">
        {t("checkout.redirect.continue")}
      </a>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
