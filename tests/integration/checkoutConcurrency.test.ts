import { describe, expect, it } from "vitest";
import { NO_LIMIT_END, NO_LIMIT_START } from "../../functions/shared/commerce/commerce";
import { sql } from "../helpers";
import {
  cartLine,
  checkoutBody,
  combo,
  insertId,
  member,
  postCheckout,
  product,
  shop,
  stockOf,
} from "./checkoutFixtures";

// Many members checking out the last units at the same moment: the conditional decrements inside
// the order batch (and migration 0004's trigger) let exactly as many orders through as there is
// stock; the rest are refused with OUT_OF_STOCK, never a 5xx, never a partial order.

const A = "cc-a.localhost";

async function members(host: string, n: number) {
  const out: { token: string; userId: number }[] = [];
  for (let i = 0; i < n; i++) {
    out.push(await member(host, `buyer${i}@example.com`));
  }
  return out;
}

describe("checkout under concurrency", () => {
  it("K units, N > K members at once: exactly K orders, stock 0, the rest OUT_OF_STOCK", async () => {
    const K = 4;
    const N = 10;
    const s = await shop(A);
    const p = await product(s.storeId, 10_000, { stock: K });
    const buyers = await members(A, N);
    for (const b of buyers) await cartLine(s.storeId, b.userId, { ...p, quantity: 1 });

    const answers = await Promise.all(buyers.map((b) => postCheckout(s, b.token, checkoutBody(s, 16_000))));
    for (const a of answers) expect(a.status).toBeLessThan(500);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(K);
    expect(codes.filter((c) => c === 400034)).toHaveLength(N - K);
    expect(await stockOf(p.stockId)).toBe(0);
    expect(await sql("SELECT count(*) AS n FROM orders WHERE store_id = ?", s.storeId)).toEqual([{ n: K }]);
    expect(await sql("SELECT count(*) AS n FROM order_items WHERE store_id = ?", s.storeId)).toEqual([{ n: K }]);
    expect(
      await sql("SELECT count(*) AS n FROM stock_logs WHERE stock_id = ? AND reason = 'ORDER'", p.stockId),
    ).toEqual([{ n: K }]);
    // Every order number distinct; the losers keep their cart lines.
    const numbers = answers.filter((a) => a.body.code === 0).map((a) => a.body.data.order.orderNumber);
    expect(new Set(numbers).size).toBe(K);
    expect(await sql("SELECT count(*) AS n FROM cart_items WHERE store_id = ?", s.storeId)).toEqual([{ n: N - K }]);
  });

  it("COMBO sets racing for shared parts never push a part below 0", async () => {
    const s = await shop(A);
    const tea = await product(s.storeId, 5000, { stock: 5 });
    const set = await combo(s.storeId, 9000, [{ stockId: tea.stockId, quantity: 2 }]);
    const buyers = await members(A, 5);
    // 5 members × 1 set × 2 teas = 10 wanted, 5 in stock: at most 2 sets can be sold.
    for (const b of buyers) await cartLine(s.storeId, b.userId, { ...set, quantity: 1 });
    const answers = await Promise.all(buyers.map((b) => postCheckout(s, b.token, checkoutBody(s, 15_000))));
    for (const a of answers) expect(a.status).toBeLessThan(500);
    const ok = answers.filter((a) => a.body.code === 0).length;
    expect(ok).toBe(2);
    expect(answers.filter((a) => a.body.code === 400034)).toHaveLength(3);
    expect(await stockOf(tea.stockId)).toBe(1);
  });

  it("a coupon with one use left goes to exactly one of the members racing for it", async () => {
    const s = await shop(A);
    const p = await product(s.storeId, 10_000, { stock: 50 });
    await insertId(
      `INSERT INTO promotions (store_id, scope, code, name, is_open, start_at, end_at, condition_type, action_type,
         conditions, total_quantity) VALUES (?, 'COUPON', 'LAST1', 'Last one', 1, ?, ?, 'FULL_AMOUNT', 'AMOUNT_OFF', ?, 1)`,
      s.storeId,
      NO_LIMIT_START,
      NO_LIMIT_END,
      JSON.stringify([{ id: 1, condition: 0, value: 1000, profitPercent: 0, extras: [] }]),
    );
    const buyers = await members(A, 6);
    for (const b of buyers) await cartLine(s.storeId, b.userId, { ...p, quantity: 1 });
    const answers = await Promise.all(
      buyers.map((b) => postCheckout(s, b.token, checkoutBody(s, 15_000, { couponCode: "LAST1" }))),
    );
    for (const a of answers) expect(a.status).toBeLessThan(500);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 400081)).toHaveLength(5);
    expect(await sql("SELECT used_quantity FROM promotions WHERE store_id = ?", s.storeId)).toEqual([
      { used_quantity: 1 },
    ]);
    expect(await sql("SELECT count(*) AS n FROM coupon_usages")).toEqual([{ n: 1 }]);
    expect(await stockOf(p.stockId)).toBe(49);
  });
});
