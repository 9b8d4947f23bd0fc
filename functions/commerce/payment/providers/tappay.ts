import { secretsOf, type TapPaySecrets } from "./secrets";
import { type PaymentProvider, type ProviderContext, type ProviderOrder, twd } from "./types";

// CREDIT_CARD through TapPay pay-by-prime (docs.tappaysdk.com "Pay by Prime API"): the checkout page
// turns the card into a one-time `prime` with TapPay's SDK; the server charges it with the store's
// partner key. With 3-D Secure on, TapPay answers a payment_url the shopper must visit; TapPay
// then sends the shopper to frontend_redirect_url, where complete() asks TapPay's Record API how
// the transaction really ended (the redirect's own query is never trusted).

export const tappayBase = (s: TapPaySecrets) =>
  s.sandbox ? "https://sandbox.tappaysdk.com" : "https://prod.tappaysdk.com";

/** E.164 for Taiwanese mobiles (TapPay's cardholder.phone_number). */
const e164 = (phone: string) => (/^09\d{8}$/.test(phone) ? `+886${phone.slice(1)}` : phone);

export type BuiltRequest = { url: string; headers: Record<string, string>; body: string };

export function payByPrimeRequest(s: TapPaySecrets, order: ProviderOrder, ctx: ProviderContext): BuiltRequest {
  const back = `${ctx.origin}/api/payment/callback/TAPPAY?payment=${encodeURIComponent(ctx.nonce ?? "")}`;
  const body = {
    prime: ctx.prime ?? "",
    partner_key: s.partnerKey,
    merchant_id: s.merchantId,
    amount: twd(order.totalAmount),
    currency: "TWD",
    order_number: order.orderNumber,
    details: order.itemName.slice(0, 100),
    cardholder: {
      phone_number: e164(order.receiver.phone),
      name: order.receiver.name,
      email: order.receiver.email ?? "",
    },
    three_domain_secure: true,
    result_url: { frontend_redirect_url: back, backend_notify_url: back },
    remember: false,
  };
  return {
    url: `${tappayBase(s)}/tpc/payment/pay-by-prime`,
    headers: { "content-type": "application/json", "x-api-key": s.partnerKey },
    body: JSON.stringify(body),
  };
}

export function recordQueryRequest(s: TapPaySecrets, recTradeId: string): BuiltRequest {
  return {
    url: `${tappayBase(s)}/tpc/transaction/query`,
    headers: { "content-type": "application/json", "x-api-key": s.partnerKey },
    body: JSON.stringify({ partner_key: s.partnerKey, records_per_page: 1, filters: { rec_trade_id: recTradeId } }),
  };
}

async function post(ctx: ProviderContext, r: BuiltRequest): Promise<Record<string, unknown>> {
  const res = await ctx.fetch(r.url, { method: "POST", headers: r.headers, body: r.body });
  if (!res.ok) throw new Error(`TapPay answered HTTP ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

const secrets = (ctx: Pick<ProviderContext, "env" | "storeId">) => secretsOf(ctx.env, ctx.storeId).tappay ?? null;

export const tappay: PaymentProvider = {
  name: "TAPPAY",
  online: true,
  needsPrime: true,
  available: (ctx) => secrets(ctx) !== null,
  async start(order, ctx) {
    const s = secrets(ctx);
    if (!s) throw new Error("TapPay is not configured for this store");
    const r = await post(ctx, payByPrimeRequest(s, order, ctx));
    const ref = typeof r.rec_trade_id === "string" ? r.rec_trade_id : null;
    if (r.status !== 0) return { kind: "SETTLED", paid: false, providerRef: ref, message: String(r.msg ?? "declined") };
    if (typeof r.payment_url === "string" && r.payment_url)
      return { kind: "REDIRECT", url: r.payment_url, providerRef: ref };
    return { kind: "SETTLED", paid: true, providerRef: ref, message: null };
  },
  async complete(cb, ctx) {
    const s = secrets(ctx);
    const ref = cb.payment.providerRef;
    if (!s || !ref) return { paid: false, providerRef: ref, message: "TapPay is not configured" };
    const r = await post(ctx, recordQueryRequest(s, ref));
    const rec = (Array.isArray(r.trade_records) ? r.trade_records[0] : null) as Record<string, unknown> | null;
    // record_status 0 = authorised, 1 = captured (TapPay Record API); anything else is not money.
    const paid =
      r.status === 0 &&
      rec !== null &&
      (rec.record_status === 0 || rec.record_status === 1) &&
      rec.amount === twd(cb.payment.amount) &&
      rec.order_number === cb.payment.orderNumber;
    return { paid, providerRef: ref, message: paid ? null : String(r.msg ?? "not paid") };
  },
};
