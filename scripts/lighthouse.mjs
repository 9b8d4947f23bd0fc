// `npm run lighthouse`: builds, serves the demo stores on workerd from a fresh local state, and runs
// Lighthouse (mobile, its default simulated throttling) in Debian's Chromium on every storefront page
// type of shop-a (issue 14 §4): home, category list, search, topic, blog list, blog article, custom
// page, product, cart (a guest's, one line), checkout (a signed-in member with a cart line) and the
// member's orders (one order placed beforehand). The pages' ids and names come from the seeded demo
// data through the store's public API.
//
// Each page is audited LH_RUNS times. Printed per page: the performance score and LCP as median
// (lowest–highest of the runs), the median TBT, and — from the run with the median performance score —
// the other categories' scores, the failed audits and the top three performance opportunities. Then a
// table of all pages. Targets per page: performance ≥ 95 and LCP ≤ 2.0 s (medians); accessibility, SEO
// and best practices 100. Every run's figures go to tests/bench/out/lighthouse.json.
//
// Environment: LH_SKIP_BUILD=1 (use build/), LH_PORT (8797), LH_RUNS (3), LH_PAGES=cart,checkout (audit
// only these page ids), LH_STRICT=1 (exit 1 on a missed target).
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO_STORES } from "./demo-data.mjs";
import { build, ensureChromium, migrate, operatorToken, root, serve, stopGroup, waitFor } from "./lib.mjs";
import { seed } from "./seed.mjs";

// Category scores (0–100) of the median run, and the median LCP.
const TARGETS = { performance: 95, accessibility: 100, seo: 100, "best-practices": 100 };
const LCP_MAX_MS = 2000;
const CATEGORIES = Object.keys(TARGETS);
const port = Number(process.env.LH_PORT ?? 8797);
const host = "shop-a.localhost";
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const only = process.env.LH_PAGES ? new Set(process.env.LH_PAGES.split(",").map((s) => s.trim())) : null;
// functions/platform/cookies.ts (SESSION_COOKIE, GUEST_COOKIE); TypeScript, so not imported here.
const SESSION_COOKIE = "sf_session";
const GUEST_COOKIE = "guestId";
// The member's order goes to a Taipei address by home delivery, paid by bank transfer (open in the demo).
const RECEIVER = {
  name: "林小美",
  phone: "0912345678",
  city: "臺北市",
  district: "中正區",
  address: "重慶南路一段 122 號",
};

const token = operatorToken();
const chromePath = ensureChromium();
if (!chromePath) process.exit(1);
if (process.env.LH_SKIP_BUILD !== "1") build();
const state = mkdtempSync(path.join(os.tmpdir(), "storefleet-lh-"));
migrate(state);
const server = serve({ port, persistTo: state, stdio: "ignore", detached: true });
let chrome;
const finish = (code) => {
  try {
    chrome?.kill();
  } catch {}
  stopGroup(server);
  rmSync(state, { recursive: true, force: true });
  process.exit(code);
};
process.on("SIGINT", () => finish(130));

/** A request through 127.0.0.1 with the store's Host (Node cannot resolve *.localhost). */
const request = (method, p, { headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const sent = { host: `${host}:${port}`, ...headers };
    if (data) Object.assign(sent, { "content-type": "application/json", "content-length": Buffer.byteLength(data) });
    const req = http.request({ host: "127.0.0.1", port, method, path: p, headers: sent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c) => {
        text += c;
      });
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout ${method} ${p}`)));
    req.on("error", reject);
    if (data) req.write(data);
    req.end();
  });

/** An API call's data; anything but HTTP 200 with code 0 stops the run (the pages would not be what they claim). */
const api = async (method, p, opts) => {
  const r = await request(method, p, opts);
  let json = null;
  try {
    json = JSON.parse(r.text);
  } catch {}
  if (r.status !== 200 || json?.code !== 0)
    throw new Error(`${method} ${p} → HTTP ${r.status}: ${r.text.slice(0, 300)}`);
  return json.data;
};
/** List endpoints answer with an array, `{ data: [] }` or `{ items: [] }`. */
const rows = (d) => (Array.isArray(d) ? d : (d?.data ?? d?.items ?? []));
/** The first displayed row of a public list: what a visitor can reach. */
const first = async (p, what) => {
  const row = rows(await api("GET", p)).find((x) => x.isDisplay !== false);
  if (!row) throw new Error(`the demo store has no ${what} to audit (GET ${p} is empty)`);
  return row;
};
// The name segment of a browse URL is decorative: product and article pages 301 to their own slug
// (followed in `settle`), lists accept any.
const seg = (name) => encodeURIComponent(name);

/**
 * Requests a page as Lighthouse will (same cookie), following the app's redirects (a product's or an
 * article's canonical slug) so that Lighthouse never scores a redirect. Also warms the route, so a
 * cold isolate is not what gets scored. Fails on a sign-in redirect or a page without its content.
 */
async function settle(page) {
  let p = page.path;
  for (let hops = 0; ; hops++) {
    const r = await request("GET", p, { headers: page.cookie ? { cookie: page.cookie } : {} });
    if (r.status >= 300 && r.status < 400 && r.headers.location && hops < 3) {
      const next = new URL(r.headers.location, `http://${host}:${port}`);
      if (next.pathname === "/login") throw new Error(`${page.id}: ${page.path} sends to the sign-in page`);
      p = next.pathname + next.search;
      continue;
    }
    if (r.status !== 200) throw new Error(`${page.id}: GET ${p} → HTTP ${r.status}`);
    if (page.mustShow && !r.text.includes(page.mustShow))
      throw new Error(`${page.id}: ${p} does not show ${page.mustShow} (an empty cart or order list?)`);
    return { ...page, path: p, url: `http://${host}:${port}${p}` };
  }
}

/** The middle value (the upper one of the two for an even count). */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });
/** "median (lowest–highest)" */
const spread = (s) => `${s.median} (${s.min}–${s.max})`;
const ms = (a) => (a?.numericValue === undefined ? null : Math.round(a.numericValue));

/** One run's figures, as kept in the JSON. */
const figuresOf = (lhr) => ({
  ...Object.fromEntries(CATEGORIES.map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)])),
  fcpMs: ms(lhr.audits["first-contentful-paint"]),
  lcpMs: ms(lhr.audits["largest-contentful-paint"]),
  tbtMs: ms(lhr.audits["total-blocking-time"]),
  cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
  siMs: ms(lhr.audits["speed-index"]),
  runtimeError: lhr.runtimeError?.message ?? null,
  // Where the run ended: a signed-in page that lost its session ends on the login page.
  finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? null,
  ...lcpOf(lhr),
});

/** The LCP element and where its time went (load delay, load time, render delay), when Lighthouse says. */
function lcpOf(lhr) {
  const audit = lhr.audits["largest-contentful-paint-element"] ?? lhr.audits["lcp-breakdown-insight"];
  const tables = audit?.details?.items ?? [];
  const snippet = tables
    .flatMap((t) => t.items ?? [t])
    .map((i) => i?.node?.snippet ?? i?.snippet)
    .find(Boolean);
  const phases = tables
    .flatMap((t) => t.items ?? [])
    .filter((i) => typeof i?.phase === "string" || typeof i?.subpart === "string" || typeof i?.label === "string")
    .map((i) => `${i.phase ?? i.subpart ?? i.label} ${Math.round(i.timing ?? i.duration ?? 0)} ms`);
  return { lcpElement: snippet?.slice(0, 160) ?? null, lcpPhases: phases.join(", ") || null };
}

/**
 * Puts a page's cookies in the browser's own jar before a run (Lighthouse's `extraHeaders` would
 * send them with the document only as long as the jar has none of its own: the page's first
 * response sets a guest cookie, and every later request, a loader revalidation included, then
 * went without the session). Clears the origin's storage and the HTTP cache first, as
 * Lighthouse's own storage reset (turned off for these pages) would.
 */
async function putCookies(port, url, cookie) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const ws = new WebSocket(webSocketDebuggerUrl);
  await new Promise((ok, ko) => {
    ws.onopen = ok;
    ws.onerror = () => ko(new Error("cannot reach Chrome's DevTools endpoint"));
  });
  let id = 0;
  const pending = new Map();
  ws.onmessage = (e) => {
    const m = JSON.parse(String(e.data));
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error) p.ko(new Error(`${p.method}: ${m.error.message}`));
    else p.ok(m.result);
  };
  const send = (method, params, sessionId) =>
    new Promise((ok, ko) => {
      id += 1;
      pending.set(id, { ok, ko, method });
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const origin = new URL(url).origin;
  // The HTTP cache and the origin's storage are cleared from a page's session (the browser target
  // has no Network domain, and refuses the storage call).
  const { targetInfos } = await send("Target.getTargets", {});
  const tab = targetInfos.find((t) => t.type === "page");
  if (tab) {
    const { sessionId } = await send("Target.attachToTarget", { targetId: tab.targetId, flatten: true });
    await send("Network.clearBrowserCache", {}, sessionId);
    await send("Storage.clearDataForOrigin", { origin, storageTypes: "all" }, sessionId);
    await send("Target.detachFromTarget", { sessionId });
  }
  await send("Storage.clearCookies", {});
  const cookies = cookie.split(/;\s*/).map((kv) => {
    const at = kv.indexOf("=");
    return { name: kv.slice(0, at), value: kv.slice(at + 1), url: `${origin}/` };
  });
  await send("Storage.setCookies", { cookies });
  ws.close();
}

/**
 * Failed audits: binary ones scored 0 (whatever their category) and audits that weigh in a category
 * score (the performance metrics among them) scored under 0.9 — the ones that pull a score down.
 */
function failedAudits(lhr) {
  const weighted = new Set(
    Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => r.id)),
  );
  return Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        ((a.scoreDisplayMode === "binary" && a.score === 0) || (weighted.has(a.id) && a.score < 0.9)),
    )
    .map((a) =>
      a.scoreDisplayMode === "binary"
        ? a.id
        : `${a.id} ${a.score.toFixed(2)}${a.displayValue ? ` (${a.displayValue})` : ""}`,
    );
}

/**
 * Performance opportunities: insight and diagnostic audits that estimate a saving (time per metric,
 * or bytes), largest time saving first, then bytes. Top three. An audit's displayValue (an insight's
 * own "Est savings of …", a diagnostic's total) is kept beside the metric savings.
 */
function opportunities(lhr) {
  return lhr.categories.performance.auditRefs
    .filter((r) => r.group === "insights" || r.group === "diagnostics")
    .map((r) => lhr.audits[r.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => {
      const saved = Object.entries(a.metricSavings ?? {}).filter(([k, v]) => v > 0 && k !== "CLS");
      const bytes = a.details?.overallSavingsBytes ?? a.details?.debugData?.wastedBytes ?? 0;
      const kib = Math.round(bytes / 1024);
      const text = [
        ...saved.map(([k, v]) => `${k} −${Math.round(v)} ms`),
        ...(a.metricSavings?.CLS > 0 ? [`CLS −${a.metricSavings.CLS.toFixed(3)}`] : []),
        // The displayValue states the bytes already when there is one.
        ...(a.displayValue ? [a.displayValue] : kib > 0 ? [`${kib} KiB`] : []),
      ].join(", ");
      const savingsMs = Math.max(0, a.details?.overallSavingsMs ?? 0, ...saved.map(([, v]) => v));
      // Without an estimated saving (bf-cache's failure reasons, an insight's "0 ms") it is no opportunity.
      const saves = savingsMs > 0 || kib > 0 || a.metricSavings?.CLS > 0;
      return saves ? { id: a.id, savingsMs: Math.round(savingsMs), savingsKiB: kib, text } : null;
    })
    .filter(Boolean)
    .sort((x, y) => y.savingsMs - x.savingsMs || y.savingsKiB - x.savingsKiB)
    .slice(0, 3);
}

try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/operator/stores?limit=1`, { headers: { authorization: `Bearer ${token}` } }, 90_000);
  await seed(base, token);

  // ── what to audit: one of each from the demo catalogue (scripts/demo-catalogue-data.mjs) ──────
  const product = await first("/api/products?isDisplay=true&limit=1", "product");
  // Top-level categories come first, in menu order; the navigation links one with itself as parentId.
  const category = await first("/api/product/categories", "product category");
  const topic = await first("/api/product/topics", "topic");
  const articleCategory = await first("/api/article/categories", "article category");
  const article = await first("/api/articles?limit=1", "article");
  const customPage = await first("/api/setting/pages", "custom page");
  // The first word of a product's name: the results then list that product at least (checked).
  const keyword = product.name.split(/[・\s]/)[0];
  const found = rows(await api("GET", `/api/products?isDisplay=true&limit=1&keyword=${encodeURIComponent(keyword)}`));
  if (!found.length) throw new Error(`searching "${keyword}" finds nothing`);
  const stock = rows(await api("GET", `/api/products/${product.id}/stocks`)).find((s) => s.stock > 0);
  if (!stock) throw new Error(`product ${product.id} has no stock to put in a cart`);
  const line = { stockId: stock.id, quantity: 1, paymentPlan: "NORMAL" };

  // ── a guest's cart: the guest id is a cookie the page's server reads; the API takes it as a header ──
  const guestId = randomBytes(16).toString("hex"); // 32 letters/digits, the shape a guest id must have
  await api("POST", "/api/cart/items", { headers: { guestid: guestId }, body: line });

  // ── the demo member: one placed order (the order list is not empty), then a line for checkout ──
  const member = DEMO_STORES.find((d) => d.host === host).member;
  const session = await api("POST", "/api/auth/login", { body: { email: member.email, password: member.password } });
  const bearer = { authorization: `Bearer ${session.accessToken}` };
  await api("POST", "/api/cart/items", { headers: bearer, body: line });
  const delivery = rows(await api("GET", "/api/shipping", { headers: bearer })).find((m) => m.code === "HOME");
  if (!delivery) throw new Error("the demo store has no home delivery to place the member's order with");
  const bill = await api("POST", "/api/checkout/bill", {
    headers: bearer,
    body: { shippingMethodId: delivery.id, city: RECEIVER.city },
  });
  await api("POST", "/api/checkout", {
    headers: bearer,
    body: {
      idempotencyKey: `lighthouse-${randomBytes(8).toString("hex")}`,
      shippingMethodId: delivery.id,
      receiver: RECEIVER,
      paymentMethod: "TRANSFER",
      expectedTotal: bill.totalAmount,
    },
  });
  await api("POST", "/api/cart/items", { headers: bearer, body: line });
  // The session token is the cookie's value too; Lighthouse sends it as a header (extraHeaders), since
  // it clears the browser's cookies before each run.
  const memberCookie = `${SESSION_COOKIE}=${session.accessToken}`;

  const candidates = [
    { id: "home", path: "/" },
    { id: "category", path: `/new-products/${category.id}/${seg(category.name)}?parentId=${category.id}` },
    { id: "search", path: `/search/product/${encodeURIComponent(keyword)}` },
    { id: "topic", path: `/topics/${topic.id}/${seg(topic.name)}` },
    { id: "blogs", path: `/blogs/${articleCategory.id}/${seg(articleCategory.name)}` },
    { id: "article", path: `/blog/${article.id}/${seg(article.name)}` },
    { id: "page", path: `/page/${customPage.id}` },
    { id: "product", path: `/product/${product.id}/${seg(product.name)}` },
    { id: "cart", path: "/cart", cookie: `${GUEST_COOKIE}=${guestId}`, mustShow: 'data-testid="cart-line"' },
    { id: "checkout", path: "/checkout", cookie: memberCookie, mustShow: 'data-testid="checkout-form"' },
    { id: "orders", path: "/profile/orders", cookie: memberCookie, mustShow: 'data-testid="member-orders"' },
  ].filter((p) => !only || only.has(p.id));
  if (!candidates.length) throw new Error(`LH_PAGES=${process.env.LH_PAGES} names no page`);
  const pages = [];
  for (const page of candidates) pages.push(await settle(page));

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const results = [];
  for (const page of pages) {
    // Simulated throttling still varies from run to run on a 2-core machine (the server and Chrome
    // share it): medians of several runs, with the spread, as Lighthouse's docs advise.
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      if (page.cookie) await putCookies(chrome.port, page.url, page.cookie);
      const r = await lighthouse(page.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        // Keep the cookies just put in the jar (the HTTP cache was cleared with them).
        ...(page.cookie ? { disableStorageReset: true } : {}),
      });
      if (!r) throw new Error(`${page.id}: Lighthouse returned no result`);
      lhrs.push(r.lhr);
      process.stdout.write(`  ${page.id} run ${i + 1}/${runs}: performance ${figuresOf(r.lhr).performance}\n`);
    }
    const perRun = lhrs.map(figuresOf);
    // The run whose performance score is the median one: its other scores and audits are reported.
    const order = perRun.map((f, i) => [f.performance, i]).sort((a, b) => a[0] - b[0]);
    const mid = order[Math.floor(order.length / 2)][1];
    const lhr = lhrs[mid];
    const perf = perRun.map((f) => f.performance);
    const lcp = perRun.map((f) => f.lcpMs ?? Number.POSITIVE_INFINITY);
    results.push({
      id: page.id,
      url: page.url,
      signedIn: page.cookie?.startsWith(SESSION_COOKIE) ?? false,
      performance: stats(perf),
      lcpMs: stats(lcp),
      tbtMs: median(perRun.map((f) => f.tbtMs ?? Number.POSITIVE_INFINITY)),
      medianRun: { index: mid, ...perRun[mid] },
      failedAudits: failedAudits(lhr),
      lcpElement: perRun[mid].lcpElement,
      lcpPhases: perRun[mid].lcpPhases,
      opportunities: opportunities(lhr),
      consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).map((i) =>
        `${i.source ?? ""} ${i.description ?? ""} ${i.sourceLocation?.url ?? i.url ?? ""}`.trim(),
      ),
      runs: perRun,
    });
  }

  // ── report ─────────────────────────────────────────────────────────────────────────────────────
  const mark = (ok) => (ok ? "✓" : "✗");
  const missesOf = (r) => [
    ...(r.performance.median < TARGETS.performance ? [`performance < ${TARGETS.performance}`] : []),
    ...(r.lcpMs.median > LCP_MAX_MS ? [`LCP > ${LCP_MAX_MS} ms`] : []),
    ...CATEGORIES.filter((k) => k !== "performance" && r.medianRun[k] < TARGETS[k]).map((k) => `${k} < ${TARGETS[k]}`),
    ...(r.medianRun.runtimeError ? [`runtime error: ${r.medianRun.runtimeError}`] : []),
    ...r.runs
      .filter((f) => f.finalUrl && new URL(f.finalUrl).pathname !== new URL(r.url).pathname)
      .map((f) => `a run ended at ${new URL(f.finalUrl).pathname}`),
  ];
  console.log(
    `\nLighthouse mobile (simulated throttling) on ${host}, ${runs} run(s) per page, median (lowest–highest):`,
  );
  for (const r of results) {
    const f = r.medianRun;
    console.log(`\n  ${r.id}  ${decodeURI(r.url)}${r.signedIn ? "  (signed in)" : ""}`);
    console.log(
      `    performance ${spread(r.performance)} ${mark(r.performance.median >= TARGETS.performance)}` +
        `   LCP ${spread(r.lcpMs)} ms ${mark(r.lcpMs.median <= LCP_MAX_MS)}` +
        `   TBT ${r.tbtMs} ms   (performance runs: ${r.runs.map((x) => x.performance).join(", ")})`,
    );
    console.log(
      `    ${CATEGORIES.filter((k) => k !== "performance")
        .map((k) => `${k} ${f[k]} ${mark(f[k] >= TARGETS[k])}`)
        .join("   ")}   FCP ${f.fcpMs} ms, CLS ${f.cls?.toFixed(3)}, SI ${f.siMs} ms`,
    );
    if (f.runtimeError) console.log(`    runtime error: ${f.runtimeError}`);
    if (r.failedAudits.length) console.log(`    failed audits: ${r.failedAudits.join(", ")}`);
    if (r.lcpElement) console.log(`    LCP element: ${r.lcpElement}${r.lcpPhases ? ` (${r.lcpPhases})` : ""}`);
    for (const o of r.opportunities) console.log(`    opportunity: ${o.id}: ${o.text}`);
    for (const e of r.consoleErrors) console.log(`    console: ${e.slice(0, 200)}`);
  }

  // One line per page: medians with the spread, the median run's other scores, what missed.
  const widths = [10, 14, 20, 8, 6, 5, 5];
  const row = (cells) => cells.map((v, i) => String(v).padEnd(widths[i])).join(" ");
  console.log(`\n${row(["page", "performance", "LCP ms", "TBT ms", "a11y", "SEO", "BP"])}  targets`);
  for (const r of results) {
    const f = r.medianRun;
    const misses = missesOf(r);
    const cells = [r.id, spread(r.performance), spread(r.lcpMs), r.tbtMs, f.accessibility, f.seo, f["best-practices"]];
    console.log(`${row(cells)}  ${misses.length ? `✗ ${misses.join(", ")}` : "✓"}`);
  }

  const out = path.join(root, "tests", "bench", "out");
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, "lighthouse.json"),
    JSON.stringify(
      { at: new Date().toISOString(), host, runs, targets: { ...TARGETS, lcpMs: LCP_MAX_MS }, results },
      null,
      2,
    ),
  );
  const missed = results.reduce((n, r) => n + missesOf(r).length, 0);
  console.log(missed ? `\n${missed} target(s) missed.` : "\nAll Lighthouse targets met.");
  finish(missed && process.env.LH_STRICT === "1" ? 1 : 0);
} catch (e) {
  console.error(`✗ lighthouse: ${e?.stack ?? e}`);
  finish(1);
}
