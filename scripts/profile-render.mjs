// `npm run profile`: where a page's server time goes. Serves the built Worker (wrangler dev, fresh
// local state, demo stores seeded) with its V8 inspector open, renders one page N times without the
// page cache (x-sf-count-d1 skips it) under the CPU profiler, and prints the self time by area
// (React's render, React Router's loader-data encoding, D1 and drizzle, the app's own code, GC…)
// and the hottest functions. Writes the raw profile to tests/bench/out/render.cpuprofile (open it
// in Chrome DevTools → Performance).
//
// PROFILE_CACHED=1 profiles the cached answer instead (the page cache's first look).
//
// Environment: PROFILE_PATH (/), PROFILE_HOST (shop-a.localhost), PROFILE_RUNS (60),
// PROFILE_SKIP_BUILD=1 (use build/), PROFILE_PORT (8798), PROFILE_INSPECTOR_PORT (9232).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { build, migrate, operatorToken, root, serve, stopGroup, waitFor } from "./lib.mjs";
import { seed } from "./seed.mjs";

const env = process.env;
const port = Number(env.PROFILE_PORT ?? 8798);
const inspectorPort = Number(env.PROFILE_INSPECTOR_PORT ?? 9232);
const host = env.PROFILE_HOST ?? "shop-a.localhost";
const pagePath = env.PROFILE_PATH ?? "/";
const runs = Number(env.PROFILE_RUNS ?? 60);
const cached = env.PROFILE_CACHED === "1";

if (env.PROFILE_SKIP_BUILD !== "1") build();
const state = mkdtempSync(path.join(os.tmpdir(), "storefleet-profile-"));
migrate(state);
const server = serve({ port, persistTo: state, stdio: "ignore", detached: true, inspectorPort });
const finish = (code) => {
  stopGroup(server);
  rmSync(state, { recursive: true, force: true });
  process.exit(code);
};
process.on("SIGINT", () => finish(130));

/** One request of the page (a render unless PROFILE_CACHED), timed (Node cannot resolve *.localhost: 127.0.0.1 with the Host header). */
const render = () =>
  new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(
        {
          host: "127.0.0.1",
          port,
          path: pagePath,
          // x-sf-count-d1 skips the page cache (and counts D1): a render every time.
          headers: { host: `${host}:${port}`, ...(cached ? {} : { "x-sf-count-d1": "1" }) },
        },
        (res) => {
          res.resume();
          res.on("end", () =>
            resolve({ status: res.statusCode, ms: performance.now() - t0, d1: res.headers["x-sf-d1"] }),
          );
        },
      )
      .on("error", reject);
  });

/** The Worker's inspector target (wrangler's inspector proxy lists it on /json). */
async function inspector() {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      const list = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
      const target = list.find((t) => t.webSocketDebuggerUrl) ?? null;
      if (target) return target.webSocketDebuggerUrl;
    } catch {}
    if (Date.now() > until) throw new Error(`no inspector on port ${inspectorPort}`);
    await new Promise((ok) => setTimeout(ok, 500));
  }
}

/** A DevTools protocol session (npm scripts run on the project's Node 24, which has WebSocket). */
function connect(url) {
  // The inspector proxy accepts a local Origin only (undici takes headers as an extension).
  const ws = new WebSocket(url, { headers: { origin: "http://localhost" } });
  let id = 0;
  const pending = new Map();
  ws.addEventListener("message", (ev) => {
    const m = JSON.parse(String(ev.data));
    if (m.id && pending.has(m.id)) {
      const { ok, fail } = pending.get(m.id);
      pending.delete(m.id);
      if (m.error) fail(new Error(JSON.stringify(m.error)));
      else ok(m.result);
    }
  });
  const send = (method, params = {}) =>
    new Promise((ok, fail) => {
      const n = ++id;
      pending.set(n, { ok, fail });
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  return new Promise((ok, fail) => {
    ws.addEventListener("open", () => ok({ send, close: () => ws.close() }));
    ws.addEventListener("error", () => fail(new Error(`inspector ${url} refused the connection`)));
  });
}

/** Which part of the stack a frame belongs to, by its script URL and function name. */
function areaOf(frame) {
  const url = frame.url ?? "";
  const fn = frame.functionName ?? "";
  if (fn === "(garbage collector)") return "GC";
  if (fn === "(program)" || fn === "(idle)" || fn === "(root)") return fn;
  if (/react-dom|react-dom-server|renderToReadableStream|ReactDOMServer/.test(url + fn)) return "React render";
  if (/turbo-stream|encode|flatten|stringify/i.test(fn) && /server-build/.test(url)) return "loader data encoding";
  if (/drizzle|d1|sqlite/i.test(url + fn)) return "D1 / drizzle";
  if (/server-build/.test(url)) return "app + React Router (server build)";
  if (!url) return "native / runtime";
  return path.basename(url).replace(/-[A-Za-z0-9_-]{8}\.js$/, ".js");
}

try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/operator/stores?limit=1`, { headers: { authorization: `Bearer ${operatorToken()}` } }, 90_000);
  await seed(base, operatorToken());
  for (let i = 0; i < 10; i++) await render(); // warm: the isolate's first renders compile everything
  const session = await connect(await inspector());
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 100 });
  await session.send("Profiler.start");
  const times = [];
  let d1 = null;
  for (let i = 0; i < runs; i++) {
    const r = await render();
    if (r.status !== 200) throw new Error(`${pagePath} answered ${r.status}`);
    times.push(r.ms);
    d1 = r.d1;
  }
  const { profile } = await session.send("Profiler.stop");
  session.close();

  const out = path.join(root, "tests", "bench", "out");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "render.cpuprofile"), JSON.stringify(profile));

  // Self time per node: its samples × the mean sampling interval.
  const total = profile.endTime - profile.startTime; // µs
  const perSample = total / Math.max(1, profile.samples.length);
  const hits = new Map();
  for (const s of profile.samples) hits.set(s, (hits.get(s) ?? 0) + 1);
  const byArea = new Map();
  const byFn = new Map();
  for (const node of profile.nodes) {
    const us = (hits.get(node.id) ?? 0) * perSample;
    if (!us) continue;
    const area = areaOf(node.callFrame);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
    const fn = `${node.callFrame.functionName || "(anonymous)"}  ${path.basename(node.callFrame.url || "")}:${node.callFrame.lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  }
  const busy = [...byArea].filter(([a]) => a !== "(idle)").reduce((n, [, us]) => n + us, 0);
  const ms = (us) => (us / 1000 / runs).toFixed(2);
  times.sort((a, b) => a - b);
  console.log(
    `\n${runs} ${cached ? "cached answers" : "uncached renders"} of http://${host}${pagePath}: wall p50 ${times[Math.floor(runs / 2)].toFixed(1)} ms; ` +
      `CPU in the isolate ${ms(busy)} ms per request (${d1 ?? "no D1 count"})\n`,
  );
  console.log("By area (ms of CPU per request, share of the busy time):");
  for (const [area, us] of [...byArea]
    .filter(([a]) => a !== "(idle)")
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12))
    console.log(`  ${area.padEnd(40)} ${ms(us).padStart(7)}  ${((us / busy) * 100).toFixed(0).padStart(3)} %`);
  console.log("\nHottest functions (self time):");
  for (const [fn, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${ms(us).padStart(7)} ms  ${fn.slice(0, 110)}`);
  console.log(`\nProfile: tests/bench/out/render.cpuprofile`);
  finish(0);
} catch (e) {
  console.error(`✗ profile: ${e?.stack ?? e}`);
  finish(1);
}
