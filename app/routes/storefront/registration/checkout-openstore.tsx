import "~/i18n/areas/network/registration";
import "~/i18n/areas/network/registrationAddons";
import { checkoutInput } from "@functions/commerce/checkout/schemas";
import { registrationBill, registrationCheckout } from "@functions/network/registration/checkout";
import { openstoreChoices } from "@functions/network/registration/openstore";
import { renewalCheckout } from "@functions/network/renewal/checkout";
import { randomToken } from "@functions/platform/crypto";
import { formatMoney } from "@functions/shared/pricing";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { FieldList, type FieldSpec } from "~/components/FieldList";
import { FormStatus, useFieldError } from "~/components/FormStatus";
import { ShopErrorBoundary } from "~/components/shop/ShopError";
import { Button, SelectField } from "~/components/ui";
import { useT } from "~/i18n";
import { formValues, parseForm, runForm } from "~/lib/forms";
import type { Route } from "./+types/checkout-openstore";
import { Panel, RegPage } from "./parts";
import { memberNetwork } from "./registration.server";
import { isUpdatePath, renewalCheckoutData, renewalMember } from "./renewal.server";

// /checkout/openstore (spec CheckoutOpenStore): the registration bill, delivery, payment; placed by
// the same service as POST /api/checkout {isForCreatingStore: true}, then on to the provider.

export async function loader({ request, context }: Route.LoaderArgs) {
  // /checkout/updatesubscription: the same page for a branch's renewal order (update mode).
  if (isUpdatePath(request)) return renewalCheckoutData(context, request);
  const { scope, user, net } = await memberNetwork(context, request);
  const app = await net.reg.applicationOf(user.id);
  if (!app) throw redirect("/multilevel-regist");
  if (app.status !== "DRAFT") throw redirect("/multilevel-checkout");
  const choices = await openstoreChoices(net);
  const methodId = Number(new URL(request.url).searchParams.get("shipping")) || choices.shipping[0]?.id || null;
  const bill = await registrationBill(scope, user, { shippingMethodId: methodId });
  if (!bill.complete) throw redirect("/registration-cart/register");
  const profile = app.profile;
  return {
    mode: "register" as const,
    bill,
    choices,
    methodId,
    key: randomToken(16),
    receiver: {
      name: profile.realName,
      phone: profile.phone,
      email: app.email,
      city: profile.city,
      district: profile.district,
      postalCode: profile.postalCode,
      address: profile.address,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const update = isUpdatePath(request);
  const { rc, scope, user } = update ? await renewalMember(context, request) : await memberNetwork(context, request);
  const f = await formValues(request);
  const parsed = parseForm(checkoutInput, {
    idempotencyKey: f.idempotencyKey,
    shippingMethodId: Number(f.shippingMethodId),
    paymentMethod: f.paymentMethod,
    expectedTotal: Number(f.expectedTotal),
    isForCreatingStore: update ? undefined : true,
    receiver: {
      name: f.name ?? "",
      phone: f.phone ?? "",
      email: f.email || undefined,
      city: f.city,
      district: f.district,
      postalCode: f.postalCode,
      address: f.address,
    },
  });
  if (!parsed.ok) return data(parsed.result, 422);
  const out = await runForm(() => (update ? renewalCheckout : registrationCheckout)(rc, scope, user, parsed.data));
  if (!out.ok) return data(out.result, 200);
  return redirect(out.value.next.url);
}

const receiverFields: FieldSpec[] = [
  { name: "name", label: "reg.co.receiverName", required: true, errorPath: "receiver.name", testId: "co-name" },
  {
    name: "phone",
    label: "reg.co.receiverPhone",
    type: "tel",
    required: true,
    errorPath: "receiver.phone",
    testId: "co-phone",
  },
  { name: "city", label: "reg.form.city", required: true, errorPath: "receiver.city" },
  { name: "district", label: "reg.form.district", required: true, errorPath: "receiver.district" },
  { name: "postalCode", label: "reg.form.postalCode", errorPath: "receiver.postalCode" },
  { name: "address", label: "reg.form.addressLine", required: true, errorPath: "receiver.address" },
];

export default function CheckoutOpenstore({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const err = useFieldError(actionData);
  const busy = useNavigation().state === "submitting";
  const navigate = useNavigate();
  const { bill, choices } = loaderData;
  const update = loaderData.mode === "update";
  return (
    <RegPage
      title={t(update ? "ren.co.title" : "reg.co.title")}
      step={update ? undefined : 2}
      testId={update ? "checkout-update" : "checkout-openstore"}
      wide
    >
      <Form method="post" className="grid gap-5 min-[1024px]:grid-cols-[1fr_360px]" noValidate>
        <div className="flex flex-col gap-5">
          <FormStatus result={actionData} />
          <Panel title={t("reg.co.receiver")}>
            <input type="hidden" name="email" value={loaderData.receiver.email} />
            <div className="grid gap-4 min-[734px]:grid-cols-2">
              <FieldList fields={receiverFields} err={err} values={loaderData.receiver} />
            </div>
          </Panel>
          <Panel title={t("reg.co.shipping")}>
            <SelectField
              name="shippingMethodId"
              label={t("reg.co.shipping")}
              defaultValue={String(loaderData.methodId ?? "")}
              error={err("shippingMethodId")}
              // The bill's shipping fee follows the method: read it again for the new one.
              onChange={(e) => navigate(`?shipping=${e.target.value}`, { replace: true, preventScrollReset: true })}
            >
              {choices.shipping.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} · {formatMoney(m.fee)}
                </option>
              ))}
            </SelectField>
            {bill.ifNeedToSeparateShipping && (
              <p className="mt-2 text-sm text-muted" data-testid="co-separate">
                {t("regAddons.separate")}
              </p>
            )}
          </Panel>
          <Panel title={t("reg.co.payment")}>
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">{t("reg.co.payment")}</legend>
              {choices.payments.map((m, i) => (
                <label key={m} className="flex h-11 items-center gap-3 rounded-lg border border-line px-3">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={m}
                    defaultChecked={i === 0}
                    data-testid={`co-pay-${m}`}
                  />
                  {t(`reg.pay.${m}`)}
                </label>
              ))}
            </fieldset>
          </Panel>
        </div>
        <aside>
          <Panel title={t("reg.co.items")} testId="co-bill">
            <ul className="flex flex-col gap-2 text-sm">
              {bill.items
                .filter((l) => l.promotionStatus !== "INVALID_ADDITIONAL")
                .map((l) => (
                  <li key={`${l.id}-${l.stockId}`} className="flex justify-between gap-3">
                    <span className="min-w-0 break-words">
                      {l.productName} × {l.quantity}
                    </span>
                    <span className="shrink-0">
                      {l.productUnitPrice > 0
                        ? formatMoney(l.productUnitPrice * l.quantity)
                        : l.promotionId
                          ? t("regAddons.gift")
                          : t("reg.cart.free")}
                    </span>
                  </li>
                ))}
            </ul>
            <dl className="mt-4 flex flex-col gap-1 border-t border-line pt-3 text-sm">
              <div className="flex justify-between">
                <dt>{t("reg.cart.total")}</dt>
                <dd>{formatMoney(bill.itemsTotalAmount)}</dd>
              </div>
              {bill.discountAmount > 0 && (
                <div className="flex justify-between text-brand-700">
                  <dt>{t("regAddons.discount")}</dt>
                  <dd data-testid="co-discount">{formatMoney(-bill.discountAmount)}</dd>
                </div>
              )}
              <div className="flex justify-between">
                <dt>{t("reg.co.shippingFee")}</dt>
                <dd>{formatMoney(bill.shippingFee)}</dd>
              </div>
              <div className="flex justify-between text-base font-bold">
                <dt>{t("reg.co.total")}</dt>
                <dd data-testid="co-total">{formatMoney(bill.totalAmount)}</dd>
              </div>
            </dl>
            <input type="hidden" name="idempotencyKey" value={loaderData.key} />
            <input type="hidden" name="expectedTotal" value={bill.totalAmount} />
            <Button type="submit" busy={busy} className="mt-4 w-full" data-testid="co-submit">
              {t(update ? "ren.co.submit" : "reg.co.submit")}
            </Button>
            <Link
              to={`/registration-cart/${loaderData.mode}`}
              className="mt-3 block text-center text-sm text-brand-700 hover:underline"
            >
              {t(update ? "ren.co.back" : "reg.co.back")}
            </Link>
          </Panel>
        </aside>
      </Form>
    </RegPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
