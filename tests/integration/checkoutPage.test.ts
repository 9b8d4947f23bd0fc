import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import {
  cartLine,
  checkoutBody,
  HOME_RECEIVER,
  insertId,
  page,
  postCheckout,
  product,
  type Shop,
  shippingMethod,
  shop,
  stockOf,
} from "./checkoutFixtures";

// The /checkout page through the Worker with real D1/KV: server rendering for a member, the login
// redirect, the page's own form action placing orders (no script: plain form posts), the
// BILL_CHANGED confirmation, the address book and the store map's pick, field issues, and the
// change-of-shipping mode saving a subscription. Each store sees only its own rows.

const A = "cop-a.localhost";
const B = "cop-b.localhost";

type Res = { status: number; body: string; location: string | null };

async function get(host: string, path: string, token?: string): Promise<Res> {
  const r = await page(host, path, token);
  return { status: r.status, body: String(r.body), location: r.headers.get("location") };
}

/** A plain form post of the page, as a browser without a script sends it. */
async function post(host: string, path: string, token: string | undefined, form: Record<string, string>): Promise<Res> {
  const r = await SELF.fetch(`http://${host}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://${host}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: r.status, body: await r.text(), location: r.headers.get("location") };
}

/** The value of a hidden/named input in rendered HTML. */
const inputValue = (html: string, name: string) =>
  new RegExp(`name="${name.replace(".", "\\.")}" value="([^"]*)"`).exec(html)?.[1] ?? null;

/** Only the fixture's home delivery (NT$60, COD) stays open: the store's default methods close. */
async function onlyFixtureShipping(s: Shop) {
  await sql("UPDATE shipping_methods SET is_open = 0 WHERE store_id = ? AND id != ?", s.storeId, s.homeId);
}

/** A shop with NT$100 Oolong (stock 10), 2 in the member's cart; home delivery NT$60: total NT$260. */
async function ready(host = A) {
  const s = await shop(host);
  await onlyFixtureShipping(s);
  const p = await product(s.storeId, 10_000, { stock: 10, name: "Oolong" });
  await cartLine(s.storeId, s.userId, { ...p, quantity: 2 });
  return { s, p, total: 26_000 };
}

/** The form a shopper submits: a new home receiver, TRANSFER, the page's key and total. */
function orderForm(s: Shop, html: string, over: Record<string, string> = {}) {
  return {
    intent: "place",
    idempotencyKey: inputValue(html, "idempotencyKey") ?? "",
    expectedTotal: inputValue(html, "expectedTotal") ?? "",
    shippingMethodId: String(s.homeId),
    receiverId: "new",
    "receiver.name": HOME_RECEIVER.name,
    "receiver.phone": HOME_RECEIVER.phone,
    "receiver.email": HOME_RECEIVER.email,
    "receiver.city": HOME_RECEIVER.city,
    "receiver.district": HOME_RECEIVER.district,
    "receiver.postalCode": "100",
    "receiver.address": HOME_RECEIVER.address,
    paymentMethod: "TRANSFER",
    "invoice.type": "",
    couponCode: "",
    note: "",
    ...over,
  };
}

/** The value of the checked radio of a group in rendered HTML. */
const checkedOf = (html: string, name: string) =>
  [...html.matchAll(/<input[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes(`name="${name}"`) && tag.includes('checked=""'))
    .map((tag) => /value="([^"]*)"/.exec(tag)?.[1])[0] ?? null;

const ordersOf = (storeId: number) =>
  sql<Record<string, any>>("SELECT * FROM orders WHERE store_id = ? ORDER BY id", storeId);

describe("/checkout page", () => {
  it("sends a visitor to log in with type=checkout and back to the same URL", async () => {
    await ready();
    const r = await get(A, "/checkout");
    expect(r.status).toBe(302);
    expect(r.location).toBe("/login?type=checkout&redirect=%2Fcheckout");
    const sub = await get(A, "/checkout?type=changeShipping&subscriptionId=7");
    expect(sub.location).toBe(
      `/login?type=checkout&redirect=${encodeURIComponent("/checkout?type=changeShipping&subscriptionId=7")}`,
    );
    // The login page carries the way back in its form.
    const login = await get(A, r.location!);
    const redirects = [...login.body.matchAll(/name="redirect" value="([^"]*)"/g)].map((m) => m[1]);
    expect(redirects).toContain("/checkout");
  });

  it("renders the sections, the bill and a page-view key for a member with a cart; empty cart → empty state", async () => {
    const { s, total } = await ready();
    await shippingMethod(s.storeId, { code: "HOME", fee: 9000, isOpen: false });
    const r = await get(A, "/checkout", s.token);
    expect(r.status).toBe(200);
    for (const id of ["lines", "shipping", "receiver", "payment", "coupon", "summary"]) {
      expect(r.body).toContain(`data-testid="checkout-${id}"`);
    }
    expect(r.body).toContain("Oolong");
    expect(r.body).toContain('data-testid="place-order"');
    expect(inputValue(r.body, "expectedTotal")).toBe(String(total));
    expect(inputValue(r.body, "idempotencyKey")).toMatch(/^[0-9a-f-]{36}$/);
    // The only open method is preselected; the closed one is not offered.
    expect(r.body.match(/data-testid="shipping-option"/g)).toHaveLength(1);
    expect(checkedOf(r.body, "shippingMethodId")).toBe(String(s.homeId));
    // COD rides with a method that collects it; every open payment method is listed.
    expect(r.body).toContain('value="CASH_ON_DELIVERY"');
    expect(r.body).toContain('value="TRANSFER"');
    // A fresh key per page view.
    const again = await get(A, "/checkout", s.token);
    expect(inputValue(again.body, "idempotencyKey")).not.toBe(inputValue(r.body, "idempotencyKey"));

    await sql("DELETE FROM cart_items WHERE store_id = ?", s.storeId);
    const empty = await get(A, "/checkout", s.token);
    expect(empty.body).toContain('data-testid="checkout-empty"');
    expect(empty.body).not.toContain('data-testid="place-order"');
  });

  it("places a TRANSFER + home delivery order end to end; a retried post with the same key is the same order", async () => {
    const { s, p, total } = await ready();
    const html = (await get(A, "/checkout", s.token)).body;
    const form = orderForm(s, html, { note: "Ring twice", saveCheckoutInfo: "1" });
    const r = await post(A, "/checkout", s.token, form);
    expect(r.status).toBe(302);
    const [order] = await ordersOf(s.storeId);
    expect(r.location).toBe(`/checkout-complete?order=${order!.order_number}`);
    expect(order).toMatchObject({
      user_id: s.userId,
      total_amount: total,
      shipping_fee: 6000,
      payment_method: "TRANSFER",
      payment_status: "UNPAID",
      shipping_code: "HOME",
      note: "Ring twice",
      idempotency_key: form.idempotencyKey,
    });
    expect(JSON.parse(order!.receiver)).toMatchObject({ ...HOME_RECEIVER, postalCode: "100" });
    expect(await stockOf(p.stockId)).toBe(8);
    expect(await sql("SELECT id FROM cart_items WHERE store_id = ?", s.storeId)).toHaveLength(0);
    // "Save to address book" kept the receiver as the member's first (default) entry.
    const book = await sql<{ type: string; is_default: number; receiver: string }>(
      "SELECT type, is_default, receiver FROM checkout_infos WHERE store_id = ? AND user_id = ?",
      s.storeId,
      s.userId,
    );
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({ type: "HOME", is_default: 1 });

    // A double click / retry: same key → the same order, nothing written twice.
    const retry = await post(A, "/checkout", s.token, form);
    expect(retry.status).toBe(302);
    expect(retry.location).toBe(r.location);
    expect(await ordersOf(s.storeId)).toHaveLength(1);
    expect(await stockOf(p.stockId)).toBe(8);
    // The completion page it leads to.
    const done = await get(A, r.location!, s.token);
    expect(done.status).toBe(200);
    expect(done.body).toContain(order!.order_number);
  });

  it("BILL_CHANGED: shows the new total for confirmation, writes nothing, then places at the new total", async () => {
    const { s, p } = await ready();
    const html = (await get(A, "/checkout", s.token)).body;
    // The price rises while the shopper looks at NT$260.
    await sql("UPDATE products SET price = 12000 WHERE id = ?", p.productId);
    const form = orderForm(s, html);
    const r = await post(A, "/checkout", s.token, form);
    expect(r.status).toBe(200);
    expect(r.body).toContain('data-testid="checkout-summary-error"');
    expect(r.body).toContain("NT$300");
    expect(inputValue(r.body, "expectedTotal")).toBe("30000");
    // The same page view's key is kept, and the button asks to confirm.
    expect(inputValue(r.body, "idempotencyKey")).toBe(form.idempotencyKey);
    expect(r.body).toContain("確認新金額並下單");
    expect(await ordersOf(s.storeId)).toHaveLength(0);
    expect(await stockOf(p.stockId)).toBe(10);

    const confirmed = await post(A, "/checkout", s.token, { ...form, expectedTotal: "30000" });
    expect(confirmed.status).toBe(302);
    const [order] = await ordersOf(s.storeId);
    expect(order).toMatchObject({ total_amount: 30_000, idempotency_key: form.idempotencyKey });
  });

  it("field issues come back on their fields (422) and nothing is written", async () => {
    const { s } = await ready();
    const html = (await get(A, "/checkout", s.token)).body;
    const r = await post(
      A,
      "/checkout",
      s.token,
      orderForm(s, html, { "receiver.phone": "12345", "receiver.city": "" }),
    );
    expect(r.status).toBe(422);
    expect(r.body).toContain('data-testid="checkout-page-error"');
    expect(r.body).toContain("請輸入正確格式手機號碼");
    // What was typed is kept.
    expect(r.body).toContain(`value="${HOME_RECEIVER.address}"`);
    expect(await ordersOf(s.storeId)).toHaveLength(0);
  });

  it("a coupon refresh (intent bill) shows the coupon's reason in words", async () => {
    const { s } = await ready();
    const html = (await get(A, "/checkout", s.token)).body;
    const r = await post(A, "/checkout", s.token, orderForm(s, html, { intent: "bill", couponCode: "NOPE" }));
    expect(r.status).toBe(200);
    expect(r.body).toContain('data-testid="coupon-status"');
    expect(r.body).toContain("找不到這個優惠碼");
    expect(await ordersOf(s.storeId)).toHaveLength(0);
  });

  it("uses a saved address by id, and never another member's or another store's entry", async () => {
    const { s } = await ready();
    const saved = { ...HOME_RECEIVER, name: "林美華", postalCode: "100" };
    const mine = await insertId(
      "INSERT INTO checkout_infos (store_id, user_id, type, receiver, is_default) VALUES (?, ?, 'HOME', ?, 1)",
      s.storeId,
      s.userId,
      JSON.stringify(saved),
    );
    const other = await api(A, "POST", "/api/auth/register", {
      body: { name: "Leo Other", email: "leo@example.com", password: "member1234" },
      headers: { "cf-connecting-ip": "203.0.113.77" },
    });
    const theirs = await insertId(
      "INSERT INTO checkout_infos (store_id, user_id, type, receiver, is_default) VALUES (?, ?, 'HOME', ?, 1)",
      s.storeId,
      other.body.data.user.id,
      JSON.stringify({ ...saved, name: "Leo Other" }),
    );
    // A method that only delivers to Taichung is shown, disabled, with the reason for Taipei.
    const taichung = await shippingMethod(s.storeId, { code: "HCT", fee: 5000 });
    await sql(
      `UPDATE shipping_methods SET allowed_district_type = 'ONLY', allowed_districts = '["臺中市"]' WHERE id = ?`,
      taichung,
    );
    const html = (await get(A, "/checkout", s.token)).body;
    const hct = [...html.matchAll(/<input[^>]*name="shippingMethodId"[^>]*>/g)].find((m) =>
      m[0].includes(`value="${taichung}"`),
    );
    expect(hct?.[0]).toContain('disabled=""');
    expect(html).toContain("不寄送至臺北市");
    expect(html).toContain("林美華");
    expect(html).not.toContain("Leo Other");
    expect(checkedOf(html, "receiverId")).toBe(String(mine));

    const blank = { "receiver.name": "", "receiver.phone": "", "receiver.city": "", "receiver.address": "" };
    const refused = await post(A, "/checkout", s.token, orderForm(s, html, { receiverId: String(theirs), ...blank }));
    expect(refused.status).toBe(422);
    expect(await ordersOf(s.storeId)).toHaveLength(0);

    const r = await post(A, "/checkout", s.token, orderForm(s, html, { receiverId: String(mine), ...blank }));
    expect(r.status).toBe(302);
    const [order] = await ordersOf(s.storeId);
    expect(JSON.parse(order!.receiver).name).toBe("林美華");

    // Store B: the member of A is nobody there, and B's own member sees only B's cart.
    const b = await shop(B, "mia@example.com");
    const onB = await get(B, "/checkout", s.token);
    expect(onB.status).toBe(302);
    const own = await get(B, "/checkout", b.token);
    expect(own.body).toContain('data-testid="checkout-empty"');
    expect(own.body).not.toContain("林美華");
  });

  it("the store picked on the map is preselected and the order is picked up there", async () => {
    const { s } = await ready();
    const seven = await shippingMethod(s.storeId, { code: "SEVEN_ELEVEN_C2C", type: "ECPAY", fee: 6000 });
    const map = await get(A, `/shipping-redirect-middle-page?shippingMethodId=${seven}&checkoutType=normal`, s.token);
    const fields = Object.fromEntries([...map.body.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const reply = await SELF.fetch(`http://${A}/checkout-shipping-redirect/normal`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://logistics-stage.ecpay.com.tw",
        "sec-fetch-site": "cross-site",
      },
      body: new URLSearchParams({
        MerchantID: fields.MerchantID!,
        LogisticsSubType: fields.LogisticsSubType!,
        CVSStoreID: "131386",
        CVSStoreName: "建盛門市",
        CVSAddress: "台北市中正區重慶南路一段122號",
        CVSTelephone: "02-23701234",
        ExtraData: fields.ExtraData!,
      }).toString(),
    });
    expect(reply.headers.get("location")).toBe("/checkout");

    const html = (await get(A, "/checkout", s.token)).body;
    expect(checkedOf(html, "shippingMethodId")).toBe(String(seven));
    expect(html).toContain("建盛門市");
    expect(checkedOf(html, "cvsChoice")).toBe("pick");
    expect(html).toContain(`href="/shipping-redirect-middle-page?shippingMethodId=${seven}&amp;checkoutType=normal"`);

    const form = orderForm(s, html, {
      shippingMethodId: String(seven),
      cvsChoice: "pick",
      "receiver.name": "王小明",
      "receiver.phone": "0912345678",
    });
    delete (form as Record<string, string>).receiverId;
    // The pickup name rule applies (spec §5): a spaced English name is refused on its field.
    const bad = await post(A, "/checkout", s.token, { ...form, "receiver.name": "Wang Xiao Ming" });
    expect(bad.status).toBe(422);
    expect(bad.body).toContain("取件人姓名最多 5 個中文字");
    const r = await post(A, "/checkout", s.token, form);
    expect(r.status).toBe(302);
    const [order] = await ordersOf(s.storeId);
    expect(order!.shipping_code).toBe("SEVEN_ELEVEN_C2C");
    expect(JSON.parse(order!.receiver).cvs).toEqual({
      chain: "UNIMART",
      storeId: "131386",
      storeName: "建盛門市",
      address: "台北市中正區重慶南路一段122號",
    });
    // The pick is used up once the order is placed.
    const after = await get(A, "/checkout", s.token);
    expect(after.body).not.toContain("建盛門市");
  });
});

describe("/checkout?type=changeShipping", () => {
  /** A subscription made the real way: a checkout of a subscription line. */
  async function subscribed(host = A) {
    const s = await shop(host);
    await onlyFixtureShipping(s);
    const p = await product(s.storeId, 50_000, { plan: "SUBSCRIPTION", subPrice: 45_000, name: "Monthly tea" });
    await cartLine(s.storeId, s.userId, { ...p, quantity: 1, plan: "SUBSCRIPTION", cycle: 1 });
    const placed = await postCheckout(s, s.token, checkoutBody(s, 51_000));
    expect(placed.body.code).toBe(0);
    const [sub] = await sql<{ id: number }>("SELECT id FROM subscriptions WHERE store_id = ?", s.storeId);
    return { s, subId: sub!.id };
  }

  it("shows only receiver and shipping, saves through the subscriptions service and returns to it", async () => {
    const { s, subId } = await subscribed();
    const express = await shippingMethod(s.storeId, { code: "BLACK_CAT", fee: 9000 });
    const path = `/checkout?type=changeShipping&subscriptionId=${subId}`;
    const html = (await get(A, path, s.token)).body;
    expect(html).toContain('data-testid="change-shipping-form"');
    expect(html).toContain('data-testid="checkout-shipping"');
    expect(html).toContain('data-testid="checkout-receiver"');
    expect(html).not.toContain('data-testid="checkout-payment"');
    expect(html).not.toContain('data-testid="place-order"');
    expect(html).toContain("Monthly tea");
    expect(checkedOf(html, "shippingMethodId")).toBe(String(s.homeId));

    const form = {
      shippingMethodId: String(express),
      receiverId: "new",
      "receiver.name": "陳大文",
      "receiver.phone": "0987654321",
      "receiver.city": "臺中市",
      "receiver.district": "西區",
      "receiver.address": "民生路1號",
    };
    const bad = await post(A, path, s.token, { ...form, "receiver.phone": "0800" });
    expect(bad.status).toBe(422);
    expect(bad.body).toContain("請輸入正確格式手機號碼");

    const r = await post(A, path, s.token, form);
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/profile/subscription/${subId}`);
    const [row] = await sql<{ shipping_method_id: number; shipping_code: string; receiver: string }>(
      "SELECT shipping_method_id, shipping_code, receiver FROM subscriptions WHERE id = ?",
      subId,
    );
    expect(row).toMatchObject({ shipping_method_id: express, shipping_code: "BLACK_CAT" });
    expect(JSON.parse(row!.receiver)).toMatchObject({ name: "陳大文", city: "臺中市", postalCode: "403" });
    // Keeping the current receiver ("current") with another method works too.
    const keep = await post(A, path, s.token, { shippingMethodId: String(s.homeId), receiverId: "current" });
    expect(keep.status).toBe(302);
    const [kept] = await sql<{ receiver: string; shipping_code: string }>(
      "SELECT receiver, shipping_code FROM subscriptions WHERE id = ?",
      subId,
    );
    expect(kept!.shipping_code).toBe("HOME");
    expect(JSON.parse(kept!.receiver).name).toBe("陳大文");
  });

  it("another member's (or store's) subscription is a 404 and stays unchanged", async () => {
    const { s, subId } = await subscribed();
    const other = await api(A, "POST", "/api/auth/register", {
      body: { name: "Leo Other", email: "leo2@example.com", password: "member1234" },
      headers: { "cf-connecting-ip": "203.0.113.78" },
    });
    const token = other.body.data.accessToken as string;
    const path = `/checkout?type=changeShipping&subscriptionId=${subId}`;
    expect((await get(A, path, token)).status).toBe(404);
    const r = await post(A, path, token, {
      shippingMethodId: String(s.homeId),
      receiverId: "new",
      "receiver.name": "Leo Other",
      "receiver.phone": "0987654321",
      "receiver.city": "臺中市",
      "receiver.district": "西區",
      "receiver.address": "民生路1號",
    });
    expect(r.status).toBe(404);
    const b = await shop(B, "mia@example.com");
    expect((await get(B, path, b.token)).status).toBe(404);
    const [row] = await sql<{ receiver: string }>("SELECT receiver FROM subscriptions WHERE id = ?", subId);
    expect(JSON.parse(row!.receiver).name).toBe(HOME_RECEIVER.name);
  });
});
