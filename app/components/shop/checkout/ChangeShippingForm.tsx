import "./i18n";
import { useMemo, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { useT } from "~/i18n";
import { Alert, Button, LinkButton } from "../../ui";
import type { AddressValue } from "../AddressFields";
import type { ChangeData, CheckoutActionResult } from "./checkout.server";
import { F, intOf, isPickupMethod, NO_STORE, sourcesOf, storeKeysFor } from "./form";
import { PageErrors } from "./parts";
import { ReceiverSection } from "./ReceiverSection";
import { ShippingSection } from "./ShippingSection";
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
  const src = useMemo(() => sourcesOf(data.book, data.picked, data.current), [data.book, data.picked, data.current]);
  const defaultKeys = useMemo(
    () => new Set(data.book.filter((e) => e.isDefault).map((e) => String(e.id))),
    [data.book],
  );
  const [methodId, setMethodId] = useState<number | null>(intOf(echo[F.shippingMethodId]) ?? data.shippingMethodId);
  const [receiverId, setReceiverId] = useState(echo[F.receiverId] ?? data.initial.receiverId);
  const [cvsPref, setCvsPref] = useState(echo[F.cvsChoice] ?? "");
  const [address, setAddress] = useState<AddressValue>({
    city: echo[F.city] ?? "",
    district: echo[F.district] ?? "",
    postalCode: echo[F.postalCode] ?? "",
    address: echo[F.address] ?? "",
  });

  const choice = data.shipping.find((c) => c.method.id === methodId) ?? null;
  const method = choice?.method ?? null;
  const pickup = method ? isPickupMethod(method) : false;
  const storeKeys = storeKeysFor(method?.cvsChain ?? null, src);
  const cvsChoice = storeKeys.includes(cvsPref) ? cvsPref : (storeKeys[0] ?? NO_STORE);
  const typedHome = !src.homes.has(receiverId);
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
            kind={
              method
                ? pickup
                  ? {
                      pickup: true,
                      chain: method.cvsChain,
                      mapHref: method.cvsChain
                        ? `/shipping-redirect-middle-page?shippingMethodId=${method.id}&checkoutType=changeShipping&subscriptionId=${sub.id}`
                        : null,
                    }
                  : { pickup: false }
                : null
            }
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
