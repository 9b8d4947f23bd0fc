import { Code } from "@functions/shared/codes";
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { setCartCount } from "../cart/count";
import type { CheckoutActionResult, PageBill, Quote } from "./checkout.server";
import { changedBillOf, F, isPickupMethod, NO_STORE, type Refusal, sectionOf } from "./form";

/** Resubmits of a place that met a 503 or no network: 1, 2 and 4 s apart, then the shopper decides. */
const PLACE_RETRIES = 3;
const PLACE_RETRY_BASE_MS = 1_000;
const PLACE_KEY = "checkout-place";

/** The checkout's answers so far: the priced quote, the refusal on show, the total it changed from. */
export type QuoteState = {
  quote: Quote;
  setQuote: Dispatch<SetStateAction<Quote>>;
  setRefusal: Dispatch<SetStateAction<Refusal | null>>;
  setChangedFrom: Dispatch<SetStateAction<number | null>>;
};

/** The choices the bill is priced for. */
export type BillChoices = { methodId?: number | null; receiverId?: string; city?: string; coupon?: string };

/**
 * Placing the order: the fetcher that posts it, its retries with the same key after a 503 or no
 * network, and what its answer does (the next step, or the refusal shown and brought into view).
 */
export function usePlaceOrder(action: string, { setQuote, setRefusal, setChangedFrom }: QuoteState) {
  const navigate = useNavigate();
  const placeFetcher = useFetcher<CheckoutActionResult>({ key: PLACE_KEY });
  const placed = placeFetcher.data;
  // A submit that met a failing server (503) or no network is sent again with the same key: the
  // server answers the order if the first one was placed, never a second one (issue 16 §3).
  const formRef = useRef<HTMLFormElement>(null);
  const retries = useRef(0);
  const [unreachable, setUnreachable] = useState(false);
  // Set once the script runs: the place button then posts js=1.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
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
  }, [placed, navigate, placeFetcher.formData, setRefusal, setChangedFrom, setQuote]);

  const onSubmit = () => {
    retries.current = 0;
    setUnreachable(false);
  };
  const retrying = placed?.kind === "busy" && !unreachable;
  const busy = placeFetcher.state !== "idle" || retrying;
  return { placeFetcher, formRef, onSubmit, unreachable, busy, scripted };
}

/**
 * Re-pricing the bill for the choices it depends on (method, delivery city, coupon), and taking a
 * fresh quote from either fetcher's answer.
 */
export function useBillRefresh(action: string, { quote, setQuote, setRefusal, setChangedFrom }: QuoteState) {
  const billFetcher = useFetcher<CheckoutActionResult>({ key: "checkout-bill" });
  // The place fetcher's answer, read by its key (usePlaceOrder posts it).
  const placed = useFetcher<CheckoutActionResult>({ key: PLACE_KEY }).data;

  const refresh = (now: Required<BillChoices>, o: BillChoices) => {
    const id = o.methodId !== undefined ? o.methodId : now.methodId;
    const m = quote.shipping.find((c) => c.method.id === id)?.method;
    const fd = new FormData();
    fd.set(F.intent, "bill");
    if (id) fd.set(F.shippingMethodId, String(id));
    if (m && isPickupMethod(m)) fd.set(F.cvsChoice, NO_STORE);
    else {
      fd.set(F.receiverId, o.receiverId ?? now.receiverId);
      fd.set(F.city, o.city ?? now.city);
    }
    fd.set(F.couponCode, o.coupon ?? now.coupon);
    billFetcher.submit(fd, { method: "post", action });
  };

  const quoteIn = (d: CheckoutActionResult | undefined) => (d?.kind === "quote" ? d.quote : null);
  const fresh = quoteIn(billFetcher.data) ?? quoteIn(placed);
  useEffect(() => {
    if (!fresh) return;
    setQuote(fresh);
    setChangedFrom(null);
    setRefusal((r) => (r && r.code !== Code.INVALID_REQUEST && sectionOf(r.code) !== "page" ? null : r));
  }, [fresh, setQuote, setChangedFrom, setRefusal]);

  return { refresh, updating: billFetcher.state !== "idle" };
}
