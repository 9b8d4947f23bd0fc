import "../../i18n/commerce";
import { memberOrLogin } from "@functions/commerce/checkout/pageGuard";
import { memberPayment, retryPayment } from "@functions/commerce/checkout/payment";
import { AppError } from "@functions/platform/errors";
import { formatMoney } from "@functions/shared/pricing";
import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { Alert, Button, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, salesScopeFor } from "../../lib/context.server";
import type { Route } from "./+types/complete-purchase";
import { notFoundPage } from "./shop.server";

// /complete-purchase?payment=<nonce> (spec CompletePurchasePage): the outcome of an online payment
// attempt, the way to pay again after a failure, and the link to the order summary.

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = memberOrLogin(rcOf(context), request);
  const nonce = new URL(request.url).searchParams.get("payment") ?? "";
  const p = nonce ? await memberPayment(await salesScopeFor(context), userId, nonce) : null;
  if (!p) notFoundPage("page");
  return {
    nonce: p.nonce,
    status: p.status,
    orderNumber: p.order.orderNumber,
    amount: p.amount,
    orderPaid: p.order.paymentStatus === "PAID",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  const userId = memberOrLogin(rc, request);
  const nonce = String((await request.formData()).get("payment") ?? "");
  try {
    const next = await retryPayment(await salesScopeFor(context), userId, nonce, rc.origin);
    return redirect(next.url);
  } catch (e) {
    if (e instanceof AppError) return data({ code: e.code }, 200);
    throw e;
  }
}

export default function CompletePurchase({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const paid = d.status === "PAID" || d.orderPaid;
  const failed = !paid && d.status === "FAILED";
  const Icon = paid ? CheckCircle2 : failed ? XCircle : Clock;
  return (
    <main
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
      data-testid="complete-purchase"
    >
      <ShopMeta title={t("checkout.purchase.title")} noindex />
      <Icon size={48} aria-hidden className={paid ? "text-emerald-600" : failed ? "text-danger" : "text-muted"} />
      <h1 className="text-2xl font-bold">{t("checkout.purchase.title")}</h1>
      <p data-testid="purchase-status" data-status={paid ? "PAID" : d.status}>
        {t(paid ? "checkout.purchase.paid" : failed ? "checkout.purchase.failed" : "checkout.purchase.pending")}
      </p>
      <p className="text-sm text-muted">
        {t("checkout.complete.number")} {d.orderNumber} · {formatMoney(d.amount)}
      </p>
      {actionData && <Alert tone="error">{t("checkout.notFound")}</Alert>}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {failed && (
          <Form method="post">
            <input type="hidden" name="payment" value={d.nonce} />
            <Button type="submit" busy={busy} data-testid="retry-payment">
              {t("checkout.purchase.retry")}
            </Button>
          </Form>
        )}
        {!paid && !failed && (
          <LinkButton to={`/payment-redirect-middle-page?payment=${encodeURIComponent(d.nonce)}`} reloadDocument>
            {t("checkout.purchase.goPay")}
          </LinkButton>
        )}
        <LinkButton variant="secondary" to={`/checkout-complete?order=${encodeURIComponent(d.orderNumber)}`}>
          {t("checkout.purchase.viewOrder")}
        </LinkButton>
      </div>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
