import "../../i18n/commerce";
import { memberOrLogin } from "@functions/commerce/checkout/pageGuard";
import { isCheckoutType, type MapForm, mapFormFor } from "@functions/commerce/ecpay/map";
import { AppError } from "@functions/platform/errors";
import { AutoPostForm } from "../../components/shop/AutoPostForm";
import { RedirectPage } from "../../components/shop/RedirectPage";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { Alert, Button, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, salesScopeFor } from "../../lib/context.server";
import type { Route } from "./+types/shipping-redirect-middle-page";

// /shipping-redirect-middle-page?shippingMethodId=&checkoutType=normal[&subscriptionId=][&isCollection=Y]
// (spec redirect page): posts the member to ECPay's convenience-store map (the test map in test
// mode). The form submits itself; without JavaScript the button does.

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const userId = memberOrLogin(rc, request);
  const q = new URL(request.url).searchParams;
  const type = q.get("checkoutType") ?? "normal";
  const methodId = Number(q.get("shippingMethodId"));
  const subscriptionId = Number(q.get("subscriptionId")) || null;
  const back =
    type === "changeShipping" && subscriptionId
      ? `/checkout?type=changeShipping&subscriptionId=${subscriptionId}`
      : "/checkout";
  if (!isCheckoutType(type) || !Number.isSafeInteger(methodId) || methodId <= 0) return { form: null, back };
  try {
    const form: MapForm = await mapFormFor(await salesScopeFor(context), userId, {
      shippingMethodId: methodId,
      checkoutType: type,
      subscriptionId,
      isCollection: q.get("isCollection") === "Y",
      origin: rc.origin,
    });
    return { form, back };
  } catch (e) {
    if (e instanceof AppError) return { form: null, back };
    throw e;
  }
}

export default function ShippingRedirect({ loaderData: { form, back } }: Route.ComponentProps) {
  const t = useT();
  if (!form) {
    return (
      <main
        className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center"
        data-testid="shipping-redirect-unavailable"
      >
        <ShopMeta title={t("checkout.shipRedirect.title")} noindex />
        <Alert tone="error">{t("checkout.shipRedirect.unavailable")}</Alert>
        <LinkButton to={back}>{t("checkout.backToCheckout")}</LinkButton>
      </main>
    );
  }
  return (
    <RedirectPage
      testId="shipping-redirect"
      title={t("checkout.shipRedirect.title")}
      body={t("checkout.shipRedirect.body")}
    >
      <AutoPostForm form={form} testId="ecpay-map-form">
        <Button type="submit" variant="secondary">
          {t("checkout.redirect.continue")}
        </Button>
      </AutoPostForm>
    </RedirectPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
