// `npm run lighthouse`: builds, serves the demo stores on workerd from a fresh local state, and runs
// Lighthouse (mobile, its default simulated throttling) in Debian's Chromium on the home page and a
// product detail page of shop-a. Prints the scores against the targets (performance ≥ 90,
// accessibility ≥ 95, SEO ≥ 95) and writes tests/bench/out/lighthouse.json.
//
// Environment: LH_SKIP_BUILD=1 (use build/), LH_PORT (8797), LH_RUNS (3; the median run is scored),
// LH_STRICT=1 (exit 1 on a missed target).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build, ensureChromium, migrate, operatorToken, root, serve, stopGroup, waitFor } from "./lib.mjs";
import { seed } from "./seed.mjs";

const TARGETS = { performance: 90, accessibility: 95, seo: 95 };
const port = Number(process.env.LH_PORT ?? 8797);
const host = "shop-a.localhost";
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));

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

/** GET through 127.0.0.1 with the store's Host (Node cannot resolve *.localhost). */
const getJson = (p) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: p, headers: { host: `${host}:${port}` } }, (res) => {
        let body = "";
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () => resolve(JSON.parse(body)));
      })
      .on("error", reject);
  });

try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/operator/stores?limit=1`, { headers: { authorization: `Bearer ${token}` } }, 90_000);
  await seed(base, token);
  const list = await getJson("/api/products?isDisplay=true&limit=1");
  const product = list.data?.data?.[0];
  if (!product) throw new Error("the demo store has no product to audit");
  const pages = [
    { id: "home", url: `http://${host}:${port}/` },
    { id: "product", url: `http://${host}:${port}/product/${product.id}/${encodeURIComponent(product.name)}` },
  ];

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
    // Warm the route once so a cold isolate is not what gets scored.
    await fetch(page.url.replace(host, "127.0.0.1"), { headers: { host } }).catch(() => {});
    // Simulated throttling still varies from run to run on a 2-core machine (the server and Chrome
    // share it): score the run with the median performance score, as Lighthouse's docs advise.
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(page.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
      });
      lhrs.push(r.lhr);
    }
    lhrs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    const runner = { lhr: lhrs[Math.floor(lhrs.length / 2)] };
    const perfRuns = lhrs.map((l) => Math.round((l.categories.performance.score ?? 0) * 100));
    const cats = runner.lhr.categories;
    const scores = Object.fromEntries(Object.entries(cats).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)]));
    const failedAudits = Object.values(runner.lhr.audits)
      .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0)
      .map((a) => a.id);
    const metrics = Object.fromEntries(
      [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
        "speed-index",
      ].map((id) => [id, runner.lhr.audits[id]?.displayValue ?? null]),
    );
    const consoleErrors = (runner.lhr.audits["errors-in-console"]?.details?.items ?? []).map((i) =>
      `${i.source ?? ""} ${i.description ?? ""} ${i.sourceLocation?.url ?? i.url ?? ""}`.trim(),
    );
    results.push({ ...page, scores, perfRuns, metrics, failedAudits, consoleErrors });
  }

  let missed = 0;
  console.log(`\nLighthouse ${results[0] ? "mobile (simulated throttling)" : ""} on ${host}:`);
  for (const r of results) {
    const parts = Object.entries(TARGETS).map(([k, min]) => {
      const ok = r.scores[k] >= min;
      if (!ok) missed += 1;
      return `${k} ${r.scores[k]} ${ok ? "✓" : `✗ (< ${min})`}`;
    });
    console.log(
      `  ${r.id.padEnd(8)} ${parts.join("   ")}   best-practices ${r.scores["best-practices"]}   (performance runs: ${r.perfRuns.join(", ")})`,
    );
    console.log(
      `           ${Object.entries(r.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
    if (r.failedAudits.length) console.log(`           failed audits: ${r.failedAudits.join(", ")}`);
    for (const e of r.consoleErrors) console.log(`           console: ${e.slice(0, 200)}`);
  }
  const out = path.join(root, "tests", "bench", "out");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "lighthouse.json"), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
  console.log(missed ? `\n${missed} target(s) missed.` : "\nAll Lighthouse targets met.");
  finish(missed && process.env.LH_STRICT === "1" ? 1 : 0);
} catch (e) {
  console.error(`✗ lighthouse: ${e?.stack ?? e}`);
  finish(1);
}
