import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { frontendErrorLogsOf } from "../../db/errorLogs";
import { FRONTEND_ERROR_LIMIT } from "../../functions/store/errorLogs/service";
import { createStore, freshIp, sql } from "../helpers";

// POST /api/store/frontendErrorLogs: the app's error log and browsers' CSP reports, per store.

const PATH = "/api/store/frontendErrorLogs";

async function post(host: string, body: unknown, type = "application/json", ip = freshIp()) {
  const res = await SELF.fetch(`http://${host}${PATH}`, {
    method: "POST",
    headers: { "content-type": type, "cf-connecting-ip": ip, "user-agent": "TestBrowser/1.0" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

type Row = { store_id: number; kind: string; message: string; page_url: string; source: string; count: number };
const rows = (storeId: number) => sql<Row>("SELECT * FROM frontend_error_logs WHERE store_id = ? ORDER BY id", storeId);

const legacy = {
  "csp-report": {
    "document-uri": "http://logs-a.localhost/product/1/x?ref=1",
    referrer: "",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "original-policy": "default-src 'self'; script-src 'self' 'nonce-abc'",
    disposition: "enforce",
    "blocked-uri": "inline",
    "line-number": 12,
    "column-number": 3,
    "source-file": "http://logs-a.localhost/product/1/x",
    "status-code": 200,
    "script-sample": "alert(1)",
  },
};

const reporting = [
  {
    type: "csp-violation",
    age: 10,
    url: "http://logs-a.localhost/",
    user_agent: "Chrome",
    body: {
      documentURL: "http://logs-a.localhost/",
      blockedURL: "https://evil.example/x.js",
      effectiveDirective: "script-src-elem",
      originalPolicy: "default-src 'self'",
      disposition: "enforce",
      statusCode: 200,
      sample: "",
    },
  },
  { type: "deprecation", url: "http://logs-a.localhost/", body: { id: "x", message: "old API" } },
];

describe("frontend error log", () => {
  it("stores a legacy CSP report, a Reporting API batch and an app error, each for its store", async () => {
    const a = await createStore("logs-a.localhost");
    const b = await createStore("logs-b.localhost");
    expect((await post("logs-a.localhost", legacy, "application/csp-report")).status).toBe(204);
    expect((await post("logs-a.localhost", reporting, "application/reports+json")).status).toBe(204);
    const app = await post("logs-b.localhost", {
      message: "Cannot read properties of undefined",
      type: "INITIAL_FAILED",
      url: "http://logs-b.localhost/",
      stack: "TypeError: …",
      status: 500,
    });
    expect(app.status).toBe(200);
    expect(app.body.code).toBe(0);

    const atA = await rows(a);
    expect(atA.map((r) => [r.kind, r.message])).toEqual([
      ["CSP", "script-src-elem blocked inline"],
      ["CSP", "script-src-elem blocked https://evil.example/x.js"],
    ]);
    expect(atA[0]?.source).toBe("http://logs-a.localhost/product/1/x:12:3");
    const atB = await rows(b);
    expect(atB.map((r) => [r.kind, r.message])).toEqual([
      ["ERROR", "INITIAL_FAILED: Cannot read properties of undefined"],
    ]);
    // Tenant isolation: nothing of one store's log lands at the other, and its accessor reads its own.
    expect((await frontendErrorLogsOf(getDb(env.DB), a).list()).map((r) => r.storeId)).toEqual([a, a]);
    expect((await frontendErrorLogsOf(getDb(env.DB), b).list({ kind: "CSP" })).length).toBe(0);
    expect(await sql("SELECT count(*) AS n FROM frontend_error_logs WHERE store_id NOT IN (?, ?)", a, b)).toEqual([
      { n: 0 },
    ]);
  });

  it("counts the same report the same day once, with how often it came", async () => {
    const a = await createStore("logs-a.localhost");
    for (let i = 0; i < 3; i++) {
      expect((await post("logs-a.localhost", legacy, "application/csp-report")).status).toBe(204);
    }
    const r = await rows(a);
    expect(r).toHaveLength(1);
    expect(r[0]?.count).toBe(3);
  });

  it("answers 422 to garbage and stores nothing", async () => {
    const a = await createStore("logs-a.localhost");
    const cases: [unknown, string][] = [
      ["not json", "application/json"],
      ["{", "application/csp-report"],
      [{}, "application/json"],
      [{ message: "" }, "application/json"],
      [{ message: "x", extra: 1 }, "application/json"],
      [{ message: 12 }, "application/json"],
      [[], "application/json"],
      [{ "csp-report": { "document-uri": 5 } }, "application/csp-report"],
      [{ "csp-report": { "document-uri": "http://x/" } }, "application/csp-report"],
      [{ nope: true }, "application/reports+json"],
      [[], "application/reports+json"],
      [[{ type: "csp-violation", body: { documentURL: 1 } }], "application/reports+json"],
      ["null", "application/csp-report"],
    ];
    for (const [body, type] of cases) {
      const r = await post("logs-a.localhost", body, type);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.code).toBe(400001);
      expect(r.body.issues.length).toBeGreaterThan(0);
    }
    expect(await rows(a)).toEqual([]);
  });

  it("limits reports per address and store", async () => {
    await createStore("logs-a.localhost");
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i <= FRONTEND_ERROR_LIMIT.max; i++) {
      last = (await post("logs-a.localhost", { message: `boom ${i}` }, "application/json", ip)).status;
    }
    expect(last).toBe(429);
    expect((await post("logs-a.localhost", { message: "other address" }, "application/json")).status).toBe(200);
  });
});
