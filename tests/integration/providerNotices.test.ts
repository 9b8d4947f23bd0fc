import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkMacValue } from "../../functions/commerce/ecpay/checkMac";
import { ECPAY_TEST_ACCOUNT } from "../../functions/commerce/ecpay/config";
import { sql } from "../helpers";
import { cartLine, checkoutBody, postCheckout, product, type Shop, shop } from "./checkoutFixtures";

// Issue 11: every provider callback is idempotent. A replayed (or retried, or concurrently
// delivered) verified notice has one effect and still answers the provider's success string; a
// tampered one changes nothing.

const A = "pn-a.localhost";
const B = "pn-b.localhost";

async function order(s: Shop, paymentMethod = "TRANSFER") {
  const p = await product(s.storeId, 10_000);
  await cartLine(s.storeId, s.userId, { ...p, quantity: 1 });
  const r = await postCheckout(s, s.token, checkoutBody(s, 16_000, { paymentMethod }));
  expect(r.body.code).toBe(0);
  return r.body.data as { order: { id: number; orderNumber: string }; next: { url: string } };
}

const signed = async (form: Record<string, string>) => ({
  ...form,
  CheckMacValue: await checkMacValue(form, ECPAY_TEST_ACCOUNT.hashKey, ECPAY_TEST_ACCOUNT.hashIV, "MD5"),
});

async function notify(host: string, form: Record<string, string>) {
  const r = await SELF.fetch(`http://${host}/api/shipping/ecpay/notify`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  return r.text();
}

const report = (orderNumber: string, over: Record<string, string> = {}) => ({
  MerchantID: ECPAY_TEST_ACCOUNT.merchantId,
  MerchantTradeNo: orderNumber,
  RtnCode: "2067",
  RtnMsg: "消費者成功取件",
  AllPayLogisticsID: "1718546",
  LogisticsType: "CVS",
  LogisticsSubType: "FAMIC2C",
  GoodsAmount: "160",
  UpdateStatusDate: "2025/11/22 13:04:05",
  ...over,
});
const logistics = (orderId: number) =>
  sql<{ note: string }>("SELECT note FROM order_events WHERE order_id = ? AND type = 'LOGISTICS' ORDER BY id", orderId);

describe("ECPay logistics notices", () => {
  it("applies a replayed notice once and answers 1|OK each time", async () => {
    const s = await shop(A);
    const { order: o } = await order(s);
    const notice = await signed(report(o.orderNumber));
    expect(await notify(A, notice)).toBe("1|OK");
    expect(await notify(A, notice)).toBe("1|OK");
    // Delivered twice at once (ECPay's retry racing the first delivery).
    const again = await signed(report(o.orderNumber, { RtnCode: "3024", UpdateStatusDate: "2025/11/23 09:00:00" }));
    expect(await Promise.all([notify(A, again), notify(A, again)])).toEqual(["1|OK", "1|OK"]);
    const rows = await logistics(o.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.note).toContain("ECPay 2067");
    expect(rows[1]!.note).toContain("ECPay 3024");
    expect(await sql("SELECT count(*) AS n FROM provider_notices WHERE store_id = ?", s.storeId)).toEqual([{ n: 2 }]);
  });

  it("takes the same status at a later time as a new report", async () => {
    const s = await shop(A);
    const { order: o } = await order(s);
    expect(await notify(A, await signed(report(o.orderNumber)))).toBe("1|OK");
    expect(await notify(A, await signed(report(o.orderNumber, { UpdateStatusDate: "2025/11/22 18:00:00" })))).toBe(
      "1|OK",
    );
    expect(await logistics(o.id)).toHaveLength(2);
  });

  it("refuses a tampered replay and records nothing for it", async () => {
    const s = await shop(A);
    const { order: o } = await order(s);
    const notice = await signed(report(o.orderNumber));
    expect(await notify(A, { ...notice, RtnCode: "2073" })).toBe("0|CheckMacValueError");
    expect(await notify(A, { ...notice, UpdateStatusDate: "2025/11/22 13:04:06" })).toBe("0|CheckMacValueError");
    expect(await logistics(o.id)).toEqual([]);
    expect(await sql("SELECT count(*) AS n FROM provider_notices")).toEqual([{ n: 0 }]);
  });

  it("keeps each store's notices apart: the same notice key on another store applies there", async () => {
    const a = await shop(A);
    const b = await shop(B, "bob@example.com");
    const oa = (await order(a)).order;
    const ob = (await order(b)).order;
    expect(ob.orderNumber).toBe(oa.orderNumber); // per-store sequences: the same number, two orders
    const notice = await signed(report(oa.orderNumber));
    expect(await notify(A, notice)).toBe("1|OK");
    expect(await notify(B, notice)).toBe("1|OK");
    expect(await notify(B, notice)).toBe("1|OK");
    expect(await logistics(oa.id)).toHaveLength(1);
    expect(await logistics(ob.id)).toHaveLength(1);
    const notices = await sql<{ store_id: number; order_id: number }>(
      "SELECT store_id, order_id FROM provider_notices ORDER BY store_id",
    );
    expect(notices).toEqual([
      { store_id: a.storeId, order_id: oa.id },
      { store_id: b.storeId, order_id: ob.id },
    ]);
  });
});

describe("payment provider callbacks", () => {
  const pay = (s: Shop, nonce: string, provider = "TEST", result = "pay") =>
    SELF.fetch(`http://${s.host}/api/payment/callback/${provider}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ payment: nonce, result }).toString(),
      redirect: "manual",
    });

  it("settles an attempt once when its callback is delivered several times at once", async () => {
    const s = await shop(A);
    const { order: o, next } = await order(s, "CREDIT_CARD");
    const nonce = new URL(next.url, "http://x").searchParams.get("payment")!;
    const answers = await Promise.all([pay(s, nonce), pay(s, nonce), pay(s, nonce, "TEST", "fail")]);
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303]);
    const events = await sql<{ to: string }>(
      "SELECT \"to\" FROM order_events WHERE order_id = ? AND type = 'PAYMENT'",
      o.id,
    );
    expect(events).toHaveLength(1);
    const [p] = await sql<{ status: string }>("SELECT status FROM payments WHERE nonce = ?", nonce);
    const [row] = await sql<{ payment_status: string }>("SELECT payment_status FROM orders WHERE id = ?", o.id);
    // Whichever delivery won, the order's money state agrees with the attempt and its one event.
    expect(row!.payment_status).toBe(p!.status === "PAID" ? "PAID" : "UNPAID");
    expect(events[0]!.to).toBe(row!.payment_status);
  });

  it("refuses a callback for an unknown attempt or one naming another provider", async () => {
    const s = await shop(A);
    const { order: o, next } = await order(s, "CREDIT_CARD");
    const nonce = new URL(next.url, "http://x").searchParams.get("payment")!;
    for (const [provider, n] of [
      ["TEST", `${nonce}x`],
      ["LINE_PAY", nonce],
      ["TAPPAY", nonce],
    ] as const) {
      const r = await pay(s, n, provider);
      expect(((await r.json()) as { code: number }).code).toBe(400004);
    }
    expect(await sql("SELECT status FROM payments WHERE nonce = ?", nonce)).toEqual([{ status: "PENDING" }]);
    expect(await sql("SELECT count(*) AS n FROM order_events WHERE order_id = ? AND type = 'PAYMENT'", o.id)).toEqual([
      { n: 0 },
    ]);
  });
});
