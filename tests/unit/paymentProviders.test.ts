import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { onlineProvider, providerFor } from "../../functions/commerce/payment/providers";
import {
  linePay,
  linePayConfirm,
  linePayRequest,
  linePaySignature,
} from "../../functions/commerce/payment/providers/linePay";
import {
  bankTransfer,
  cashOnDelivery,
  virtualAccount,
  virtualAccountOf,
} from "../../functions/commerce/payment/providers/offline";
import { isTestMode, secretsOf } from "../../functions/commerce/payment/providers/secrets";
import { payByPrimeRequest, recordQueryRequest, tappay } from "../../functions/commerce/payment/providers/tappay";
import { testProvider } from "../../functions/commerce/payment/providers/test";
import type { ProviderContext, ProviderOrder } from "../../functions/commerce/payment/providers/types";
import type { Env } from "../../functions/platform/env";

// Payment adapters: request construction and signatures only (the providers are unreachable here).

const SECRETS = JSON.stringify({
  "7": {
    tappay: { partnerKey: "partner_abc", merchantId: "shop_CTBC", sandbox: true },
    linePay: { channelId: "1234567890", channelSecret: "a917ab6a2367b536f8e5a6e2977e06f4", sandbox: true },
  },
});
const baseEnv = env as unknown as Env;
const withSecrets: Env = { ...baseEnv, PROVIDER_SECRETS: SECRETS };

const order: ProviderOrder = {
  id: 1,
  orderNumber: "251122000042",
  totalAmount: 123_400,
  receiver: { name: "王小明", phone: "0912345678", email: "ming@example.com" },
  itemName: "Tea +2",
};

type Captured = { url: string; init: RequestInit };
function ctx(calls: Captured[], answer: unknown, over: Partial<ProviderContext> = {}): ProviderContext {
  return {
    env: withSecrets,
    storeId: 7,
    storeName: "Tea House",
    origin: "https://shop.example",
    details: {},
    nonce: "nonce1234567890abcdef",
    prime: "prime_xyz",
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(typeof answer === "string" ? answer : JSON.stringify(answer), { status: 200 });
    }) as unknown as typeof fetch,
    ...over,
  };
}

describe("provider selection", () => {
  it("maps methods to adapters and keeps TEST to test mode", () => {
    expect(isTestMode(baseEnv)).toBe(true); // vitest enables PAYMENT_TEST_MODE
    expect(providerFor(baseEnv, 7, "TRANSFER")).toBe(bankTransfer);
    expect(providerFor(baseEnv, 7, "TRANSFER_VIRTUAL")).toBe(virtualAccount);
    expect(providerFor(baseEnv, 7, "CASH_ON_DELIVERY")).toBe(cashOnDelivery);
    expect(providerFor(baseEnv, 7, "CREDIT_CARD")).toBe(testProvider);
    expect(providerFor(baseEnv, 7, "LINE_PAY")).toBe(testProvider);
    expect(providerFor(baseEnv, 7, "APPLE_PAY")).toBeNull();
    // A store with credentials uses the real provider even in test mode.
    expect(providerFor(withSecrets, 7, "CREDIT_CARD")).toBe(tappay);
    expect(providerFor(withSecrets, 7, "LINE_PAY")).toBe(linePay);
    // Production never gets the test provider, whatever the flag says.
    const prod: Env = { ...baseEnv, APP_ENV: "production", PAYMENT_TEST_MODE: "1" };
    expect(isTestMode(prod)).toBe(false);
    expect(providerFor(prod, 7, "CREDIT_CARD")).toBe(tappay);
    expect(tappay.available({ env: prod, storeId: 7, details: {} })).toBe(false);
    expect(onlineProvider(prod, "TEST")).toBeNull();
    expect(onlineProvider(baseEnv, "TEST")).toBe(testProvider);
    const noFlag: Env = { ...baseEnv, PAYMENT_TEST_MODE: undefined };
    expect(providerFor(noFlag, 7, "LINE_PAY")).toBe(linePay);
  });

  it("reads per-store secrets from the PROVIDER_SECRETS JSON and ignores a malformed one", () => {
    expect(secretsOf(withSecrets, 7).tappay?.partnerKey).toBe("partner_abc");
    expect(secretsOf(withSecrets, 8)).toEqual({});
    expect(secretsOf({ ...baseEnv, PROVIDER_SECRETS: "{not json" }, 7)).toEqual({});
    expect(secretsOf({ ...baseEnv, PROVIDER_SECRETS: '{"7":{"tappay":{"partnerKey":""}}}' }, 7)).toEqual({});
  });
});

describe("TapPay pay-by-prime", () => {
  it("builds the sandbox request with x-api-key = partner key and whole-dollar TWD", () => {
    const r = payByPrimeRequest(secretsOf(withSecrets, 7).tappay!, order, ctx([], {}));
    expect(r.url).toBe("https://sandbox.tappaysdk.com/tpc/payment/pay-by-prime");
    expect(r.headers).toEqual({ "content-type": "application/json", "x-api-key": "partner_abc" });
    const body = JSON.parse(r.body);
    expect(body).toMatchObject({
      prime: "prime_xyz",
      partner_key: "partner_abc",
      merchant_id: "shop_CTBC",
      amount: 1234,
      currency: "TWD",
      order_number: "251122000042",
      three_domain_secure: true,
      cardholder: { phone_number: "+886912345678", name: "王小明", email: "ming@example.com" },
      result_url: {
        frontend_redirect_url: "https://shop.example/api/payment/callback/TAPPAY?payment=nonce1234567890abcdef",
      },
    });
    const prod = payByPrimeRequest({ partnerKey: "k", merchantId: "m", sandbox: false }, order, ctx([], {}));
    expect(prod.url).toBe("https://prod.tappaysdk.com/tpc/payment/pay-by-prime");
    expect(JSON.parse(recordQueryRequest({ partnerKey: "k", merchantId: "m", sandbox: true }, "D2025").body)).toEqual({
      partner_key: "k",
      records_per_page: 1,
      filters: { rec_trade_id: "D2025" },
    });
  });

  it("redirects to 3-D Secure, settles a refusal, and confirms through the Record API", async () => {
    const calls: Captured[] = [];
    const r = await tappay.start(
      order,
      ctx(calls, { status: 0, rec_trade_id: "D1", payment_url: "https://3ds.example/x" }),
    );
    expect(r).toEqual({ kind: "REDIRECT", url: "https://3ds.example/x", providerRef: "D1" });
    expect(calls[0]?.url).toBe("https://sandbox.tappaysdk.com/tpc/payment/pay-by-prime");
    expect(new Headers(calls[0]?.init.headers).get("x-api-key")).toBe("partner_abc");
    const refused = await tappay.start(order, ctx([], { status: 10003, msg: "Card Error", rec_trade_id: "D2" }));
    expect(refused).toMatchObject({ kind: "SETTLED", paid: false, providerRef: "D2" });

    const cb = { payment: { nonce: "n", amount: 123_400, providerRef: "D1", orderNumber: "251122000042" }, params: {} };
    const ok = { status: 0, trade_records: [{ record_status: 1, amount: 1234, order_number: "251122000042" }] };
    expect((await tappay.complete(cb, ctx([], ok))).paid).toBe(true);
    const wrongAmount = { status: 0, trade_records: [{ record_status: 1, amount: 1, order_number: "251122000042" }] };
    expect((await tappay.complete(cb, ctx([], wrongAmount))).paid).toBe(false);
    const failed = { status: 0, trade_records: [{ record_status: -1, amount: 1234, order_number: "251122000042" }] };
    expect((await tappay.complete(cb, ctx([], failed))).paid).toBe(false);
  });
});

describe("LINE Pay v3", () => {
  it("signs HMAC-SHA256(secret, secret + uri + body + nonce) in Base64", async () => {
    // Expected value computed independently with Node's crypto.createHmac for these inputs.
    expect(
      await linePaySignature(
        "a917ab6a2367b536f8e5a6e2977e06f4",
        "/v3/payments/request",
        '{"amount":100,"currency":"TWD"}',
        "3f1c1b50-6b1f-4bde-9a36-0ad8a1f9e0c7",
      ),
    ).toBe("BMNDT/8w2GQKONNPLGbIg4e59VIv+w+mNe5M8HNEGiQ=");
  });

  it("builds the Request API call with channel headers and a signature over its exact body", async () => {
    const s = secretsOf(withSecrets, 7).linePay!;
    const r = await linePayRequest(s, order, ctx([], {}), "nonce-1");
    expect(r.url).toBe("https://sandbox-api-pay.line.me/v3/payments/request");
    expect(r.headers["X-LINE-ChannelId"]).toBe("1234567890");
    expect(r.headers["X-LINE-Authorization-Nonce"]).toBe("nonce-1");
    expect(r.headers["X-LINE-Authorization"]).toBe(
      await linePaySignature(s.channelSecret, "/v3/payments/request", r.body, "nonce-1"),
    );
    const body = JSON.parse(r.body);
    expect(body.amount).toBe(1234);
    expect(body.currency).toBe("TWD");
    expect(body.packages[0].amount).toBe(1234);
    expect(body.packages[0].products[0].price * body.packages[0].products[0].quantity).toBe(1234);
    expect(body.redirectUrls.confirmUrl).toBe(
      "https://shop.example/api/payment/callback/LINE_PAY?payment=nonce1234567890abcdef",
    );
    const c = await linePayConfirm(s, "2025112200000000001", 123_400, "nonce-2");
    expect(c.url).toBe("https://sandbox-api-pay.line.me/v3/payments/2025112200000000001/confirm");
    expect(c.headers["X-LINE-Authorization"]).toBe(
      await linePaySignature(s.channelSecret, "/v3/payments/2025112200000000001/confirm", c.body, "nonce-2"),
    );
  });

  it("keeps 19-digit transaction ids exact and confirms only the attempt's own transaction", async () => {
    const answer =
      '{"returnCode":"0000","info":{"paymentUrl":{"web":"https:\\/\\/sandbox-web-pay.line.me\\/x"},"transactionId":2025112299999999999}}';
    const r = await linePay.start(order, ctx([], answer));
    expect(r).toEqual({
      kind: "REDIRECT",
      url: "https://sandbox-web-pay.line.me/x",
      providerRef: "2025112299999999999",
    });
    const cb = (tid: string) => ({
      payment: { nonce: "n", amount: 123_400, providerRef: "2025112299999999999", orderNumber: "251122000042" },
      params: { transactionId: tid },
    });
    const calls: Captured[] = [];
    expect((await linePay.complete(cb("2025112299999999999"), ctx(calls, '{"returnCode":"0000"}'))).paid).toBe(true);
    expect(calls[0]?.url).toBe("https://sandbox-api-pay.line.me/v3/payments/2025112299999999999/confirm");
    expect((await linePay.complete(cb("2025112211111111111"), ctx([], '{"returnCode":"0000"}'))).paid).toBe(false);
    expect((await linePay.complete(cb("2025112299999999999"), ctx([], '{"returnCode":"1150"}'))).paid).toBe(false);
  });
});

describe("offline methods and the test provider", () => {
  it("gives a virtual account with a check digit derived from the order number", () => {
    const a = virtualAccountOf("98765", "251122000042");
    expect(a).toHaveLength(14);
    expect(a.startsWith("9876522000042")).toBe(true);
    // weights 3,7,1 over the 13 digits; the check digit brings the sum to a multiple of 10
    const digits = [...a].map(Number);
    const sum = digits.slice(0, 13).reduce((s, d, i) => s + d * ([3, 7, 1][i % 3] as number), 0);
    expect((sum + (digits[13] as number)) % 10).toBe(0);
    expect(virtualAccountOf("98765", "251122000043")).not.toBe(a);
    expect(virtualAccount.available({ env: baseEnv, storeId: 1, details: { bankCode: "822", prefix: "98765" } })).toBe(
      true,
    );
    expect(virtualAccount.available({ env: baseEnv, storeId: 1, details: { bankCode: "822" } })).toBe(false);
    expect(bankTransfer.available({ env: baseEnv, storeId: 1, details: {} })).toBe(false);
  });

  it("routes the test provider to /dev/test-payment and settles pay / fail", async () => {
    const r = await testProvider.start(order, ctx([], {}));
    expect(r).toEqual({ kind: "REDIRECT", url: "/dev/test-payment?payment=nonce1234567890abcdef", providerRef: null });
    const cb = (result: string) => ({
      payment: { nonce: "nonce1234567890abcdef", amount: 1, providerRef: null, orderNumber: "1" },
      params: { result },
    });
    expect((await testProvider.complete(cb("pay"), ctx([], {}))).paid).toBe(true);
    expect((await testProvider.complete(cb("fail"), ctx([], {}))).paid).toBe(false);
  });
});
