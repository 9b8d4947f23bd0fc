import { beforeEach, describe, expect, it } from "vitest";
import { api as apiApp } from "../../functions/platform/api";
import { api, createStore, loginToken, sql } from "../helpers";

// Issue 12 §4: every admin write endpoint (the Hono app's non-GET /api/admin routes), called once,
// leaves exactly one audit row with the right system and object id; the same call made to fail by
// a forced D1 constraint failure leaves none. For the endpoints already on the batched path, a
// failing audit insert also rolls the change back (the row and the change are one batch).

const HOST = "audit-complete.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

type Ids = Record<string, number>;
type Ctx = { storeId: number; token: string };
type Case = {
  system: string;
  /** The table whose write the forced failure breaks. */
  table: string;
  /** Rows the call needs (an object to update or delete): their ids, by name. */
  setup?: (ctx: Ctx) => Promise<Ids>;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** The object id the row must carry; `created` reads it from the answer's data.id. */
  objectId: (ids: Ids) => string | "created" | null;
  /** The change is visible afterwards (used to prove a failed audit insert rolled it back). */
  changed?: (ctx: Ctx, ids: Ids) => Promise<boolean>;
};

const A = "/api/admin/product";
const n = async (q: string, ...b: unknown[]) => Number((await sql<{ n: number }>(q, ...b))[0]?.n ?? 0);

async function call(ctx: Ctx, method: string, path: string, body?: unknown) {
  return api(HOST, method, path, { token: ctx.token, body });
}
async function made(ctx: Ctx, method: string, path: string, body: unknown): Promise<number> {
  const r = await call(ctx, method, path, body);
  if (r.body?.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(r.body)}`);
  return r.body.data.id as number;
}
const tag = (ctx: Ctx) => made(ctx, "POST", `${A}/tags`, { name: `t${Math.random()}` });
const topic = (ctx: Ctx) => made(ctx, "POST", `${A}/topics`, { name: `p${Math.random()}` });
const info = (ctx: Ctx) => made(ctx, "POST", `${A}/information`, { name: `i${Math.random()}`, content: "<p>x</p>" });
const cat = (ctx: Ctx) => made(ctx, "POST", `${A}/categories`, { name: `c${Math.random()}` });

/** One valid call per admin write endpoint, keyed "METHOD /api<route pattern>". */
const CASES: Record<string, Case> = {
  "POST /api/admin/product/categories": {
    system: "ProductCategory",
    table: "product_categories",
    path: () => `${A}/categories`,
    body: () => ({ name: "Teas" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM product_categories WHERE store_id=? AND name='Teas'", ctx.storeId)) > 0,
  },
  "POST /api/admin/product/categories/batchUpdate": {
    system: "ProductCategory",
    table: "product_categories",
    setup: async (ctx) => ({ id: await cat(ctx) }),
    path: () => `${A}/categories/batchUpdate`,
    body: (ids) => [{ id: ids.id, sort: 7 }],
    objectId: () => null,
    changed: async (_c, ids) => (await n("SELECT sort n FROM product_categories WHERE id=?", ids.id)) === 7,
  },
  "PATCH /api/admin/product/categories/:id": {
    system: "ProductCategory",
    table: "product_categories",
    setup: async (ctx) => ({ id: await cat(ctx) }),
    path: (ids) => `${A}/categories/${ids.id}`,
    body: () => ({ sort: 3 }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT sort n FROM product_categories WHERE id=?", ids.id)) === 3,
  },
  "DELETE /api/admin/product/categories/:id": {
    system: "ProductCategory",
    table: "product_categories",
    setup: async (ctx) => ({ id: await cat(ctx) }),
    path: (ids) => `${A}/categories/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM product_categories WHERE id=?", ids.id)) === 0,
  },
  "POST /api/admin/product/topics": {
    system: "ProductTopic",
    table: "product_topics",
    path: () => `${A}/topics`,
    body: () => ({ name: "Summer" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM product_topics WHERE store_id=? AND name='Summer'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/product/topics/:id": {
    system: "ProductTopic",
    table: "product_topics",
    setup: async (ctx) => ({ id: await topic(ctx) }),
    path: (ids) => `${A}/topics/${ids.id}`,
    body: () => ({ name: "Renamed topic" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM product_topics WHERE id=? AND name='Renamed topic'", ids.id)) > 0,
  },
  "DELETE /api/admin/product/topics/:id": {
    system: "ProductTopic",
    table: "product_topics",
    setup: async (ctx) => ({ id: await topic(ctx) }),
    path: (ids) => `${A}/topics/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM product_topics WHERE id=?", ids.id)) === 0,
  },
  "POST /api/admin/product/tags": {
    system: "ProductTag",
    table: "product_tags",
    path: () => `${A}/tags`,
    body: () => ({ name: "Organic" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM product_tags WHERE store_id=? AND name='Organic'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/product/tags/:id": {
    system: "ProductTag",
    table: "product_tags",
    setup: async (ctx) => ({ id: await tag(ctx) }),
    path: (ids) => `${A}/tags/${ids.id}`,
    body: () => ({ name: "Renamed tag" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM product_tags WHERE id=? AND name='Renamed tag'", ids.id)) > 0,
  },
  "DELETE /api/admin/product/tags/:id": {
    system: "ProductTag",
    table: "product_tags",
    setup: async (ctx) => ({ id: await tag(ctx) }),
    path: (ids) => `${A}/tags/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM product_tags WHERE id=?", ids.id)) === 0,
  },
  "POST /api/admin/product/information": {
    system: "ProductInformation",
    table: "product_information",
    path: () => `${A}/information`,
    body: () => ({ name: "Care", content: "<p>Keep dry</p>" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM product_information WHERE store_id=? AND name='Care'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/product/information/:id": {
    system: "ProductInformation",
    table: "product_information",
    setup: async (ctx) => ({ id: await info(ctx) }),
    path: (ids) => `${A}/information/${ids.id}`,
    body: () => ({ name: "Renamed info" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM product_information WHERE id=? AND name='Renamed info'", ids.id)) > 0,
  },
  "DELETE /api/admin/product/information/:id": {
    system: "ProductInformation",
    table: "product_information",
    setup: async (ctx) => ({ id: await info(ctx) }),
    path: (ids) => `${A}/information/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM product_information WHERE id=?", ids.id)) === 0,
  },
  "POST /api/admin/shipping/countries": {
    system: "Shipping",
    table: "stores",
    path: () => "/api/admin/shipping/countries",
    body: () => ({ code: "jp" }),
    objectId: () => "JP",
  },
};

/**
 * Endpoints without a table entry yet. They are still audited (adminWrite's transitional path
 * writes their row after success), but this test does not call them: each needs fixtures (media
 * uploads, orders, products with stock…) that the next pass adds. Listed so a NEW endpoint without
 * an entry fails below instead of slipping through.
 */
const NOT_YET_CALLED = new Set([
  "POST /api/admin/media",
  "POST /api/admin/product/media",
  "DELETE /api/admin/product/media/:id{[0-9]+}",
  "PATCH /api/admin/media/:id{[0-9]+}",
  "DELETE /api/admin/media/:id{[0-9]+}",
  "POST /api/admin/mediaByURL",
  "PATCH /api/admin/orders",
  "DELETE /api/admin/highlights/:id",
  "POST /api/admin/setting/banner",
  "PATCH /api/admin/setting/banner/:id",
  "DELETE /api/admin/setting/banner/:id",
  "POST /api/admin/setting/pages",
  "PATCH /api/admin/setting/pages/:id",
  "DELETE /api/admin/setting/pages/:id",
  "PATCH /api/admin/setting/style",
  "PATCH /api/admin/setting/menu",
  "POST /api/admin/articles",
  "PATCH /api/admin/articles/:id",
  "DELETE /api/admin/articles/:id",
  "POST /api/admin/article/categories",
  "PATCH /api/admin/article/categories/:id",
  "DELETE /api/admin/article/categories/:id",
  "POST /api/admin/article/attachements",
  "DELETE /api/admin/article/attachements/:id",
  "POST /api/admin/article/media",
  "DELETE /api/admin/article/media/:id",
  "POST /api/admin/bulletins",
  "PATCH /api/admin/bulletins/:id",
  "DELETE /api/admin/bulletins/:id",
  "POST /api/admin/bulletin/categories",
  "PATCH /api/admin/bulletin/categories/:id",
  "DELETE /api/admin/bulletin/categories/:id",
  "PUT /api/admin/payments",
  "PUT /api/admin/shipping",
  "DELETE /api/admin/shipping/countries/:id",
  "POST /api/admin/invoice",
  "PATCH /api/admin/invoice/:id",
  "DELETE /api/admin/invoice/:id",
  "POST /api/admin/promotions",
  "PATCH /api/admin/promotions/:id{[0-9]+}",
  "DELETE /api/admin/promotions/:id{[0-9]+}",
  "POST /api/admin/activities",
  "PATCH /api/admin/activities/:id{[0-9]+}",
  "DELETE /api/admin/activities/:id{[0-9]+}",
  "PATCH /api/admin/promotion/groups/:groupNumber",
  "POST /api/admin/products",
  "PATCH /api/admin/products/:id{[0-9]+}",
  "DELETE /api/admin/products/:id{[0-9]+}",
  "PATCH /api/admin/product/sorts",
  "PATCH /api/admin/product/prices",
  "PATCH /api/admin/product/topic/pivots/:id{[0-9]+}",
  "PATCH /api/admin/product/stocks",
  "POST /api/admin/product/stock/import",
  "POST /api/admin/product/excel",
  "PATCH /api/admin/subscriptions/:id",
  // Issue 12 part-1 slices (settings, account, staff, members, security, order import): each has its
  // own audit assertions in its test file; they join the table above when converted to the batch.
  "DELETE /api/admin/admins/:id{[0-9]+}",
  "DELETE /api/admin/store/user/creditCards/:id",
  "DELETE /api/admin/store/user/sessions",
  "DELETE /api/admin/store/user/sessions/:id",
  "PATCH /api/admin/admins/:id{[0-9]+}",
  "PATCH /api/admin/setting/product",
  "PATCH /api/admin/setting/store",
  "PATCH /api/admin/setting/store/calendar",
  "PATCH /api/admin/setting/system",
  "PATCH /api/admin/setting/testMode",
  "PATCH /api/admin/store/defaultDomain",
  "PATCH /api/admin/store/subscription",
  "PATCH /api/admin/store/user/creditCards/:id",
  "PATCH /api/admin/store/user/profile",
  "PATCH /api/admin/store/user/review",
  "PATCH /api/admin/subscription/setting",
  "PATCH /api/admin/users/:id",
  "POST /api/admin/admins",
  "POST /api/admin/order/excel/import",
  "POST /api/admin/product/subscriptionContract",
  "POST /api/admin/store/checkout",
  "POST /api/admin/store/user/creditCards",
  "POST /api/admin/store/user/security/recoveryCodes",
  "POST /api/admin/store/user/security/totp",
  "POST /api/admin/store/user/security/totp/confirm",
  "POST /api/admin/store/user/security/totp/disable",
  "PUT /api/admin/product/:id/story",
]);

/** POST calls that only answer a question (an availability check): nothing to audit. */
const NOT_WRITES = new Set(["POST /api/admin/store/ifDefaultDomainExists"]);

const WRITES = ["POST", "PUT", "PATCH", "DELETE"];
const endpoints = [
  ...new Set(
    apiApp.routes
      .filter((r) => WRITES.includes(r.method) && r.path.startsWith("/admin/"))
      .map((r) => `${r.method} /api${r.path}`),
  ),
]
  .filter((e) => !NOT_WRITES.has(e))
  .sort();

const FAIL = ["INSERT", "UPDATE", "DELETE"];
async function breakTable(table: string) {
  for (const op of FAIL)
    await sql(
      `CREATE TRIGGER forced_fail_${op.toLowerCase()} BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, 'forced'); END`,
    );
}
async function mendTable() {
  for (const op of FAIL) await sql(`DROP TRIGGER IF EXISTS forced_fail_${op.toLowerCase()}`);
}
const lastAuditId = async () => n("SELECT coalesce(max(id), 0) n FROM audit_logs");

let ctx: Ctx;
beforeEach(async () => {
  const storeId = await createStore(HOST, "HEAD_STORE_MULTILEVEL", ADMIN);
  ctx = { storeId, token: await loginToken(HOST, ADMIN.email, ADMIN.password) };
});

describe("audit completeness", () => {
  it("knows every admin write endpoint of the API", () => {
    expect(endpoints.length).toBeGreaterThan(50);
    const unknown = endpoints.filter((e) => !CASES[e] && !NOT_YET_CALLED.has(e));
    expect(unknown, "admin write endpoints with neither a case nor a NOT_YET_CALLED entry").toEqual([]);
    const stale = [...Object.keys(CASES), ...NOT_YET_CALLED].filter((e) => !endpoints.includes(e));
    expect(stale, "table entries for endpoints that no longer exist").toEqual([]);
  });

  for (const [endpoint, c] of Object.entries(CASES)) {
    const method = endpoint.split(" ")[0] as string;
    it(`${endpoint}: one row when it succeeds, none when it fails`, async () => {
      // A forced D1 failure of the change: no row.
      const failIds = (await c.setup?.(ctx)) ?? {};
      const before = await lastAuditId();
      await breakTable(c.table);
      try {
        const r = await call(ctx, method, c.path(failIds), c.body?.(failIds));
        expect(r.body?.code, JSON.stringify(r.body)).not.toBe(0);
      } finally {
        await mendTable();
      }
      expect(await n("SELECT count(*) n FROM audit_logs WHERE id > ?", before)).toBe(0);

      // The call succeeds: exactly one row, right system and object id.
      const ids = (await c.setup?.(ctx)) ?? {};
      const from = await lastAuditId();
      const r = await call(ctx, method, c.path(ids), c.body?.(ids));
      expect(r.body?.code, JSON.stringify(r.body)).toBe(0);
      const rows = await sql<{
        system: string;
        object_id: string | null;
        method: string;
        label: string;
        user_name: string;
        store_id: number;
      }>("SELECT system, object_id, method, label, user_name, store_id FROM audit_logs WHERE id > ?", from);
      expect(rows).toHaveLength(1);
      const want = c.objectId(ids);
      const row = rows[0] as (typeof rows)[number];
      expect(row.system).toBe(c.system);
      expect(row.store_id).toBe(ctx.storeId);
      expect(row.method).toBe(method);
      expect(row.user_name).toBe(ADMIN.name);
      expect(row.label).toMatch(new RegExp(`^${c.system}\\.(create|update|delete)$`));
      expect(row.object_id).toBe(want === "created" ? String(r.body.data.id) : want);
    });
  }

  it("lists the endpoints still on the transitional path (row after the write, not in its batch)", async () => {
    const { auditModes } = await import("../../functions/platform/adminWrite");
    const transitional = [...auditModes].filter(([, m]) => m === "transitional").map(([k]) => k);
    console.info(`audit: endpoints still transitional (called here): ${transitional.join(", ") || "none"}`);
    console.info(`audit: endpoints not called by this test yet: ${[...NOT_YET_CALLED].join(", ")}`);
    // Every taxonomy write is batched: the forced failure of the audit insert below rolls it back.
    const batched = [...auditModes].filter(([, m]) => m === "batched").map(([k]) => k);
    expect(batched).toEqual(
      expect.arrayContaining(["POST /api/admin/product/tags", "DELETE /api/admin/product/tags/{id}"]),
    );
  });
});

describe("batched endpoints: the audit row and the change are one D1 batch", () => {
  const batched = Object.entries(CASES).filter(([e]) => e.includes("/api/admin/product/"));
  for (const [endpoint, c] of batched) {
    const method = endpoint.split(" ")[0] as string;
    it(`${endpoint}: a failing audit insert leaves the change undone`, async () => {
      const ids = (await c.setup?.(ctx)) ?? {};
      await breakTable("audit_logs");
      try {
        const r = await call(ctx, method, c.path(ids), c.body?.(ids));
        expect(r.body?.code).not.toBe(0);
      } finally {
        await mendTable();
      }
      expect(await c.changed?.(ctx, ids)).toBe(false);
    });
  }
});
