import type { ReceiverJson } from "@db/schema";
import type { Env } from "@functions/platform/env";

// One interface for every way a shopper pays (spec payment methods). Offline providers (bank
// transfer, virtual account, cash on delivery) only describe how the money will come; online ones
// (TapPay card, LINE Pay, the built-in TEST provider) take the shopper to the provider and settle
// the attempt when the provider calls back. Provider secrets come from the Worker's env, never D1.

export type ProviderName = "TEST" | "TAPPAY" | "LINE_PAY" | "BANK" | "VIRTUAL_ACCOUNT" | "COD";

/** What a provider needs to know of the order. Amounts are minor units (NT$1 = 100). */
export type ProviderOrder = {
  id: number;
  orderNumber: string;
  totalAmount: number;
  receiver: ReceiverJson;
  /** A short description for the provider's page (e.g. the first product and the line count). */
  itemName: string;
};

export type ProviderContext = {
  env: Env;
  storeId: number;
  storeName: string;
  /** https://host of the store: return and notify URLs point back here. */
  origin: string;
  /** The store's non-secret settings of this method (payment_methods.details). */
  details: Record<string, unknown>;
  /** The attempt's random token (online providers only). */
  nonce: string | null;
  /** TapPay pay-by-prime: the one-time card token the checkout page got from TapPay's SDK. */
  prime?: string | null;
  /** Injected so request construction can be tested without the network. */
  fetch: typeof fetch;
};

export type StartResult =
  /** Send the shopper to `url` (the provider's page, or /dev/test-payment). */
  | { kind: "REDIRECT"; url: string; providerRef: string | null }
  /** Nothing to do online: the order waits for the money (UNPAID) or needs none now (COD). */
  | { kind: "OFFLINE"; paymentStatus: "UNPAID" | "NOT_REQUIRED"; paymentInfo: Record<string, unknown> | null }
  /** The provider decided at once (a card without 3-D Secure, or an immediate refusal). */
  | { kind: "SETTLED"; paid: boolean; providerRef: string | null; message: string | null };

/** What came back from the provider: the query/form of its redirect or notification. */
export type ProviderCallback = {
  payment: { nonce: string; amount: number; providerRef: string | null; orderNumber: string };
  params: Record<string, string>;
};

export type CompleteResult = { paid: boolean; providerRef: string | null; message: string | null };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Online providers get a payments row per attempt and settle through complete(). */
  readonly online: boolean;
  /** Card payments need the TapPay prime in the checkout request. */
  readonly needsPrime: boolean;
  /** Whether this store can take payments through it (credentials and settings present). */
  available(ctx: Pick<ProviderContext, "env" | "storeId" | "details">): boolean;
  start(order: ProviderOrder, ctx: ProviderContext): Promise<StartResult>;
  /** Verifies a callback with the provider (never trusting the query alone) and says how it ended. */
  complete(cb: ProviderCallback, ctx: ProviderContext): Promise<CompleteResult>;
}

/** Minor units → whole New Taiwan dollars, as TapPay and LINE Pay take TWD. */
export const twd = (minor: number) => Math.round(minor / 100);

export const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
