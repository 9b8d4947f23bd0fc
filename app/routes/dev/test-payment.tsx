import "../../i18n/commerce";
import { memberOrLogin } from "@functions/commerce/checkout/pageGuard";
import { memberPayment } from "@functions/commerce/checkout/payment";
import { isTestMode } from "@functions/commerce/payment/providers/secrets";
import { formatMoney } from "@functions/shared/pricing";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { Button } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, salesScopeFor } from "../../lib/context.server";
import { notFoundPage } from "../storefront/shop.server";
import type { Route } from "./+types/test-payment";
import { DevBadge } from "./parts";

// /dev/test-payment?payment=<nonce>: the TEST provider's "bank page", only in test mode (404
// otherwise). Both buttons post to the callback endpoint real providers use.

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  if (!isTestMode(rc.env)) notFoundPage("page");
  const userId = memberOrLogin(rc, request);
  const nonce = new URL(request.url).searchParams.get("payment") ?? "";
  const p = nonce ? await memberPayment(await salesScopeFor(context), userId, nonce) : null;
  if (!p) notFoundPage("page");
  if (p.provider !== "TEST") notFoundPage("page");
  return { nonce: p.nonce, amount: p.amount, orderNumber: p.order.orderNumber, status: p.status };
}

export default function TestPayment({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <main
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center"
      data-testid="test-payment"
    >
      <ShopMeta title={t("checkout.dev.payTitle")} noindex />
      <DevBadge />
      <h1 className="text-xl font-bold">{t("checkout.dev.payTitle")}</h1>
      <p className="text-muted">
        {t("checkout.dev.payBody", { number: d.orderNumber, amount: formatMoney(d.amount) })}
      </p>
      <form method="post" action="/api/payment/callback/TEST" className="flex gap-3">
        <input type="hidden" name="payment" value={d.nonce} />
        <Button type="submit" name="result" value="pay" data-testid="test-pay">
          {t("checkout.dev.pay")}
        </Button>
        <Button type="submit" name="result" value="fail" variant="danger" data-testid="test-fail">
          {t("checkout.dev.fail")}
        </Button>
      </form>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
