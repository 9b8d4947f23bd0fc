import type { Env } from "@functions/platform/env";
import type { PaymentMethod } from "@functions/shared/commerce/commerce";
import { linePay } from "./linePay";
import { bankTransfer, cashOnDelivery, virtualAccount } from "./offline";
import { isTestMode, secretsOf } from "./secrets";
import { tappay } from "./tappay";
import { testProvider } from "./test";
import type { PaymentProvider, ProviderName } from "./types";

export type { PaymentProvider, ProviderName } from "./types";

/**
 * The provider that takes `method` for this store, or null when the platform cannot take it.
 * Card and LINE Pay use the real provider when the store has credentials; without them, the TEST
 * provider stands in only in test mode (so a store is never silently "paid" in production).
 */
export function providerFor(env: Env, storeId: number, method: PaymentMethod | string): PaymentProvider | null {
  switch (method) {
    case "TRANSFER":
      return bankTransfer;
    case "TRANSFER_VIRTUAL":
      return virtualAccount;
    case "CASH_ON_DELIVERY":
      return cashOnDelivery;
    case "CREDIT_CARD":
      return secretsOf(env, storeId).tappay || !isTestMode(env) ? tappay : testProvider;
    case "LINE_PAY":
      return secretsOf(env, storeId).linePay || !isTestMode(env) ? linePay : testProvider;
    default:
      return null;
  }
}

/** The online provider a payments row names (callbacks); TEST exists only in test mode. */
export function onlineProvider(env: Env, name: ProviderName | string): PaymentProvider | null {
  if (name === "TAPPAY") return tappay;
  if (name === "LINE_PAY") return linePay;
  if (name === "TEST") return isTestMode(env) ? testProvider : null;
  return null;
}
