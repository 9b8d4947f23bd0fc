// `npm run fuzz -- [URL] [--count N] [--seconds S] [--seed N]`: the malformed-input run. Sends a
// bounded number of malformed requests (bad JSON, wrong types, huge strings, odd content types,
// oversized bodies, bad ids, path traversal, unknown paths, odd methods) to every /api endpoint that
// functions/api/table.ts mounts, anonymously and as the demo admin, over keep-alive connections,
// against a running `npm start` server on this machine. Counts answers by status; any 5xx or lost
// answer (connection error, no response) is listed and makes the run exit 1.

import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { root } from "./lib.mjs";

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const target = new URL(args.find((a) => /^https?:\/\//.test(a)) ?? "http://127.0.0.1:8787");
const COUNT = Math.min(flag("count", 3000), 20_000);
const SECONDS = Math.min(flag("seconds", 180), 900);
const CONNECTIONS = 4;
const TIMEOUT_MS = 15_000;
const STORE_HOST = "shop-a.localhost";
const ADMIN = { email: "admin@shop-a.test", password: "demo1234" };

// Loopback only: this is a load of odd requests, never aimed at another machine.
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|[a-z0-9-]+\.localhost)$/i;
if (!LOOPBACK.test(target.hostname)) {
  console.error(`fuzz: refusing ${target.hostname}: only loopback addresses (127.0.0.0/8, localhost, [::1]).`);
  process.exit(2);
}
const connectHost =
  target.hostname.endsWith(".localhost") || target.hostname === "localhost"
    ? "127.0.0.1"
    : target.hostname.replace(/^\[|\]$/g, "");
const port = Number(target.port || 80);

// ── endpoints, read from the route mounts ───────────────────────────────────────────────────────
/** Every `.route(prefix, x)` of api.ts, then every `.get/.post/… ("path"` of x's Hono chain. */
function endpoints() {
  const apiFile = path.join(root, "functions/api/table.ts");
  const api = readFileSync(apiFile, "utf8");
  const imports = new Map();
  for (const m of api.matchAll(/import \{([^}]+)\} from "(\.\.?\/[^"]+)"/g)) {
    for (const name of m[1].split(",").map((s) => s.trim().replace(/^type /, ""))) imports.set(name, m[2]);
  }
  const out = new Map();
  const add = (method, p) => out.set(`${method} ${p}`, { method, path: p });
  for (const m of api.matchAll(/\.route\("([^"]*)",\s*(\w+)\)/g)) {
    const [, prefix, name] = m;
    const file = imports.get(name);
    if (!file) continue;
    const src = readFileSync(path.join(path.dirname(apiFile), `${file}.ts`), "utf8");
    const start = src.indexOf(`export const ${name} =`);
    if (start < 0) continue;
    const next = src.indexOf("\nexport ", start + 1);
    const chain = src.slice(start, next < 0 ? undefined : next);
    const base = `/api${prefix === "/" ? "" : prefix}`;
    for (const r of chain.matchAll(/\.(get|post|patch|put|delete|on)\(\s*(?:\[([^\]]*)\],\s*)?"([^"]+)"/g)) {
      const methods = r[1] === "on" ? [...r[2].matchAll(/"(\w+)"/g)].map((x) => x[1]) : [r[1].toUpperCase()];
      for (const method of methods) add(method, `${base}${r[3]}`);
    }
    // Generated CRUD blocks: .route("/", crud("KIND", "/admin/things", …)) → list, create, one item.
    for (const r of chain.matchAll(/\.route\("\/",\s*\w+\(\s*"[^"]*",\s*"([^"]+)"/g)) {
      for (const method of ["GET", "POST"]) add(method, `${base}${r[1]}`);
      for (const method of ["GET", "PATCH", "PUT", "DELETE"]) add(method, `${base}${r[1]}/:id`);
    }
  }
  return [...out.values()];
}

// Logging out would end the admin session the rest of the run uses.
const SKIP_AS_ADMIN = new Set(["GET /api/auth/logout", "POST /api/auth/logout"]);

// ── malformed inputs ────────────────────────────────────────────────────────────────────────────
let seed = flag("seed", 11);
const rand = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

/** Ids that never name a real row: the run must not change the demo stores' data. */
const BAD_IDS = [
  "0",
  "-1",
  "999999999",
  "abc",
  "1.5",
  "1e3",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..%2F..%2F",
  "9".repeat(40),
  "%00",
  "null",
  "%F0%9F%92%A5",
];
const huge = (n) => "x".repeat(n);
const JSON_BODIES = [
  "{",
  "{'a':1}",
  "[]",
  "null",
  "true",
  "123",
  '"string"',
  '{"a":',
  "{}",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  JSON.stringify({ id: "1; DROP TABLE users", name: { $ne: 1 }, email: ["a"], price: -1, quantity: 1e308 }),
  JSON.stringify({ id: -1, productId: "x", items: "nope", page: -5, limit: 1e9, sort: "../../" }),
  JSON.stringify({ name: huge(20_000), email: `${huge(300)}@example.com` }),
  JSON.stringify({ items: Array.from({ length: 2000 }, (_, i) => ({ id: i, quantity: i })) }),
  JSON.stringify({ a: { b: { c: { d: { e: { f: { g: { h: { i: { j: {} } } } } } } } } } }),
  JSON.stringify(JSON.parse(`${"[".repeat(500)}${"]".repeat(500)}`)),
  JSON.stringify({ date: "2026-13-45", startAt: "not a date", email: "not-an-email", phone: "０９１２" }),
  "\u0000\u0001\u0002",
  "\ud800",
];
const TYPES = [
  "application/json",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=zz",
  "multipart/form-data",
  "application/xml",
  "application/json; charset=utf-16",
  undefined,
];
const QUERIES = [
  "",
  "?page=-1",
  "?limit=99999999",
  "?page=abc&limit=%zz",
  `?q=${huge(4000)}`,
  "?id[]=1&id[]=2",
  "?sort=../../etc",
  "?%00=%00",
];

function malformed(ep) {
  const p = ep.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => pick(BAD_IDS));
  const kind = rand();
  if (kind < 0.07)
    return {
      method: pick(["PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "TRACE", "FOO"]),
      path: p,
      body: "{}",
      type: "application/json",
    };
  if (kind < 0.12)
    return { method: ep.method, path: `${p}/${pick(["..", "%2e%2e", "..%2f..%2fwrangler.toml", "x", "%ff"])}` };
  if (kind < 0.15)
    return {
      method: ep.method,
      path: `/api/${pick(["no/such", "admin/../../etc/passwd", "%2e%2e/%2e%2e", "admin//media", "a".repeat(3000)])}`,
    };
  if (kind < 0.2) {
    const size = pick([70 * 1024, 300 * 1024, 2 * 1024 * 1024]);
    return {
      method: ep.method === "GET" ? "POST" : ep.method,
      path: p,
      body: `{"x":"${huge(size)}"}`,
      type: "application/json",
    };
  }
  const query = pick(QUERIES);
  if (ep.method === "GET" || ep.method === "HEAD") return { method: ep.method, path: `${p}${query}` };
  const type = pick(TYPES);
  let body = pick(JSON_BODIES);
  if (type?.startsWith("multipart") && rand() < 0.6) {
    body = `--zz\r\ncontent-disposition: form-data; name="media"; filename="${pick(["a.jpg", "../../x.png", huge(300)])}"\r\ncontent-type: image/jpeg\r\n\r\n${pick(["GIF89a", "\xff\xd8\xff", "not an image", huge(1000)])}\r\n--zz\r\ncontent-disposition: form-data; name="type"\r\n\r\n${pick(["BANNER", "PRODUCT", "", "../x", huge(500)])}\r\n--zz--\r\n`;
  }
  if (type === "application/x-www-form-urlencoded")
    body = pick(["a=1&b=%zz", "=", "productId=abc&quantity=-1", huge(2000)]);
  return { method: ep.method, path: `${p}${query}`, body, type };
}

const STANDARD_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT"]);

const BODYLESS_METHODS = new Set(["GET", "HEAD", "DELETE", "OPTIONS", "TRACE"]);

// ── transport ───────────────────────────────────────────────────────────────────────────────────
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function send(req, token) {
  return new Promise((resolve) => {
    const headers = { host: `${STORE_HOST}:${port}`, "cf-connecting-ip": "127.0.0.9" };
    if (req.type) headers["content-type"] = req.type;
    if (token) headers.authorization = `Bearer ${token}`;
    // The local server (wrangler dev) drops the body of a DELETE, OPTIONS or TRACE before the
    // Worker and then reads those bytes as the next request (measured: that next answer is 501
    // "Unrecognized request method"), so such a request goes on a connection of its own that
    // closes after the answer.
    const alone = req.body !== undefined && BODYLESS_METHODS.has(req.method);
    if (alone) headers.connection = "close";
    const r = http.request(
      {
        host: connectHost,
        port,
        method: req.method,
        path: req.path,
        agent: alone ? false : agent,
        headers,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => {
          if (body.length < 400) body += d;
        });
        res.on("end", () => resolve({ status: res.statusCode, body }));
        res.on("error", (e) => resolve({ lost: String(e) }));
      },
    );
    r.on("timeout", () => r.destroy(new Error("no answer within the timeout")));
    r.on("error", (e) => resolve({ lost: String(e) }));
    r.end(req.body);
  });
}

async function adminToken() {
  const r = await send({
    method: "POST",
    path: "/api/auth/login",
    type: "application/json",
    body: JSON.stringify(ADMIN),
  });
  try {
    const token = JSON.parse(r.body).data?.accessToken;
    if (token) return token;
  } catch {}
  console.error(`fuzz: could not log in as ${ADMIN.email}: ${r.status ?? r.lost} ${r.body ?? ""}`);
  process.exit(2);
}

// ── run ─────────────────────────────────────────────────────────────────────────────────────────
const eps = endpoints();
const token = await adminToken();
const until = Date.now() + SECONDS * 1000;
const statuses = new Map();
const failures = [];
let sent = 0;
let i = 0;

async function worker() {
  while (sent < COUNT && Date.now() < until) {
    const n = i++;
    const ep = eps[n % eps.length];
    const asAdmin = Math.floor(n / eps.length) % 2 === 1;
    if (asAdmin && SKIP_AS_ADMIN.has(`${ep.method} ${ep.path}`)) continue;
    const req = malformed(ep);
    sent += 1;
    const res = await send(req, asAdmin ? token : undefined);
    // 501 to a method HTTP does not define comes from the runtime's HTTP server, before the Worker
    // (RFC 9110 §15.6.2): the right answer, counted apart from the Worker's own 5xx.
    const refusedMethod = res.status === 501 && !STANDARD_METHODS.has(req.method);
    const key = res.lost ? "lost" : refusedMethod ? "501 (unknown method)" : String(res.status);
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (res.lost || (res.status >= 500 && !refusedMethod)) {
      failures.push({
        who: asAdmin ? "admin" : "anonymous",
        method: req.method,
        path: req.path.slice(0, 160),
        type: req.type,
        bodyStart: req.body?.slice(0, 80),
        answer: res.lost ?? `${res.status} ${res.body.slice(0, 200)}`,
      });
    }
  }
}
const started = Date.now();
await Promise.all(Array.from({ length: CONNECTIONS }, worker));
agent.destroy();

const fivexx = [...statuses].filter(([k]) => /^5\d\d$/.test(k)).reduce((a, [, v]) => a + v, 0);
const lost = statuses.get("lost") ?? 0;
console.log(
  `fuzz: ${sent} requests to ${eps.length} endpoints in ${((Date.now() - started) / 1000).toFixed(1)} s over ${CONNECTIONS} keep-alive connections`,
);
console.log(
  `statuses: ${[...statuses]
    .sort()
    .map(([k, v]) => `${k}×${v}`)
    .join(", ")}`,
);
console.log(`5xx: ${fivexx}, lost: ${lost}`);
for (const f of failures.slice(0, 40)) console.log(JSON.stringify(f));
process.exit(fivexx || lost ? 1 : 0);
