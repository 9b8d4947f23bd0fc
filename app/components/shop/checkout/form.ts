// The checkout form's pure side (client-safe): posted field names, the mapping from the posted form
// to the bodies of POST /api/checkout and PATCH /api/subscriptions/{id}, which section a refusal
// belongs to, and the default shipping choice. The page's action and its script share these; the
// services re-validate everything (functions/commerce/checkout/service.ts, functions/commerce/subscriptions/service.ts).

import { Code } from "@functions/shared/codes";
import type { Bill, ReceiverJson } from "@functions/shared/commerce/commerce";
import { type CvsChain, PROMOTION_FAILURES, type PromotionFailure } from "@functions/shared/commerce/commerce";
import type { FieldIssue } from "@functions/shared/validators";

export type FormValues = Record<string, string | undefined>;

/** Posted field names. Receiver fields use the API's paths so its field issues land on them. */
export const F = {
  intent: "intent",
  js: "js",
  key: "idempotencyKey",
  expectedTotal: "expectedTotal",
  shippingMethodId: "shippingMethodId",
  receiverId: "receiverId",
  cvsChoice: "cvsChoice",
  name: "receiver.name",
  phone: "receiver.phone",
  email: "receiver.email",
  city: "receiver.city",
  district: "receiver.district",
  postalCode: "receiver.postalCode",
  address: "receiver.address",
  save: "saveCheckoutInfo",
  paymentMethod: "paymentMethod",
  invoiceType: "invoice.type",
  carrierCode: "invoice.carrierCode",
  // Its own name: both carrier types are on the page at once (invoiceOf reads the chosen one).
  certificateCode: "invoice.certificateCode",
  companyTaxNumber: "invoice.companyTaxNumber",
  companyTitle: "invoice.companyTitle",
  donationCode: "invoice.donationCode",
  couponCode: "couponCode",
  note: "note",
} as const;

/** receiverId of "enter a new receiver"; cvsChoice of the store just chosen on the map. */
export const NEW_RECEIVER = "new";
export const PICKED_STORE = "pick";
/** cvsChoice of a pickup post without a store yet (the service then asks for one). */
export const NO_STORE = "none";

export type CvsStore = NonNullable<ReceiverJson["cvs"]>;

/**
 * Receivers the form may refer to by key instead of posting them: the member's address book (by
 * id), the subscription's current receiver ("current"), the store picked on the map ("pick").
 * Built on the server from the member's own rows, so a posted key can never name another's.
 */
export type ReceiverSources = {
  homes: Map<string, ReceiverJson>;
  stores: Map<string, CvsStore>;
};

/** receiverId / cvsChoice of the subscription's current receiver (change-of-shipping mode). */
export const CURRENT = "current";

export type BookEntry = { id: number; type: "HOME" | "CVS"; receiver: ReceiverJson; isDefault: boolean };

/**
 * The keyed receivers, in the order they are offered: the store just picked, the current
 * receiver, then the address book with its default first.
 */
export function sourcesOf(
  book: readonly BookEntry[],
  picked: CvsStore | null,
  current: ReceiverJson | null,
): ReceiverSources {
  const homes = new Map<string, ReceiverJson>();
  const stores = new Map<string, CvsStore>();
  if (picked) stores.set(PICKED_STORE, picked);
  if (current?.cvs) stores.set(CURRENT, current.cvs);
  else if (current) homes.set(CURRENT, current);
  const ordered = [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  for (const e of ordered) {
    if (e.type === "CVS" && e.receiver.cvs) stores.set(String(e.id), e.receiver.cvs);
    else if (e.type === "HOME") homes.set(String(e.id), e.receiver);
  }
  return { homes, stores };
}

/** The store choices a pickup method of `chain` offers (any chain for a method without one). */
export const storeKeysFor = (chain: CvsChain | null, src: ReceiverSources): string[] =>
  [...src.stores].filter(([, s]) => chain === null || s.chain === chain).map(([k]) => k);

const text = (v: string | undefined) => (v ?? "").trim();
const optional = (v: string | undefined) => text(v) || undefined;
/** A positive integer field, else undefined (the schema then answers "required"). */
export const intOf = (v: string | undefined): number | undefined =>
  /^\d{1,15}$/.test(text(v)) ? Number(text(v)) : undefined;

const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)) as Partial<T>;

/** Whether the posted form is for a convenience-store pickup (it carries a store choice). */
export const isPickupPost = (v: FormValues) => text(v[F.cvsChoice]) !== "";

/**
 * The receiver of the post: a pickup names its store by key and types the pickup name and mobile;
 * a delivery either names a saved receiver or types a new one. Which shape fits the chosen method
 * is the service's call (receiverFor), not this mapping's.
 */
export function receiverOf(v: FormValues, src: ReceiverSources): Record<string, unknown> {
  if (isPickupPost(v)) {
    return defined({
      name: text(v[F.name]),
      phone: text(v[F.phone]),
      email: optional(v[F.email]),
      cvs: src.stores.get(text(v[F.cvsChoice])),
    });
  }
  const saved = text(v[F.receiverId]);
  const home = saved && saved !== NEW_RECEIVER ? src.homes.get(saved) : undefined;
  if (home) {
    const { cvs: _cvs, ...rest } = home;
    return defined(rest);
  }
  return defined({
    name: text(v[F.name]),
    phone: text(v[F.phone]),
    email: optional(v[F.email]),
    city: optional(v[F.city]),
    district: optional(v[F.district]),
    postalCode: optional(v[F.postalCode]),
    address: optional(v[F.address]),
  });
}

/** The invoice choice by type (only that type's fields), or undefined when none is posted. */
export function invoiceOf(v: FormValues): Record<string, unknown> | undefined {
  const type = text(v[F.invoiceType]);
  switch (type) {
    case "":
      return undefined;
    case "MOBILE_CARRIER":
      return { type, carrierCode: text(v[F.carrierCode]) };
    case "CERTIFICATE_CARRIER":
      return { type, carrierCode: text(v[F.certificateCode]) };
    case "COMPANY":
      return { type, companyTaxNumber: text(v[F.companyTaxNumber]), companyTitle: text(v[F.companyTitle]) };
    case "DONATION":
      return { type, donationCode: text(v[F.donationCode]) };
    default:
      return { type };
  }
}

/** The POST /api/checkout body of a posted checkout form (validated by checkoutInput next). */
export function checkoutBodyOf(v: FormValues, src: ReceiverSources): Record<string, unknown> {
  const pickup = isPickupPost(v);
  const saving =
    v[F.save] === "1" && (pickup ? text(v[F.cvsChoice]) === PICKED_STORE : !src.homes.has(text(v[F.receiverId])));
  return defined({
    idempotencyKey: text(v[F.key]),
    shippingMethodId: intOf(v[F.shippingMethodId]),
    receiver: receiverOf(v, src),
    paymentMethod: text(v[F.paymentMethod]),
    invoice: invoiceOf(v),
    couponCode: optional(v[F.couponCode]),
    note: optional(v[F.note]),
    expectedTotal: intOf(v[F.expectedTotal]),
    // Saving applies to a receiver typed or picked now; a saved one is in the book already.
    saveCheckoutInfo: saving ? true : undefined,
  });
}

/** The PATCH /api/subscriptions/{id} body of the change-of-shipping form. */
export function changeShippingBodyOf(v: FormValues, src: ReceiverSources): Record<string, unknown> {
  return defined({ receiver: receiverOf(v, src), shippingMethodId: intOf(v[F.shippingMethodId]) });
}

export type BillParams = { shippingMethodId: number | null; city: string | null; couponCode: string | null };

/** What the bill depends on in this form: the method, the delivery city (none for pickup), the coupon. */
export function billParamsOf(v: FormValues, src: ReceiverSources): BillParams {
  const receiver = receiverOf(v, src);
  const city = isPickupPost(v) ? null : ((receiver.city as string | undefined) ?? null);
  return {
    shippingMethodId: intOf(v[F.shippingMethodId]) ?? null,
    city,
    couponCode: optional(v[F.couponCode]) ?? null,
  };
}

// ---- shipping choice --------------------------------------------------------------------------------

/** Why an open method cannot carry this cart: not to this city, or not these items. */
export type ShippingBlock = "DISTRICT" | "ITEMS";

export type ShippingChoiceLike = {
  method: { id: number; cvsChain: CvsChain | null; code: string };
  blocked: ShippingBlock | null;
};

export const isPickupMethod = (m: { cvsChain: CvsChain | null; code: string }) =>
  m.cvsChain !== null || m.code === "CONVENIENCE_STORE";

/**
 * The method to preselect: the one asked for when it can carry the cart (the store map's return,
 * the subscription's current method), else one of the default receiver's kind (a pickup chain or
 * delivery), else the first that can carry the cart; null when none can.
 */
export function defaultShippingId(
  choices: readonly ShippingChoiceLike[],
  prefer: { methodId?: number | null; chain?: CvsChain | "HOME" | null },
): number | null {
  const open = choices.filter((c) => c.blocked === null);
  const asked = open.find((c) => c.method.id === prefer.methodId);
  if (asked) return asked.method.id;
  if (prefer.chain) {
    const kind = open.find((c) =>
      prefer.chain === "HOME" ? !isPickupMethod(c.method) : c.method.cvsChain === prefer.chain,
    );
    if (kind) return kind.method.id;
  }
  return open[0]?.method.id ?? null;
}

// ---- refusals -------------------------------------------------------------------------------------

export type Section =
  | "page"
  | "lines"
  | "receiver"
  | "shipping"
  | "payment"
  | "invoice"
  | "coupon"
  | "note"
  | "summary";

/** The section a field issue is shown in (its path is the API's, e.g. receiver.cvs.chain). */
export function sectionOfPath(path: string): Section {
  const head = path.split(".")[0] ?? "";
  switch (head) {
    case "receiver":
    case "saveCheckoutInfo":
      return "receiver";
    case "shippingMethodId":
      return "shipping";
    case "paymentMethod":
    case "prime":
      return "payment";
    case "invoice":
      return "invoice";
    case "couponCode":
      return "coupon";
    case "note":
      return "note";
    default:
      return "page";
  }
}

/** The section where a refused checkout's message belongs. */
export function sectionOf(code: number): Section {
  switch (code) {
    case Code.OUT_OF_STOCK:
    case Code.PURCHASE_LIMIT:
    case Code.PRODUCT_NOT_SALEABLE:
      return "lines";
    case Code.COUPON_IS_NOT_VALID:
      return "coupon";
    case Code.SHIPPING_NOT_AVAILABLE:
      return "shipping";
    case Code.PAYMENT_NOT_AVAILABLE:
    case Code.PAYMENT_FAILED:
      return "payment";
    case Code.BILL_CHANGED:
      return "summary";
    default:
      return "page";
  }
}

export const couponReasonKey = (reason: string | null | undefined) =>
  `checkoutPage.coupon.reason.${(PROMOTION_FAILURES as readonly string[]).includes(reason ?? "") ? reason : "NOT_FIND"}`;

type T = (key: string, vars?: Record<string, string | number>) => string;

export type Refusal = { code: number; data?: unknown; issues?: FieldIssue[] };

const namesOf = (data: unknown): string => {
  const lines = (data as { lines?: { productName?: string }[] } | null)?.lines ?? [];
  return [...new Set(lines.map((l) => l.productName).filter(Boolean))].join("、");
};

/** The shopper's words for a refusal (null for a plain field-issue answer: the fields say it). */
export function refusalText(t: T, r: Refusal): string {
  const d = (r.data ?? {}) as { reason?: string };
  switch (r.code) {
    case Code.INVALID_REQUEST:
      if (r.issues?.some((i) => i.path === "prime")) return t("checkoutPage.error.prime");
      return t("checkoutPage.error.fields");
    case Code.OUT_OF_STOCK:
    case Code.PURCHASE_LIMIT:
    case Code.PRODUCT_NOT_SALEABLE: {
      const names = namesOf(r.data);
      const key =
        r.code === Code.OUT_OF_STOCK
          ? "OUT_OF_STOCK"
          : r.code === Code.PURCHASE_LIMIT
            ? "PURCHASE_LIMIT"
            : "PRODUCT_NOT_SALEABLE";
      return names ? t(`checkoutPage.error.${key}`, { names }) : t("checkoutPage.error.linesUnknown");
    }
    case Code.COUPON_IS_NOT_VALID:
      return t(couponReasonKey(d.reason));
    case Code.CART_EMPTY:
      return t("checkoutPage.error.CART_EMPTY");
    case Code.SHIPPING_NOT_AVAILABLE:
      return t("checkoutPage.error.SHIPPING_NOT_AVAILABLE");
    case Code.PAYMENT_NOT_AVAILABLE:
      return t("checkoutPage.error.PAYMENT_NOT_AVAILABLE");
    case Code.PAYMENT_FAILED:
      return t("checkoutPage.error.PAYMENT_FAILED");
    case Code.SUBSCRIPTION_STATUS_INVALID:
      return t("checkoutPage.error.SUBSCRIPTION_STATUS_INVALID");
    case Code.TOO_MANY_REQUESTS:
      return t("checkoutPage.error.rateLimited");
    default:
      return t("checkoutPage.error.generic");
  }
}

/** The new bill a BILL_CHANGED refusal carries, if any. */
export function changedBillOf(r: Refusal): Bill | null {
  if (r.code !== Code.BILL_CHANGED) return null;
  const bill = (r.data as { bill?: Bill } | null)?.bill;
  return bill && typeof bill.totalAmount === "number" ? bill : null;
}

export type { PromotionFailure };
