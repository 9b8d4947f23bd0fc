// Server side of /checkout: what the page shows (the member's bill with the shipping, payment and
// invoice options, the address book, the store picked on the map) and its one action (refresh the
// bill, place the order, or save a subscription's new shipping). Every rule is the services' own:
// billFor, checkout(), availableShippingMethods, availablePaymentMethods, memberPatchSubscription.
// This file only gathers their answers and maps the posted form (form.ts).

import { type BillLine, type BillResult, billFor } from "@functions/commerce/cart/bill";
import { keepCoupon, keptCoupon } from "@functions/commerce/cart/keptCoupon";
import { priceLines } from "@functions/commerce/cart/lines";
import { CheckoutError } from "@functions/commerce/checkout/errors";
import type { NextStep } from "@functions/commerce/checkout/next";
import { checkoutInput } from "@functions/commerce/checkout/schemas";
import { checkout } from "@functions/commerce/checkout/service";
import { type CheckoutInfoView, listCheckoutInfos } from "@functions/commerce/checkoutInfo/service";
import { clearPendingCvsStore, type PendingCvsStore, pendingCvsStore } from "@functions/commerce/ecpay/pending";
import { type InvoiceMethodView, openInvoiceMethods } from "@functions/commerce/invoice/service";
import { OrderError } from "@functions/commerce/orders/errors";
import { availablePaymentMethods, type PublicPaymentMethod } from "@functions/commerce/payment/settings";
import {
  availableShippingMethods,
  openShippingMethods,
  type ShippingOrder,
} from "@functions/commerce/shipping/available";
import type { PublicShippingMethod } from "@functions/commerce/shipping/views";
import { memberPatchInput } from "@functions/commerce/subscriptions/schemas";
import { memberPatchSubscription, memberSubscription } from "@functions/commerce/subscriptions/service";
import { isBindingFailure } from "@functions/platform/bindingFailure";
import { AppError } from "@functions/platform/errors";
import type { RequestContext, StoreScope } from "@functions/platform/tenancy/scope";
import { Code } from "@functions/shared/codes";
import type { ReceiverJson } from "@functions/shared/commerce/commerce";
import { type FieldIssue, newIdempotencyKey, toFieldIssues } from "@functions/shared/validators";
import { data, type RouterContextProvider, redirect } from "react-router";
import { rcOf, salesScopeFor } from "~/lib/context.server";
import { formValues } from "~/lib/forms";
import { isMissing, notFoundPage } from "~/routes/storefront/shop.server";
import {
  type BillParams,
  type BookEntry,
  billParamsOf,
  CURRENT,
  type CvsStore,
  changeShippingBodyOf,
  checkoutBodyOf,
  defaultShippingId,
  type FormValues,
  intOf,
  NEW_RECEIVER,
  type ShippingBlock,
  sourcesOf,
} from "./form";

type Ctx = Readonly<RouterContextProvider>;

export type ShippingChoice = { method: PublicShippingMethod; fee: number; blocked: ShippingBlock | null };
export type PageBill = Omit<BillResult, "lines" | "couponPromotionId" | "items"> & { items: BillLine[] };
export type Quote = {
  bill: PageBill;
  shipping: ShippingChoice[];
  payments: PublicPaymentMethod[];
  shippingMethodId: number | null;
};

export type CheckoutActionResult =
  | { kind: "quote"; quote: Quote; values: FormValues }
  | { kind: "placed"; next: NextStep }
  | { kind: "refused"; code: number; data?: unknown; issues?: FieldIssue[]; values: FormValues }
  /** A binding failed before the order was known to exist: the page retries with the same key. */
  | { kind: "busy"; values: FormValues };

/** A visitor goes to log in (spec: /login?type=checkout) and comes back to this very URL. */
function memberOrLogin(rc: RequestContext, request: Request): number {
  if (rc.session.kind === "active") return rc.session.user.id;
  const u = new URL(request.url);
  throw redirect(`/login?type=checkout&redirect=${encodeURIComponent(u.pathname + u.search)}`);
}

const pageBill = ({ lines, couponPromotionId: _c, items: _i, ...rest }: BillResult): PageBill => ({
  ...rest,
  items: lines,
});

/**
 * Every open method with its fee for this order, and why it cannot carry it when it cannot: the
 * service answers which can carry it anywhere and which to this city; the difference is the city.
 */
async function shippingChoices(scope: StoreScope, order: ShippingOrder): Promise<ShippingChoice[]> {
  const [open, anywhere, here] = await Promise.all([
    openShippingMethods(scope),
    availableShippingMethods(scope, { ...order, city: null }),
    order.city ? availableShippingMethods(scope, order) : null,
  ]);
  const fees = new Map((here ?? anywhere).map((o) => [o.method.id, o.shippingFee]));
  const carries = new Set(anywhere.map((o) => o.method.id));
  return open.map((method) => {
    const fee = fees.get(method.id);
    if (fee !== undefined) return { method, fee, blocked: null };
    return { method, fee: method.shippingFee, blocked: carries.has(method.id) ? "DISTRICT" : "ITEMS" };
  });
}

type Prefer = Parameters<typeof defaultShippingId>[1];

/**
 * The bill and the options for these choices. With `prefer` (a page view) the method is chosen
 * here: the bill is priced once without shipping to learn which methods can carry the cart, then
 * with the chosen method's fee.
 */
export async function quoteFor(scope: StoreScope, userId: number, p: BillParams, prefer?: Prefer): Promise<Quote> {
  let bill = await billFor(scope, { userId }, p);
  const items = bill.lines.filter((l) => l.promotionStatus !== "INVALID_ADDITIONAL");
  const shipping = await shippingChoices(scope, { city: p.city, itemsTotalAmount: bill.itemsTotalAmount, items });
  let shippingMethodId = p.shippingMethodId;
  if (prefer) {
    shippingMethodId = defaultShippingId(shipping, prefer);
    if (shippingMethodId !== p.shippingMethodId) bill = await billFor(scope, { userId }, { ...p, shippingMethodId });
  }
  const method = shipping.find((c) => c.method.id === shippingMethodId)?.method ?? null;
  const payments = await availablePaymentMethods(scope, method);
  return { bill: pageBill(bill), shipping, payments, shippingMethodId };
}

export const bookOf = (entries: readonly CheckoutInfoView[]): BookEntry[] =>
  entries.map((e) => ({ id: e.id, type: e.type, receiver: e.receiver as ReceiverJson, isDefault: e.isDefault }));

const storeOf = (p: PendingCvsStore | null): CvsStore | null =>
  p ? { chain: p.chain, storeId: p.storeId, storeName: p.storeName, address: p.address } : null;

/** A fresh key per page view; the form keeps it, so a double click or a retry sends the same one. */

// ---- loader -----------------------------------------------------------------------------------------

export async function loadCheckout(context: Ctx, request: Request) {
  const rc = rcOf(context);
  const scope = await salesScopeFor(context);
  const userId = memberOrLogin(rc, request);
  const user = { name: rc.session.kind === "active" ? rc.session.user.name : "" };
  const q = new URL(request.url).searchParams;
  if (q.get("type") === "changeShipping")
    return loadChangeShipping(context, userId, intOf(q.get("subscriptionId") ?? ""));

  const [entries, pending, invoices, couponCode] = await Promise.all([
    listCheckoutInfos(scope, userId),
    pendingCvsStore(rc, "normal"),
    openInvoiceMethods(scope),
    keptCoupon(scope, { userId }),
  ]);
  const book = bookOf(entries);
  const picked = storeOf(pending);
  const src = sourcesOf(book, picked, null);
  const receiverId = [...src.homes.keys()][0] ?? NEW_RECEIVER;
  const city = src.homes.get(receiverId)?.city ?? null;
  const preferred = book.find((e) => e.isDefault);
  const quote = await quoteFor(
    scope,
    userId,
    { shippingMethodId: null, city, couponCode },
    {
      methodId: pending?.shippingMethodId ?? null,
      chain: preferred ? (preferred.type === "CVS" ? (preferred.receiver.cvs?.chain ?? null) : "HOME") : null,
    },
  );
  return {
    mode: "normal" as const,
    key: newIdempotencyKey(),
    user,
    book,
    picked,
    invoices: invoices.map(invoiceChoice),
    quote,
    initial: { receiverId, city, coupon: couponCode ?? "" },
  };
}

const invoiceChoice = (m: InvoiceMethodView) => ({
  id: m.id,
  type: m.type,
  name: m.name,
  nameEn: m.nameEn,
  description: typeof m.details.description === "string" ? m.details.description : "",
  charities: Array.isArray(m.details.charities) ? (m.details.charities as { code: string; name: string }[]) : [],
});
export type InvoiceChoice = ReturnType<typeof invoiceChoice>;

async function subscriptionOf(scope: StoreScope, userId: number, id: number | undefined) {
  if (!id) notFoundPage("page");
  try {
    return await memberSubscription(scope, userId, id);
  } catch (e) {
    if (isMissing(e)) notFoundPage("page");
    throw e;
  }
}

async function loadChangeShipping(context: Ctx, userId: number, id: number | undefined) {
  const rc = rcOf(context);
  const scope = await salesScopeFor(context);
  const sub = await subscriptionOf(scope, userId, id);
  const [entries, pending, lines] = await Promise.all([
    listCheckoutInfos(scope, userId),
    pendingCvsStore(rc, "changeShipping"),
    priceLines(scope, [
      { stockId: sub.stockId, quantity: sub.quantity, paymentPlan: "SUBSCRIPTION", subscriptionCycle: sub.cycle },
    ]),
  ]);
  const mine = pending?.subscriptionId === sub.id ? pending : null;
  const current = sub.receiver as ReceiverJson;
  const city = current.cvs ? null : (current.city ?? null);
  const shipping = await shippingChoices(scope, {
    city,
    itemsTotalAmount: sub.unitPrice * sub.quantity,
    items: lines,
  });
  return {
    mode: "changeShipping" as const,
    key: newIdempotencyKey(),
    user: { name: current.name },
    book: bookOf(entries),
    picked: storeOf(mine),
    current,
    subscription: {
      id: sub.id,
      productName: sub.productName,
      quantity: sub.quantity,
      cycle: sub.cycle,
      canChangeShipping: sub.canChangeShipping,
    },
    shipping,
    shippingMethodId: defaultShippingId(shipping, { methodId: mine?.shippingMethodId ?? sub.shippingMethodId }),
    initial: { receiverId: current.cvs ? NEW_RECEIVER : CURRENT, city },
  };
}

// ---- action -----------------------------------------------------------------------------------------

const refused = (e: unknown, values: FormValues) => {
  if (e instanceof CheckoutError || e instanceof OrderError) {
    return data<CheckoutActionResult>({ kind: "refused", code: e.code, data: e.data, values });
  }
  if (e instanceof AppError) {
    const status = e.status === 422 || e.status === 429 ? e.status : 200;
    return data<CheckoutActionResult>({ kind: "refused", code: e.code, issues: e.issues ?? [], values }, status);
  }
  throw e;
};

const invalidForm = (issues: FieldIssue[], values: FormValues) =>
  data<CheckoutActionResult>({ kind: "refused", code: Code.INVALID_REQUEST, issues, values }, 422);

/**
 * intent "bill": the quote for the posted choices (the page's bill refresh, and the no-script
 * "update" buttons); otherwise place the order. Scripts post js=1 and get the next step back;
 * a plain form post is redirected to it.
 */
export async function checkoutAction(context: Ctx, request: Request) {
  const v = await formValues(request);
  try {
    return await checkoutActionOf(context, request, v);
  } catch (e) {
    // D1 or KV failing: the order was not found placed (checkout looks it up by key before it
    // answers an error), so the page may send the same submit again (CheckoutForm).
    if (!isBindingFailure(e)) throw e;
    return data<CheckoutActionResult>({ kind: "busy", values: v }, { status: 503, headers: { "retry-after": "2" } });
  }
}

async function checkoutActionOf(context: Ctx, request: Request, v: FormValues) {
  const rc = rcOf(context);
  const scope = await salesScopeFor(context);
  const userId = memberOrLogin(rc, request);
  const q = new URL(request.url).searchParams;
  if (q.get("type") === "changeShipping")
    return changeShippingAction(context, userId, intOf(q.get("subscriptionId") ?? ""), v);

  const [entries, pending] = await Promise.all([listCheckoutInfos(scope, userId), pendingCvsStore(rc, "normal")]);
  const src = sourcesOf(bookOf(entries), storeOf(pending), null);
  if (v.intent === "bill") {
    const params = billParamsOf(v, src);
    const quote = await quoteFor(scope, userId, params);
    await keepCoupon(scope, { userId }, params.couponCode, quote.bill.coupon);
    return data<CheckoutActionResult>({ kind: "quote", quote, values: v });
  }
  const parsed = checkoutInput.safeParse(checkoutBodyOf(v, src));
  if (!parsed.success) return invalidForm(toFieldIssues(parsed.error), v);
  try {
    const { next } = await checkout(rc, parsed.data);
    // The order exists: a store choice left behind expires on its own (30 minutes).
    await clearPendingCvsStore(rc, "normal").catch(() => undefined);
    if (v.js === "1") return data<CheckoutActionResult>({ kind: "placed", next });
    return redirect(next.url);
  } catch (e) {
    return refused(e, v);
  }
}

async function changeShippingAction(context: Ctx, userId: number, id: number | undefined, v: FormValues) {
  const rc = rcOf(context);
  const scope = await salesScopeFor(context);
  const sub = await subscriptionOf(scope, userId, id);
  const [entries, pending] = await Promise.all([
    listCheckoutInfos(scope, userId),
    pendingCvsStore(rc, "changeShipping"),
  ]);
  const picked = pending?.subscriptionId === sub.id ? storeOf(pending) : null;
  const src = sourcesOf(bookOf(entries), picked, sub.receiver as ReceiverJson);
  const parsed = memberPatchInput.safeParse(changeShippingBodyOf(v, src));
  if (!parsed.success) return invalidForm(toFieldIssues(parsed.error), v);
  try {
    await memberPatchSubscription(scope, userId, sub.id, parsed.data);
  } catch (e) {
    return refused(e, v);
  }
  await clearPendingCvsStore(rc, "changeShipping");
  return redirect(`/profile/subscription/${sub.id}`);
}

export type CheckoutLoaderData = Awaited<ReturnType<typeof loadCheckout>>;
export type NormalData = Extract<CheckoutLoaderData, { mode: "normal" }>;
export type ChangeData = Extract<CheckoutLoaderData, { mode: "changeShipping" }>;
