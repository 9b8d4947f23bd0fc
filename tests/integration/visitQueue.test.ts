import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { visitMark } from "../../functions/store/reports/visits";
import worker from "../../functions/worker";
import { api, createStore, loginToken, sql, visitsFlushed } from "../helpers";

// Issue 28 §1: visits are counted without a D1 write per visitor. The call queues a mark; the
// queue's consumer (functions/worker.ts `queue`) writes a batch in one D1 batch per store. Here the
// consumer is handed batches directly, as the queue would hand them, to pin what it does with
// repeats, strangers, a day already closed, and two stores in one batch.

const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };
const DAY = 86_400_000;
const taipeiDay = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);

async function flush(bodies: unknown[]) {
  const batch = createMessageBatch(
    "storefleet-visits",
    bodies.map((body, i) => ({ id: `m${i}`, timestamp: Date.now(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue?.(batch, env as never);
  return getQueueResult(batch, ctx);
}

const marks = async (storeId: number) =>
  sql<{ day: string; n: number }>(
    "SELECT day, count(*) AS n FROM store_visits WHERE store_id = ? GROUP BY day ORDER BY day",
    storeId,
  );

describe("the visits queue's consumer", () => {
  it("counts each visitor once a day per store, drops what is not a mark, and writes nothing for a gone store", async () => {
    const a = await createStore("visits-a.localhost", "NORMAL", ADMIN);
    const b = await createStore("visits-b.localhost", "NORMAL", ADMIN);
    const now = new Date();
    const result = await flush([
      await visitMark(a, "guest-1", now),
      await visitMark(a, "guest-1", now), // the same visitor again, or a message delivered twice
      await visitMark(a, "guest-2", now),
      await visitMark(b, "guest-1", now), // the same guest id on another store is another visitor
      await visitMark(9_999, "guest-1", now), // a store deleted since
      { storeId: a, day: "yesterday", visitor: "x" }, // not a mark
    ]);
    expect(result.explicitAcks.sort()).toEqual(["m0", "m1", "m2", "m3", "m4", "m5"]);
    expect(result.retryMessages).toEqual([]);
    expect(await marks(a)).toEqual([{ day: taipeiDay(now.getTime()), n: 2 }]);
    expect(await marks(b)).toEqual([{ day: taipeiDay(now.getTime()), n: 1 }]);
    expect(await sql("SELECT * FROM store_visits WHERE store_id = 9999")).toEqual([]);
  });

  it("reopens a closed day's roll-up when a mark of that day lands late", async () => {
    const host = "visits-c.localhost";
    const storeId = await createStore(host, "NORMAL", ADMIN);
    const token = await loginToken(host, ADMIN.email, ADMIN.password);
    const yesterday = taipeiDay(Date.now() - DAY);
    const read = async () =>
      (
        await api(host, "GET", `/api/admin/report/store?preset=DATE_RANGE&dateFrom=${yesterday}&dateTo=${yesterday}`, {
          token,
        })
      ).body.data.current.visits;
    // The read saves yesterday's roll-up as closed (computed after the day ended).
    expect(await read()).toBe(0);
    const [saved] = await sql<{ computed_at: string }>(
      "SELECT computed_at FROM store_daily_reports WHERE store_id = ? AND day = ?",
      storeId,
      yesterday,
    );
    expect((saved?.computed_at ?? "") > `${yesterday}T16:00:00.000Z`).toBe(true);
    // A visit made just before midnight, flushed after it.
    const lateAt = new Date(Date.parse(`${yesterday}T23:59:58+08:00`));
    await flush([await visitMark(storeId, "night-owl", lateAt)]);
    expect(await read()).toBe(1);
  });

  it("retries a store's marks when its write fails and keeps the other store's", async () => {
    const a = await createStore("visits-d.localhost", "NORMAL", ADMIN);
    const b = await createStore("visits-e.localhost", "NORMAL", ADMIN);
    // A trigger that refuses store b's marks stands in for a failed D1 write.
    await sql(
      `CREATE TRIGGER refuse_b BEFORE INSERT ON store_visits WHEN NEW.store_id = ${b}
       BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
    try {
      const now = new Date();
      const result = await flush([await visitMark(a, "g1", now), await visitMark(b, "g1", now)]);
      expect(result.explicitAcks).toEqual(["m0"]);
      expect(result.retryMessages.map((m) => m.msgId)).toEqual(["m1"]);
      expect((await marks(a))[0]?.n).toBe(1);
      expect(await marks(b)).toEqual([]);
    } finally {
      await sql("DROP TRIGGER refuse_b");
    }
  });
});

describe("POST /api/admin/report/store/visit", () => {
  it("answers at once with the Taipei day, refuses a bad guest id with 422, and the queue delivers the mark", async () => {
    const host = "visits-f.localhost";
    const storeId = await createStore(host, "NORMAL", ADMIN);
    const ok = await api(host, "POST", "/api/admin/report/store/visit", { body: { guestId: "guestDeliver01" } });
    expect(ok.body).toMatchObject({ code: 0, data: { day: taipeiDay(Date.now()) } });
    const bad = await api(host, "POST", "/api/admin/report/store/visit", { body: { guestId: "<script>" } });
    expect(bad.status).toBe(422);
    // Answered before the app, under the same cross-site rule as every write.
    const foreign = await api(host, "POST", "/api/admin/report/store/visit", {
      body: { guestId: "guestForeign01" },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const unknown = await api("nowhere-visits.localhost", "POST", "/api/admin/report/store/visit", { body: {} });
    expect(unknown.body.code).toBe(400003);
    // Delivered by the queue itself within its batch timeout (wrangler.toml: 5 s).
    expect(await visitsFlushed(storeId, 1)).toBe(1);
  });
});
