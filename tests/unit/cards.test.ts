import { describe, expect, it } from "vitest";
import { bindRequest, bindResult, refundRequest } from "../../functions/people/cards/tappayVault";
import { cardBrandOf, cardInput, expiryInFuture, luhnOk, parseExpiry } from "../../functions/shared/people/cards";

// The spec §5 card rule (shared by the card form and the server) and the TapPay card-binding calls.

describe("card rule", () => {
  it("Luhn, brands and expiry", () => {
    expect(luhnOk("4242424242424242")).toBe(true);
    expect(luhnOk("4242424242424241")).toBe(false);
    expect(cardBrandOf("378282246310005")).toBe("AMEX");
    expect(cardBrandOf("5555555555554444")).toBe("MASTERCARD");
    expect(cardBrandOf("2223003122003222")).toBe("MASTERCARD");
    expect(cardBrandOf("3530111333300000")).toBe("JCB");
    expect(cardBrandOf("6200000000000005")).toBe("UNIONPAY");
    expect(parseExpiry("1/30")).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry("12/2031")).toEqual({ month: 12, year: 2031 });
    expect(parseExpiry("13/30")).toBeNull();
    const now = new Date("2026-11-25T00:00:00Z");
    expect(expiryInFuture({ month: 11, year: 2026 }, now)).toBe(true);
    expect(expiryInFuture({ month: 10, year: 2026 }, now)).toBe(false);
  });

  it("15 to 19 digits, CVC 3 or 4 for Amex", () => {
    const ok = { holder: "Mia", number: "4242-4242-4242-4242", expiry: "12/39", cvc: "123" };
    expect(cardInput.parse(ok).number).toBe("4242424242424242");
    expect(cardInput.safeParse({ ...ok, number: "42424242424242" }).success).toBe(false);
    expect(cardInput.safeParse({ ...ok, number: "42424242424242424242" }).success).toBe(false);
    expect(cardInput.safeParse({ ...ok, cvc: "1234" }).success).toBe(false);
    expect(cardInput.safeParse({ ...ok, number: "378282246310005", cvc: "1234" }).success).toBe(true);
    expect(cardInput.safeParse({ ...ok, number: "378282246310005", cvc: "123" }).success).toBe(false);
  });
});

describe("TapPay card binding", () => {
  const s = { partnerKey: "pk", merchantId: "mid", sandbox: true };
  it("binds with a NT$1 remembered Pay by Prime and refunds it", () => {
    const r = bindRequest(s, "prime_x", { name: "Mia", email: "m@example.com", phone: "0912345678" }, "MIA CHEN");
    expect(r.url).toBe("https://sandbox.tappaysdk.com/tpc/payment/pay-by-prime");
    expect(JSON.parse(r.body)).toMatchObject({
      prime: "prime_x",
      amount: 1,
      currency: "TWD",
      remember: true,
      cardholder: { phone_number: "+886912345678", name: "MIA CHEN" },
    });
    expect(JSON.parse(refundRequest(s, "D2026").body)).toEqual({ partner_key: "pk", rec_trade_id: "D2026" });
  });
  it("reads card_secret and card_info; a refusal keeps TapPay's code and message", () => {
    expect(
      bindResult({
        status: 0,
        rec_trade_id: "D1",
        card_secret: { card_key: "k", card_token: "t" },
        card_info: { last_four: "4242", type: 1, expiry_date: "203912" },
      }),
    ).toEqual({ ok: true, token: "k:t", last4: "4242", brand: "VISA", expYear: 2039, expMonth: 12, authRef: "D1" });
    expect(bindResult({ status: 10003, msg: "Card Error" })).toEqual({
      ok: false,
      code: "10003",
      message: "Card Error",
    });
  });
});
