import type { PaymentWithOrder } from "@db/checkout";
import type { StoreScope } from "../../platform/tenancy/scope";
import { isTestMode } from "../payment/providers/secrets";
import { memberPayment } from "./payment";

// /apple-pay-page (spec: the app mounts inside a frame only on this path). TapPay's Apple Pay is a
// card payment on the store's card merchant: the wallet yields a prime that is charged like a
// card's. So the page pays a member's PENDING card attempt (CREDIT_CARD, or APPLE_PAY once that
// method is offered); in test mode the TEST provider settles it through the same callback the test
// payment page posts to, and the member lands on the normal completion page.

const WALLET_METHODS: ReadonlySet<string> = new Set(["CREDIT_CARD", "APPLE_PAY"]);

export type ApplePayView = {
  nonce: string;
  amount: number;
  orderNumber: string;
  orderId: number;
  /** The TEST provider completes it here (test mode only). */
  testMode: boolean;
};

/** The member's attempt this page may pay, or null (unknown, someone else's, settled, not a card). */
export async function applePayAttempt(scope: StoreScope, userId: number, nonce: string): Promise<ApplePayView | null> {
  if (!/^[\w-]{8,64}$/.test(nonce)) return null;
  const p: PaymentWithOrder | null = await memberPayment(scope, userId, nonce);
  if (p?.status !== "PENDING" || !WALLET_METHODS.has(p.order.paymentMethod)) return null;
  if (p.provider !== "TEST" && p.provider !== "TAPPAY") return null;
  return {
    nonce: p.nonce,
    amount: p.amount,
    orderNumber: p.order.orderNumber,
    orderId: p.order.id,
    testMode: p.provider === "TEST" && isTestMode(scope.env),
  };
}
