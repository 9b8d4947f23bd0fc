// The bench's commerce part (issue 4 §7): sets up the add-to-cart and bill targets that bench.mjs
// drives with wrk, and runs the checkout contention test — many members racing for few units —
// reporting throughput, latency, oversell and 5xx. Everything goes through the public API.
import http from "node:http";
import { postScript } from "./bench-lua.mjs";

/** One HTTP call with an explicit Host header (fetch cannot set Host). */
export function call(origin, host, method, path, { body, headers = {} } = {}) {
  const url = new URL(path, origin);
  const data = body === undefined ? null : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      url,
      {
        method,
        headers: {
          host,
          ...(data ? { "content-type": "application/json", "content-length": data.length } : {}),
          ...headers,
        },
        timeout: 30_000,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, headers: res.headers, body: json, text, ms: performance.now() - t0 });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${path}: timeout`)));
    req.on("error", reject);
    if (data) req.write(data);
    req.end();
  });
}

/** A Taipei home-delivery receiver for scripted checkouts (the bench, scripts/faults.mjs). */
export const RECEIVER = {
  name: "王小明",
  phone: "0912345678",
  city: "臺北市",
  district: "中正區",
  postalCode: "100",
  address: "重慶南路一段 122 號",
};

let ipSeq = 0;
const freshIp = () => {
  ipSeq += 1;
  return `203.0.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

async function ok(p, what) {
  const r = await p;
  if (r.status !== 200 || r.body?.code !== 0) throw new Error(`${what}: HTTP ${r.status} ${r.text.slice(0, 300)}`);
  return r.body.data;
}

async function adminToken(origin, demo) {
  const d = await ok(
    call(origin, demo.host, "POST", "/api/auth/login", {
      body: { email: demo.admin.email, password: demo.admin.password },
      headers: { "cf-connecting-ip": freshIp() },
    }),
    "admin login",
  );
  return d.accessToken;
}

/** A product with one line of `stock` units, returns its stock line id. */
async function benchProduct(origin, host, token, name, stock, price = 500_00) {
  const auth = { authorization: `Bearer ${token}` };
  const created = await ok(
    call(origin, host, "POST", "/api/admin/products", {
      headers: auth,
      body: { name, paymentPlan: "NORMAL", price, isDisplay: true, isSaleable: true, stocks: [{ spec: "", stock }] },
    }),
    `create ${name}`,
  );
  const stockId = created.stocks?.[0]?.stockId ?? created.stocks?.[0]?.id;
  if (!stockId) throw new Error(`${name}: no stock line in ${JSON.stringify(created).slice(0, 300)}`);
  return { productId: created.id, stockId };
}

async function homeShippingId(origin, host) {
  const methods = await ok(call(origin, host, "GET", "/api/shipping"), "GET /api/shipping");
  const list = Array.isArray(methods) ? methods : (methods.data ?? methods.items ?? []);
  const home = list.find((m) => m.code === "HOME");
  if (!home) throw new Error("the store has no open HOME shipping method");
  return home.id;
}

/**
 * The wrk targets of the commerce part: add-to-cart (a new guest cart per request) and the bill of
 * a three-line guest cart with home delivery. Their scripts count refused answers (code ≠ 0).
 */
export async function commerceTargets(origin, demo, dir) {
  const token = await adminToken(origin, demo);
  const a = await benchProduct(origin, demo.host, token, "壓測商品 A", 1_000_000_000, 390_00);
  const b = await benchProduct(origin, demo.host, token, "壓測商品 B", 1_000_000_000, 1_280_00);
  const shippingMethodId = await homeShippingId(origin, demo.host);
  const guestId = "benchbill".padEnd(32, "0");
  for (const [line, quantity] of [
    [a, 2],
    [b, 1],
  ]) {
    await ok(
      call(origin, demo.host, "POST", "/api/cart/items", {
        headers: { guestId },
        body: { stockId: line.stockId, quantity, paymentPlan: "NORMAL", subscriptionCycle: 0 },
      }),
      "bench bill cart",
    );
  }
  const bill = await ok(
    call(origin, demo.host, "POST", "/api/checkout/bill", { headers: { guestId }, body: { shippingMethodId } }),
    "bench bill",
  );
  if (!(bill.totalAmount > 0)) throw new Error(`bench bill has no total: ${JSON.stringify(bill).slice(0, 300)}`);
  return [
    {
      id: "cart-add",
      label: "POST /api/cart/items",
      host: demo.host,
      path: "/api/cart/items",
      minRatio: null,
      script: postScript(dir, "cart-add", {
        body: { stockId: a.stockId, quantity: 1, paymentPlan: "NORMAL", subscriptionCycle: 0 },
        randomGuest: true,
      }),
      loop: {
        method: "POST",
        body: { stockId: a.stockId, quantity: 1, paymentPlan: "NORMAL", subscriptionCycle: 0 },
        randomGuest: true,
      },
    },
    {
      id: "bill",
      label: "POST /api/checkout/bill",
      host: demo.host,
      path: "/api/checkout/bill",
      minRatio: null,
      p99Ms: 150,
      script: postScript(dir, "bill", { body: { shippingMethodId }, headers: { guestId } }),
      loop: { method: "POST", body: { shippingMethodId }, headers: { guestId } },
    },
  ];
}

const pct = (xs, p) => {
  if (!xs.length) return null;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/**
 * `members` members each put one unit of a product with `stock` units in their cart, then all check
 * out, `concurrency` at a time. Exactly `stock` orders may succeed; the rest must be OUT_OF_STOCK.
 */
export async function checkoutContention(origin, demo, storeId, operatorToken, opts = {}) {
  const { members = 60, stock = 20, concurrency = 20 } = opts;
  const host = demo.host;
  const token = await adminToken(origin, demo);
  const line = await benchProduct(origin, host, token, `搶購商品 ${Date.now()}`, stock, 299_00);
  const shippingMethodId = await homeShippingId(origin, host);
  const receiver = RECEIVER;
  const run = Date.now().toString(36);
  const shoppers = [];
  for (let i = 0; i < members; i++) {
    const email = `bench-${run}-${i}@bench.test`;
    const u = await call(origin, new URL(origin).host, "POST", `/operator/stores/${storeId}/users`, {
      headers: { authorization: `Bearer ${operatorToken}` },
      body: { email, password: "bench1234", name: "壓測會員" },
    });
    if (u.status !== 201) throw new Error(`operator user: ${u.status} ${u.text.slice(0, 200)}`);
    const ip = freshIp();
    const login = await ok(
      call(origin, host, "POST", "/api/auth/login", {
        body: { email, password: "bench1234" },
        headers: { "cf-connecting-ip": ip },
      }),
      "member login",
    );
    const headers = { authorization: `Bearer ${login.accessToken}`, "cf-connecting-ip": ip };
    await ok(
      call(origin, host, "POST", "/api/cart/items", {
        headers,
        body: { stockId: line.stockId, quantity: 1, paymentPlan: "NORMAL", subscriptionCycle: 0 },
      }),
      "member cart",
    );
    const bill = await ok(
      call(origin, host, "POST", "/api/checkout/bill", { headers, body: { shippingMethodId } }),
      "member bill",
    );
    shoppers.push({ headers, total: bill.totalAmount, key: `bench-${run}-${i}`.padEnd(16, "x") });
  }
  const results = [];
  const queue = [...shoppers];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        const r = await call(origin, host, "POST", "/api/checkout", {
          headers: s.headers,
          body: {
            idempotencyKey: s.key,
            shippingMethodId,
            receiver,
            paymentMethod: "CASH_ON_DELIVERY",
            expectedTotal: s.total,
          },
        }).catch((e) => ({ status: 0, body: null, text: String(e), ms: 0 }));
        results.push(r);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const after = await ok(
    call(origin, host, "GET", `/api/admin/product/stocks?productId=${line.productId}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    "stock after",
  );
  const rows = after.data ?? after.items ?? after;
  const finalStock = rows?.[0]?.stocks?.[0]?.stock ?? rows?.[0]?.stock ?? null;
  const codes = {};
  for (const r of results) {
    const k = r.status === 200 ? String(r.body?.code) : `HTTP ${r.status}`;
    codes[k] = (codes[k] ?? 0) + 1;
  }
  const succeeded = codes["0"] ?? 0;
  return {
    members,
    stock,
    concurrency,
    seconds,
    checkoutsPerSecond: results.length / seconds,
    ordersPerSecond: succeeded / seconds,
    p50: pct(
      results.map((r) => r.ms),
      50,
    ),
    p99: pct(
      results.map((r) => r.ms),
      99,
    ),
    succeeded,
    outOfStock: codes["400034"] ?? 0,
    codes,
    serverErrors: results.filter((r) => r.status >= 500 || r.status === 0).length,
    finalStock,
    oversold: Math.max(0, succeeded - stock),
    pass: succeeded === stock && finalStock === 0 && results.every((r) => r.status === 200),
  };
}

/**
 * A closed-loop run timed per request: `connections` keep-alive connections, each sending its next
 * request when the last answer is in, for `seconds`. Every answer's latency is kept as measured.
 * wrk's percentiles are "corrected" for coordinated omission (one stalled answer adds synthetic
 * samples at every expected interval up to its latency), so a few harness stalls dominate its p99;
 * this run reports the distribution of the answers themselves, next to wrk's.
 */
export async function closedLoop(origin, host, path, spec, { connections = 20, seconds = 10 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(path, origin);
  const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
  const guest = () => Array.from({ length: 32 }, () => chars[Math.floor(Math.random() * 36)]).join("");
  const data = spec.body === undefined ? null : Buffer.from(JSON.stringify(spec.body));
  const one = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const req = http.request(
        url,
        {
          agent,
          method: spec.method ?? "GET",
          headers: {
            host,
            ...(data ? { "content-type": "application/json", "content-length": data.length } : {}),
            ...(spec.headers ?? {}),
            ...(spec.randomGuest ? { guestId: guest() } : {}),
          },
          timeout: 30_000,
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (d) => (text += d));
          res.on("end", () =>
            resolve({
              ms: performance.now() - t0,
              status: res.statusCode,
              ok: res.statusCode === 200 && (!data || text.includes('"code":0,')),
            }),
          );
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => resolve({ ms: performance.now() - t0, status: 0, ok: false }));
      if (data) req.write(data);
      req.end();
    });
  const results = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) results.push(await one());
    }),
  );
  agent.destroy();
  const ms = results.map((r) => r.ms);
  return {
    requests: results.length,
    rps: results.length / seconds,
    p50: pct(ms, 50),
    p99: pct(ms, 99),
    max: Math.max(...ms),
    refused: results.filter((r) => !r.ok).length,
    serverErrors: results.filter((r) => r.status >= 500 || r.status === 0).length,
  };
}
