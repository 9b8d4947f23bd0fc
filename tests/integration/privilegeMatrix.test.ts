import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { api as apiApp } from "../../functions/api/table";
import { type AccessRule, ADMIN_CALLS, ADMIN_PAGES, callRule } from "../../functions/shared/access/adminPrivileges";
import { adminHome } from "../../functions/shared/access/routeGuard";
import { isBranchType } from "../../functions/shared/constants";
import { api, createStore, loginToken, sha256 } from "../helpers";

// The privilege matrix (issue 12 §3), driven by the one access table: every registered admin call
// and every admin page × store type × a staff member with the rule's privilege blocked → refused
// (400027 for calls, a redirect to the store type's first admin page for pages); the same call by
// a staff member with every OTHER section blocked → not refused, which also proves the handler's
// own privilege agrees with the table. Head-store-only rules refuse even root on branch stores;
// root-only rules refuse staff. One store per type, one login per staff shape.

const NOT_ADMIN = 400027;
const HOST = "shop-a.localhost";
const TYPES = ["NORMAL", "HEAD_STORE_MULTILEVEL", "BRANCH_MULTILEVEL_PAY_BY_SELF"] as const;
const CODES = Array.from({ length: 16 }, (_, i) => i + 1);
const ROOT = { email: "root@example.com", password: "root12345", name: "Root Owner" };

/** Registered /api/admin calls as `METHOD /api/admin/...` with their Hono path. */
const CALLS = [
  ...new Map(
    apiApp.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/admin/"))
      .map((r) => [`${r.method} /api${r.path}`, { method: r.method, path: `/api${r.path}` }]),
  ).values(),
];

type Entry = { path?: string; index?: boolean; children?: Entry[] };
function registeredPages(entries: Entry[], base = "", out = new Set<string>()) {
  for (const e of entries) {
    const p = e.path === undefined || e.index ? base : `${base}/${e.path}`;
    if (e.path !== undefined) out.add(p);
    if (e.children) registeredPages(e.children, p, out);
  }
  return out;
}
const BUILT = registeredPages(routes as Entry[]);

const concrete = (pattern: string) =>
  pattern
    .replace(/\/:[A-Za-z0-9_]+\?/g, "")
    .replace(/:[A-Za-z0-9_]+(\{[^}]*\})?/g, "999999")
    .replace(/\*/g, "x");

/** The sections a rule needs kept open (1 blocks 2, so Income needs Orders open too). */
const needs = (r: AccessRule): number[] => {
  const p = typeof r.privilege === "number" ? [r.privilege] : [...r.privilege];
  return p.includes(2) ? [...p, 1] : p;
};
const key = (codes: readonly number[]) => [...codes].sort((a, b) => a - b).join("-") || "none";

async function storeOf(type: string) {
  const storeId = await createStore(HOST, type, ROOT);
  const tokens = new Map<string, string>([["root", await loginToken(HOST, ROOT.email, ROOT.password)]]);
  const users = new Map<string, number[]>();
  // A staff member per "blocked" set and per "everything but" set the table needs.
  const blockedSets = new Map<string, number[]>();
  const rules = [...Object.values(ADMIN_CALLS), ...Object.values(ADMIN_PAGES)];
  for (const r of rules) {
    if (r.privilege === 0) continue;
    const blocked = typeof r.privilege === "number" ? [r.privilege] : [...r.privilege];
    blockedSets.set(`b:${key(blocked)}`, blocked);
    const open = needs(r);
    blockedSets.set(
      `o:${key(open)}`,
      CODES.filter((c) => !open.includes(c)),
    );
  }
  // Staff rows and sessions are written straight to D1 (no password hashing per shape): the
  // sessions are real ones the Worker resolves like any login's.
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const stmts = [];
  let n = 0;
  for (const [k, blockedPrivileges] of blockedSets) {
    n += 1;
    const token = `matrix-token-${type}-${n}-${crypto.randomUUID()}`;
    const email = `staff${n}@example.com`;
    stmts.push(
      env.DB.prepare(
        "INSERT INTO users (store_id, email, name, password_hash, is_admin, is_root, blocked_privileges) VALUES (?, ?, 'Staff Member', 'x', 1, 0, ?)",
      ).bind(storeId, email, JSON.stringify(blockedPrivileges)),
      env.DB.prepare(
        "INSERT INTO sessions (token_hash, store_id, user_id, expires_at) SELECT ?, ?, id, ? FROM users WHERE store_id = ? AND email = ?",
      ).bind(await sha256(token), storeId, expires, storeId, email),
    );
    tokens.set(k, token);
    users.set(k, blockedPrivileges);
  }
  await env.DB.batch(stmts);
  return { tokens, users };
}

const guardStore = (type: string) => ({
  status: "NORMAL",
  type,
  trialType: "NONE",
  allowBranch: true,
  testModeActive: false,
});

describe.each(TYPES)("privilege matrix: %s", (type) => {
  it("refuses every admin call and page to a staff member without its privilege, and only then", {
    timeout: 240_000,
  }, async () => {
    const started = Date.now();
    const { tokens, users } = await storeOf(type);
    const branch = isBranchType(type);
    const failures: string[] = [];
    const root = tokens.get("root")!;

    for (const { method, path } of CALLS) {
      const rule = callRule(method, path)!;
      const url = concrete(path);
      const body = ["GET", "DELETE"].includes(method) ? undefined : {};
      const call = async (token: string) => {
        const r = await api(HOST, method, url, { token, body });
        return { status: r.status, code: typeof r.body === "object" ? r.body?.code : undefined };
      };
      const where = `${method} ${path}`;
      if (rule.headStoreOnly && branch) {
        const r = await call(root);
        if (r.code !== NOT_ADMIN) failures.push(`${where}: root of a branch got ${r.code}`);
        continue;
      }
      if (rule.privilege !== 0) {
        const blocked = typeof rule.privilege === "number" ? [rule.privilege] : [...rule.privilege];
        const r = await call(tokens.get(`b:${key(blocked)}`)!);
        if (r.code !== NOT_ADMIN) failures.push(`${where}: blocked ${blocked} got ${r.status}/${r.code}`);
      }
      // Allowed: staff with every other section blocked (root for root-only calls).
      const allowedToken = rule.rootOnly || rule.privilege === 0 ? root : tokens.get(`o:${key(needs(rule))}`)!;
      const ok = await call(allowedToken);
      if (ok.code === NOT_ADMIN || ok.status >= 500)
        failures.push(`${where}: allowed user got ${ok.status}/${ok.code}`);
      if (rule.rootOnly) {
        const staff = await call(tokens.get(`o:${key(needs(rule))}`)!);
        if (staff.code !== NOT_ADMIN) failures.push(`${where}: non-root staff got ${staff.code}`);
      }
    }

    const callsDone = Date.now();
    for (const [pattern, rule] of Object.entries(ADMIN_PAGES)) {
      const url = concrete(pattern);
      const page = async (token: string) => {
        const res = await SELF.fetch(`http://${HOST}${url}`, {
          headers: { authorization: `Bearer ${token}`, accept: "text/html" },
          redirect: "manual",
        });
        await res.body?.cancel();
        return { status: res.status, location: res.headers.get("location") };
      };
      const refusedTo = (blocked: number[], isRoot = false) => {
        const home = adminHome(guardStore(type), { isAdmin: true, isRoot, blockedPrivileges: blocked });
        return home === url ? "/notadmin" : home;
      };
      // Spec: head-store-only routes send branch stores to /notadmin.
      if (rule.headStoreOnly && branch) {
        const r = await page(root);
        if (r.status !== 302 || r.location !== "/notadmin")
          failures.push(`page ${pattern}: root of a branch got ${r.status} ${r.location}`);
        continue;
      }
      if (rule.privilege !== 0) {
        const blocked = typeof rule.privilege === "number" ? [rule.privilege] : [...rule.privilege];
        const r = await page(tokens.get(`b:${key(blocked)}`)!);
        if (r.status !== 302 || r.location !== refusedTo(users.get(`b:${key(blocked)}`)!)) {
          failures.push(`page ${pattern}: blocked ${blocked} got ${r.status} ${r.location}`);
        }
      }
      if (rule.rootOnly) {
        const k = `o:${key(needs(rule))}`;
        const r = await page(tokens.get(k)!);
        if (r.status !== 302) failures.push(`page ${pattern}: non-root staff got ${r.status}`);
      }
      // Rendering every allowed page is the pages' own tests' job; the built ones must not redirect
      // (checked once, on the store type that has every section).
      if (type === "HEAD_STORE_MULTILEVEL" && BUILT.has(pattern) && !rule.rootOnly && rule.privilege !== 0) {
        const r = await page(tokens.get(`o:${key(needs(rule))}`)!);
        if (r.status === 302 && r.location !== null && !r.location.startsWith(url)) {
          failures.push(`page ${pattern}: allowed staff sent to ${r.location}`);
        }
      }
    }
    console.log(
      `${type}: ${CALLS.length} calls, ${Object.keys(ADMIN_PAGES).length} pages in ${Date.now() - started} ms (calls ${callsDone - started} ms)`,
    );
    expect(failures).toEqual([]);
  });
});
