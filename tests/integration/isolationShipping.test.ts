import { describe, expect, it } from "vitest";
import { api, page, sql } from "../helpers";
import { member, order, product, RECEIVER, type Shop, shop } from "./orderFixtures";

// Issue 28 §4 across two stores: store B's admin can neither read nor change store A's subscription
// feedbacks, awards or subscriptions, nor print A's orders' consignment notes — not by id on B's
// host, nor with B's token on A's host.

const A = "iso-ship-a.localhost";
const B = "iso-ship-b.localhost";

async function storeWithData(host: string, tag: string) {
  const s = await shop(host);
  const m = await member(host, `iso-${tag}@example.com`);
  const p = await product(s, { name: `Tea ${tag}`, subscription: { price: 40000, cycles: [1] } });
  const o = await order(s, m.userId, [{ ...p, quantity: 1, unitPrice: 40000 }], {
    receiver: { ...RECEIVER, name: `收件${tag}` },
  });
  const [sub] = await sql<{ id: number }>(
    `INSERT INTO subscriptions (store_id, user_id, origin_order_id, product_id, stock_id, quantity, cycle, status,
       payment_method, shipping_method_id, shipping_code, receiver, next_order_date)
     VALUES (?, ?, ?, ?, ?, 1, 1, 'ACTIVE', 'TRANSFER', ?, 'HOME', ?, date('now', '+1 months')) RETURNING id`,
    s.storeId,
    m.userId,
    o,
    p.productId,
    p.stockId,
    s.homeId,
    JSON.stringify(RECEIVER),
  );
  const [f] = await sql<{ id: number }>(
    `INSERT INTO subscription_feedbacks (store_id, subscription_id, user_id, reasons, content)
     VALUES (?, ?, ?, '["UNKNOWN_PURCHASE"]', ?) RETURNING id`,
    s.storeId,
    sub!.id,
    m.userId,
    `secret of ${tag}`,
  );
  const award = await api(host, "POST", "/api/admin/product/awards", {
    token: s.admin,
    body: { title: `Award ${tag}`, productIds: [p.productId] },
  });
  return {
    s,
    order: o,
    productId: p.productId,
    subscription: sub!.id,
    feedback: f!.id,
    group: award.body.data.groupId as number,
    item: award.body.data.items[0].id as number,
  };
}

const as = (s: Shop, host: string, method: string, path: string, body?: unknown) =>
  api(host, method, path, { token: s.admin, body });

describe("issue 28 §4 isolation", () => {
  it("keeps feedbacks, awards, subscriptions and consignment notes to their store", async () => {
    const a = await storeWithData(A, "a");
    const b = await storeWithData(B, "b");

    // Lists on B show only B's.
    const feedbacks = (await as(b.s, B, "GET", "/api/admin/subscription/feedbacks")).body.data;
    expect(feedbacks.items.map((f: { id: number }) => f.id)).toEqual([b.feedback]);
    expect(JSON.stringify(feedbacks)).not.toContain("secret of a");
    const awards = (await as(b.s, B, "GET", "/api/admin/product/awards")).body.data;
    expect(awards.map((g: { groupId: number }) => g.groupId)).toEqual([b.group]);
    expect((await as(b.s, B, "GET", `/api/admin/product/awards?productId=${a.productId}`)).body.data).toEqual([]);
    const excel = await api(B, "GET", "/api/admin/subscription/feedbacks/excel", { token: b.s.admin });
    expect(excel.status).toBe(200);

    // A's ids from B: not found, nothing changed.
    const notFound = [
      await as(b.s, B, "PATCH", `/api/admin/subscription/feedbacks/${a.feedback}`, { status: "PROCESSED" }),
      await as(b.s, B, "PUT", `/api/admin/product/awards/${a.group}`, { title: "Stolen", productIds: [b.productId] }),
      await as(b.s, B, "DELETE", `/api/admin/product/awards/${a.item}`),
      await as(b.s, B, "POST", `/api/admin/subscriptions/${a.subscription}`, { action: "ORDER_NOW" }),
      await as(b.s, B, "POST", "/api/admin/shipping/consignmentNote", { orderIds: [a.order] }),
    ];
    expect(notFound.map((r) => r.body.code)).toEqual([400004, 400004, 400004, 400004, 400004]);
    // B's product cannot join A's award, nor A's product B's.
    expect(
      (await as(b.s, B, "POST", "/api/admin/product/awards", { title: "Mixed", productIds: [a.productId] })).body.code,
    ).toBe(400004);

    // B's token on A's host is nobody there.
    for (const [method, path, body] of [
      ["GET", "/api/admin/subscription/feedbacks", undefined],
      ["GET", "/api/admin/product/awards", undefined],
      ["PATCH", `/api/admin/subscription/feedbacks/${a.feedback}`, { status: "PROCESSED" }],
      ["DELETE", `/api/admin/product/awards/${a.item}`, undefined],
      ["POST", "/api/admin/shipping/consignmentNote", { orderIds: [a.order] }],
    ] as const) {
      expect((await as(b.s, A, method, path, body)).body.code, `${method} ${path}`).not.toBe(0);
    }
    expect((await page(A, `/consignment-note-print?ids=${a.order}`, { token: b.s.admin })).status).toBe(404);
    expect((await page(B, `/consignment-note-print?ids=${a.order}`, { token: b.s.admin })).status).toBe(404);

    // A's rows are as they were.
    const [fa] = await sql<{ status: string }>("SELECT status FROM subscription_feedbacks WHERE id = ?", a.feedback);
    expect(fa?.status).toBe("UNPROCESSED");
    const [ga] = await sql<{ title: string }>("SELECT title FROM product_award_groups WHERE id = ?", a.group);
    expect(ga?.title).toBe("Award a");
    expect(await sql("SELECT id FROM product_awards WHERE id = ?", a.item)).toHaveLength(1);
    const [sa] = await sql<{ order_count: number }>(
      "SELECT order_count FROM subscriptions WHERE id = ?",
      a.subscription,
    );
    expect(sa?.order_count).toBe(1);
  });
});
