import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createStore, freshIp, loginToken, sql } from "../helpers";

// GET /api/admin/frontendErrorLogs: the back office's read of the stored error and CSP reports.
// The same error on the same Taipei day is one row with its count; filters; each store sees only
// its own rows; a member (not an admin) is refused.

const A = "errlist-a.localhost";
const B = "errlist-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

async function report(host: string, body: unknown, type = "application/json") {
  const res = await SELF.fetch(`http://${host}/api/store/frontendErrorLogs`, {
    method: "POST",
    headers: { "content-type": type, "cf-connecting-ip": freshIp(), "user-agent": "TestBrowser/1.0" },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  expect(res.status).toBeLessThan(300);
}

const csp = (blocked: string) => ({
  "csp-report": {
    "document-uri": `http://${A}/product/1`,
    "effective-directive": "script-src-elem",
    "blocked-uri": blocked,
  },
});

async function setup() {
  const a = await createStore(A, "NORMAL", ADMIN);
  const b = await createStore(B, "NORMAL", ADMIN);
  return {
    a,
    b,
    tokenA: await loginToken(A, ADMIN.email, ADMIN.password),
    tokenB: await loginToken(B, ADMIN.email, ADMIN.password),
  };
}

const list = (host: string, token: string, query = "") =>
  api(host, "GET", `/api/admin/frontendErrorLogs${query}`, { token });

describe("frontend error log page's call", () => {
  it("lists the same error on the same day once with its count, and a different one apart", async () => {
    const s = await setup();
    const boom = { message: "x is undefined", type: "BUGS", url: `http://${A}/cart`, source: "app.js", line: 4 };
    for (let i = 0; i < 3; i++) await report(A, boom);
    await report(A, { ...boom, message: "y is not a function" });
    await report(A, csp("https://evil.example/x.js"), "application/csp-report");
    const r = await list(A, s.tokenA);
    expect(r.body.code).toBe(0);
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.occurrences).toBe(5);
    const byMessage = new Map(
      (r.body.data.items as { message: string; count: number; kind: string }[]).map((i) => [i.message, i]),
    );
    expect(byMessage.get("BUGS: x is undefined")).toMatchObject({ count: 3, kind: "ERROR", source: "app.js" });
    expect(byMessage.get("BUGS: y is not a function")).toMatchObject({ count: 1 });
    expect(byMessage.get("script-src-elem blocked https://evil.example/x.js")).toMatchObject({ kind: "CSP", count: 1 });

    // A repeat on another Taipei day is a row of its own.
    await sql(
      "UPDATE frontend_error_logs SET day = '2026-01-02' WHERE store_id = ? AND message = ?",
      s.a,
      "BUGS: x is undefined",
    );
    await report(A, boom);
    const again = await list(A, s.tokenA, "?q=x%20is%20undefined");
    // Newest day first: today's single report, then the earlier day's three.
    expect(again.body.data.items.map((i: { day: string; count: number }) => [i.day < "2026-06-01", i.count])).toEqual([
      [false, 1],
      [true, 3],
    ]);
    expect(again.body.data.total).toBe(2);
  });

  it("filters by kind, text and Taipei day; a wild % is literal", async () => {
    const s = await setup();
    await report(A, { message: "100% broken", url: `http://${A}/` });
    await report(A, { message: "other" });
    await report(A, csp("inline"), "application/csp-report");
    expect((await list(A, s.tokenA, "?kind=CSP")).body.data.items.map((i: { kind: string }) => i.kind)).toEqual([
      "CSP",
    ]);
    expect((await list(A, s.tokenA, "?q=%25")).body.data.total).toBe(1);
    expect((await list(A, s.tokenA, "?dateTo=2000-01-01")).body.data.total).toBe(0);
    const bad = await list(A, s.tokenA, "?kind=NOPE");
    expect(bad.status).toBe(422);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(["kind"]);
    const range = await list(A, s.tokenA, "?dateFrom=2026-02-02&dateTo=2026-01-01");
    expect(range.status).toBe(422);
    expect(range.body.issues.map((i: { path: string }) => i.path)).toEqual(["dateTo"]);
  });

  it("keeps each store's log to itself and refuses a visitor", async () => {
    const s = await setup();
    await report(A, { message: "only in A" });
    await report(B, { message: "only in B" });
    const a = await list(A, s.tokenA);
    const b = await list(B, s.tokenB);
    expect(a.body.data.items.map((i: { message: string }) => i.message)).toEqual(["only in A"]);
    expect(b.body.data.items.map((i: { message: string }) => i.message)).toEqual(["only in B"]);
    // A's token on B's host is not B's admin.
    const cross = await list(B, s.tokenA);
    expect(cross.body.code).not.toBe(0);
    const anon = await api(A, "GET", "/api/admin/frontendErrorLogs");
    expect(anon.body.code).not.toBe(0);
  });
});
