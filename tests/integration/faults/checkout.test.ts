import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AFTER_COMMIT_GRACE_MS } from "../../../db/checkoutTypes";
import { orderOutbox } from "../../../functions/commerce/checkout/afterPlaced";
import { armFaults, disarmFaults, type FaultRule, faultCalls } from "../../../functions/platform/faults";
import { runRepairs } from "../../../functions/platform/jobs/repairs";
import { api, sql } from "../../helpers";
import { cartLine, checkoutBody, newKey, postCheckout, product, shop, stockOf } from "../checkoutFixtures";

// Issue 16 §3 and §4: a checkout's every D1 round trip fails in turn, before it is sent and after
// it ran with its answer lost. Whatever happens, the answer is clear (the order, a business code
// or the busy envelope — never a 500), nothing is half-written, a retry with the same key ends
// with exactly one order, and a shopper whose order exists is never told it failed.

const STOCK = 10;
const PRICE = 30_000;
const TOTAL = PRICE * 2 + 6000;

let hostN = 0;

async function ready(paymentMethod: string) {
  hostN += 1;
  const s = await shop(`co-fault-${hostN}.localhost`, `m${hostN}@co.test`);
  const p = await product(s.storeId, PRICE, { stock: STOCK });
  await cartLine(s.storeId, s.userId, { ...p, quantity: 2 });
  await api(s.host, "GET", "/api/initial"); // the isolate knows the store, as it would mid-session
  return { s, p, body: checkoutBody(s, TOTAL, { idempotencyKey: newKey(), paymentMethod }) };
}

type Ready = Awaited<ReturnType<typeof ready>>;

async function invariants({ s, p }: Ready) {
  const orders = await sql<{ id: number }>("SELECT id FROM orders WHERE store_id = ?", s.storeId);
  const items = await sql("SELECT id FROM order_items WHERE store_id = ?", s.storeId);
  const cart = await sql("SELECT id FROM cart_items WHERE store_id = ?", s.storeId);
  const stock = await stockOf(p.stockId);
  if (orders.length === 0) {
    expect(items).toHaveLength(0);
    expect(stock).toBe(STOCK);
    expect(cart).toHaveLength(1); // the cart is kept when no order was placed
  } else {
    expect(orders).toHaveLength(1);
    expect(items).toHaveLength(1);
    expect(stock).toBe(STOCK - 2);
    expect(cart).toHaveLength(0);
  }
  return orders[0]?.id ?? null;
}

/** The round trips a clean checkout makes, as the harness counts them. */
async function roundTrips(method: string): Promise<number> {
  const r = await ready(method);
  armFaults([]);
  const clean = await postCheckout(r.s, r.s.token, r.body);
  expect(clean.body.code).toBe(0);
  const n = faultCalls().filter((c) => c.binding === "d1").length;
  disarmFaults();
  return n;
}

describe.each(["TRANSFER", "CREDIT_CARD"])("checkout with %s, one D1 round trip failing", (method) => {
  it("every round trip, before and after: a clear answer, whole writes, one order per key, the truth told", async () => {
    const n = await roundTrips(method);
    expect(n).toBeGreaterThanOrEqual(6);
    let toldFailedWithOrder = 0;
    const outcomes: string[] = [];
    for (let k = 1; k <= n; k++) {
      for (const when of ["before", "after"] as const) {
        const r = await ready(method);
        const rule: FaultRule = { binding: "d1", nth: k, when };
        armFaults([rule]);
        const first = await postCheckout(r.s, r.s.token, r.body);
        disarmFaults();
        const where = `${method} round trip ${k} ${when}`;
        expect(first.status, where).not.toBe(500);
        expect([200, 503], where).toContain(first.status);
        if (first.status === 503) {
          expect(first.body.code, where).toBe(503000);
          expect(first.headers.get("retry-after"), where).toBe("30");
        }
        const placed = await invariants(r);
        if (placed !== null && first.body.code !== 0) toldFailedWithOrder += 1;
        if (placed !== null && first.body.code === 0) expect(first.body.data.order.id, where).toBe(placed);
        outcomes.push(`${where}: ${first.status} ${first.body.code}${placed ? " (order placed)" : ""}`);
        // The shopper's retry with the same key lands on the one order.
        const again = await postCheckout(r.s, r.s.token, r.body);
        expect(again.body.code, where).toBe(0);
        const after = await invariants(r);
        expect(after, where).not.toBeNull();
        expect(again.body.data.order.id, where).toBe(after);
      }
    }
    console.log(outcomes.join("\n"));
    expect(toldFailedWithOrder).toBe(0);
  });
});

describe("the order's after-commit work", () => {
  it("a clean checkout finishes its own outbox job", async () => {
    const r = await ready("TRANSFER");
    expect((await postCheckout(r.s, r.s.token, r.body)).body.code).toBe(0);
    expect(await sql("SELECT id FROM outbox_jobs WHERE store_id = ?", r.s.storeId)).toEqual([]);
  });

  it("left undone by a failing binding, it is finished by the scheduled handler after its grace", async () => {
    const n = await roundTrips("TRANSFER");
    let left: Ready | null = null;
    for (let k = 1; k <= n && !left; k++) {
      const r = await ready("TRANSFER");
      armFaults([{ binding: "d1", nth: k, when: "before" }]);
      const answer = await postCheckout(r.s, r.s.token, r.body);
      disarmFaults();
      const jobs = await sql("SELECT id FROM outbox_jobs WHERE store_id = ?", r.s.storeId);
      if (answer.body.code === 0 && jobs.length) left = r;
    }
    if (!left) throw new Error("no round trip left the order's job undone");
    const [order] = await sql<{ payment_info: string | null }>(
      "SELECT payment_info FROM orders WHERE store_id = ?",
      left.s.storeId,
    );
    expect(order!.payment_info).toBeNull(); // the bank details were not recorded yet
    await runRepairs(env, new Date(), orderOutbox); // within its grace: left to the answer's path
    expect(await sql("SELECT id FROM outbox_jobs WHERE store_id = ?", left.s.storeId)).toHaveLength(1);
    await runRepairs(env, new Date(Date.now() + AFTER_COMMIT_GRACE_MS + 1000), orderOutbox);
    expect(await sql("SELECT id FROM outbox_jobs WHERE store_id = ?", left.s.storeId)).toEqual([]);
    const [done] = await sql<{ payment_info: string }>(
      "SELECT payment_info FROM orders WHERE store_id = ?",
      left.s.storeId,
    );
    expect(JSON.parse(done!.payment_info)).toMatchObject({ type: "TRANSFER" });
  });

  it("a job that fails again waits longer and keeps its error", async () => {
    const r = await ready("TRANSFER");
    await sql(
      "INSERT INTO outbox_jobs (store_id, kind, payload, run_after) VALUES (?, 'no-such-kind', '{}', 0)",
      r.s.storeId,
    );
    const at = Date.now();
    await runRepairs(env, new Date(at), orderOutbox);
    const [job] = await sql<{ attempts: number; run_after: number; last_error: string }>(
      "SELECT attempts, run_after, last_error FROM outbox_jobs WHERE store_id = ?",
      r.s.storeId,
    );
    expect(job).toMatchObject({ attempts: 1, run_after: at + 60_000 });
    expect(job!.last_error).toContain("no handler");
  });
});

describe("a payment callback with one D1 round trip failing", () => {
  const callback = (host: string, nonce: string) =>
    SELF.fetch(`http://${host}/api/payment/callback/TEST`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` },
      body: new URLSearchParams({ payment: nonce, result: "pay" }).toString(),
      redirect: "manual",
    });

  /** A card order waiting on the test provider: its attempt's nonce. */
  async function awaitingPayment() {
    const r = await ready("CREDIT_CARD");
    const placed = await postCheckout(r.s, r.s.token, r.body);
    expect(placed.body.code).toBe(0);
    const nonce = new URL(placed.body.data.next.url, "http://x").searchParams.get("payment")!;
    return { ...r, nonce, orderId: placed.body.data.order.id as number };
  }

  it("each round trip, before and after: a clear answer, and the provider's retry settles it once", async () => {
    const probe = await awaitingPayment();
    armFaults([]);
    expect((await callback(probe.s.host, probe.nonce)).status).toBe(303);
    const n = faultCalls().filter((c) => c.binding === "d1").length;
    disarmFaults();
    expect(n).toBeGreaterThan(0);
    for (let k = 1; k <= n; k++) {
      for (const when of ["before", "after"] as const) {
        const w = await awaitingPayment();
        armFaults([{ binding: "d1", nth: k, when }]);
        const first = await callback(w.s.host, w.nonce);
        disarmFaults();
        const where = `callback round trip ${k}/${n} ${when}`;
        expect([303, 503], where).toContain(first.status);
        const again = await callback(w.s.host, w.nonce);
        expect(again.status, where).toBe(303);
        const pays = await sql<{ status: string }>("SELECT status FROM payments WHERE order_id = ?", w.orderId);
        expect(pays, where).toEqual([{ status: "PAID" }]);
        const events = await sql(
          "SELECT id FROM order_events WHERE order_id = ? AND type = 'PAYMENT' AND \"to\" = 'PAID'",
          w.orderId,
        );
        expect(events, where).toHaveLength(1);
      }
    }
  });
});
