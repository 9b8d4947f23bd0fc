import type { StoreRow } from "@db/schema";
import type { Env } from "../../platform/env";
import type { CvsChain } from "../../shared/commerce/commerce";
import { isTestMode, secretsOf } from "../payment/providers/secrets";

// A store's ECPay logistics account: MerchantID (stores.ecpay_merchant_id, else the secret's) and
// the HashKey/HashIV secret pair (PROVIDER_SECRETS, see functions/commerce/payment/providers/secrets.ts).
// Without an account, test mode uses ECPay's published logistics test account and the local test
// map; otherwise the store has no CVS map (SHIPPING_NOT_AVAILABLE).

/** ECPay's public logistics test account (C2C), from its developer documentation. */
export const ECPAY_TEST_ACCOUNT = { merchantId: "2000933", hashKey: "XBERn1YOvpM9nfZc", hashIV: "h1ONHk4P4yqbl5LK" };

export type EcpayAccount = { merchantId: string; hashKey: string; hashIV: string; mapUrl: string; test: boolean };

export function ecpayAccountOf(env: Env, store: Pick<StoreRow, "id" | "ecpayMerchantId">): EcpayAccount | null {
  const s = secretsOf(env, store.id).ecpay;
  if (s) {
    return {
      merchantId: store.ecpayMerchantId || s.merchantId,
      hashKey: s.hashKey,
      hashIV: s.hashIV,
      mapUrl: s.stage
        ? "https://logistics-stage.ecpay.com.tw/Express/map"
        : "https://logistics.ecpay.com.tw/Express/map",
      test: false,
    };
  }
  if (isTestMode(env)) return { ...ECPAY_TEST_ACCOUNT, mapUrl: "/dev/test-cvs-map", test: true };
  return null;
}

/** ECPay LogisticsSubType of a pickup shipping code (C2C store-to-store, B2C from a warehouse). */
export function logisticsSubTypeOf(code: string): string | null {
  const map: Record<string, string> = {
    SEVEN_ELEVEN_C2C: "UNIMARTC2C",
    FAMILY_MART_C2C: "FAMIC2C",
    HI_LIFE_C2C: "HILIFEC2C",
    SEVEN_ELEVEN_B2C: "UNIMART",
    FAMILY_MART_B2C: "FAMI",
    HI_LIFE_B2C: "HILIFE",
  };
  return map[code] ?? null;
}

/** The chain a LogisticsSubType belongs to. */
export function chainOfSubType(subType: string): CvsChain | null {
  if (subType.startsWith("UNIMART")) return "UNIMART";
  if (subType.startsWith("FAMI")) return "FAMI";
  if (subType.startsWith("HILIFE")) return "HILIFE";
  return null;
}
