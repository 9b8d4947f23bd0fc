import { type LinePaySecrets, secretsOf } from "./secrets";
import type { BuiltRequest } from "./tappay";
import { type PaymentProvider, type ProviderContext, type ProviderOrder, twd } from "./types";

// LINE_PAY through LINE Pay Online API v3 (pay.line.me developers, "Request API" / "Confirm API").
// Every call is signed: X-LINE-Authorization = Base64(HMAC-SHA256(channelSecret,
// channelSecret + URI path + request body + nonce)) with the nonce in X-LINE-Authorization-Nonce.
// The shopper approves on LINE's page, which sends them to confirmUrl; complete() then calls the
// Confirm API, and only its "0000" answer counts as paid.

export const linePayBase = (s: LinePaySecrets) =>
  s.sandbox ? "https://sandbox-api-pay.line.me" : "https://api-pay.line.me";

function base64(b: Uint8Array): string {
  let s = "";
  for (const x of b) s += String.fromCharCode(x);
  return btoa(s);
}

export async function linePaySignature(secret: string, uri: string, body: string, nonce: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = await crypto.subtle.sign("HMAC", key, enc.encode(secret + uri + body + nonce));
  return base64(new Uint8Array(mac));
}

async function signed(s: LinePaySecrets, uri: string, payload: unknown, nonce: string): Promise<BuiltRequest> {
  const body = JSON.stringify(payload);
  return {
    url: `${linePayBase(s)}${uri}`,
    headers: {
      "content-type": "application/json",
      "X-LINE-ChannelId": s.channelId,
      "X-LINE-Authorization-Nonce": nonce,
      "X-LINE-Authorization": await linePaySignature(s.channelSecret, uri, body, nonce),
    },
    body,
  };
}

export function linePayRequest(s: LinePaySecrets, order: ProviderOrder, ctx: ProviderContext, nonce: string) {
  const amount = twd(order.totalAmount);
  const back = `${ctx.origin}/api/payment/callback/LINE_PAY?payment=${encodeURIComponent(ctx.nonce ?? "")}`;
  return signed(
    s,
    "/v3/payments/request",
    {
      amount,
      currency: "TWD",
      // LINE Pay wants a new orderId per request: a retried attempt of one order gets its own.
      orderId: `${order.orderNumber}-${(ctx.nonce ?? "").slice(0, 8)}`,
      packages: [
        {
          id: order.orderNumber,
          amount,
          name: ctx.storeName.slice(0, 100),
          products: [{ name: order.itemName.slice(0, 4000), quantity: 1, price: amount }],
        },
      ],
      redirectUrls: { confirmUrl: back, cancelUrl: `${back}&cancel=1` },
    },
    nonce,
  );
}

export function linePayConfirm(s: LinePaySecrets, transactionId: string, amountMinor: number, nonce: string) {
  return signed(s, `/v3/payments/${transactionId}/confirm`, { amount: twd(amountMinor), currency: "TWD" }, nonce);
}

/** LINE Pay transaction ids are 19 digits: read them from the text, JSON numbers would round them. */
const transactionIdOf = (text: string) => /"transactionId"\s*:\s*"?(\d+)/.exec(text)?.[1] ?? null;
const returnCodeOf = (text: string) => /"returnCode"\s*:\s*"([^"]*)"/.exec(text)?.[1] ?? null;

async function call(ctx: ProviderContext, r: BuiltRequest): Promise<string> {
  const res = await ctx.fetch(r.url, { method: "POST", headers: r.headers, body: r.body });
  if (!res.ok) throw new Error(`LINE Pay answered HTTP ${res.status}`);
  return res.text();
}

const secrets = (ctx: Pick<ProviderContext, "env" | "storeId">) => secretsOf(ctx.env, ctx.storeId).linePay ?? null;

export const linePay: PaymentProvider = {
  name: "LINE_PAY",
  online: true,
  needsPrime: false,
  available: (ctx) => secrets(ctx) !== null,
  async start(order, ctx) {
    const s = secrets(ctx);
    if (!s) throw new Error("LINE Pay is not configured for this store");
    const text = await call(ctx, await linePayRequest(s, order, ctx, crypto.randomUUID()));
    const code = returnCodeOf(text);
    const url = /"web"\s*:\s*"([^"]+)"/.exec(text)?.[1]?.replace(/\\\//g, "/") ?? null;
    if (code !== "0000" || !url)
      return { kind: "SETTLED", paid: false, providerRef: null, message: `LINE Pay ${code}` };
    return { kind: "REDIRECT", url, providerRef: transactionIdOf(text) };
  },
  async complete(cb, ctx) {
    const s = secrets(ctx);
    const tid = cb.params.transactionId ?? "";
    if (cb.params.cancel === "1") return { paid: false, providerRef: cb.payment.providerRef, message: "cancelled" };
    // The id in the redirect must be the one LINE Pay gave this attempt: no paying with another's.
    if (!s || !/^\d+$/.test(tid) || tid !== cb.payment.providerRef) {
      return { paid: false, providerRef: cb.payment.providerRef, message: "transaction mismatch" };
    }
    const text = await call(ctx, await linePayConfirm(s, tid, cb.payment.amount, crypto.randomUUID()));
    const code = returnCodeOf(text);
    return { paid: code === "0000", providerRef: tid, message: code === "0000" ? null : `LINE Pay ${code}` };
  },
};
