import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { taipeiDate } from "../../functions/commerce/orders/time";
import { nextAfterOrderNow } from "../../functions/commerce/subscriptions/orderNow";
import { runRenewals } from "../../functions/commerce/subscriptions/renewals";
import { api, sql } from "../helpers";
import { member, order, product, RECEIVER, type Shop, shop } from "./orderFixtures";

// POST /api/admin/subscriptions/{id} {action: ORDER_NOW}: the next order placed now, the schedule
// restarted from today (docs/decisions/subscription-order-now.md and its worked example).

const A = "son-a.localhost";
const B = "son-b.localhost";

async function subscription(s: Shop, userId: number, nextOrderDate: string, status = "ACTIVE") {
  const p = await product(s, { name: "Monthly tea", subscription: { price: 40000, cycles: [1, 2] } });
  const origin = await order(s, userId, [{ ...p, quantity: 1, unitPrice: 40000 }]);
  const [row] = await sql<{ id: number }>(
    `INSERT INTO subscriptions (store_id, user_id, origin_order_id, product_id, stock_id, quantity, cycle, status,
       payment_method, shipping_method_id, shipping_code, receiver, next_order_date)
     VALUES (?, ?, ?, ?, ?, 1, 2, ?, 'TRANSFER', ?, 'HOME', ?, ?) RETURNING id`,
    s.storeId,
    userId,
    origin,
    p.productId,
    p.stockId,
    status,
    s.homeId,
    JSON.stringify(RECEIVER),
    nextOrderDate,
  );
  return row!.id;
}
const post = (host: string, token: string, id: number, body: unknown = { action: "ORDER_NOW" }) =>
  api(host, "POST", `/api/admin/subscriptions/${id}`, { token, body });

describe("order a subscription now", () => {
  it("follows the decision's worked example", () => {
    expect(nextAfterOrderNow("2026-12-03", 1)).toBe("2027-01-03");
    expect(nextAfterOrderNow("2026-12-03", 2)).toBe("2027-02-03");
    // As SQLite's date(…, '+1 months'): 31 January + 1 month runs over into March.
    expect(nextAfterOrderNow("2027-01-31", 1)).toBe("2027-03-03");
  });

  it("places the next order now, restarts the schedule, once a day, audited", async () => {
    const s = await shop(A);
    const m = await member(A, "son-m@example.com");
    const id = await subscription(s, m.userId, "2099-01-20");
    const r = await post(A, s.admin, id);
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    const today = taipeiDate(new Date());
    expect(r.body.data).toMatchObject({
      id,
      status: "ACTIVE",
      orderCount: 2,
      nextOrderDate: nextAfterOrderNow(today, 2),
    });
    const [o] = await sql<{ id: number; checkout_type: string; subscription_id: number; total_amount: number }>(
      "SELECT id, checkout_type, subscription_id, total_amount FROM orders WHERE id = ?",
      r.body.data.orderId,
    );
    expect(o).toMatchObject({ checkout_type: "subscription", subscription_id: id, total_amount: 40000 + 6000 });
    // A second one today is refused, and the renewal run finds nothing due.
    expect((await post(A, s.admin, id)).body.code).toBe(400051);
    expect((await runRenewals(env)).filter((x) => x.subscriptionId === id)).toEqual([]);
    const audit = await sql<{ label: string; object_id: string }>(
      "SELECT label, object_id FROM audit_logs WHERE store_id = ? AND method = 'POST' AND path = ?",
      s.storeId,
      `/api/admin/subscriptions/${id}`,
    );
    expect(audit).toEqual([{ label: "Subscription.orderNow", object_id: String(id) }]);
  });

  it("refuses a paused subscription, bad bodies and another store's subscription", async () => {
    const s = await shop(A);
    const b = await shop(B);
    const m = await member(A, "son-p@example.com");
    const paused = await subscription(s, m.userId, "2099-01-20", "PAUSED");
    expect((await post(A, s.admin, paused)).body.code).toBe(400051);
    expect((await post(A, s.admin, paused, {})).status).toBe(422);
    expect((await post(A, s.admin, paused, { action: "ORDER_LATER" })).status).toBe(422);
    expect((await post(A, b.admin, paused)).body.code).not.toBe(0);
    expect((await post(B, b.admin, paused)).body.code).toBe(400004);
  });
});
