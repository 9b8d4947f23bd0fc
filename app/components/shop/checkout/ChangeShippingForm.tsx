import "./i18n";
import { Form, useLocation, useNavigation } from "react-router";
import { useT } from "~/i18n";
import { Alert, Button, LinkButton } from "../../ui";
import type { ChangeData, CheckoutActionResult } from "./checkout.server";
import { F, intOf } from "./form";
import { PageErrors } from "./parts";
import { ReceiverSection } from "./ReceiverSection";
import { ShippingSection } from "./ShippingSection";
import { useDeliveryChoice } from "./useDeliveryChoice";
import { useSectionMessages } from "./useSectionMessages";

const HOME_FIELDS = [F.name, F.phone, F.email, F.city, F.district, F.postalCode, F.address];

/**
 * /checkout?type=changeShipping&subscriptionId=…: only the receiver and the shipping method of a
 * subscription, saved through PATCH /api/subscriptions/{id}'s service; back to the subscription.
 */
export function ChangeShippingForm({ data, actionData }: { data: ChangeData; actionData?: CheckoutActionResult }) {
  const t = useT();
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const refusal = actionData?.kind === "refused" ? actionData : null;
  const echo = refusal?.values ?? {};
  const sub = data.subscription;
  const back = `/profile/subscription/${sub.id}`;
  const delivery = useDeliveryChoice(
    data,
    echo,
    intOf(echo[F.shippingMethodId]) ?? data.shippingMethodId,
    data.shipping,
  );
  const { src, defaultKeys, methodId, setMethodId, receiverId, setReceiverId, setCvsPref, address, setAddress } =
    delivery;
  const { choice, method, pickup, cvsChoice, typedHome } = delivery;
  const fieldPaths = new Set<string>(pickup ? [F.name, F.phone] : typedHome ? HOME_FIELDS : []);
  const { err, messagesFor } = useSectionMessages(refusal, fieldPaths);
  const pageMessages = messagesFor("page");
  const known = pickup ? (data.book.find((e) => String(e.id) === cvsChoice)?.receiver ?? data.current) : data.current;

  return (
    <>
      <p className="-mt-3 mb-5 text-muted" data-testid="change-product">
        {t("checkoutPage.change.product", { name: sub.productName, n: sub.quantity, cycle: sub.cycle })}
      </p>
      {!sub.canChangeShipping ? (
        <div className="flex flex-col items-start gap-4" data-testid="change-not-allowed">
          <Alert tone="error">{t("checkoutPage.change.notAllowed")}</Alert>
          <LinkButton to={back} variant="secondary">
            {t("checkoutPage.change.back")}
          </LinkButton>
        </div>
      ) : (
        <Form
          method="post"
          action={location.pathname + location.search}
          noValidate
          className="flex max-w-3xl flex-col gap-4"
          data-testid="change-shipping-form"
        >
          <PageErrors messages={pageMessages} />
          <ShippingSection
            choices={data.shipping}
            selected={methodId}
            city={data.initial.city}
            onSelect={setMethodId}
            messages={messagesFor("shipping")}
          />
          <ReceiverSection
            kind={delivery.kind(`checkoutType=changeShipping&subscriptionId=${sub.id}`)}
            src={src}
            defaultKeys={defaultKeys}
            receiverId={receiverId}
            onReceiverId={setReceiverId}
            cvsChoice={cvsChoice}
            onCvsChoice={setCvsPref}
            address={address}
            onAddress={setAddress}
            contact={{
              name: echo[F.name] ?? known.name,
              phone: echo[F.phone] ?? known.phone,
              email: echo[F.email] ?? known.email ?? "",
            }}
            allowSave={false}
            saveDefault={false}
            err={err}
            messages={messagesFor("receiver")}
          />
          <div className="flex flex-col-reverse gap-3 min-[734px]:flex-row min-[734px]:justify-end">
            <LinkButton to={back} variant="secondary">
              {t("checkoutPage.change.back")}
            </LinkButton>
            <Button
              type="submit"
              busy={busy}
              disabled={!method || choice?.blocked != null}
              className="h-12 text-base font-semibold"
              data-testid="change-shipping-save"
            >
              {t("checkoutPage.change.save")}
            </Button>
          </div>
        </Form>
      )}
    </>
  );
}
