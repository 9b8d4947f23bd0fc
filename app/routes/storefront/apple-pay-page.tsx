import "../../i18n/areas/cards";
import { applePayAttempt } from "@functions/commerce/checkout/applePay";
import { memberOrLogin } from "@functions/commerce/checkout/pageGuard";
import { formatMoney } from "@functions/shared/pricing";
import { Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { Alert, Button, Card, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, salesScopeFor } from "../../lib/context.server";
import type { Route } from "./+types/apple-pay-page";

// /apple-pay-page?payment=<nonce> — the page the shop opens in a frame for Apple Pay (spec §2:
// the app mounts inside a frame only on this path), so it has no shop header or footer. It shows
// the amount and the Apple Pay button, or a clear "not available on this device" state when the
// browser has no ApplePaySession. Its forms post with target=_top: the completion page replaces
// the whole shop page, not just the frame.

declare global {
  interface Window {
    ApplePaySession?: { canMakePayments(): boolean };
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const userId = memberOrLogin(rc, request);
  const nonce = new URL(request.url).searchParams.get("payment") ?? "";
  const attempt = await applePayAttempt(await salesScopeFor(context), userId, nonce);
  if (!attempt) throw data({ kind: "applePay" }, { status: 404 });
  return attempt;
}

function useApplePaySupport(): boolean | null {
  const [ok, setOk] = useState<boolean | null>(null);
  useEffect(() => {
    try {
      setOk(!!window.ApplePaySession?.canMakePayments());
    } catch {
      setOk(false);
    }
  }, []);
  return ok;
}

export default function ApplePayPage({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const supported = useApplePaySupport();
  return (
    <main
      className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 px-4 py-8"
      data-testid="apple-pay"
    >
      <ShopMeta title={t("applePay.title")} noindex />
      <Card className="flex flex-col gap-4 p-5">
        <h1 className="flex items-center gap-2 text-lg font-bold">
          <Smartphone size={20} aria-hidden /> {t("applePay.title")}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
          <dt className="text-muted">{t("applePay.order")}</dt>
          <dd className="tabular-nums">{d.orderNumber}</dd>
          <dt className="text-muted">{t("applePay.amount")}</dt>
          <dd className="text-xl font-bold tabular-nums" data-testid="apple-pay-amount">
            {formatMoney(d.amount)}
          </dd>
        </dl>
        {supported === true && (
          <button
            type="button"
            lang="en"
            aria-label={t("applePay.pay")}
            className="h-12 w-full rounded-lg bg-black text-white [-webkit-appearance:-apple-pay-button]"
            data-testid="apple-pay-button"
            disabled={!d.testMode}
          >
            {t("applePay.pay")}
          </button>
        )}
        {supported === false && (
          <div className="flex flex-col gap-3" data-testid="apple-pay-unavailable">
            <Alert tone="info">{t("applePay.unavailable")}</Alert>
            <LinkButton to={`/profile/order/${d.orderId}`} variant="secondary" target="_top">
              {t("applePay.otherMethod")}
            </LinkButton>
          </div>
        )}
        {d.testMode && (
          <form method="post" action="/api/payment/callback/TEST" target="_top" className="flex flex-col gap-2">
            <input type="hidden" name="payment" value={d.nonce} />
            <p className="text-sm text-muted">{t("applePay.testNote")}</p>
            <Button type="submit" name="result" value="pay" data-testid="apple-pay-test">
              {t("applePay.testPay")}
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}

/** No payment waiting here (unknown, someone else's, already paid): said inside the frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ShopErrorBoundary />;
  return (
    <main
      className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-4 py-8"
      data-testid="apple-pay-missing"
    >
      <ShopMeta title={t("applePay.title")} noindex />
      <Alert tone="error">{t("applePay.notFound")}</Alert>
      <LinkButton to="/profile/orders" variant="secondary" target="_top">
        {t("applePay.otherMethod")}
      </LinkButton>
    </main>
  );
}
