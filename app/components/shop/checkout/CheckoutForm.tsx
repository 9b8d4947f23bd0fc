import "./i18n";
import { formatMoney } from "@functions/shared/pricing";
import { useState } from "react";
import { useLocation } from "react-router";
import { HeadedSection } from "~/components/shop/HeadedSection";
import { useT } from "~/i18n";
import { lineProblemText } from "../cart/CartLine";
import { BillSummary } from "./BillSummary";
import { CouponBox } from "./CouponBox";
import type { CheckoutActionResult, NormalData, PageBill, Quote } from "./checkout.server";
import { changedBillOf, F, type FormValues, intOf, type ReceiverSources, type Refusal, type Section } from "./form";
import { InvoiceSection } from "./InvoiceSection";
import { OrderLines } from "./OrderLines";
import { ONLINE_METHODS, PaymentSection } from "./PaymentSection";
import { PlaceOrderButton } from "./PlaceOrderButton";
import { PageErrors } from "./parts";
import { ReceiverSection } from "./ReceiverSection";
import { ShippingSection } from "./ShippingSection";
import { type BillChoices, useBillRefresh, usePlaceOrder } from "./useCheckoutQuote";
import { useDeliveryChoice } from "./useDeliveryChoice";
import { useSectionMessages } from "./useSectionMessages";

type Props = { data: NormalData; actionData?: CheckoutActionResult };

const HOME_FIELDS = [F.name, F.phone, F.email, F.city, F.district, F.postalCode, F.address];
const ALWAYS_FIELDS = [F.carrierCode, F.companyTaxNumber, F.companyTitle, F.donationCode, F.note];

/** The first state of the form: the posted values after a plain (script-less) post, else the loader's. */
function startOf(data: NormalData, actionData: CheckoutActionResult | undefined) {
  const echo: FormValues | null = actionData && actionData.kind !== "placed" ? actionData.values : null;
  const refusal = actionData?.kind === "refused" ? actionData : null;
  const changed = refusal ? changedBillOf(refusal) : null;
  let quote: Quote = actionData?.kind === "quote" ? actionData.quote : data.quote;
  if (changed) quote = { ...quote, bill: changed as unknown as PageBill };
  return {
    echo: echo ?? {},
    key: echo?.[F.key] || data.key,
    quote,
    methodId: echo ? (intOf(echo[F.shippingMethodId]) ?? null) : quote.shippingMethodId,
    refusal,
    changedFrom: changed ? (intOf(echo?.[F.expectedTotal]) ?? null) : null,
  };
}

/** A saved store brings its pickup person; otherwise the first saved receiver, else the member. */
function contactOf(data: NormalData, echo: FormValues, src: ReceiverSources, pickupStore: string | null) {
  const known =
    (pickupStore !== null ? data.book.find((e) => String(e.id) === pickupStore)?.receiver : undefined) ??
    src.homes.values().next().value;
  return {
    name: echo[F.name] ?? known?.name ?? data.user.name,
    phone: echo[F.phone] ?? known?.phone ?? "",
    email: echo[F.email] ?? "",
  };
}

/** Where the refusal's words go, with the page's own: a changed total, a server out of reach. */
function useCheckoutMessages(
  refusal: Refusal | null,
  o: { pickup: boolean; typedHome: boolean; changedFrom: number | null; totalAmount: number; unreachable: boolean },
) {
  const t = useT();
  const fieldPaths = new Set<string>([
    ...ALWAYS_FIELDS,
    ...(o.pickup ? [F.name, F.phone] : o.typedHome ? HOME_FIELDS : []),
  ]);
  const { err, messagesFor } = useSectionMessages(refusal, fieldPaths);
  const summaryMessages =
    o.changedFrom !== null
      ? [
          t("checkoutPage.place.changed", {
            amount: formatMoney(o.totalAmount),
            old: formatMoney(o.changedFrom),
          }),
        ]
      : messagesFor("summary");
  const pageMessages = o.unreachable
    ? [t("checkoutPage.place.unreachable"), ...messagesFor("page")]
    : messagesFor("page");
  return { err, section: (s: Section) => messagesFor(s), summaryMessages, pageMessages };
}

export function CheckoutForm({ data, actionData }: Props) {
  const t = useT();
  const location = useLocation();
  const action = location.pathname + location.search;
  const [start] = useState(() => startOf(data, actionData));
  const echo = start.echo;
  const [quote, setQuote] = useState(start.quote);
  const delivery = useDeliveryChoice(data, echo, start.methodId, quote.shipping);
  const { src, methodId, setMethodId, receiverId, setReceiverId, address, setAddress } = delivery;
  const { choice, method, pickup, cvsChoice, typedHome } = delivery;
  const [payment, setPayment] = useState(echo[F.paymentMethod] ?? "");
  const [coupon, setCoupon] = useState(echo[F.couponCode] ?? data.initial.coupon);
  const [refusal, setRefusal] = useState<Refusal | null>(start.refusal);
  const [changedFrom, setChangedFrom] = useState<number | null>(start.changedFrom);

  const paymentMethod = quote.payments.some((p) => p.method === payment) ? payment : (quote.payments[0]?.method ?? "");

  const quoteState = { quote, setQuote, setRefusal, setChangedFrom };
  const bill = useBillRefresh(action, quoteState);
  const refresh = (o: BillChoices) => bill.refresh({ methodId, receiverId, city: address.city, coupon }, o);
  const { placeFetcher, formRef, onSubmit, unreachable, busy, scripted } = usePlaceOrder(action, quoteState);

  const { err, section, summaryMessages, pageMessages } = useCheckoutMessages(refusal, {
    pickup,
    typedHome,
    changedFrom,
    totalAmount: quote.bill.totalAmount,
    unreachable,
  });
  const lines = quote.bill.items;
  const linesBlocked = lines.some((l) => lineProblemText(t, l, 0) !== null);

  return (
    <placeFetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      data-testid="checkout-form"
      onSubmit={onSubmit}
    >
      <PageErrors messages={pageMessages} className="mb-4" />
      <div className="grid gap-4 min-[970px]:grid-cols-[minmax(0,1fr)_380px] min-[970px]:items-start min-[970px]:gap-6">
        <div className="flex min-w-0 flex-col gap-4">
          <OrderLines lines={lines} messages={section("lines")} />
          <ShippingSection
            choices={quote.shipping}
            selected={methodId}
            city={delivery.homeCity || null}
            onSelect={(id) => {
              setMethodId(id);
              refresh({ methodId: id });
            }}
            messages={section("shipping")}
            billed={{ methodId: quote.shippingMethodId, freeFrom: quote.bill.freeShipping?.threshold ?? null }}
          />
          <ReceiverSection
            kind={delivery.kind("checkoutType=normal")}
            src={src}
            defaultKeys={delivery.defaultKeys}
            receiverId={receiverId}
            onReceiverId={(k) => {
              setReceiverId(k);
              refresh({ receiverId: k });
            }}
            cvsChoice={cvsChoice}
            onCvsChoice={delivery.setCvsPref}
            address={address}
            onAddress={(a) => {
              setAddress(a);
              if (a.city !== address.city) refresh({ city: a.city });
            }}
            contact={contactOf(data, echo, src, pickup ? cvsChoice : null)}
            allowSave
            saveDefault={echo[F.save] === "1" || data.book.length === 0}
            err={err}
            messages={section("receiver")}
          />
          <PaymentSection
            methods={quote.payments}
            selected={paymentMethod}
            onSelect={setPayment}
            messages={section("payment")}
          />
          <InvoiceSection methods={data.invoices} values={echo} err={err} messages={section("invoice")} />
          <NoteBox defaultValue={echo[F.note] ?? ""} error={err(F.note)} />
        </div>
        <div className="flex flex-col gap-4 min-[970px]:sticky min-[970px]:top-28">
          <CouponBox
            value={coupon}
            onChange={setCoupon}
            onApply={(code) => refresh({ coupon: code })}
            coupon={quote.bill.coupon}
            busy={bill.updating}
            messages={section("coupon")}
          />
          <BillSummary bill={quote.bill} updating={bill.updating} messages={summaryMessages}>
            <PlaceOrderButton
              idempotencyKey={start.key}
              expectedTotal={quote.bill.totalAmount}
              scripted={scripted}
              busy={busy}
              disabled={
                bill.updating || !method || choice?.blocked != null || !paymentMethod || linesBlocked || !lines.length
              }
              online={ONLINE_METHODS.includes(paymentMethod)}
              confirming={changedFrom !== null}
            />
          </BillSummary>
        </div>
      </div>
    </placeFetcher.Form>
  );
}

function NoteBox({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const t = useT();
  return (
    <HeadedSection
      id="note-title"
      title={t("checkoutPage.section.note")}
      className="flex flex-col gap-2 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-line min-[734px]:p-6"
      headingClassName="text-lg font-bold"
    >
      <label htmlFor="f-note" className="sr-only">
        {t("checkoutPage.note.label")}
      </label>
      <textarea
        id="f-note"
        name={F.note}
        defaultValue={defaultValue}
        maxLength={500}
        rows={3}
        placeholder={t("checkoutPage.note.placeholder")}
        aria-invalid={error ? true : undefined}
        className="rounded-lg border border-line bg-white px-3 py-2 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      {error && <p className="text-sm text-danger">{error}</p>}
    </HeadedSection>
  );
}
