import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Access } from "../../functions/api/helpers";
import { printsAsAdmin } from "../../functions/commerce/orders/print";
import type { Env as WorkerEnv } from "../../functions/platform/env";
import { type AdminWrite, requireAdminAccess } from "../../functions/platform/http/adminWrite";
import { buildRequestContext } from "../../functions/platform/tenancy/context";
import type { RequestContext } from "../../functions/platform/tenancy/scope";
import {
  type AccessRule,
  ADMIN_CALLS,
  ADMIN_PAGES,
  callRule,
  sectionOf,
  type TableRule,
} from "../../functions/shared/access/adminPrivileges";
import { adminPageRule } from "../../functions/shared/access/routeGuard";
import { api, createStore, loginToken, sha256 } from "../helpers";

// Permissions are declared once: in the access table (functions/shared/access/adminPrivileges.ts and
// adminPrivilegeCalls.ts). A route module names only its audit system and cache keys; handlers and
// the services outside /api/admin check the table's row, so changing a row changes who is refused.

const HOST = "access-once.localhost";
const BRANCH_HOST = "access-once-branch.localhost";
const ROOT = { email: "root@example.com", password: "root12345", name: "Root Owner" };
const NOT_ADMIN = 400027;

// Read as text at build time: the test runs inside workerd, which has no disk.
const SOURCES = import.meta.glob(
  [
    "../../functions/api/**/*.ts",
    "../../functions/commerce/orders/print.ts",
    "../../functions/network/registration/admin.ts",
    "../../functions/network/branches/network.ts",
    "../../app/lib/profileWrite.server.ts",
  ],
  { query: "?raw", import: "default", eager: true },
) as Record<string, string>;

/** Swaps one row of the table for the length of `fn` (the table is plain data, read per request). */
async function withRow<T>(key: string, rule: AccessRule, fn: () => Promise<T>): Promise<T> {
  const table = ADMIN_CALLS as Record<string, TableRule>;
  const before = table[key];
  expect(before, `${key} is a row of the table`).toBeDefined();
  table[key] = rule as TableRule;
  try {
    return await fn();
  } finally {
    table[key] = before as TableRule;
  }
}

/** A staff member of the store with these sections blocked, signed in by a real session. */
async function staff(storeId: number, blockedPrivileges: number[]): Promise<string> {
  const email = `staff-${blockedPrivileges.join("-") || "none"}@example.com`;
  const token = `access-once-${storeId}-${crypto.randomUUID()}`;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO users (store_id, email, name, password_hash, is_admin, is_root, blocked_privileges) VALUES (?, ?, 'Staff Member', 'x', 1, 0, ?)",
    ).bind(storeId, email, JSON.stringify(blockedPrivileges)),
    env.DB.prepare(
      "INSERT INTO sessions (token_hash, store_id, user_id, expires_at) SELECT ?, ?, id, ? FROM users WHERE store_id = ? AND email = ?",
    ).bind(await sha256(token), storeId, new Date(Date.now() + 86_400_000).toISOString(), storeId, email),
  ]);
  return token;
}

const codeOf = async (host: string, method: string, path: string, token: string) =>
  (await api(host, method, path, { token })).body.code as number;

/** The request context a page loader gets for this path, signed in with the token. */
const rcFor = (host: string, path: string, token: string): Promise<RequestContext> =>
  buildRequestContext(
    new Request(`http://${host}${path}`, { headers: { authorization: `Bearer ${token}` } }),
    env as unknown as WorkerEnv,
    "access-once",
    () => {},
  );

describe("permissions declared once", () => {
  it("leaves no privilege, head-store-only or root-only rule to a route module", () => {
    const files = Object.keys(SOURCES);
    expect(files.length).toBeGreaterThan(40);
    const declaring = files.filter((f) => /\b(privilege|headStoreOnly|rootOnly)\s*:/.test(SOURCES[f] ?? ""));
    expect(declaring, "rules written outside functions/shared/adminPrivilege*.ts").toEqual([]);

    // The types say the same: a route's Access and an admin write carry no rule of their own, and a
    // rule written by hand is not one the table handed out.
    // @ts-expect-error Access has no privilege
    const own: Access = { privilege: 4, system: "Product", keys: [] };
    // @ts-expect-error nor a head-store-only flag
    const head: AdminWrite<unknown> = { headStoreOnly: true, system: "Product", keys: [] };
    const byHand = (rc: RequestContext) =>
      // @ts-expect-error a hand-written rule is not a TableRule
      requireAdminAccess(rc, { privilege: 4, headStoreOnly: true });
    expect([own.system, head.system, typeof byHand]).toEqual(["Product", "Product", "function"]);
  });

  it("narrows a listed rule only to a section the row lists", () => {
    const media = callRule("PATCH", "/api/admin/media/:id{[0-9]+}") as TableRule;
    expect(sectionOf(media, 7)).toEqual({ privilege: 7, headStoreOnly: false });
    expect(() => sectionOf(media, 5)).toThrow();
    expect(adminPageRule("/admin/settingpage/setting-profile/info/address.data")).toBe(
      ADMIN_PAGES["/admin/settingpage/setting-profile/info/address"],
    );
  });

  it("refuses a handler's call by the table's row: a changed row changes the refusal", async () => {
    const storeId = await createStore(HOST, "NORMAL", ROOT);
    const noOrders = await staff(storeId, [1]);
    const noAnalytics = await staff(storeId, [3]);
    const noArticles = await staff(storeId, [7]);

    expect(await codeOf(HOST, "GET", "/api/admin/orders", noOrders)).toBe(NOT_ADMIN);
    expect(await codeOf(HOST, "GET", "/api/admin/orders", noAnalytics)).toBe(0);
    await withRow("GET /api/admin/orders", { privilege: 3, headStoreOnly: true }, async () => {
      // Had the handler a section of its own (Orders), the first would still be refused.
      expect(await codeOf(HOST, "GET", "/api/admin/orders", noOrders)).toBe(0);
      expect(await codeOf(HOST, "GET", "/api/admin/orders", noAnalytics)).toBe(NOT_ADMIN);
    });

    // A write (helpers' write → adminWrite) follows the row too: opened, it reaches the service.
    expect(await codeOf(HOST, "DELETE", "/api/admin/articles/999999", noArticles)).toBe(NOT_ADMIN);
    await withRow("DELETE /api/admin/articles/:id", { privilege: 0, headStoreOnly: true }, async () => {
      expect(await codeOf(HOST, "DELETE", "/api/admin/articles/999999", noArticles)).toBe(400004);
    });
  });

  it("refuses head-store-only by the row on a branch store", async () => {
    await createStore(BRANCH_HOST, "BRANCH_MULTILEVEL_PAY_BY_SELF", ROOT);
    const root = await loginToken(BRANCH_HOST, ROOT.email, ROOT.password);
    expect(await codeOf(BRANCH_HOST, "GET", "/api/admin/articles", root)).toBe(NOT_ADMIN);
    await withRow("GET /api/admin/articles", { privilege: 7, headStoreOnly: false }, async () => {
      expect(await codeOf(BRANCH_HOST, "GET", "/api/admin/articles", root)).toBe(0);
    });
  });

  it("checks a service outside /api/admin by the row of the call it stands for", async () => {
    const storeId = await createStore(HOST, "NORMAL", ROOT);
    const noOrders = await staff(storeId, [1]);
    const rc = await rcFor(HOST, "/order-print?id=1", noOrders);
    expect(printsAsAdmin(rc)).toBe(false);
    await withRow("GET /api/admin/orders/:id", { privilege: 3, headStoreOnly: true }, async () => {
      expect(printsAsAdmin(rc)).toBe(true);
    });
  });
});
