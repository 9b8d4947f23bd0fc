import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { taipeiDate } from "../../functions/commerce/orders/time";
import { runRenewals } from "../../functions/commerce/subscriptions/renewals";
import worker from "../../functions/worker";
import { api, sql } from "../helpers";
import { member, order, product, RECEIVER, type Shop, shop, stockOf } from "./orderFixtures";

// Subscriptions: the member's API (own only, pause/resume/cancel, change of shipping), the back
// office's list and changes (audited), the member pages, and the scheduled renewals (one order per
// due subscription and due date, whatever how often the handler runs; each store on its own).

const A = "subs-a.localhost";
const B = "subs-b.localhost";

const today = () => taipeiDate(new Date());
const dateAdd = async (date: string, modifier: string) =>
  (await sql<{ d: string }>("SELECT date(?, ?) AS d", date, modifier))[0]!.d;

async function subscription(
  s: Shop,
  userId: number,
  p: { productId: number; stockId: number },
  o: { nextOrderDate?: string; status?: string; cycle?: number; quantity?: number } = {},
) {
  const origin = await order(s, userId, [{ ...p, quantity: o.quantity ?? 2, unitPrice: 45000, name: "Monthly tea" }]);
  const [row] = await sql<{ id: number }>(
    `INSERT INTO subscriptions (store_id, user_id, origin_order_id, product_id, stock_id, quantity, cycle, status,
       payment_method, shipping_method_id, shipping_code, receiver, next_order_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'TRANSFER', ?, 'HOME', ?, ?) RETURNING id`,
    s.storeId,
    userId,
    origin,
    p.productId,
    p.stockId,
    o.quantity ?? 2,
    o.cycle ?? 1,
    o.status ?? "ACTIVE",
    s.homeId,
    JSON.stringify(RECEIVER),
    o.nextOrderDate ?? (await dateAdd(today(), "+1 months")),
  );
  return row!.id;
}

async function setup(host = A) {
  const s = await shop(host);
  const mia = await member(host, "mia@example.com");
  const p = await product(s, {
    name: "Monthly tea",
    price: 50000,
    stock: 20,
    subscription: { price: 45000, cycles: [1, 3] },
  });
  return { s, mia, p };
}
const call = (host: string, method: string, path: string, token?: string, body?: unknown) =>
  api(host, method, path, { token, body });
const subRow = async (id: number) =>
  (await sql<Record<string, unknown>>("SELECT * FROM subscriptions WHERE id = ?", id))[0]!;

describe("member subscriptions", () => {
  it("lists and reads the member's own subscriptions only", async () => {
    const { s, mia, p } = await setup();
    const leo = await member(A, "leo@example.com");
    const id = await subscription(s, mia.userId, p);
    await subscription(s, leo.userId, p);
    const list = await call(A, "GET", "/api/subscriptions", mia.token);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.items[0]).toMatchObject({
      id,
      status: "ACTIVE",
      productName: "Monthly tea",
      quantity: 2,
      cycle: 1,
      unitPrice: 45000,
      actions: ["pause", "cancel"],
      canChangeShipping: true,
    });
    const one = await call(A, "GET", `/api/subscriptions/${id}`, mia.token);
    expect(one.body.data).toMatchObject({ id, receiver: RECEIVER, runs: [] });
    expect((await call(A, "GET", `/api/subscriptions/${id}`, leo.token)).body.code).toBe(400004);
    expect((await call(A, "GET", "/api/subscriptions")).body.code).toBe(400029);

    await shop(B);
    const bob = await member(B, "mia@example.com");
    expect((await call(B, "GET", "/api/subscriptions", bob.token)).body.data.total).toBe(0);
    expect((await call(B, "GET", `/api/subscriptions/${id}`, bob.token)).body.code).toBe(400004);
    expect((await call(B, "PATCH", `/api/subscriptions/${id}`, bob.token, { action: "cancel" })).body.code).toBe(
      400004,
    );
    expect((await subRow(id)).status).toBe("ACTIVE");
  });

  it("pauses, resumes (a passed date becomes today) and cancels; refuses what the state does not allow", async () => {
    const { s, mia, p } = await setup();
    const id = await subscription(s, mia.userId, p, { nextOrderDate: "2020-01-01" });
    const patch = (body: unknown) => call(A, "PATCH", `/api/subscriptions/${id}`, mia.token, body);
    expect((await patch({ action: "pause" })).body.data).toMatchObject({
      status: "PAUSED",
      actions: ["resume", "cancel"],
    });
    expect((await patch({ action: "pause" })).body).toMatchObject({ code: 400051, data: { id, status: "PAUSED" } });
    expect((await patch({ action: "resume" })).body.data).toMatchObject({ status: "ACTIVE", nextOrderDate: today() });
    expect((await patch({ action: "cancel" })).body.data).toMatchObject({ status: "CANCELLED", actions: [] });
    expect((await patch({ action: "resume" })).body.code).toBe(400051);
    expect((await patch({ receiver: RECEIVER, shippingMethodId: s.homeId })).body.code).toBe(400051);
    expect((await patch({ action: "stop" })).status).toBe(422);
  });

  it("changes shipping with a valid method and receiver", async () => {
    const { s, mia, p } = await setup();
    const id = await subscription(s, mia.userId, p);
    const [cvs] = await sql<{ id: number }>(
      `INSERT INTO shipping_methods (store_id, code, type, name, shipping_fee, is_open)
       VALUES (?, 'SEVEN_ELEVEN_C2C', 'ECPAY', '7-11', 6000, 1) RETURNING id`,
      s.storeId,
    );
    const moved = { ...RECEIVER, name: "林小華", address: "忠孝東路一段1號" };
    const r = await call(A, "PATCH", `/api/subscriptions/${id}`, mia.token, {
      receiver: moved,
      shippingMethodId: s.homeId,
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data.receiver).toMatchObject({ name: "林小華", address: "忠孝東路一段1號" });

    const pickup = {
      name: "林小華",
      phone: "0912345678",
      cvs: { chain: "UNIMART", storeId: "123456", storeName: "門市", address: "台北市" },
    };
    const toCvs = await call(A, "PATCH", `/api/subscriptions/${id}`, mia.token, {
      receiver: pickup,
      shippingMethodId: cvs!.id,
    });
    expect(toCvs.body.code).toBe(0);
    expect(await subRow(id)).toMatchObject({ shipping_method_id: cvs!.id, shipping_code: "SEVEN_ELEVEN_C2C" });

    const badPhone = await call(A, "PATCH", `/api/subscriptions/${id}`, mia.token, {
      receiver: { ...RECEIVER, phone: "12345" },
      shippingMethodId: s.homeId,
    });
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.issues.map((i: { path: string }) => i.path)).toContain("receiver.phone");
    await sql("UPDATE shipping_methods SET is_open = 0 WHERE id = ?", s.homeId);
    const closed = await call(A, "PATCH", `/api/subscriptions/${id}`, mia.token, {
      receiver: RECEIVER,
      shippingMethodId: s.homeId,
    });
    expect(closed.body).toMatchObject({ code: 400040, data: { reason: "CLOSED" } });
    const mixed = await call(A, "PATCH", `/api/subscriptions/${id}`, mia.token, {
      action: "pause",
      receiver: RECEIVER,
      shippingMethodId: s.homeId,
    });
    expect(mixed.status).toBe(422);
    expect((await subRow(id)).shipping_code).toBe("SEVEN_ELEVEN_C2C");
  });

  it("renders the member's subscription pages", async () => {
    const { s, mia, p } = await setup();
    const id = await subscription(s, mia.userId, p);
    const list = await call(A, "GET", "/profile/subscriptions", mia.token);
    expect(list.status).toBe(200);
    expect(list.body).toContain("Monthly tea");
    // Every tab of the member menu in words on every member page, not a message key (the address
    // book's messages load only with its own page).
    expect(list.body).toContain("常用地址");
    expect(list.body).not.toMatch(/>\s*[a-z]+[A-Za-z]*\.[a-zA-Z.]+\s*</);
    const one = await call(A, "GET", `/profile/subscription/${id}`, mia.token);
    expect(one.status).toBe(200);
    expect(one.body).toContain(`/checkout?type=changeShipping&amp;subscriptionId=${id}`);
    expect(one.body).toContain('data-testid="subscription-action-pause"');
    const leo = await member(A, "leo@example.com");
    expect((await call(A, "GET", `/profile/subscription/${id}`, leo.token)).status).toBe(404);
  }, 120_000); // the file's first server render compiles the page modules
});

describe("back-office subscriptions", () => {
  it("lists with counts and search, changes with audit; members refused; open to branch stores", async () => {
    const { s, mia, p } = await setup();
    const a = await subscription(s, mia.userId, p);
    await subscription(s, mia.userId, p, { status: "PAUSED" });
    const adm = (m: string, path: string, body?: unknown) => call(A, m, path, s.admin, body);
    const list = await adm("GET", "/api/admin/subscriptions");
    expect(list.body.data).toMatchObject({ total: 2, counts: { ACTIVE: 1, PAUSED: 1 } });
    expect(list.body.data.items[0].member).toMatchObject({ id: mia.userId, email: "mia@example.com" });
    expect((await adm("GET", "/api/admin/subscriptions?status=PAUSED")).body.data.total).toBe(1);
    expect((await adm("GET", "/api/admin/subscriptions?keyword=mia@")).body.data.total).toBe(2);
    expect((await adm("GET", "/api/admin/subscriptions?keyword=nobody")).body.data.total).toBe(0);

    const next = await dateAdd(today(), "+10 days");
    const r = await adm("PATCH", `/api/admin/subscriptions/${a}`, { action: "pause", nextOrderDate: next });
    expect(r.body.data).toMatchObject({ status: "PAUSED", nextOrderDate: next });
    const [audit] = await sql<Record<string, unknown>>(
      "SELECT system, object_id FROM audit_logs WHERE store_id = ? ORDER BY id DESC LIMIT 1",
      s.storeId,
    );
    expect(audit).toEqual({ system: "Subscription", object_id: String(a) });
    expect((await adm("PATCH", `/api/admin/subscriptions/${a}`, { nextOrderDate: "2020-01-01" })).body.code).toBe(
      400051,
    );
    expect((await adm("PATCH", `/api/admin/subscriptions/${a}`, {})).status).toBe(422);
    expect((await adm("GET", `/api/admin/subscriptions/${a}`)).body.data.runs).toEqual([]);

    expect((await call(A, "GET", "/api/admin/subscriptions", mia.token)).body.code).toBe(400027);
    const branch = await shop(B, "BRANCH_MULTILEVEL_PAY_BY_SELF");
    const theirs = await call(B, "GET", "/api/admin/subscriptions", branch.admin);
    expect(theirs.body).toMatchObject({ code: 0, data: { total: 0 } });
    expect((await call(B, "GET", `/api/admin/subscriptions/${a}`, branch.admin)).body.code).toBe(400004);
  });
});

describe("scheduled renewals", () => {
  async function orders(storeId: number) {
    return sql<Record<string, unknown>>(
      "SELECT * FROM orders WHERE store_id = ? AND checkout_type = 'subscription' ORDER BY id",
      storeId,
    );
  }

  it("creates one order per due subscription however often it runs; not-due ones and other stores stay theirs", async () => {
    const { s, mia, p } = await setup();
    const due = await subscription(s, mia.userId, p, { nextOrderDate: today() });
    const notDue = await subscription(s, mia.userId, p, { nextOrderDate: await dateAdd(today(), "+1 day") });
    const b = await setup(B);
    const dueB = await subscription(b.s, b.mia.userId, b.p, { nextOrderDate: today(), quantity: 1 });
    const stockBefore = await stockOf(p.stockId);

    const first = await runRenewals(env);
    expect(first.map((o) => [o.storeId, o.subscriptionId, o.result]).sort()).toEqual(
      [
        [s.storeId, due, "CREATED"],
        [b.s.storeId, dueB, "CREATED"],
      ].sort(),
    );
    const second = await runRenewals(env);
    expect(second).toEqual([]); // both moved on to their next date
    // Even a handler that still sees the old date claims nothing twice.
    await sql("UPDATE subscriptions SET next_order_date = ? WHERE id = ?", today(), due);
    expect((await runRenewals(env)).find((o) => o.subscriptionId === due)?.result).toBe("SKIPPED");
    await sql("UPDATE subscriptions SET next_order_date = ? WHERE id = ?", await dateAdd(today(), "+1 months"), due);

    const mine = await orders(s.storeId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      subscription_id: due,
      user_id: mia.userId,
      status: "UNPROCESSED",
      payment_method: "TRANSFER",
      shipping_fee: 6000,
      total_amount: 2 * 45000 + 6000,
    });
    const [item] = await sql(
      "SELECT unit_price, quantity, payment_plan, subscription_cycle FROM order_items WHERE order_id = ?",
      mine[0]!.id,
    );
    expect(item).toEqual({ unit_price: 45000, quantity: 2, payment_plan: "SUBSCRIPTION", subscription_cycle: 1 });
    expect(await stockOf(p.stockId)).toBe(stockBefore - 2);
    const theirs = await orders(b.s.storeId);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ subscription_id: dueB, user_id: b.mia.userId });

    expect(await subRow(due)).toMatchObject({ next_order_date: await dateAdd(today(), "+1 months"), order_count: 2 });
    expect(await subRow(notDue)).toMatchObject({ next_order_date: await dateAdd(today(), "+1 day"), order_count: 1 });
    const runs = await sql(
      "SELECT subscription_id, due_date, status, order_id FROM subscription_runs WHERE store_id = ?",
      s.storeId,
    );
    expect(runs).toEqual([{ subscription_id: due, due_date: today(), status: "CREATED", order_id: mine[0]!.id }]);

    // The member sees the renewal order and the run.
    const view = await call(A, "GET", `/api/subscriptions/${due}`, mia.token);
    expect(view.body.data.runs).toEqual([expect.objectContaining({ status: "CREATED", orderId: mine[0]!.id })]);
    const own = await call(A, "GET", `/api/orders/${mine[0]!.id}`, mia.token);
    expect(own.body.data).toMatchObject({ checkoutType: "subscription", subscriptionId: due });
  });

  it("runs from the Worker's scheduled handler", async () => {
    const { s, mia, p } = await setup();
    await subscription(s, mia.userId, p, { nextOrderDate: today() });
    for (let i = 0; i < 2; i++) {
      await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "0 * * * *" }), env);
    }
    expect(await orders(s.storeId)).toHaveLength(1);
  });

  it("records a failed renewal, retries the next day, and marks the subscription FAILED after 3 tries", async () => {
    const { s, mia, p } = await setup();
    const id = await subscription(s, mia.userId, p, { nextOrderDate: today() });
    await sql("UPDATE product_stocks SET stock = 1 WHERE id = ?", p.stockId);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);

    const r1 = await runRenewals(env, day(0));
    expect(r1).toEqual([expect.objectContaining({ subscriptionId: id, result: "FAILED" })]);
    expect(await subRow(id)).toMatchObject({ status: "ACTIVE", next_order_date: await dateAdd(today(), "+1 day") });
    const [run] = await sql<{ status: string; message: string }>(
      "SELECT status, message FROM subscription_runs WHERE subscription_id = ?",
      id,
    );
    expect(run).toMatchObject({ status: "FAILED", message: expect.stringContaining("OUT_OF_STOCK") });
    expect(await runRenewals(env, day(0))).toEqual([]); // not due again the same day

    await runRenewals(env, day(1));
    await runRenewals(env, day(2));
    expect(await subRow(id)).toMatchObject({ status: "FAILED", order_count: 1 });
    expect(await orders(s.storeId)).toHaveLength(0);
    expect(await stockOf(p.stockId)).toBe(1);

    // Stock is back and the member resumes: the next run orders, anchored on the first failed date.
    await sql("UPDATE product_stocks SET stock = 10 WHERE id = ?", p.stockId);
    const resumed = await call(A, "PATCH", `/api/subscriptions/${id}`, mia.token, { action: "resume" });
    expect(resumed.body.data.status).toBe("ACTIVE");
    await sql("UPDATE subscriptions SET next_order_date = ? WHERE id = ?", await dateAdd(today(), "+3 days"), id);
    expect((await runRenewals(env, day(3)))[0]).toMatchObject({ result: "CREATED" });
    expect(await subRow(id)).toMatchObject({ next_order_date: await dateAdd(today(), "+1 months"), order_count: 2 });
  });
});
