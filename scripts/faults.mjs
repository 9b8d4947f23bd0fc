// `npm run faults`: the issue-16 prober. Serves the demo stores on workerd (as `npm start` does,
// fresh state on its own port), then arms the fault harness of the served worker through
// PUT /operator/faults and probes it as a shopper and an admin would, printing the README's
// "When a binding fails" table. SKIP_BUILD=1 reuses the last build.
import { rmSync } from "node:fs";
import path from "node:path";
import { call, RECEIVER } from "./bench-commerce.mjs";
import { DEMO_STORES } from "./demo-data.mjs";
import { build, migrate, operatorToken, root, serve, stopGroup, waitFor } from "./lib.mjs";
import { seed } from "./seed.mjs";

const port = Number(process.env.PORT ?? 8861);
const persistTo = ".wrangler/faults-state";
const origin = `http://127.0.0.1:${port}`;
const token = operatorToken();
const demo = DEMO_STORES[0];
const host = `${demo.host}:${port}`;

rmSync(path.join(root, persistTo), { recursive: true, force: true });
if (process.env.SKIP_BUILD !== "1") build();
migrate(persistTo);
const server = serve({ port, persistTo, stdio: "ignore", detached: true });
const stop = () => stopGroup(server);
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

const op = (method, body) =>
  call(origin, `127.0.0.1:${port}`, method, "/operator/faults", {
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body }),
  });
const arm = async (rules) => {
  const r = await op("PUT", rules);
  if (r.status !== 200) throw new Error(`arm: ${r.status} ${r.text}`);
};
const disarm = () => op("DELETE");
const d1Calls = async () => (await op("GET")).body.data.calls.filter((c) => c.binding === "d1").length;

let ipSeq = 0;
const ip = () => `198.18.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
const json = (method, p, body, headers = {}) => call(origin, host, method, p, { body, headers });
/** A page as a browser gets it, following a product's redirect to its canonical address. */
async function page(p, headers = {}) {
  const r = await call(origin, host, "GET", p, { headers: { accept: "text/html", ...headers } });
  const to = r.headers.location;
  return r.status === 301 && to ? page(new URL(to, origin).pathname, headers) : r;
}

async function signIn(email, password) {
  const r = await json("POST", "/api/auth/login", { email, password }, { "cf-connecting-ip": ip() });
  if (r.body?.code !== 0) throw new Error(`login ${email}: ${r.status} ${r.text.slice(0, 200)}`);
  return { authorization: `Bearer ${r.body.data.accessToken}` };
}

let productCache = null;
/** A product of the demo store with plenty of stock, and the home shipping method. */
async function sellable(admin) {
  if (productCache) return productCache;
  const made = await json(
    "POST",
    "/api/admin/products",
    {
      name: `故障演練商品 ${Date.now()}`,
      price: 500_00,
      isDisplay: true,
      isSaleable: true,
      stocks: [{ spec: "", stock: 100_000 }],
    },
    admin,
  );
  const methods = await json("GET", "/api/shipping");
  const data = methods.body?.data;
  const list = Array.isArray(data) ? data : (data?.data ?? data?.items ?? []);
  const home = list.find((m) => m.code === "HOME");
  productCache = { productId: made.body.data.id, stockId: made.body.data.stocks[0].id, shippingMethodId: home?.id };
  return productCache;
}

/** A member with one line in the cart, ready to check out: its headers, body and the line's stock. */
async function shopper(admin, n) {
  const p = await sellable(admin);
  const email = `fault-${Date.now().toString(36)}-${n}@faults.test`;
  const made = await call(origin, `127.0.0.1:${port}`, "POST", `/operator/stores/${demo.storeId}/users`, {
    headers: { authorization: `Bearer ${token}` },
    body: { email, password: "fault1234", name: "演練會員" },
  });
  if (made.status !== 201) throw new Error(`member: ${made.status} ${made.text.slice(0, 200)}`);
  const headers = { ...(await signIn(email, "fault1234")), "cf-connecting-ip": ip() };
  await json("POST", "/api/cart/items", { stockId: p.stockId, quantity: 1, paymentPlan: "NORMAL" }, headers);
  const bill = await json("POST", "/api/checkout/bill", { shippingMethodId: p.shippingMethodId }, headers);
  const body = {
    idempotencyKey: `fault-${n}-${Date.now().toString(36)}`.padEnd(16, "x"),
    shippingMethodId: p.shippingMethodId,
    receiver: RECEIVER,
    paymentMethod: "CASH_ON_DELIVERY",
    expectedTotal: bill.body.data.totalAmount,
  };
  return { headers, body };
}

const orderOf = async (s) => {
  const r = await json("GET", "/api/orders?offset=0&limit=50", undefined, s.headers);
  return (r.body?.data?.items ?? []).length;
};

async function checkoutRow(admin) {
  const probe = await shopper(admin, 0);
  await arm([]);
  const clean = await json("POST", "/api/checkout", probe.body, probe.headers);
  const trips = await d1Calls();
  await disarm();
  if (clean.body?.code !== 0) throw new Error(`clean checkout: ${clean.text.slice(0, 300)}`);
  const tally = { cases: 0, clear: 0, placedTold: 0, placedToldFailed: 0, retryOne: 0, statuses: {} };
  let n = 1;
  for (let k = 1; k <= trips; k++) {
    for (const when of ["before", "after"]) {
      const s = await shopper(admin, n++);
      await arm([{ binding: "d1", nth: k, when }]);
      const first = await json("POST", "/api/checkout", s.body, s.headers);
      await disarm();
      tally.cases += 1;
      const key = first.status === 200 ? String(first.body?.code) : `HTTP ${first.status}`;
      tally.statuses[key] = (tally.statuses[key] ?? 0) + 1;
      if (first.status !== 500 && (first.status === 200 || first.body?.code === 503000)) tally.clear += 1;
      const placed = await orderOf(s);
      if (placed && first.body?.code === 0) tally.placedTold += 1;
      if (placed && first.body?.code !== 0) tally.placedToldFailed += 1;
      const again = await json("POST", "/api/checkout", s.body, s.headers);
      if (again.body?.code === 0 && (await orderOf(s)) === 1) tally.retryOne += 1;
    }
  }
  return { trips, ...tally };
}

/** A multipart POST with the store's Host header (fetch cannot set Host). */
async function multipart(p, form, headers) {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(p, origin),
      {
        method: "POST",
        headers: {
          host,
          "content-type": encoded.headers.get("content-type"),
          "content-length": body.length,
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function r2Row(admin) {
  await arm([{ binding: "r2", ops: ["put"] }]);
  const form = new FormData();
  form.append("type", "BANNER");
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  form.append("media", new Blob([png], { type: "image/png" }), "probe.png");
  const before = await json("GET", "/api/admin/media?type=BANNER&offset=0&limit=200", undefined, admin);
  const res = await multipart("/api/admin/media", form, admin);
  const text = res.text;
  await disarm();
  const after = await json("GET", "/api/admin/media?type=BANNER&offset=0&limit=200", undefined, admin);
  const count = (r) => (r.body?.data?.items ?? r.body?.data ?? []).length;
  return {
    status: res.status,
    code: (() => {
      try {
        return JSON.parse(text).code;
      } catch {
        return null;
      }
    })(),
    rowsAdded: count(after) - count(before),
  };
}

async function kvRow(admin) {
  await arm([{ binding: "kv" }]);
  const s = await shopper(admin, 9000).catch((e) => ({ error: String(e) }));
  const answers = {
    home: (await page("/")).status,
    product: (await page(`/product/${(await sellable(admin)).productId}`)).status,
    initial: (await json("GET", "/api/initial")).status,
    login: (
      await json(
        "POST",
        "/api/auth/login",
        { email: demo.member.email, password: demo.member.password },
        { "cf-connecting-ip": ip() },
      )
    ).body?.code,
    cart: s.error ? s.error : "ok",
    checkout: s.error ? null : (await json("POST", "/api/checkout", s.body, s.headers)).body?.code,
    adminSave: (
      await json(
        "PATCH",
        `/api/admin/products/${(await sellable(admin)).productId}`,
        { name: `故障演練商品 KV` },
        admin,
      )
    ).body?.code,
  };
  await disarm();
  return answers;
}

async function d1Row() {
  for (let i = 0; i < 3; i++) await page("/"); // the home as a visitor has just seen it
  await arm([{ binding: "d1" }]);
  const cached = await page("/");
  const uncached = await page("/blogs/all");
  const api = await json(
    "POST",
    "/api/auth/login",
    { email: demo.member.email, password: demo.member.password },
    { "cf-connecting-ip": ip() },
  );
  await disarm();
  return {
    cachedPage: `${cached.status} ${cached.headers["x-sf-page-cache"] ?? ""}`.trim(),
    uncachedPage: `${uncached.status} ${/data-testid="back-soon"/.test(uncached.text) ? "back soon" : ""}`.trim(),
    api: `${api.status} ${api.body?.code ?? ""} retry-after ${api.headers["retry-after"] ?? "-"}`,
  };
}

try {
  await waitFor(`${origin}/operator/stores?limit=1`, { headers: { authorization: `Bearer ${token}` } }, 120_000);
  const seeded = await seed(origin, token);
  demo.storeId = seeded.find((s) => s.host === demo.host)?.storeId;
  const admin = await signIn(demo.admin.email, demo.admin.password);
  console.log(`Probing ${demo.host} on the served worker (${origin})…`);
  const rows = {
    checkout: await checkoutRow(admin),
    r2: await r2Row(admin),
    kv: await kvRow(admin),
    d1: await d1Row(),
  };
  console.log(JSON.stringify(rows, null, 2));
  const c = rows.checkout;
  console.log("\n| fault | measured |\n| --- | --- |");
  console.log(
    `| one D1 round trip fails, at each of the ${c.trips} of a checkout, before or after (${c.cases} cases) | ${c.clear}/${c.cases} clear answers (${Object.entries(
      c.statuses,
    )
      .map(([k, v]) => `${k}: ${v}`)
      .join(
        ", ",
      )}); order placed and told so ${c.placedTold}, placed but told failed ${c.placedToldFailed}; retry with the same key ends on one order ${c.retryOne}/${c.cases} |`,
  );
  console.log(
    `| R2 writes fail during an admin upload | HTTP ${rows.r2.status}, code ${rows.r2.code}, media rows added ${rows.r2.rowsAdded} |`,
  );
  console.log(
    `| KV unreachable | ${Object.entries(rows.kv)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")} |`,
  );
  console.log(
    `| D1 unreachable | cached page ${rows.d1.cachedPage}; uncached page ${rows.d1.uncachedPage}; API ${rows.d1.api} |`,
  );
} finally {
  await disarm().catch(() => undefined);
  stop();
}
process.exit(0);
