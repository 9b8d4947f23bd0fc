import { createScheduledController, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../functions/platform/env";
import worker from "../../functions/worker";
import { api, shopWithAdmin, sql } from "../helpers";

// Issue 28 §3: a schedule publishes or unpublishes one object at its time from the Worker's
// scheduled handler — once, even when the handler fires twice — with an audit row of system
// "Schedule", and the storefront's cached pages show the change at the next request.

const e = env as unknown as Env;
const ADMIN = { email: "owner@sched.test", password: "owner1234", name: "Schedule Owner" };
const MINUTE = "* * * * *";

const fire = (at: number, cron = MINUTE) =>
  worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron }), e);

async function page(host: string, path: string) {
  const res = await SELF.fetch(`http://${host}${path}`);
  return { status: res.status, cache: res.headers.get("x-sf-page-cache"), html: await res.text(), url: res.url };
}

async function untilHit(host: string, path: string) {
  for (let i = 0; i < 40; i++) {
    const r = await page(host, path);
    if (r.cache === "hit") return r;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`${host}${path} never came from the cache`);
}

async function newProduct(host: string, token: string, name: string) {
  const r = await api(host, "POST", "/api/admin/products", {
    token,
    body: { name, price: 32100, stocks: [{ spec: "", stock: 20 }] },
  });
  expect(r.body.code).toBe(0);
  return r.body.data.id as number;
}

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

describe("schedules", () => {
  it("unpublishes a product at its time once when the handler fires twice, audited as Schedule, and the cached page shows it", async () => {
    const { storeId, token } = await shopWithAdmin("sched-a.localhost", "NORMAL", ADMIN);
    const host = "sched-a.localhost";
    const productId = await newProduct(host, token, "Moon Oolong");
    const path = new URL((await page(host, `/product/${productId}/x`)).url).pathname;
    expect((await untilHit(host, path)).html).toContain("Moon Oolong");

    const runAt = inAMinute();
    const made = await api(host, "POST", "/api/admin/schedules", {
      token,
      body: { type: "PRODUCT", targetId: productId, action: "UNPUBLISH", runAt, note: "end of season" },
    });
    expect(made.body.code).toBe(0);
    const id = made.body.data.id as number;
    expect(made.body.data).toMatchObject({ status: "NORMAL", targetName: "Moon Oolong", action: "UNPUBLISH" });

    // Before its time nothing happens.
    await fire(Date.now());
    expect((await api(host, "GET", `/api/admin/schedules/${id}`, { token })).body.data.status).toBe("NORMAL");
    expect((await page(host, path)).cache).toBe("hit");

    // At its time the handler fires twice at once, and once more.
    const at = Date.parse(runAt) + 1000;
    await Promise.all([fire(at), fire(at)]);
    await fire(at + 60_000);

    const [p] = await sql<{ is_display: number }>("SELECT is_display FROM products WHERE id = ?", productId);
    expect(p?.is_display).toBe(0);
    const got = await api(host, "GET", `/api/admin/schedules/${id}`, { token });
    expect(got.body.data).toMatchObject({ status: "DONE" });
    expect(got.body.data.ranAt).toBe(new Date(at).toISOString());

    const audit = await sql<{ system: string; user_id: number | null; label: string; object_id: string; path: string }>(
      "SELECT system, user_id, label, object_id, path FROM audit_logs WHERE store_id = ? AND system = 'Schedule' AND label LIKE 'Schedule.%publish'",
      storeId,
    );
    expect(audit).toEqual([
      {
        system: "Schedule",
        user_id: null,
        label: "Schedule.unpublish",
        object_id: String(id),
        path: `/api/admin/schedules/${id}`,
      },
    ]);

    // The next anonymous visitor no longer finds the product.
    const after = await page(host, path);
    expect(after.cache).not.toBe("hit");
    expect(after.html).not.toContain("Moon Oolong");
  });

  it("publishes a hidden product, and a schedule whose object is gone fails without touching anything", async () => {
    const { token } = await shopWithAdmin("sched-b.localhost", "NORMAL", ADMIN);
    const host = "sched-b.localhost";
    const productId = await newProduct(host, token, "Star Black Tea");
    await api(host, "PATCH", `/api/admin/products/${productId}`, { token, body: { isDisplay: false } });
    const gone = await newProduct(host, token, "Gone Green Tea");
    const runAt = inAMinute();
    const pub = await api(host, "POST", "/api/admin/schedules", {
      token,
      body: { type: "PRODUCT", targetId: productId, action: "PUBLISH", runAt },
    });
    const lost = await api(host, "POST", "/api/admin/schedules", {
      token,
      body: { type: "PRODUCT", targetId: gone, action: "PUBLISH", runAt },
    });
    await api(host, "DELETE", `/api/admin/products/${gone}`, { token });
    await fire(Date.parse(runAt) + 1);
    const [p] = await sql<{ is_display: number }>("SELECT is_display FROM products WHERE id = ?", productId);
    expect(p?.is_display).toBe(1);
    expect((await api(host, "GET", `/api/admin/schedules/${pub.body.data.id}`, { token })).body.data.status).toBe(
      "DONE",
    );
    const failed = await api(host, "GET", `/api/admin/schedules/${lost.body.data.id}`, { token });
    expect(failed.body.data).toMatchObject({ status: "FAILED", result: "TARGET_GONE" });

    // Lists by status.
    const done = await api(host, "GET", "/api/admin/schedules?status=DONE", { token });
    expect(done.body.data.map((r: { id: number }) => r.id)).toEqual([pub.body.data.id]);
    // A record of a run cannot be changed.
    const edit = await api(host, "PATCH", `/api/admin/schedules/${pub.body.data.id}`, {
      token,
      body: { runAt: inAMinute() },
    });
    expect(edit.status).toBe(422);
  });

  it("runs banners, articles and promotions too", async () => {
    const { storeId, token } = await shopWithAdmin("sched-c.localhost", "NORMAL", ADMIN);
    const host = "sched-c.localhost";
    const [banner] = await sql<{ id: number }>(
      "INSERT INTO banners (store_id, type, title, is_show) VALUES (?, 'PICTURE', 'Spring banner', 1) RETURNING id",
      storeId,
    );
    const [article] = await sql<{ id: number }>(
      "INSERT INTO articles (store_id, name, is_display) VALUES (?, 'Tea notes', 0) RETURNING id",
      storeId,
    );
    const [promo] = await sql<{ id: number }>(
      `INSERT INTO promotions (store_id, name, is_open, start_at, end_at, condition_type, action_type)
       VALUES (?, 'Spring sale', 0, '1111-01-01T00:00:00.000Z', '3333-01-01T00:00:00.000Z', 'FULL_AMOUNT', 'AMOUNT_OFF') RETURNING id`,
      storeId,
    );
    const runAt = inAMinute();
    for (const [type, targetId, action] of [
      ["BANNER", banner!.id, "UNPUBLISH"],
      ["ARTICLE", article!.id, "PUBLISH"],
      ["PROMOTION", promo!.id, "PUBLISH"],
    ] as const) {
      const r = await api(host, "POST", "/api/admin/schedules", { token, body: { type, targetId, action, runAt } });
      expect(r.body.code).toBe(0);
    }
    const before = await api(host, "GET", "/api/initial", {});
    await fire(Date.parse(runAt) + 1);
    expect((await sql("SELECT is_show AS v FROM banners WHERE id = ?", banner!.id))[0]).toEqual({ v: 0 });
    expect((await sql("SELECT is_display AS v FROM articles WHERE id = ?", article!.id))[0]).toEqual({ v: 1 });
    expect((await sql("SELECT is_open AS v FROM promotions WHERE id = ?", promo!.id))[0]).toEqual({ v: 1 });
    // The storefront's cache map moved for each kind: clients reload their lists.
    const after = await api(host, "GET", "/api/initial", {});
    for (const key of ["banner", "initial", "promotion"]) {
      expect(after.body.apiCacheMap[key]).toBeGreaterThan(before.body.apiCacheMap[key]);
    }
  });

  it("answers 422 with field issues for bad input and 400004 for another store's object", async () => {
    const { token } = await shopWithAdmin("sched-d.localhost", "NORMAL", ADMIN);
    const host = "sched-d.localhost";
    const other = await shopWithAdmin("sched-e.localhost", "NORMAL", { ...ADMIN, email: "e@sched.test" });
    const theirs = await newProduct("sched-e.localhost", other.token, "Their Tea");
    const mine = await newProduct(host, token, "My Tea");
    const post = (body: unknown) => api(host, "POST", "/api/admin/schedules", { token, body });
    const bad = await post({ type: "SOCK", targetId: 0, action: "HIDE", runAt: "tomorrow" });
    expect(bad.status).toBe(422);
    const paths = (bad.body.issues as { path: string }[]).map((i) => i.path).sort();
    expect(paths).toEqual(["action", "runAt", "targetId", "type"]);
    const past = await post({
      type: "PRODUCT",
      targetId: mine,
      action: "UNPUBLISH",
      runAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(past.body.issues).toEqual([{ path: "runAt", message: "schedules.runAtPast" }]);
    const cross = await post({ type: "PRODUCT", targetId: theirs, action: "UNPUBLISH", runAt: inAMinute() });
    expect(cross.body.code).toBe(400004);
    expect(cross.body.issues[0].path).toBe("targetId");
  });

  it("keeps each store's schedules to itself", async () => {
    const a = await shopWithAdmin("sched-f.localhost", "NORMAL", ADMIN);
    const b = await shopWithAdmin("sched-g.localhost", "NORMAL", { ...ADMIN, email: "g@sched.test" });
    const pa = await newProduct("sched-f.localhost", a.token, "A Tea");
    const made = await api("sched-f.localhost", "POST", "/api/admin/schedules", {
      token: a.token,
      body: { type: "PRODUCT", targetId: pa, action: "UNPUBLISH", runAt: inAMinute() },
    });
    const id = made.body.data.id as number;
    const atB = (method: string, path: string, body?: unknown) =>
      api("sched-g.localhost", method, path, { token: b.token, body });
    expect((await atB("GET", "/api/admin/schedules")).body.data).toEqual([]);
    expect((await atB("GET", `/api/admin/schedules/${id}`)).body.code).toBe(400004);
    expect((await atB("PATCH", `/api/admin/schedules/${id}`, { note: "mine now" })).body.code).toBe(400004);
    expect((await atB("DELETE", `/api/admin/schedules/${id}`)).body.code).toBe(400004);
    expect((await atB("GET", "/api/admin/schedules/targets?type=PRODUCT")).body.data).toEqual([]);
    // A's token at B's host is not B's admin.
    const cross = await api("sched-g.localhost", "GET", "/api/admin/schedules", { token: a.token });
    expect(cross.body.code).not.toBe(0);
    expect(
      (await api("sched-f.localhost", "GET", `/api/admin/schedules/${id}`, { token: a.token })).body.data.note,
    ).toBe("");
  });
});
