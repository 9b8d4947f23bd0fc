import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { api, createStore, loginToken, sql } from "../../helpers";

// Issue 12 §4, shared by the audit test files: every admin write endpoint, called once, leaves
// exactly one audit row with the right system and object id; the same call made to fail by a forced
// D1 failure of its table leaves none; and a failing audit insert leaves the change undone (the row
// and the change are one D1 batch). Each area keeps its cases in ./cases/<area>.ts.

export const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

export type Ids = Record<string, number>;
export type Ctx = { storeId: number; token: string; host: string };
export type Case = {
  system: string;
  /** The table whose write the forced failure breaks. */
  table: string;
  /** Rows the call needs (an object to update or delete): their ids, by name. */
  setup?: (ctx: Ctx) => Promise<Ids>;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** The object id the row must carry; `created` reads it from the answer's data.id. */
  objectId: (ids: Ids) => string | "created" | null;
  /** The change is visible afterwards (proves a failed audit insert rolled it back). */
  changed?: (ctx: Ctx, ids: Ids) => Promise<boolean>;
  /** Overrides the label check (default `<system>.(create|update|delete)`). */
  label?: RegExp;
  /** Another admin makes the call (a branch's, issue 13); the row is that store's and user's. */
  as?: (ctx: Ctx, ids: Ids) => Promise<Ctx & { userName: string }>;
};

const actor = async (c: Case, ctx: Ctx, ids: Ids) => (c.as ? c.as(ctx, ids) : { ...ctx, userName: ADMIN.name });
/** One area's table of cases, by endpoint ("METHOD /api/admin/…"). */
export type AreaCases = { cases: Record<string, Case> };

export const n = async (q: string, ...b: unknown[]) => Number((await sql<{ n: number }>(q, ...b))[0]?.n ?? 0);

export async function call(ctx: Ctx, method: string, path: string, body?: unknown) {
  if (body instanceof FormData) return multipart(ctx, method, path, body);
  return api(ctx.host, method, path, { token: ctx.token, body });
}
/** An upload, sent as a browser sends a form (a case's body may be FormData). */
async function multipart(ctx: Ctx, method: string, path: string, body: FormData) {
  const res = await SELF.fetch(`http://${ctx.host}${path}`, {
    method,
    headers: { authorization: `Bearer ${ctx.token}` },
    body,
  });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed, headers: res.headers };
}
/** Creates an object through the API and returns its id (fixtures for updates and deletes). */
export async function made(ctx: Ctx, method: string, path: string, body: unknown): Promise<number> {
  const r = await call(ctx, method, path, body);
  if (r.body?.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(r.body)}`);
  return r.body.data.id as number;
}

const FAIL = ["INSERT", "UPDATE", "DELETE"];
export async function breakTable(table: string) {
  for (const op of FAIL)
    await sql(
      `CREATE TRIGGER forced_fail_${op.toLowerCase()} BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, 'forced'); END`,
    );
}
export async function mendTable() {
  for (const op of FAIL) await sql(`DROP TRIGGER IF EXISTS forced_fail_${op.toLowerCase()}`);
}
const lastAuditId = async () => n("SELECT coalesce(max(id), 0) n FROM audit_logs");

/** The tests for one area's cases, each on a fresh HEAD_STORE_MULTILEVEL store of its own host. */
export function auditCases(area: string, cases: Record<string, Case>) {
  const host = `audit-${area}.localhost`;
  let ctx: Ctx;
  beforeEach(async () => {
    const storeId = await createStore(host, "HEAD_STORE_MULTILEVEL", ADMIN);
    ctx = { storeId, token: await loginToken(host, ADMIN.email, ADMIN.password), host };
  });

  describe(`audit: ${area}`, () => {
    for (const [endpoint, c] of Object.entries(cases)) {
      const method = endpoint.split(" ")[0] as string;
      it(`${endpoint}: one row when it succeeds, none when it fails`, async () => {
        // A forced D1 failure of the change: no row.
        const failIds = (await c.setup?.(ctx)) ?? {};
        const before = await lastAuditId();
        await breakTable(c.table);
        try {
          const r = await call(await actor(c, ctx, failIds), method, c.path(failIds), c.body?.(failIds));
          expect(r.body?.code, JSON.stringify(r.body)).not.toBe(0);
        } finally {
          await mendTable();
        }
        expect(await n("SELECT count(*) n FROM audit_logs WHERE id > ?", before)).toBe(0);

        // The call succeeds: exactly one row, right system and object id.
        const ids = (await c.setup?.(ctx)) ?? {};
        const who = await actor(c, ctx, ids);
        const from = await lastAuditId();
        const r = await call(who, method, c.path(ids), c.body?.(ids));
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
        expect(row.store_id).toBe(who.storeId);
        expect(row.method).toBe(method);
        expect(row.user_name).toBe(who.userName);
        expect(row.label).toMatch(c.label ?? new RegExp(`^${c.system}\\.(create|update|delete)$`));
        expect(row.object_id).toBe(want === "created" ? String(r.body.data.id) : want);
      });

      if (c.changed) {
        const changed = c.changed;
        it(`${endpoint}: a failing audit insert leaves the change undone`, async () => {
          const ids = (await c.setup?.(ctx)) ?? {};
          const who = await actor(c, ctx, ids);
          await breakTable("audit_logs");
          try {
            const r = await call(who, method, c.path(ids), c.body?.(ids));
            expect(r.body?.code).not.toBe(0);
          } finally {
            await mendTable();
          }
          expect(await changed(ctx, ids)).toBe(false);
        });
      }
    }
  });
}
