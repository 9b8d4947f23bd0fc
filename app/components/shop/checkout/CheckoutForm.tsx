import "./i18n";
import { Code } from "@functions/shared/codes";
import { formatMoney } from "@functions/shared/pricing";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useT } from "~/i18n";
import type { AddressValue } from "../AddressFields";
import { lineProblemText } from "../cart/CartLine";
import { setCartCount } from "../cart/count";
import { BillSummary } from "./BillSummary";
import { CouponBox } from "./CouponBox";
import type { CheckoutActionResult, NormalData, PageBill, Quote } from "./checkout.server";
import {
  changedBillOf,
  F,
  type FormValues,
  intOf,
  isPickupMethod,
  NO_STORE,
  type Refusal,
  type Section,
  sectionOf,
  sourcesOf,
  storeKeysFor,
} from "./form";
import { InvoiceSection } from "./InvoiceSection";
import { OrderLines } from "./OrderLines";
import { ONLINE_METHODS, PaymentSection } from "./PaymentSection";
import { PlaceOrderButton } from "./PlaceOrderButton";
import { PageErrors } from "./parts";
import { ReceiverSection } from "./ReceiverSection";
import { ShippingSection } from "./ShippingSection";
import { useSectionMessages } from "./useSectionMessages";

type Props = { data: NormalData; actionData?: CheckoutActionResult };

/** Resubmits of a place that met a 503 or no network: 1, 2 and 4 s apart, then the shopper decides. */
const PLACE_RETRIES = 3;
const PLACE_RETRY_BASE_MS = 1_000;

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

export function CheckoutForm({ data, actionData }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const action = location.pathname + location.search;
  const [start] = useState(() => startOf(data, actionData));
  const echo = start.echo;
  const src = useMemo(() => sourcesOf(data.book, data.picked, null), [data.book, data.picked]);
  const defaultKeys = useMemo(
    () => new Set(data.book.filter((e) => e.isDefault).map((e) => String(e.id))),
    [data.book],
  );

  const [quote, setQuote] = useState(start.quote);
  const [methodId, setMethodId] = useState(start.methodId);
  const [receiverId, setReceiverId] = useState(echo[F.receiverId] ?? data.initial.receiverId);
  const [cvsPref, setCvsPref] = useState(echo[F.cvsChoice] ?? "");
  const [address, setAddress] = useState<AddressValue>({
    city: echo[F.city] ?? "",
    district: echo[F.district] ?? "",
    postalCode: echo[F.postalCode] ?? "",
    address: echo[F.address] ?? "",
  });
  const [payment, setPayment] = useState(echo[F.paymentMethod] ?? "");
  const [coupon, setCoupon] = useState(echo[F.couponCode] ?? "");
  const [refusal, setRefusal] = useState<Refusal | null>(start.refusal);
  const [changedFrom, setChangedFrom] = useState<number | null>(start.changedFrom);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  const choice = quote.shipping.find((c) => c.method.id === methodId) ?? null;
  const method = choice?.method ?? null;
  const pickup = method ? isPickupMethod(method) : false;
  const storeKeys = storeKeysFor(method?.cvsChain ?? null, src);
  const cvsChoice = storeKeys.includes(cvsPref) ? cvsPref : (storeKeys[0] ?? NO_STORE);
  const typedHome = !src.homes.has(receiverId);
  const homeCity = typedHome ? address.city : (src.homes.get(receiverId)?.city ?? "");
  const paymentMethod = quote.payments.some((p) => p.method === payment) ? payment : (quote.payments[0]?.method ?? "");

  const billFetcher = useFetcher<CheckoutActionResult>({ key: "checkout-bill" });
  const placeFetcher = useFetcher<CheckoutActionResult>({ key: "checkout-place" });

  /** Re-prices the bill for the choices it depends on (method, delivery city, coupon). */
  const refresh = (o: { methodId?: number | null; receiverId?: string; city?: string; coupon?: string }) => {
    const id = o.methodId !== undefined ? o.methodId : methodId;
    const m = quote.shipping.find((c) => c.method.id === id)?.method;
    const fd = new FormData();
    fd.set(F.intent, "bill");
    if (id) fd.set(F.shippingMethodId, String(id));
    if (m && isPickupMethod(m)) fd.set(F.cvsChoice, NO_STORE);
    else {
      fd.set(F.receiverId, o.receiverId ?? receiverId);
      fd.set(F.city, o.city ?? address.city);
    }
    fd.set(F.couponCode, o.coupon ?? coupon);
    billFetcher.submit(fd, { method: "post", action });
  };

  const quoteIn = (d: CheckoutActionResult | undefined) => (d?.kind === "quote" ? d.quote : null);
  const fresh = quoteIn(billFetcher.data) ?? quoteIn(placeFetcher.data);
  useEffect(() => {
    if (!fresh) return;
    setQuote(fresh);
    setChangedFrom(null);
    setRefusal((r) => (r && r.code !== Code.INVALID_REQUEST && sectionOf(r.code) !== "page" ? null : r));
  }, [fresh]);

  const placed = placeFetcher.data;
  // A submit that met a failing server (503) or no network is sent again with the same key: the
  // server answers the order if the first one was placed, never a second one (issue 16 §3).
  const formRef = useRef<HTMLFormElement>(null);
  const retries = useRef(0);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    if (placed?.kind !== "busy") return;
    const form = formRef.current;
    if (!form || retries.current >= PLACE_RETRIES) {
      retries.current = 0;
      setUnreachable(true);
      return;
    }
    const wait = PLACE_RETRY_BASE_MS * 2 ** retries.current;
    retries.current += 1;
    const timer = setTimeout(() => {
      const fd = new FormData(form);
      fd.set(F.intent, "place");
      placeFetcher.submit(fd, { method: "post", action });
    }, wait);
    return () => clearTimeout(timer);
  }, [placed, placeFetcher.submit, action]);

  useEffect(() => {
    if (!placed || placed.kind === "quote" || placed.kind === "busy") return;
    retries.current = 0;
    setUnreachable(false);
    if (placed.kind === "placed") {
      setCartCount(0);
      navigate(placed.next.url);
      return;
    }
    setRefusal(placed);
    const changed = changedBillOf(placed);
    if (changed) {
      setChangedFrom(Number(placeFetcher.formData?.get(F.expectedTotal) ?? 0) || null);
      setQuote((q) => ({ ...q, bill: changed as unknown as PageBill }));
    }
    // Bring the first message into view (the page is long on a phone).
    requestAnimationFrame(() =>
      document.querySelector('[data-testid$="-error"]')?.scrollIntoView({ block: "center", behavior: "smooth" }),
    );
  }, [placed, navigate, placeFetcher.formData]);

  const fieldPaths = new Set<string>([
    ...ALWAYS_FIELDS,
    ...(pickup ? [F.name, F.phone] : typedHome ? HOME_FIELDS : []),
  ]);
  const { err, messagesFor } = useSectionMessages(refusal, fieldPaths);
  const summaryMessages =
    changedFrom !== null
      ? [
          t("checkoutPage.place.changed", {
            amount: formatMoney(quote.bill.totalAmount),
            old: formatMoney(changedFrom),
          }),
        ]
      : messagesFor("summary");

  const lines = quote.bill.items;
  const linesBlocked = lines.some((l) => lineProblemText(t, l, 0) !== null);
  const retrying = placed?.kind === "busy" && !unreachable;
  const busy = placeFetcher.state !== "idle" || retrying;
  const updating = billFetcher.state !== "idle";
  const pageMessages = unreachable
    ? [t("checkoutPage.place.unreachable"), ...messagesFor("page")]
    : messagesFor("page");
  // A saved store brings its pickup person; otherwise the first saved receiver, else the member.
  const known =
    (pickup ? data.book.find((e) => String(e.id) === cvsChoice)?.receiver : undefined) ??
    src.homes.values().next().value;
  const contact = {
    name: echo[F.name] ?? known?.name ?? data.user.name,
    phone: echo[F.phone] ?? known?.phone ?? "",
    email: echo[F.email] ?? "",
  };
  const section = (s: Section) => messagesFor(s);

  return (
    <placeFetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      data-testid="checkout-form"
      onSubmit={() => {
        retries.current = 0;
        setUnreachable(false);
      }}
    >
      <PageErrors messages={pageMessages} className="mb-4" />
      <div className="grid gap-4 min-[970px]:grid-cols-[minmax(0,1fr)_380px] min-[970px]:items-start min-[970px]:gap-6">
        <div className="flex min-w-0 flex-col gap-4">
          <OrderLines lines={lines} messages={section("lines")} />
          <ShippingSection
            choices={quote.shipping}
            selected={methodId}
            city={homeCity || null}
            onSelect={(id) => {
              setMethodId(id);
              refresh({ methodId: id });
            }}
            messages={section("shipping")}
          />
          <ReceiverSection
            kind={
              method
                ? pickup
                  ? {
                      pickup: true,
                      chain: method.cvsChain,
                      mapHref: method.cvsChain
                        ? `/shipping-redirect-middle-page?shippingMethodId=${method.id}&checkoutType=normal`
                        : null,
                    }
                  : { pickup: false }
                : null
            }
            src={src}
            defaultKeys={defaultKeys}
            receiverId={receiverId}
            onReceiverId={(k) => {
              setReceiverId(k);
              refresh({ receiverId: k });
            }}
            cvsChoice={cvsChoice}
            onCvsChoice={setCvsPref}
            address={address}
            onAddress={(a) => {
              setAddress(a);
              if (a.city !== address.city) refresh({ city: a.city });
            }}
            contact={contact}
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
            busy={updating}
            messages={section("coupon")}
          />
          <BillSummary bill={quote.bill} updating={updating} messages={summaryMessages}>
            <PlaceOrderButton
              idempotencyKey={start.key}
              expectedTotal={quote.bill.totalAmount}
              scripted={scripted}
              busy={busy}
              disabled={
                updating || !method || choice?.blocked != null || !paymentMethod || linesBlocked || !lines.length
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
    <section
      aria-labelledby="note-title"
      className="flex flex-col gap-2 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-line min-[734px]:p-6"
    >
      <h2 id="note-title" className="text-lg font-bold">
        {t("checkoutPage.section.note")}
      </h2>
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
    </section>
  );
}
