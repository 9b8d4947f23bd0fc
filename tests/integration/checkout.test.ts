import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { NO_LIMIT_END, NO_LIMIT_START } from "../../functions/shared/commerce/commerce";
import { api, registerMember, sql } from "../helpers";
import {
  BANK,
  cartLine,
  checkoutBody,
  combo,
  HOME_RECEIVER,
  insertId,
  newKey,
  page,
  postCheckout,
  product,
  type Shop,
  shippingMethod,
  shop,
  stockOf,
} from "./checkoutFixtures";

// POST /api/checkout and the payment round trip through the Worker with real D1: happy path per
// payment method, every refusal, tampering, idempotency, order numbers, tenant isolation, and the
// completion pages rendered on the server.

const A = "co-a.localhost";
const B = "co-b.localhost";

async function orderRows(storeId: number) {
  return sql<Record<string, any>>("SELECT * FROM orders WHERE store_id = ? ORDER BY id", storeId);
}

/** A shop with one product (NT$100, stock 10) and 2 of it in the member's cart: total NT$260. */
async function ready(host = A, stock = 10) {
  const s = await shop(host);
  const p = await product(s.storeId, 10_000, { stock, name: "Oolong" });
  const lineId = await cartLine(s.storeId, s.userId, { ...p, quantity: 2 });
  return { s, p, lineId, total: 2 * 10_000 + 6000 };
}

async function payTest(s: Shop, nonce: string, result: "pay" | "fail") {
  return SELF.fetch(`http://${s.host}/api/payment/callback/TEST`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${s.host}` },
    body: new URLSearchParams({ payment: nonce, result }).toString(),
    redirect: "manual",
  });
}

describe("POST /api/checkout — happy paths", () => {
  it("TRANSFER: one batch writes order, snapshot lines, stock, log, event, clears the cart", async () => {
    const { s, p, lineId, total } = await ready();
    const r = await postCheckout(s, s.token, checkoutBody(s, total, { note: "Leave at door", saveCheckoutInfo: true }));
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    const { order, next } = r.body.data;
    expect(order).toMatchObject({
      totalAmount: total,
      paymentMethod: "TRANSFER",
      paymentStatus: "UNPAID",
      status: "UNPROCESSED",
    });
    expect(order.orderNumber).toMatch(/^\d{6}000001$/);
    expect(next).toEqual({ type: "COMPLETE", url: `/checkout-complete?order=${order.orderNumber}` });

    const [row] = await orderRows(s.storeId);
    expect(row).toMatchObject({
      id: order.id,
      user_id: s.userId,
      items_total_amount: 20_000,
      shipping_fee: 6000,
      total_amount: total,
      shipping_code: "HOME",
      note: "Leave at door",
      payment_status: "UNPAID",
    });
    expect(JSON.parse(row!.receiver)).toMatchObject({ ...HOME_RECEIVER, postalCode: "100" });
    expect(JSON.parse(row!.payment_info)).toMatchObject({ type: "TRANSFER", ...BANK });
    const items = await sql<Record<string, any>>("SELECT * FROM order_items WHERE order_id = ?", order.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      product_id: p.productId,
      stock_id: p.stockId,
      product_name: "Oolong",
      unit_price: 10_000,
      quantity: 2,
      amount: 20_000,
    });
    expect(await stockOf(p.stockId)).toBe(8);
    const logs = await sql("SELECT change, after, reason FROM stock_logs WHERE stock_id = ?", p.stockId);
    expect(logs).toEqual([{ change: -2, after: 8, reason: "ORDER" }]);
    expect(await sql("SELECT id FROM cart_items WHERE id = ?", lineId)).toEqual([]);
    const events = await sql('SELECT type, "to", actor FROM order_events WHERE order_id = ?', order.id);
    expect(events).toEqual([{ type: "STATUS", to: "UNPROCESSED", actor: "MEMBER" }]);
    const infos = await sql<{ type: string; receiver: string }>(
      "SELECT type, receiver FROM checkout_infos WHERE user_id = ?",
      s.userId,
    );
    expect(infos.map((i) => i.type)).toEqual(["HOME"]);

    // The completion page: the member's own order with the transfer instructions.
    const html = await page(A, next.url, s.token);
    expect(html.status).toBe(200);
    expect(html.body).toContain('data-testid="checkout-complete"');
    expect(html.body).toContain(order.orderNumber);
    expect(html.body).toContain('data-testid="transfer-info"');
    expect(html.body).toContain(BANK.accountNumber);
    expect(html.body).toContain("Oolong");
  }, 120_000); // the file's first server render compiles the page modules

  it("CASH_ON_DELIVERY needs nothing now; TRANSFER_VIRTUAL answers a virtual account", async () => {
    const { s, p, total } = await ready();
    const cod = await postCheckout(s, s.token, checkoutBody(s, total, { paymentMethod: "CASH_ON_DELIVERY" }));
    expect(cod.body.code).toBe(0);
    expect(cod.body.data.order.paymentStatus).toBe("NOT_REQUIRED");
    expect(cod.body.data.next.type).toBe("COMPLETE");

    await cartLine(s.storeId, s.userId, { ...p, quantity: 1 });
    const va = await postCheckout(s, s.token, checkoutBody(s, 16_000, { paymentMethod: "TRANSFER_VIRTUAL" }));
    expect(va.body.code).toBe(0);
    expect(va.body.data.order.orderNumber).toMatch(/000002$/);
    const [, row] = await orderRows(s.storeId);
    const info = JSON.parse(row!.payment_info);
    expect(info.virtualAccount).toMatch(/^98765\d{9}$/);
    const html = await page(A, va.body.data.next.url, s.token);
    expect(html.body).toContain(info.virtualAccount);
  });

  it("CREDIT_CARD via the TEST provider: redirect, pay, settle once, outcome pages", async () => {
    const { s, p, total } = await ready();
    const r = await postCheckout(s, s.token, checkoutBody(s, total, { paymentMethod: "CREDIT_CARD" }));
    expect(r.body.code).toBe(0);
    const { order, next } = r.body.data;
    expect(next.type).toBe("REDIRECT");
    const nonce = new URL(next.url, "http://x").searchParams.get("payment")!;
    expect(next.url).toBe(`/payment-redirect-middle-page?payment=${nonce}`);
    const [pay] = await sql<Record<string, any>>("SELECT * FROM payments WHERE nonce = ?", nonce);
    expect(pay).toMatchObject({
      order_id: order.id,
      provider: "TEST",
      method: "CREDIT_CARD",
      status: "PENDING",
      amount: total,
    });
    expect(await stockOf(p.stockId)).toBe(8); // stock is held by the order, paid or not

    const middle = await page(A, next.url, s.token);
    expect(middle.status).toBe(200);
    expect(middle.body).toContain(`/dev/test-payment?payment=${nonce}`);
    const testPage = await page(A, `/dev/test-payment?payment=${nonce}`, s.token);
    expect(testPage.body).toContain('data-testid="test-pay"');
    expect(testPage.body).toContain('action="/api/payment/callback/TEST"');

    // A GET never settles a test attempt (links can be prefetched).
    expect((await api(A, "GET", `/api/payment/callback/TEST?payment=${nonce}&result=pay`)).status).toBe(404);
    const cb = await payTest(s, nonce, "pay");
    expect(cb.status).toBe(303);
    expect(cb.headers.get("location")).toBe(`/complete-purchase?payment=${nonce}`);
    const [o] = await orderRows(s.storeId);
    expect(o!.payment_status).toBe("PAID");
    expect(o!.paid_at).toBeTruthy();
    // Replayed callback (or a late "fail"): nothing changes, one payment event.
    await payTest(s, nonce, "pay");
    await payTest(s, nonce, "fail");
    expect((await sql("SELECT status FROM payments WHERE nonce = ?", nonce))[0]).toEqual({ status: "PAID" });
    expect(
      await sql('SELECT "from", "to" FROM order_events WHERE order_id = ? AND type = \'PAYMENT\'', order.id),
    ).toEqual([{ from: "UNPAID", to: "PAID" }]);
    const outcome = await page(A, `/complete-purchase?payment=${nonce}`, s.token);
    expect(outcome.body).toContain('data-status="PAID"');
    // The redirect page of a settled attempt goes to the outcome page.
    expect((await page(A, next.url, s.token)).body).toContain(`/complete-purchase?payment=${nonce}`);
  });

  it("LINE_PAY via the TEST provider: a failed attempt leaves the order UNPAID and can be retried", async () => {
    const { s, total } = await ready();
    const r = await postCheckout(s, s.token, checkoutBody(s, total, { paymentMethod: "LINE_PAY" }));
    const nonce = new URL(r.body.data.next.url, "http://x").searchParams.get("payment")!;
    await payTest(s, nonce, "fail");
    const [o] = await orderRows(s.storeId);
    expect(o!.payment_status).toBe("UNPAID");
    expect((await sql("SELECT status FROM payments WHERE nonce = ?", nonce))[0]).toEqual({ status: "FAILED" });
    const outcome = await page(A, `/complete-purchase?payment=${nonce}`, s.token);
    expect(outcome.body).toContain('data-status="FAILED"');
    expect(outcome.body).toContain('data-testid="retry-payment"');

    // Retry: a new attempt (new nonce) for the same order, then pay it.
    const retry = await SELF.fetch(`http://${A}/complete-purchase?payment=${nonce}`, {
      method: "POST",
      headers: { authorization: `Bearer ${s.token}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ payment: nonce }).toString(),
      redirect: "manual",
    });
    expect([302, 303]).toContain(retry.status);
    const again = new URL(retry.headers.get("location")!, "http://x").searchParams.get("payment")!;
    expect(again).not.toBe(nonce);
    await payTest(s, again, "pay");
    expect((await orderRows(s.storeId))[0]!.payment_status).toBe("PAID");
    expect(await sql("SELECT count(*) AS n FROM orders WHERE store_id = ?", s.storeId)).toEqual([{ n: 1 }]);
  });

  it("COMBO lines take their parts; SUBSCRIPTION lines start a subscription", async () => {
    const s = await shop(A);
    const tea = await product(s.storeId, 5000, { stock: 10 });
    const cup = await product(s.storeId, 3000, { stock: 10 });
    const set = await combo(s.storeId, 9000, [
      { stockId: tea.stockId, quantity: 2 },
      { stockId: cup.stockId, quantity: 1 },
    ]);
    const sub = await product(s.storeId, 8000, { stock: 10, plan: "SUBSCRIPTION" });
    await cartLine(s.storeId, s.userId, { ...set, quantity: 3 });
    await cartLine(s.storeId, s.userId, { ...sub, quantity: 1, plan: "SUBSCRIPTION", cycle: 3 });
    const r = await postCheckout(s, s.token, checkoutBody(s, 3 * 9000 + 8000 + 6000));
    expect(r.body.code).toBe(0);
    expect(await stockOf(tea.stockId)).toBe(4);
    expect(await stockOf(cup.stockId)).toBe(7);
    expect(await stockOf(sub.stockId)).toBe(9);
    const [subRow] = await sql<Record<string, any>>("SELECT * FROM subscriptions WHERE store_id = ?", s.storeId);
    expect(subRow).toMatchObject({
      user_id: s.userId,
      origin_order_id: r.body.data.order.id,
      cycle: 3,
      quantity: 1,
      status: "ACTIVE",
    });
    const [{ want }] = (await sql<{ want: string }>("SELECT date('now', '+3 months') AS want")) as [{ want: string }];
    expect(subRow!.next_order_date).toBe(want);
  });
});

describe("POST /api/checkout — refusals", () => {
  it("members only; empty cart; stock, limits and saleability name their lines", async () => {
    const s = await shop(A);
    const body = checkoutBody(s, 0);
    expect((await postCheckout(s, undefined, body)).body.code).toBe(400029);
    expect((await postCheckout(s, "not-a-token", body)).body.code).toBe(400029);
    expect((await postCheckout(s, s.token, body)).body.code).toBe(400036);

    const few = await product(s.storeId, 10_000, { stock: 1 });
    const line = await cartLine(s.storeId, s.userId, { ...few, quantity: 2 });
    const oos = await postCheckout(s, s.token, checkoutBody(s, 26_000));
    expect(oos.body.code).toBe(400034);
    expect(oos.body.data.lines).toMatchObject([
      { id: line, stockId: few.stockId, problem: "OUT_OF_STOCK", availableStock: 1 },
    ]);
    await sql("DELETE FROM cart_items WHERE id = ?", line);

    const capped = await product(s.storeId, 10_000, { maxQ: 1 });
    const l2 = await cartLine(s.storeId, s.userId, { ...capped, quantity: 2 });
    const lim = await postCheckout(s, s.token, checkoutBody(s, 26_000));
    expect(lim.body.code).toBe(400033);
    expect(lim.body.data.lines[0]).toMatchObject({ id: l2, problem: "OVER_MAX" });
    await sql("DELETE FROM cart_items WHERE id = ?", l2);

    const off = await product(s.storeId, 10_000, { saleable: false });
    await cartLine(s.storeId, s.userId, { ...off, quantity: 1 });
    expect((await postCheckout(s, s.token, checkoutBody(s, 16_000))).body.code).toBe(400035);
    expect(await orderRows(s.storeId)).toEqual([]);
    expect(await stockOf(few.stockId)).toBe(1);
  });

  it("coupon, shipping and payment refusals", async () => {
    const { s, total } = await ready();
    const bad = await postCheckout(s, s.token, checkoutBody(s, total, { couponCode: "NOPE" }));
    expect(bad.body.code).toBe(400081);
    expect(bad.body.data).toEqual({ reason: "NOT_FIND" });

    const closed = await shippingMethod(s.storeId, { isOpen: false });
    expect((await postCheckout(s, s.token, checkoutBody(s, total, { shippingMethodId: closed }))).body.code).toBe(
      400040,
    );
    expect((await postCheckout(s, s.token, checkoutBody(s, total, { shippingMethodId: 999_999 }))).body.code).toBe(
      400040,
    );

    const noCod = await shippingMethod(s.storeId, { cod: false });
    const cod = await postCheckout(
      s,
      s.token,
      checkoutBody(s, total, { shippingMethodId: noCod, paymentMethod: "CASH_ON_DELIVERY" }),
    );
    expect(cod.body.code).toBe(400041);
    expect((await postCheckout(s, s.token, checkoutBody(s, total, { paymentMethod: "APPLE_PAY" }))).body.code).toBe(
      400041,
    );
    await sql("UPDATE payment_methods SET is_open = 0 WHERE store_id = ? AND method = 'TRANSFER'", s.storeId);
    expect((await postCheckout(s, s.token, checkoutBody(s, total))).body.code).toBe(400041);
    expect(await orderRows(s.storeId)).toEqual([]);
  });

  it("a tampered total is BILL_CHANGED with the server's bill; client prices are refused (422)", async () => {
    const { s, p, total } = await ready();
    const cheap = await postCheckout(s, s.token, checkoutBody(s, 100));
    expect(cheap.body.code).toBe(400037);
    expect(cheap.body.data.bill.totalAmount).toBe(total);
    expect(cheap.body.data.bill.items[0].quantity).toBe(2);

    for (const extra of [
      { totalAmount: 100 },
      { items: [{ stockId: p.stockId, quantity: 99, price: 1 }] },
      { unitPrice: 1 },
    ]) {
      const r = await postCheckout(s, s.token, { ...checkoutBody(s, total), ...extra });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(400001);
    }
    const priced = await postCheckout(s, s.token, checkoutBody(s, total, { receiver: { ...HOME_RECEIVER, price: 1 } }));
    expect(priced.status).toBe(422);
    const shortKey = await postCheckout(s, s.token, checkoutBody(s, total, { idempotencyKey: "short" }));
    expect(shortKey.body.issues).toEqual([{ path: "idempotencyKey", message: "validation.idempotencyKey" }]);
    expect(await orderRows(s.storeId)).toEqual([]);
    expect(await stockOf(p.stockId)).toBe(10);
  });

  it("receivers must suit the method: a home address, or a store of the method's chain", async () => {
    const { s, total } = await ready();
    const noAddress = await postCheckout(
      s,
      s.token,
      checkoutBody(s, total, { receiver: { name: "王小明", phone: "0912345678" } }),
    );
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["receiver.address"]),
    );
    const seven = await shippingMethod(s.storeId, { code: "SEVEN_ELEVEN_C2C", type: "ECPAY", fee: 6000 });
    const noStore = await postCheckout(
      s,
      s.token,
      checkoutBody(s, total, { shippingMethodId: seven, receiver: { name: "王小明", phone: "0912345678" } }),
    );
    expect(noStore.status).toBe(422);
    expect(noStore.body.issues).toEqual([{ path: "receiver.cvs", message: "validation.cvsStore" }]);
    const cvs = {
      chain: "FAMI",
      storeId: "006598",
      storeName: "全家台北站前店",
      address: "台北市中正區忠孝西路一段45號",
    };
    const wrongChain = await postCheckout(
      s,
      s.token,
      checkoutBody(s, total, { shippingMethodId: seven, receiver: { name: "王小明", phone: "0912345678", cvs } }),
    );
    expect(wrongChain.body.issues).toEqual([{ path: "receiver.cvs.chain", message: "validation.cvsChain" }]);
    const ok = await postCheckout(
      s,
      s.token,
      checkoutBody(s, total, {
        shippingMethodId: seven,
        receiver: { name: "王小明", phone: "0912345678", cvs: { ...cvs, chain: "UNIMART" } },
      }),
    );
    expect(ok.body.code).toBe(0);
    const [row] = await orderRows(s.storeId);
    expect(JSON.parse(row!.receiver).cvs).toEqual({ ...cvs, chain: "UNIMART" });
    expect(row!.shipping_code).toBe("SEVEN_ELEVEN_C2C");
  });

  it("coupon limits are enforced in the order batch", async () => {
    const { s, p, total } = await ready();
    await insertId(
      `INSERT INTO promotions (store_id, scope, code, name, is_open, start_at, end_at, condition_type, action_type,
         conditions, total_quantity, limit_per_user) VALUES (?, 'COUPON', 'TEA50', 'Tea 50', 1, ?, ?, 'FULL_AMOUNT',
         'AMOUNT_OFF', ?, 0, 1)`,
      s.storeId,
      NO_LIMIT_START,
      NO_LIMIT_END,
      JSON.stringify([{ id: 1, condition: 0, value: 5000, profitPercent: 0, extras: [] }]),
    );
    const first = await postCheckout(s, s.token, checkoutBody(s, total - 5000, { couponCode: "TEA50" }));
    expect(first.body.code).toBe(0);
    expect(await sql("SELECT user_id, order_id FROM coupon_usages")).toEqual([
      { user_id: s.userId, order_id: first.body.data.order.id },
    ]);
    expect(await sql("SELECT used_quantity FROM promotions")).toEqual([{ used_quantity: 1 }]);
    await cartLine(s.storeId, s.userId, { ...p, quantity: 1 });
    const second = await postCheckout(s, s.token, checkoutBody(s, 16_000 - 5000, { couponCode: "TEA50" }));
    expect(second.body.code).toBe(400081);
    expect(await sql("SELECT count(*) AS n FROM orders")).toEqual([{ n: 1 }]);
  });
});

describe("idempotency, order numbers, tenancy", () => {
  it("the same key returns the same order, written once, even when sent concurrently", async () => {
    const { s, p, total } = await ready();
    const body = checkoutBody(s, total);
    const first = await postCheckout(s, s.token, body);
    const again = await postCheckout(s, s.token, body);
    expect(again.body.code).toBe(0);
    expect(again.body.data).toEqual(first.body.data);
    expect(await orderRows(s.storeId)).toHaveLength(1);
    expect(await stockOf(p.stockId)).toBe(8);

    await cartLine(s.storeId, s.userId, { ...p, quantity: 1 });
    const twin = checkoutBody(s, 16_000, { idempotencyKey: newKey() });
    const answers = await Promise.all([1, 2, 3, 4].map(() => postCheckout(s, s.token, twin)));
    for (const a of answers) expect(a.body.code).toBe(0);
    expect(new Set(answers.map((a) => a.body.data.order.id)).size).toBe(1);
    expect(await orderRows(s.storeId)).toHaveLength(2);
    expect(await stockOf(p.stockId)).toBe(7);
  });

  it("order numbers are unique per store and independent across stores", async () => {
    const a = await ready(A);
    const b = await ready(B);
    const a1 = await postCheckout(a.s, a.s.token, checkoutBody(a.s, a.total));
    await cartLine(a.s.storeId, a.s.userId, { ...a.p, quantity: 1 });
    const a2 = await postCheckout(a.s, a.s.token, checkoutBody(a.s, 16_000));
    const b1 = await postCheckout(b.s, b.s.token, checkoutBody(b.s, b.total));
    const [na, na2, nb] = [a1, a2, b1].map((r) => r.body.data.order.orderNumber as string);
    expect(na).toMatch(/000001$/);
    expect(na2).toMatch(/000002$/);
    expect(nb).toMatch(/000001$/);
    expect(na).not.toBe(na2);
  });

  it("a member of store B can neither buy A's stock lines nor read A's orders and payments", async () => {
    const a = await ready(A);
    const placed = await postCheckout(a.s, a.s.token, checkoutBody(a.s, a.total, { paymentMethod: "CREDIT_CARD" }));
    const nonce = new URL(placed.body.data.next.url, "http://x").searchParams.get("payment")!;
    const number = placed.body.data.order.orderNumber;

    const b = await shop(B, "bob@example.com");
    await cartLine(b.storeId, b.userId, { productId: a.p.productId, stockId: a.p.stockId, quantity: 1 });
    const steal = await postCheckout(b, b.token, checkoutBody(b, 16_000));
    expect(steal.body.code).toBe(400035);
    expect(await stockOf(a.p.stockId)).toBe(8);
    expect(await orderRows(b.storeId)).toEqual([]);

    expect((await page(B, `/checkout-complete?order=${number}`, b.token)).status).toBe(404);
    expect((await page(B, `/complete-purchase?payment=${nonce}`, b.token)).status).toBe(404);
    expect((await page(B, `/payment-redirect-middle-page?payment=${nonce}`, b.token)).status).toBe(404);
    // Another member of the same store cannot read it either; a visitor is sent to log in.
    const other = await registerMember(A, "other@example.com");
    expect((await page(A, `/checkout-complete?order=${number}`, other.accessToken)).status).toBe(404);
    const anon = await page(A, `/checkout-complete?order=${number}`);
    expect(anon.status).toBe(302);
    expect(anon.headers.get("location")).toContain("/login?redirect=");
    // A's payment cannot be settled through B's host.
    const viaB = await payTest(b, nonce, "pay");
    expect(viaB.status).toBe(200);
    expect((await sql("SELECT status FROM payments WHERE nonce = ?", nonce))[0]).toEqual({ status: "PENDING" });
  });
});
