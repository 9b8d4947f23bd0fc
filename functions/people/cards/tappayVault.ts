import { secretsOf, type TapPaySecrets } from "../../commerce/payment/providers/secrets";
import { type BuiltRequest, tappayBase } from "../../commerce/payment/providers/tappay";
import type { CardBrand } from "../../shared/people/cards";
import type { CardHolder, CardSource, CardVault, VaultContext } from "./vaultTypes";

// Saving a card with TapPay (docs.tappaysdk.com): Pay by Prime of NT$1 with `remember: true`
// answers card_secret (card_key + card_token, what Pay by Card Token needs later) and card_info;
// the NT$1 is then refunded in full (Refund API), which before capture cancels the authorisation.

const BRANDS: Record<number, CardBrand> = { 1: "VISA", 2: "MASTERCARD", 3: "JCB", 4: "UNIONPAY", 5: "AMEX" };
const e164 = (phone: string | null) => (phone && /^09\d{8}$/.test(phone) ? `+886${phone.slice(1)}` : (phone ?? ""));

export function bindRequest(s: TapPaySecrets, prime: string, holder: CardHolder, cardholderName: string): BuiltRequest {
  const body = {
    prime,
    partner_key: s.partnerKey,
    merchant_id: s.merchantId,
    amount: 1,
    currency: "TWD",
    details: "Card verification",
    cardholder: { phone_number: e164(holder.phone), name: cardholderName || holder.name, email: holder.email },
    remember: true,
  };
  return {
    url: `${tappayBase(s)}/tpc/payment/pay-by-prime`,
    headers: { "content-type": "application/json", "x-api-key": s.partnerKey },
    body: JSON.stringify(body),
  };
}

export function refundRequest(s: TapPaySecrets, recTradeId: string): BuiltRequest {
  return {
    url: `${tappayBase(s)}/tpc/transaction/refund`,
    headers: { "content-type": "application/json", "x-api-key": s.partnerKey },
    body: JSON.stringify({ partner_key: s.partnerKey, rec_trade_id: recTradeId }),
  };
}

export function removeRequest(s: TapPaySecrets, cardKey: string, cardToken: string): BuiltRequest {
  return {
    url: `${tappayBase(s)}/tpc/card/remove`,
    headers: { "content-type": "application/json", "x-api-key": s.partnerKey },
    body: JSON.stringify({ partner_key: s.partnerKey, card_key: cardKey, card_token: cardToken }),
  };
}

/** TapPay's answer to the NT$1 Pay by Prime, as a card check. */
export function bindResult(r: Record<string, unknown>) {
  if (r.status !== 0) {
    return { ok: false as const, code: String(r.status ?? "GATEWAY"), message: String(r.msg ?? "declined") };
  }
  const secret = (r.card_secret ?? {}) as Record<string, unknown>;
  const info = (r.card_info ?? {}) as Record<string, unknown>;
  const expiry = String(info.expiry_date ?? ""); // YYYYMM
  const key = typeof secret.card_key === "string" ? secret.card_key : "";
  const token = typeof secret.card_token === "string" ? secret.card_token : "";
  if (!key || !token || !/^\d{6}$/.test(expiry)) {
    return { ok: false as const, code: "GATEWAY", message: "TapPay did not return a card token" };
  }
  return {
    ok: true as const,
    token: `${key}:${token}`,
    last4: String(info.last_four ?? "").slice(-4),
    brand: BRANDS[Number(info.type)] ?? ("OTHER" as CardBrand),
    expYear: Number(expiry.slice(0, 4)),
    expMonth: Number(expiry.slice(4)),
    authRef: typeof r.rec_trade_id === "string" ? r.rec_trade_id : null,
  };
}

async function post(ctx: VaultContext, r: BuiltRequest): Promise<Record<string, unknown>> {
  const res = await ctx.fetch(r.url, { method: "POST", headers: r.headers, body: r.body });
  if (!res.ok) throw new Error(`TapPay answered HTTP ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

const secrets = (ctx: VaultContext) => {
  const s = secretsOf(ctx.env, ctx.storeId).tappay;
  if (!s) throw new Error("TapPay is not configured for this store");
  return s;
};

export const tappayVault: CardVault = {
  name: "TAPPAY",
  acceptsRaw: false,
  async authorize(source: CardSource, holder, ctx) {
    if (source.kind !== "prime") return { ok: false, code: "PRIME", message: "A TapPay prime is required" };
    return bindResult(await post(ctx, bindRequest(secrets(ctx), source.prime, holder, source.holder)));
  },
  async voidAuthorization(ref, ctx) {
    const r = await post(ctx, refundRequest(secrets(ctx), ref));
    if (r.status !== 0) throw new Error(`TapPay refund of ${ref} refused: ${String(r.msg ?? r.status)}`);
  },
  async forget(token, ctx) {
    const [key = "", card = ""] = token.split(":");
    await post(ctx, removeRequest(secrets(ctx), key, card));
  },
};
