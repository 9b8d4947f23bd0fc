// `npm run bench`: builds the Worker, serves it on Miniflare (workerd, no wrangler dev proxy) with
// local D1/KV/R2, migrations applied and the demo stores seeded, then drives it with wrk and prints
// req/s, p50, p99 and the ratio to a hello-world Worker served by the same harness, measured in
// alternation with each target. Also prints the Worker bundle and the home page's client JS (gzip).
//
// Environment:
//   BENCH_SKIP_BUILD=1      use the existing build/ instead of running `react-router build`
//   BENCH_BUILD_DIR=DIR     measure another build output (DIR/server + DIR/client); implies no build
//   BENCH_DURATION=10s      wrk duration of every measured run (wrk syntax: 10s, 30s, 1m)
//   BENCH_WARMUP=3s         unmeasured wrk run per target before the first round ("0" to skip)
//   BENCH_ROUNDS=3          rounds of [hello, target, hello, target, …, hello]; medians are reported
//                           with the spread (lowest–highest ratio) beside them
//   BENCH_FLEET=1000        stores of the fleet phase (issue 14): made after the demo stores' rounds,
//                           every host's home warmed once, then rounds of the home on one host and
//                           spread at random over all hosts ("0" skips the phase)
//   BENCH_MEMORY=0          seconds of the memory phase (issue 14: 600), after the fleet: BENCH_MEMORY_HOSTS
//                           (10000) hosts added to the fleet's stores, requests spread at random over
//                           them, workerd's resident memory sampled every 10 s ("0" skips the phase)
//   BENCH_CONNECTIONS=20    wrk -c (threads stay at 2: the machine has 2 cores)
//   BENCH_ASSETS=router     "router": the static-assets router (build/client) sits in front of both
//                           the app and the hello-world Worker, as in production; "none": neither has it
//   BENCH_CHECKOUT_MEMBERS=60 / BENCH_CHECKOUT_STOCK=20
//                           checkout contention: members racing (BENCH_CONNECTIONS at a time) for units
//   BENCH_TARGETS=a,b       measure only these target ids (e.g. bill,cart-add); partial report
//   BENCH_STRICT=1          exit 1 when a performance target is missed (default: report only)
//
// Everything started here runs in its own process group and is stopped at the end, on Ctrl+C and on
// errors; every wait is bounded; all traffic goes to 127.0.0.1.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { checkoutContention, closedLoop, commerceTargets } from "./bench-commerce.mjs";
import { createFleet, headerScript, spreadScript, warmFleet } from "./bench-fleet.mjs";
import { addHosts, sampleWhile, workerdRssKb } from "./bench-memory.mjs";
import { reportTargets } from "./bench-report.mjs";
import { DEMO_STORES } from "./demo-data.mjs";
import { build, quietEnv, root } from "./lib.mjs";
import { seed } from "./seed.mjs";

const children = new Set(); // every child process we started, each the leader of its own group
let tmpDir = null;

// ── configuration ────────────────────────────────────────────────────────────────────────────────
const env = process.env;
const DURATION = parseDuration(env.BENCH_DURATION ?? "10s", "BENCH_DURATION");
const WARMUP = env.BENCH_WARMUP === "0" ? null : parseDuration(env.BENCH_WARMUP ?? "3s", "BENCH_WARMUP");
const ROUNDS = clampInt(env.BENCH_ROUNDS ?? "3", 1, 10, "BENCH_ROUNDS");
const FLEET = clampInt(env.BENCH_FLEET ?? "1000", 0, 10_000, "BENCH_FLEET");
const MEMORY_S = clampInt(env.BENCH_MEMORY ?? "0", 0, 600, "BENCH_MEMORY");
const MEMORY_HOSTS = clampInt(env.BENCH_MEMORY_HOSTS ?? "10000", 1, 50_000, "BENCH_MEMORY_HOSTS");
const CONNECTIONS = clampInt(env.BENCH_CONNECTIONS ?? "20", 2, 1000, "BENCH_CONNECTIONS");
const THREADS = 2;
const ASSETS = (env.BENCH_ASSETS ?? "router").toLowerCase();
if (ASSETS !== "router" && ASSETS !== "none") fatal(`BENCH_ASSETS must be "router" or "none", not "${ASSETS}"`);
const STRICT = env.BENCH_STRICT === "1";
const START_TIMEOUT_MS = 90_000;
const MiB = 1024 * 1024;
const CLK_TCK = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;

const LIMITS = { p99Ms: 100, workerGzipBytes: 3 * MiB, homeClientJsGzipBytes: 120 * 1024, homeD1Statements: 3 };
const HOST_A = "shop-a.localhost";
// Goals (minRatio, × hello-world in the same run) are issue 14's; p99Ratio bounds the target's
// p99 against hello-world's p99 in the runs beside it.
const P99_RATIO = 1.5;
const TARGETS = [
  // Issue 3: the home of the demo store has a 20-product swiper and a 32-product waterfall. An
  // anonymous visitor without cookies gets the page cache's copy.
  { id: "ssr-home", label: "GET / (cached home)", host: HOST_A, path: "/", minRatio: 0.85, p99Ms: 150 },
  // The same page rendered every time (x-sf-count-d1 skips the page cache: what a miss costs).
  { id: "home-render", label: "GET / (uncached render)", host: HOST_A, path: "/", minRatio: 0.25, p99Ms: 250 },
  { id: "api-initial", label: "GET /api/initial", host: HOST_A, path: "/api/initial", minRatio: 0.9 },
  {
    id: "unknown-host",
    label: "unknown host /api/initial",
    host: "nowhere.localhost",
    path: "/api/initial",
    minRatio: 0.9,
  },
  // Paths that depend on seeded ids are filled in after seeding (resolveTargets).
  {
    id: "product-list",
    label: "GET product list (cached)",
    host: HOST_A,
    path: "/new-products/all/all",
    minRatio: 0.85,
  },
  { id: "product-detail", label: "GET product detail (cached)", host: HOST_A, path: null, minRatio: 0.85 },
  { id: "variant-image", label: "GET variant image (R2)", host: HOST_A, path: null, minRatio: null },
];

const outDir = path.join(root, "tests", "bench", "out");

function parseDuration(v, name) {
  const m = /^(\d+)([smh]?)$/.exec(String(v).trim());
  if (!m || Number(m[1]) <= 0) fatal(`${name} must look like 10s, 30s or 1m (got "${v}")`);
  const seconds = Number(m[1]) * { "": 1, s: 1, m: 60, h: 3600 }[m[2]];
  if (seconds > 600) fatal(`${name} is capped at 10 minutes`);
  return { wrk: `${seconds}s`, seconds };
}
function clampInt(v, min, max, name) {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) fatal(`${name} must be an integer in [${min}, ${max}] (got "${v}")`);
  return n;
}
function fatal(msg, code = 1) {
  console.error(`\n✗ bench: ${msg}`);
  cleanup();
  process.exit(code);
}

// ── process hygiene ──────────────────────────────────────────────────────────────────────────────
/** Live (non-zombie) processes of a process group; falls back to kill(-pgid, 0) without /proc. */
function groupAlive(pgid) {
  if (!existsSync("/proc/self/stat")) {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  }
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[2]) === pgid && f[0] !== "Z") return true;
    } catch {}
  }
  return false;
}
/** Synchronous, bounded: SIGTERM every group we started, wait ≤ 5 s, then SIGKILL what is left. */
function cleanup() {
  const pids = [...children].map((c) => c.pid).filter(Boolean);
  children.clear();
  for (const pid of pids) {
    try {
      process.kill(-pid, "SIGTERM");
    } catch {}
  }
  const until = Date.now() + 5_000;
  while (pids.some(groupAlive) && Date.now() < until) spawnSync("sleep", ["0.1"]);
  for (const pid of pids.filter(groupAlive)) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {}
  }
  if (tmpDir) {
    try {
      rmSync(tmpDir, { recursive: true, force: true });
    } catch {}
    tmpDir = null;
  }
}
process.on("SIGINT", () => fatal("interrupted", 130));
process.on("SIGTERM", () => fatal("terminated", 143));
process.on("uncaughtException", (e) => fatal(e?.stack ?? String(e)));
process.on("unhandledRejection", (e) => fatal(e?.stack ?? String(e)));
process.on("exit", cleanup);

// ── wrk ──────────────────────────────────────────────────────────────────────────────────────────
function ensureWrk() {
  const probe = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  if (!probe.error) return (probe.stdout + probe.stderr).split("\n")[0].trim();
  const cmd = "apt-get install -y wrk";
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`wrk not found: running \`${cmd}\``);
    let r = spawnSync("apt-get", ["install", "-y", "wrk"], { stdio: "inherit", timeout: 300_000 });
    if (r.status !== 0) {
      spawnSync("apt-get", ["update"], { stdio: "inherit", timeout: 300_000 });
      r = spawnSync("apt-get", ["install", "-y", "wrk"], { stdio: "inherit", timeout: 300_000 });
    }
    const again = spawnSync("wrk", ["--version"], { encoding: "utf8" });
    if (!again.error) return (again.stdout + again.stderr).split("\n")[0].trim();
  }
  fatal(
    `wrk is not installed. Install it with:\n    sudo ${cmd}\n  (Debian/Ubuntu; elsewhere see https://github.com/wg/wrk)`,
  );
}

function parseTime(s) {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2]];
}
function parseWrk(out) {
  const num = (re) => {
    const m = re.exec(out);
    return m ? Number(m[1]) : null;
  };
  const pct = (p) => {
    const m = new RegExp(`^\\s*${p}%\\s+(\\S+)`, "m").exec(out);
    return m ? parseTime(m[1]) : null;
  };
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    requests: num(/(\d+) requests in/),
    p50: pct(50),
    p75: pct(75),
    p90: pct(90),
    p99: pct(99),
    non2xx: num(/Non-2xx or 3xx responses:\s+(\d+)/) ?? 0,
    // POST targets' scripts count 200 answers whose envelope code is not 0 (scripts/bench-lua.mjs).
    businessErrors: num(/__BIZERR__ (\d+)/),
    socketErrors: sock ? { connect: +sock[1], read: +sock[2], write: +sock[3], timeout: +sock[4] } : null,
  };
}
function wrk(url, host, duration, script = null) {
  // --timeout 10s: a slow answer is measured (p99) instead of being dropped as a socket timeout.
  const args = [
    `-t${THREADS}`,
    `-c${CONNECTIONS}`,
    `-d${duration.wrk}`,
    "--timeout",
    "10s",
    "--latency",
    "-H",
    `Host: ${host}`,
    ...(script ? ["-s", script] : []),
    url,
  ];
  // Through sh, whose /proc stat then holds wrk's CPU time (cutime/cstime of its waited-for child).
  const sh = 'wrk "$@"; rc=$?; read -r s < /proc/$$/stat; echo "__STAT__ $s"; exit $rc';
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", sh, "sh", ...args], { stdio: ["ignore", "pipe", "pipe"], detached: true });
    children.add(child);
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    const timer = setTimeout(
      () => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
      },
      (duration.seconds + 20) * 1000,
    );
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      const r = parseWrk(out);
      const stat = /__STAT__ .*\) (.*)$/m.exec(out)?.[1]?.split(" ");
      r.wrkCpuMs = stat ? ((Number(stat[13]) + Number(stat[14])) * 1000) / CLK_TCK : null;
      if (code !== 0 || r.rps === null) reject(new Error(`wrk ${args.join(" ")} → ${code ?? signal}\n${out}${err}`));
      else resolve(r);
    });
  });
}

/** Busy CPU time (ms) of the whole machine since boot, from /proc/stat. */
function machineBusyMs() {
  try {
    const f = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    return ((f[0] + f[1] + f[2] + f[5] + f[6] + (f[7] ?? 0)) * 1000) / CLK_TCK;
  } catch {
    return null;
  }
}

// ── server CPU time (Linux /proc): CPU ms per request is robust to noisy neighbours ─────────────
/** utime+stime (ms) of every process in a process group, or null where /proc is unavailable. */
function groupCpuMs(pgid) {
  if (!existsSync("/proc/self/stat")) return null;
  let ticks = 0;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // f[0] = state (field 3)
    if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]); // pgrp, utime, stime
  }
  return (ticks * 1000) / CLK_TCK;
}

// ── HTTP helper (node:http: undici's fetch does not let us set Host) ─────────────────────────────
function get(origin, host, p, extraHeaders = {}) {
  const u = new URL(p, origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: u.port,
        path: u.pathname + u.search,
        headers: { host, "accept-encoding": "identity", ...extraHeaders },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout GET ${p} (Host: ${host})`)));
    req.on("error", reject);
    req.end();
  });
}

// ── build snapshot and Worker description ────────────────────────────────────────────────────────
function listFiles(dir, pred, base = dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(full, pred, base));
    else if (pred(e.name)) out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out.sort();
}
const gz = (file) => gzipSync(readFileSync(file)).length;

function packageVersion(rel) {
  try {
    return JSON.parse(readFileSync(path.join(root, "node_modules", rel, "package.json"), "utf8")).version;
  } catch {
    return null;
  }
}
const miniflareVersion = packageVersion("miniflare");
const workerdVersion = packageVersion("miniflare/node_modules/workerd") ?? packageVersion("workerd");

/** The newest compatibility date this workerd accepts (1.YYYYMMDD.n), else miniflare 4's ceiling. */
function clampCompatDate(date) {
  const m = /^1\.(\d{4})(\d{2})(\d{2})\./.exec(workerdVersion ?? "");
  const max = m ? `${m[1]}-${m[2]}-${m[3]}` : "2026-07-30";
  return date && date <= max ? date : max;
}

function workerConfig(serverDir, clientDir, persistDir, token) {
  const wj = JSON.parse(readFileSync(path.join(serverDir, "wrangler.json"), "utf8"));
  const main = wj.main ?? "index.js";
  const js = listFiles(serverDir, (n) => /\.(m?js)$/.test(n));
  const modules = [main, ...js.filter((f) => f !== main)];
  const bindings = { ...(wj.vars ?? {}), OPERATOR_TOKEN: token };
  const d1Databases = {};
  const migrations = [];
  for (const d of wj.d1_databases ?? []) {
    d1Databases[d.binding] = d.database_id ?? d.database_name;
    if (d.migrations_dir) migrations.push({ binding: d.binding, dir: path.resolve(serverDir, d.migrations_dir) });
  }
  const kvNamespaces = Object.fromEntries((wj.kv_namespaces ?? []).map((k) => [k.binding, k.id ?? k.binding]));
  const r2Buckets = Object.fromEntries((wj.r2_buckets ?? []).map((b) => [b.binding, b.bucket_name]));
  // Queues as wrangler.toml declares them: the visit call's producer and the Worker's own consumer.
  const queueProducers = Object.fromEntries((wj.queues?.producers ?? []).map((q) => [q.binding, q.queue]));
  const queueConsumers = Object.fromEntries(
    (wj.queues?.consumers ?? []).map((q) => [
      q.queue,
      { maxBatchSize: q.max_batch_size, maxBatchTimeout: q.max_batch_timeout, maxRetries: q.max_retries },
    ]),
  );
  // Bindings this harness does not emulate: say so instead of failing obscurely inside the Worker.
  const unsupported = Object.entries(wj).filter(
    ([k, v]) =>
      ["durable_objects", "services", "ratelimits", "workflows", "hyperdrive", "ai"].includes(k) &&
      v &&
      (Array.isArray(v)
        ? v.length
        : Array.isArray(v.bindings)
          ? v.bindings.length
          : (v.producers?.length ?? 0) + (v.consumers?.length ?? 0) || (!v.producers && Object.keys(v).length)),
  );
  return {
    wj,
    unsupported: unsupported.map(([k]) => k),
    serve: {
      name: "storefleet",
      modulesRoot: serverDir,
      modules,
      compatibilityDate: clampCompatDate(wj.compatibility_date),
      compatibilityFlags: wj.compatibility_flags ?? [],
      bindings,
      d1Databases,
      kvNamespaces,
      r2Buckets,
      queueProducers,
      queueConsumers,
      images: wj.images?.binding ? { binding: wj.images.binding } : undefined,
      assetsDir: ASSETS === "router" ? clientDir : null,
      persistDir,
      migrations,
    },
  };
}

// ── servers ──────────────────────────────────────────────────────────────────────────────────────
function startServer(cfg, logFile) {
  const script = path.join(root, "tests", "bench", "serve.mjs");
  return new Promise((resolve, reject) => {
    const log = openLog(logFile);
    const child = spawn(process.execPath, [script, JSON.stringify({ ...cfg, maxLifetimeSec: 3600 })], {
      cwd: root,
      env: quietEnv,
      detached: true, // own process group: workerd goes down with it
      stdio: ["ignore", log, log, "ipc"],
    });
    children.add(child);
    const timer = setTimeout(
      () => reject(new Error(`${cfg.name} did not start within ${START_TIMEOUT_MS / 1000} s (log: ${logFile})`)),
      START_TIMEOUT_MS,
    );
    child.on("message", (m) => {
      clearTimeout(timer);
      if (m.ready) resolve({ origin: m.ready, migrations: m.migrations, child });
      else reject(new Error(`${cfg.name} failed to start:\n${m.error}`));
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      reject(new Error(`${cfg.name} exited (${code ?? signal}) before it was ready (log: ${logFile})`));
    });
  });
}
/** The server's stdout/stderr (workerd logs included) go to a file under tests/bench/out. */
function openLog(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  return openSync(file, "w");
}

// ── client JS of the home page ───────────────────────────────────────────────────────────────────
function clientJsOf(html, clientDir) {
  const refs = new Set();
  const re =
    /(?:href|src)\s*=\s*["']([^"']+\.m?js)(?:\?[^"']*)?["']|import\s*\(?\s*["']([^"']+\.m?js)["']|from\s*["']([^"']+\.m?js)["']/g;
  for (const m of html.matchAll(re)) {
    const ref = m[1] ?? m[2] ?? m[3];
    if (/^https?:\/\//.test(ref)) continue; // nothing external is expected; count only local assets
    refs.add(new URL(ref, "http://x/").pathname.replace(/^\//, ""));
  }
  // Follow static imports inside the chunks too (modulepreload should already list them all).
  const files = new Set();
  const queue = [...refs];
  while (queue.length && files.size < 2000) {
    const rel = queue.shift();
    if (files.has(rel)) continue;
    const full = path.join(clientDir, rel);
    if (!full.startsWith(clientDir) || !existsSync(full)) continue;
    files.add(rel);
    const src = readFileSync(full, "utf8");
    for (const m of src.matchAll(/\bfrom\s*["'](\.\.?\/[^"']+)["']|\bimport\s*["'](\.\.?\/[^"']+)["']/g)) {
      const dep = path.posix.normalize(path.posix.join(path.posix.dirname(rel), m[1] ?? m[2]));
      if (!files.has(dep)) queue.push(dep);
    }
  }
  const list = [...files].sort().map((rel) => {
    const full = path.join(clientDir, rel);
    return { file: rel, bytes: statSync(full).size, gzip: gz(full) };
  });
  return {
    referencedInHtml: refs.size,
    missing: [...refs].filter((r) => !files.has(r)),
    files: list,
    bytes: list.reduce((s, f) => s + f.bytes, 0),
    gzip: list.reduce((s, f) => s + f.gzip, 0),
  };
}

// ── formatting ───────────────────────────────────────────────────────────────────────────────────
const fmtInt = (n) => (n == null ? "—" : Math.round(n).toLocaleString("en-US"));
const fmtMs = (n) => (n == null ? "—" : n >= 100 ? `${n.toFixed(0)} ms` : `${n.toFixed(1)} ms`);
const fmtCpu = (n) => (n == null ? "—" : `${n.toFixed(2)} ms`);
const fmtRatio = (n) => (n == null ? "—" : `${n.toFixed(2)}×`);
const fmtKiB = (n) => (n >= MiB ? `${(n / MiB).toFixed(2)} MiB` : `${(n / 1024).toFixed(1)} KiB`);
const median = (xs) => {
  const v = xs.filter((x) => x != null).sort((a, b) => a - b);
  if (!v.length) return null;
  const h = Math.floor(v.length / 2);
  return v.length % 2 ? v[h] : (v[h - 1] + v[h]) / 2;
};
function table(rows, aligns) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r, ri) => {
      const line = r
        .map((c, i) => (aligns[i] === "r" ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
        .join("  ");
      return ri === 0 ? `${line}\n${widths.map((w) => "─".repeat(w)).join("  ")}` : line;
    })
    .join("\n")
    .replace(/ +$/gm, "");
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────────
const startedAt = new Date();
const wrkVersion = ensureWrk();
const loadBefore = os.loadavg();

const buildDir = path.resolve(root, env.BENCH_BUILD_DIR ?? "build");
if (env.BENCH_BUILD_DIR) console.log(`BENCH_BUILD_DIR: measuring ${buildDir}`);
else if (env.BENCH_SKIP_BUILD === "1") console.log("BENCH_SKIP_BUILD=1: using the existing build/");
else build();

// Snapshot the build: other work in the same checkout may rebuild build/ while we measure.
const buildServer = path.join(buildDir, "server");
const buildClient = path.join(buildDir, "client");
if (!existsSync(path.join(buildServer, "wrangler.json")) || !existsSync(buildClient))
  fatal(`${buildServer}/wrangler.json or ${buildClient} is missing: run \`npm run build\` (or drop BENCH_SKIP_BUILD)`);
tmpDir = mkdtempSync(path.join(os.tmpdir(), "storefleet-bench-"));
const serverDir = path.join(tmpDir, "server");
const clientDir = path.join(tmpDir, "client");
cpSync(buildServer, serverDir, { recursive: true, filter: (src) => !src.endsWith(".map") });
cpSync(buildClient, clientDir, { recursive: true });
// migrations_dir in build/server/wrangler.json is relative to build/server: point it at the repo's.
{
  const wjPath = path.join(serverDir, "wrangler.json");
  const wj = JSON.parse(readFileSync(wjPath, "utf8"));
  for (const d of wj.d1_databases ?? []) {
    if (!d.migrations_dir) continue;
    const dir = path.resolve(buildServer, d.migrations_dir);
    // A build copied elsewhere (BENCH_BUILD_DIR) loses its relative path: use this checkout's.
    d.migrations_dir = existsSync(dir) ? dir : path.join(root, "migrations");
  }
  writeFileSync(wjPath, JSON.stringify(wj));
}

const token = randomBytes(16).toString("hex");
const app = workerConfig(serverDir, clientDir, path.join(tmpDir, "state"), token);
if (app.unsupported.length) console.warn(`⚠ bindings not emulated by the bench harness: ${app.unsupported.join(", ")}`);
const hello = {
  ...app.serve,
  name: "hello-world",
  modulesRoot: path.join(root, "tests", "bench"),
  modules: ["hello.mjs"],
  compatibilityFlags: app.serve.compatibilityFlags,
  bindings: {},
  d1Databases: {},
  kvNamespaces: {},
  r2Buckets: {},
  queueProducers: {},
  queueConsumers: {},
  images: undefined,
  persistDir: path.join(tmpDir, "hello-state"),
  migrations: [],
};

// Worker bundle: every JS module the Worker is given (the entry and the chunks it imports).
const workerModules = app.serve.modules.map((rel) => {
  const full = path.join(serverDir, rel);
  return { file: rel, bytes: statSync(full).size, gzip: gz(full) };
});
const workerBundle = {
  modules: workerModules,
  bytes: workerModules.reduce((s, m) => s + m.bytes, 0),
  gzip: workerModules.reduce((s, m) => s + m.gzip, 0),
};

console.log(
  `\nStarting Miniflare ${miniflareVersion} (workerd ${workerdVersion}) — app and hello-world, ` +
    `${ASSETS === "router" ? "both behind the static-assets router" : "neither behind the assets router"}…`,
);
let appSrv;
let helloSrv;
try {
  [appSrv, helloSrv] = await Promise.all([
    startServer(app.serve, path.join(outDir, "app.log")),
    startServer(hello, path.join(outDir, "hello.log")),
  ]);
} catch (e) {
  fatal(e.message);
}
const seeded = await seed(appSrv.origin, token).catch((e) => fatal(`seeding failed: ${e.message}`));
console.log(
  `  app   ${appSrv.origin}  (migrations ${Object.values(appSrv.migrations).flat().join(", ") || "none"}; seeded ${seeded.map((s) => s.host).join(", ")})`,
);
console.log(`  hello ${helloSrv.origin}`);

// Targets whose paths depend on seeded ids: the first displayable product and its 300×300 variant.
{
  const r = await get(appSrv.origin, HOST_A, "/api/products?isDisplay=true&limit=1");
  const product = JSON.parse(r.body).data?.data?.[0];
  if (!product) fatal("the seeded demo store has no product (GET /api/products)");
  const detail = TARGETS.find((t) => t.id === "product-detail");
  detail.path = `/product/${product.id}/${encodeURIComponent(product.name)}`;
  const variant = product.media?.variants?.["300x300"]?.path;
  if (!variant) fatal(`the first product has no 300x300 variant: ${JSON.stringify(product.media)}`);
  TARGETS.find((t) => t.id === "variant-image").path = variant;
}

TARGETS.find((t) => t.id === "home-render").script = headerScript(tmpDir, "home-render", { "x-sf-count-d1": "1" });

// Commerce targets (issue 4): add-to-cart and the bill, on products made for the bench (issue 14's
// goal for both: 0.4× hello-world).
const DEMO_A = DEMO_STORES.find((d) => d.host === HOST_A);
TARGETS.push(
  ...(await commerceTargets(appSrv.origin, DEMO_A, tmpDir).catch((e) => fatal(`commerce setup: ${e.message}`))).map(
    (t) => ({ ...t, minRatio: 0.4 }),
  ),
);
// Issue 28 §1: the cached home with visit counting on, and a year-long store report.
{
  const r = await reportTargets(appSrv.origin, DEMO_A, tmpDir).catch((e) => fatal(`report setup: ${e.message}`));
  console.log(`\nYear-long store report, first (cold) read: ${r.coldMs.toFixed(0)} ms`);
  TARGETS.push(...r.targets);
}
// BENCH_TARGETS=bill,cart-add: measure only these (a quick look at one change; the report is partial).
// The fleet's targets (fleet-one, fleet-spread) are made later, with the fleet.
const FLEET_IDS = ["fleet-one", "fleet-spread"];
const keepOnly = env.BENCH_TARGETS ? new Set(env.BENCH_TARGETS.split(",").map((x) => x.trim())) : null;
if (keepOnly) {
  const keep = keepOnly;
  const unknown = [...keep].filter((id) => !TARGETS.some((t) => t.id === id) && !FLEET_IDS.includes(id));
  if (unknown.length)
    fatal(`BENCH_TARGETS: unknown target(s) ${unknown.join(", ")} (ids: ${TARGETS.map((t) => t.id).join(", ")})`);
  for (let i = TARGETS.length - 1; i >= 0; i--) if (!keep.has(TARGETS[i].id)) TARGETS.splice(i, 1);
}

// Sanity: each target answers what it should, else the numbers would measure an error page.
{
  const checks = [
    [helloSrv.origin, HOST_A, "/", (r) => r.status === 200 && r.body.startsWith("hello")],
    [
      appSrv.origin,
      HOST_A,
      "/",
      (r) => r.status === 200 && /<html/i.test(r.body) && r.body.includes(seeded.find((d) => d.host === HOST_A)?.name),
    ],
    [appSrv.origin, HOST_A, "/api/initial", (r) => r.status === 200 && JSON.parse(r.body).code === 0],
    [appSrv.origin, "nowhere.localhost", "/api/initial", (r) => JSON.parse(r.body).code === 400003],
  ];
  for (const [origin, host, p, ok] of checks) {
    const r = await get(origin, host, p).catch((e) => fatal(e.message));
    let good = false;
    try {
      good = ok(r);
    } catch {}
    if (!good) fatal(`unexpected answer from GET ${p} (Host: ${host}): HTTP ${r.status}\n${r.body.slice(0, 400)}`);
  }
}
const home = await get(appSrv.origin, HOST_A, "/");
const clientJs = clientJsOf(home.body, clientDir);
for (const t of TARGETS.filter((x) => x.id.startsWith("product") || x.id === "variant-image")) {
  const r = await get(appSrv.origin, t.host, t.path);
  if (r.status !== 200) fatal(`unexpected answer from GET ${t.path} (Host: ${t.host}): HTTP ${r.status}`);
}

// D1 statements per home render, read from the Worker's own counter (x-sf-count-d1, dev only).
// Median of five renders, after the store memo is warm, as under load.
const homeD1 = [];
for (let i = 0; i < 5; i++) {
  const r = await get(appSrv.origin, HOST_A, "/", { "x-sf-count-d1": "1" });
  const m = /statements=(\d+); round-trips=(\d+)/.exec(String(r.headers["x-sf-d1"] ?? ""));
  if (!m) fatal("the Worker did not report its D1 statements (x-sf-d1 header missing)");
  homeD1.push({ statements: Number(m[1]), roundTrips: Number(m[2]) });
}
const homeD1Median = {
  statements: median(homeD1.map((x) => x.statements)),
  roundTrips: median(homeD1.map((x) => x.roundTrips)),
};

// Load: warm-up, then rounds of hello / target alternation.
const runs = [];
const measure = async (kind, target, round) => {
  const origin = kind === "hello" ? helloSrv.origin : appSrv.origin;
  const host = kind === "hello" ? HOST_A : target.host;
  const p = kind === "hello" ? "/" : target.path;
  const pgid = (kind === "hello" ? helloSrv : appSrv).child.pid;
  const otherPgid = (kind === "hello" ? appSrv : helloSrv).child.pid;
  const [cpu0, idle0, busy0, t0] = [groupCpuMs(pgid), groupCpuMs(otherPgid), machineBusyMs(), Date.now()];
  const r = await wrk(`${origin}${p}`, host, DURATION, kind === "hello" ? null : (target.script ?? null));
  const [cpu1, idle1, busy1, t1] = [groupCpuMs(pgid), groupCpuMs(otherPgid), machineBusyMs(), Date.now()];
  const serverCpuMs = cpu0 != null && cpu1 != null ? Math.max(0, cpu1 - cpu0) : null;
  const cpuMsPerReq = serverCpuMs != null && r.requests ? serverCpuMs / r.requests : null;
  // CPU taken by anything that is neither this server, the idle one, nor wrk: other people's work.
  const foreign =
    busy0 != null && serverCpuMs != null && r.wrkCpuMs != null
      ? Math.max(0, busy1 - busy0 - serverCpuMs - (idle1 - idle0) - r.wrkCpuMs) / ((t1 - t0) * os.cpus().length)
      : null;
  const run = {
    seq: runs.length,
    round,
    kind,
    target: kind === "hello" ? "hello" : target.id,
    ...r,
    serverCpuMs,
    cpuMsPerReq,
    foreignCpuShare: foreign,
  };
  runs.push(run);
  process.stdout.write(
    `  ${String(run.seq).padStart(2)} r${round} ${(kind === "hello" ? "hello-world" : target.label).padEnd(26)} ${fmtInt(r.rps).padStart(7)} req/s  p50 ${fmtMs(r.p50)}  p99 ${fmtMs(r.p99)}  server CPU ${fmtCpu(cpuMsPerReq)}/req  other load ${foreign == null ? "—" : `${Math.round(foreign * 100)}%`}${r.non2xx ? `  non-2xx ${r.non2xx}` : ""}\n`,
  );
  return run;
};

const pairs = []; // {target, round, run, helloRps, ratio, helloP99, p99Ratio}
/** Warm-up, then ROUNDS rounds of [hello, target, hello, target, …, hello] over these targets. */
async function rounds(targets) {
  if (WARMUP) {
    console.log(`\nWarm-up (${WARMUP.wrk} each, not measured)…`);
    await wrk(`${helloSrv.origin}/`, HOST_A, WARMUP);
    for (const t of targets) await wrk(`${appSrv.origin}${t.path}`, t.host, WARMUP, t.script ?? null);
  }
  const totalRuns = ROUNDS * targets.length * 2 + 1;
  console.log(
    `\nMeasuring: wrk -t${THREADS} -c${CONNECTIONS} -d${DURATION.wrk} --timeout 10s --latency, ${ROUNDS} round(s), ${totalRuns} runs ≈ ${Math.ceil((totalRuns * (DURATION.seconds + 0.5)) / 60)} min`,
  );
  let prevHello = await measure("hello", null, 1);
  for (let round = 1; round <= ROUNDS; round++) {
    // Rotate the order each round so no target always follows the same one.
    const order = targets.map((_, i) => targets[(i + round - 1) % targets.length]);
    for (const t of order) {
      const run = await measure("target", t, round);
      const after = await measure("hello", null, round);
      const helloRps = (prevHello.rps + after.rps) / 2;
      const helloP99 = (prevHello.p99 + after.p99) / 2;
      pairs.push({
        target: t.id,
        round,
        run,
        helloRps,
        ratio: run.rps / helloRps,
        helloP99,
        p99Ratio: run.p99 / helloP99,
      });
      prevHello = after;
    }
  }
}
await rounds(TARGETS);

// The fleet (issue 14): FLEET more stores, each on its own host. "fleet-one" is the demo home again
// with the fleet present (against ssr-home: what many stores cost one hot host); "fleet-spread"
// picks a host at random per request, after every host's home was rendered once ("once warm").
let fleet = null;
if (FLEET > 0 && (!keepOnly || FLEET_IDS.some((id) => keepOnly.has(id)))) {
  console.log(`\nFleet: creating ${FLEET} stores through the operator API…`);
  const t0 = Date.now();
  const hosts = await createFleet(appSrv.origin, token, FLEET).catch((e) => fatal(`fleet: ${e.message}`));
  const made = Date.now() - t0;
  const warm = await warmFleet(get, appSrv.origin, hosts, "/");
  if (warm.bad) fatal(`fleet: ${warm.bad} of ${hosts.length} homes did not answer 200`);
  fleet = { stores: hosts.length, createMs: made, warmMs: Date.now() - t0 - made };
  console.log(
    `  made in ${(made / 1000).toFixed(1)} s, every home rendered once in ${(fleet.warmMs / 1000).toFixed(1)} s`,
  );
  const fleetTargets = [
    { id: "fleet-one", label: `GET / one host, ${FLEET} stores`, host: HOST_A, path: "/", minRatio: 0.85 },
    {
      id: "fleet-spread",
      label: `GET / spread over ${FLEET} hosts`,
      host: hosts[0],
      path: "/",
      minRatio: 0.5,
      script: spreadScript(tmpDir, "fleet-spread", hosts, "/"),
      spread: true,
    },
  ].filter((t) => !keepOnly || keepOnly.has(t.id));
  TARGETS.push(...fleetTargets);
  await rounds(fleetTargets);
}

// Memory (issue 14 §1): MEMORY_HOSTS hosts on the fleet's stores, requests spread at random over
// them for MEMORY_S seconds, the workerd process's resident memory sampled every 10 s.
let memory = null;
if (MEMORY_S > 0 && fleet) {
  console.log(`\nMemory: ${MEMORY_HOSTS} hosts on the fleet's ${fleet.stores} stores, ${MEMORY_S} s spread at random…`);
  const hosts = await addHosts(appSrv.child, MEMORY_HOSTS).catch((e) => fatal(`memory hosts: ${e.message}`));
  const script = spreadScript(tmpDir, "memory-spread", hosts, "/");
  const run = wrk(`${appSrv.origin}/`, hosts[0], { wrk: `${MEMORY_S}s`, seconds: MEMORY_S }, script);
  memory = await sampleWhile(run, () => workerdRssKb(appSrv.child.pid));
  const mib = (kb) => `${(kb / 1024).toFixed(0)} MiB`;
  console.log(
    `  ${Math.round(memory.result.rps)} req/s, non-2xx ${memory.result.non2xx}; workerd RSS ${memory.samples
      .filter((_, i, a) => i % 6 === 0 || i === a.length - 1)
      .map((x) => `${x.s}s ${mib(x.kb)}`)
      .join(", ")}`,
  );
  console.log(
    `  after 2 min ${mib(memory.settledKb)}, highest after ${mib(memory.peakKb)}, at the end ${mib(memory.endKb)}: ${memory.flat ? "flat (within 10 %)" : "GROWING"}`,
  );
}

// Checkout under stock contention: more members than units, all checking out at once.
console.log("\nCheckout contention (members racing for fewer units)…");
const contention = await checkoutContention(
  appSrv.origin,
  DEMO_A,
  seeded.find((d) => d.host === HOST_A).storeId,
  token,
  {
    members: Number(env.BENCH_CHECKOUT_MEMBERS ?? 60),
    stock: Number(env.BENCH_CHECKOUT_STOCK ?? 20),
    concurrency: CONNECTIONS,
  },
).catch((e) => fatal(`checkout contention: ${e.message}`));
console.log(
  `  ${contention.members} members, ${contention.stock} units, ${contention.concurrency} at a time: ` +
    `${contention.succeeded} orders, ${contention.outOfStock} out of stock, 5xx ${contention.serverErrors}, ` +
    `stock after ${contention.finalStock}, oversold ${contention.oversold}; ` +
    `${contention.checkoutsPerSecond.toFixed(1)} checkouts/s, p50 ${fmtMs(contention.p50)}, p99 ${fmtMs(contention.p99)}`,
);

// Per-request latency (no coordinated-omission correction): hello-world, then each POST target.
console.log(`\nPer-request latency, closed loop (${CONNECTIONS} keep-alive connections, ${DURATION.seconds} s each)…`);
const loops = [];
for (const t of [{ id: "hello", label: "hello-world", loop: {} }, ...TARGETS.filter((t) => t.loop)]) {
  const srv = t.id === "hello" ? helloSrv : appSrv;
  const r = await closedLoop(srv.origin, t.id === "hello" ? HOST_A : t.host, t.id === "hello" ? "/" : t.path, t.loop, {
    connections: CONNECTIONS,
    seconds: DURATION.seconds,
  });
  const limit = t.id === "hello" ? null : (t.p99Ms ?? LIMITS.p99Ms);
  const checks =
    limit == null
      ? []
      : [
          { what: `per-request p99 < ${limit} ms`, pass: r.p99 < limit },
          { what: "no refusals, no 5xx", pass: r.refused === 0 && r.serverErrors === 0 },
        ];
  loops.push({ id: t.id, label: t.label, ...r, checks });
  console.log(
    `  ${t.label.padEnd(26)} ${fmtInt(r.rps).padStart(7)} req/s  p50 ${fmtMs(r.p50)}  p99 ${fmtMs(r.p99)}  max ${fmtMs(r.max)}  refused ${r.refused}  5xx ${r.serverErrors}`,
  );
}

// Summaries (medians over rounds).
const helloRuns = runs.filter((r) => r.kind === "hello");
const summary = [
  {
    id: "hello",
    label: "hello-world (reference)",
    rps: median(helloRuns.map((r) => r.rps)),
    p50: median(helloRuns.map((r) => r.p50)),
    p99: median(helloRuns.map((r) => r.p99)),
    cpuMsPerReq: median(helloRuns.map((r) => r.cpuMsPerReq)),
    ratio: 1,
    helloRps: null,
    checks: [],
  },
];
for (const t of TARGETS) {
  const ps = pairs.filter((p) => p.target === t.id);
  const s = {
    id: t.id,
    label: t.label,
    host: t.host,
    path: t.path,
    rps: median(ps.map((p) => p.run.rps)),
    p50: median(ps.map((p) => p.run.p50)),
    p99: median(ps.map((p) => p.run.p99)),
    p99Worst: Math.max(...ps.map((p) => p.run.p99)),
    cpuMsPerReq: median(ps.map((p) => p.run.cpuMsPerReq)),
    ratio: median(ps.map((p) => p.ratio)),
    ratios: ps.map((p) => +p.ratio.toFixed(3)),
    p99Ratio: median(ps.map((p) => p.p99Ratio)),
    p99Ratios: ps.map((p) => +p.p99Ratio.toFixed(3)),
    helloRps: median(ps.map((p) => p.helloRps)),
    non2xx: ps.reduce((s, p) => s + p.run.non2xx, 0),
    businessErrors: t.script ? ps.reduce((s, p) => s + (p.run.businessErrors ?? 0), 0) : null,
    checks: [],
  };
  if (t.minRatio != null) s.checks.push({ what: `≥ ${t.minRatio.toFixed(2)}× hello`, pass: s.ratio >= t.minRatio });
  if (t.script) s.checks.push({ what: "no refusals, no 5xx", pass: (s.businessErrors ?? 0) === 0 && s.non2xx === 0 });
  s.checks.push({ what: `p99 ≤ ${P99_RATIO}× hello's`, pass: s.p99Ratio <= P99_RATIO });
  const p99Limit = t.p99Ms ?? LIMITS.p99Ms;
  s.checks.push({ what: `p99 < ${p99Limit} ms`, pass: s.p99 < p99Limit });
  summary.push(s);
}
// Many stores must not slow one hot host: the home's ratio with the fleet present ÷ without it.
const ratioOf = (id) => summary.find((s) => s.id === id)?.ratio ?? null;
const fleetOne =
  fleet && ratioOf("fleet-one") != null && ratioOf("ssr-home") != null
    ? { value: ratioOf("fleet-one") / ratioOf("ssr-home"), what: "≥ 0.95 of the 2-store figure" }
    : null;
if (fleetOne) fleetOne.pass = fleetOne.value >= 0.95;
const contentionCheck = {
  what: "exactly stock orders, 0 oversell, 0 5xx",
  pass: contention.pass,
};
const bundleCheck = { what: "≤ 3 MiB", pass: workerBundle.gzip <= LIMITS.workerGzipBytes };
const clientJsCheck = { what: "≤ 120 KiB", pass: clientJs.gzip <= LIMITS.homeClientJsGzipBytes };
const d1Check = {
  what: `≤ ${LIMITS.homeD1Statements} statements`,
  pass: homeD1Median.statements <= LIMITS.homeD1Statements,
};

// ── output ───────────────────────────────────────────────────────────────────────────────────────
const verdict = (checks) =>
  !checks.length
    ? ""
    : checks.every((c) => c.pass)
      ? "PASS"
      : `FAIL (${checks
          .filter((c) => !c.pass)
          .map((c) => c.what)
          .join(", ")})`;
const spreadOf = (xs) => (xs?.length > 1 ? ` (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})` : "");
const rows = [["target", "req/s", "p50", "p99", "× hello (spread)", "p99 ÷ hello's", "CPU/req", "targets", "result"]];
for (const s of summary) {
  rows.push([
    s.id === "hello" ? s.label : `${s.label} [${s.id === "fleet-spread" ? `${fleet?.stores} hosts` : s.host}]`,
    fmtInt(s.rps),
    fmtMs(s.p50),
    fmtMs(s.p99),
    s.id === "hello" ? "1.00×" : `${fmtRatio(s.ratio)}${spreadOf(s.ratios)}`,
    s.id === "hello" ? "1.00" : `${s.p99Ratio.toFixed(2)}${spreadOf(s.p99Ratios)}`,
    fmtCpu(s.cpuMsPerReq),
    s.checks.map((c) => c.what).join(", ") || "—",
    verdict(s.checks) || "—",
  ]);
}
if (fleetOne)
  rows.push([
    `One hot host with ${fleet.stores} more stores ÷ with the 2 demo stores`,
    fmtRatio(fleetOne.value),
    "",
    "",
    "",
    "",
    "",
    fleetOne.what,
    verdict([fleetOne]),
  ]);
rows.push([
  `Worker bundle, gzip (${workerBundle.modules.length} JS modules)`,
  fmtKiB(workerBundle.gzip),
  "",
  "",
  "",
  "",
  "",
  bundleCheck.what,
  verdict([bundleCheck]),
]);
rows.push([
  `Home client JS, gzip (${clientJs.files.length} files)`,
  fmtKiB(clientJs.gzip),
  "",
  "",
  "",
  "",
  "",
  clientJsCheck.what,
  verdict([clientJsCheck]),
]);
rows.push([
  `Checkout contention (${contention.members} members, ${contention.stock} units)`,
  `${contention.checkoutsPerSecond.toFixed(1)}/s`,
  fmtMs(contention.p50),
  fmtMs(contention.p99),
  "",
  "",
  `${contention.succeeded} ok`,
  contentionCheck.what,
  verdict([contentionCheck]),
]);
for (const l of loops) {
  rows.push([
    `${l.label}, per request (closed loop)`,
    fmtInt(l.rps),
    fmtMs(l.p50),
    fmtMs(l.p99),
    "",
    "",
    "",
    l.checks.map((c) => c.what).join(", ") || "—",
    verdict(l.checks) || "—",
  ]);
}
rows.push([
  "D1 per home render (median of 5)",
  `${homeD1Median.statements} stmt`,
  `${homeD1Median.roundTrips} trips`,
  "",
  "",
  "",
  "",
  d1Check.what,
  verdict([d1Check]),
]);

const setup =
  `Miniflare ${miniflareVersion} (workerd ${workerdVersion}), wrk -t${THREADS} -c${CONNECTIONS} -d${DURATION.wrk}, ` +
  `${ROUNDS} round(s), medians; ratio = target req/s ÷ mean of the hello-world runs just before and after it. ` +
  (ASSETS === "router"
    ? "Static-assets router (build/client) in front of BOTH the app and the hello-world Worker, as in production."
    : "No static-assets router in front of either Worker.") +
  " CPU/req = user+system CPU of the server's process group (workerd and its launcher) per request, from /proc: steadier than req/s when other work shares the CPUs.";
const loadAfter = os.loadavg();
console.log(`\n${setup}\n`);
const foreignShare = median(runs.map((r) => r.foreignCpuShare));
if (foreignShare != null && foreignShare > 0.1)
  console.log(
    `⚠ Other work used ${Math.round(foreignShare * 100)}% of the machine's CPU during the runs (median; processes outside this bench): ` +
      "req/s and p99 are depressed for every row; the ratios and CPU/req hold up better. Re-run on an idle machine for absolute numbers.\n",
  );
console.log(table(rows, ["l", "r", "r", "r", "r", "r", "r", "l", "l"]));
const harnessP99 = summary[0].p99 != null && summary[0].p99 >= LIMITS.p99Ms;
if (harnessP99)
  console.log(
    `\nNote: the hello-world reference itself has p99 ${fmtMs(summary[0].p99)} here, so the p99 < ${LIMITS.p99Ms} ms rows mostly measure ` +
      "the local harness (workerd stalls and queueing behind 20 connections), not the app; compare p99 with the hello-world row.",
  );
if (clientJs.missing.length)
  console.log(`\n⚠ referenced by the home page but not in build/client: ${clientJs.missing.join(", ")}`);

const failed = [
  ...summary.flatMap((s) => s.checks),
  ...loops.flatMap((l) => l.checks),
  ...(fleetOne ? [fleetOne] : []),
  bundleCheck,
  clientJsCheck,
  d1Check,
  contentionCheck,
].filter((c) => !c.pass);
mkdirSync(outDir, { recursive: true });
const gitRev = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
const gitDirty =
  spawnSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).stdout.trim() !==
  "";
const result = {
  startedAt: startedAt.toISOString(),
  finishedAt: new Date().toISOString(),
  git: { rev: gitRev, dirty: gitDirty },
  machine: {
    cpus: os.cpus().length,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    loadavgBefore: loadBefore.map((x) => +x.toFixed(2)),
    loadavgAfter: loadAfter.map((x) => +x.toFixed(2)),
    foreignCpuShareMedian: foreignShare,
  },
  harness: {
    miniflare: miniflareVersion,
    workerd: workerdVersion,
    wrk: wrkVersion,
    threads: THREADS,
    connections: CONNECTIONS,
    duration: DURATION.wrk,
    warmup: WARMUP?.wrk ?? null,
    rounds: ROUNDS,
    assets: ASSETS,
    compatibilityDate: app.serve.compatibilityDate,
    description: setup,
  },
  limits: { ...LIMITS, p99Ratio: P99_RATIO, minRatios: Object.fromEntries(TARGETS.map((t) => [t.id, t.minRatio])) },
  fleet: fleet && { ...fleet, oneHostVsTwoStores: fleetOne },
  memory: memory && {
    hosts: MEMORY_HOSTS,
    seconds: MEMORY_S,
    rps: memory.result.rps,
    non2xx: memory.result.non2xx,
    samples: memory.samples,
    settledKb: memory.settledKb,
    peakKb: memory.peakKb,
    endKb: memory.endKb,
    flat: memory.flat,
  },
  targets: summary,
  workerBundle: { ...workerBundle, pass: bundleCheck.pass },
  homeClientJs: { ...clientJs, pass: clientJsCheck.pass },
  homeD1: { runs: homeD1, median: homeD1Median, pass: d1Check.pass },
  checkoutContention: contention,
  perRequest: loops,
  runs,
  helloP99AboveLimit: harnessP99,
  pass: failed.length === 0,
  failed: failed.map((c) => c.what),
};
const round3 = (_k, v) => (typeof v === "number" && !Number.isInteger(v) ? +v.toFixed(3) : v);
writeFileSync(path.join(outDir, "latest.json"), `${JSON.stringify(result, round3, 2)}\n`);
console.log(`\nResults: ${path.relative(root, path.join(outDir, "latest.json"))}`);

cleanup();
if (failed.length) {
  console.log(
    `${failed.length} target(s) missed${STRICT ? " (BENCH_STRICT=1: failing)" : " — reported, not gating (set BENCH_STRICT=1 to gate)"}.`,
  );
  process.exit(STRICT ? 1 : 0);
}
console.log("All targets met.");
process.exit(0);
