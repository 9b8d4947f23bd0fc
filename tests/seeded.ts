import { env } from "cloudflare:test";
import { expect } from "vitest";

/**
 * A test's opening state built once per file and copied back for the tests after it.
 *
 * Most tests start the same way — a store, its admin, a login — and tests/setup.ts empties D1, KV
 * and R2 before every one of them, so each paid that opening through the API again (~110 ms:
 * measured in docs/decisions/e2e-speed.md). `seeded(key, build)` runs `build` the first time a file
 * asks for `key` and keeps what it left behind: every D1 row (and the AUTOINCREMENT counters), every
 * KV key and R2 object, and what `build` returned. The next test of the file that asks for the same
 * key gets the same rows written back in one batch and the same value: the state the API calls gave
 * the first test, ids, hashes and session rows included (so a kept access token still signs in).
 *
 * Only a fresh state is copied: when anything was written before the call (a second store, a row),
 * `build` simply runs as it would without this helper. A `seeded` inside another's `build` runs its
 * own `build` too: the outer one keeps the whole result.
 */
type Row = Record<string, unknown>;
type KvEntry = { name: string; value: ArrayBuffer; metadata: unknown; expiration?: number };
type R2Entry = {
  key: string;
  body: ArrayBuffer;
  httpMetadata?: R2HTTPMetadata;
  customMetadata?: Record<string, string>;
};
type Snapshot = {
  tables: { name: string; rows: Row[] }[];
  triggers: { name: string; sql: string }[];
  kv: KvEntry[];
  r2: R2Entry[];
  value: unknown;
};

const kept = new Map<string, Snapshot>();
let building = 0;

export async function seeded<T>(key: string, build: () => Promise<T>): Promise<T> {
  if (building > 0 || !(await isFresh())) return build();
  const id = `${expect.getState().testPath}\n${key}`;
  const snap = kept.get(id);
  if (snap) {
    await restore(snap);
    return structuredClone(snap.value) as T;
  }
  building += 1;
  let value: T;
  try {
    value = await build();
  } finally {
    building -= 1;
  }
  kept.set(id, { ...(await capture()), value: structuredClone(value) });
  return value;
}

// Nothing written yet: every AUTOINCREMENT table leaves a counter behind at its first insert, and
// setup's wipe empties KV and R2.
async function isFresh(): Promise<boolean> {
  const seq = await env.DB.prepare("SELECT count(*) AS n FROM sqlite_sequence").first<{ n: number }>();
  if (seq?.n) return false;
  const [keys, objects] = await Promise.all([env.KV.list({ limit: 1 }), env.MEDIA.list({ limit: 1 })]);
  return keys.keys.length === 0 && objects.objects.length === 0;
}

const TABLES =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND (name NOT LIKE 'sqlite\\_%' ESCAPE '\\' OR name = 'sqlite_sequence') AND name <> 'd1_migrations'";

async function capture(): Promise<Omit<Snapshot, "value">> {
  const names = (await env.DB.prepare(TABLES).all<{ name: string }>()).results.map((r) => r.name);
  const dumps = await env.DB.batch<Row>(names.map((n) => env.DB.prepare(`SELECT * FROM "${n}"`)));
  const tables = names.map((name, i) => ({ name, rows: dumps[i]?.results ?? [] })).filter((t) => t.rows.length);
  const triggers = (
    await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").all<{
      name: string;
      sql: string;
    }>()
  ).results;
  return { tables, triggers, kv: await captureKv(), r2: await captureR2() };
}

async function captureKv(): Promise<KvEntry[]> {
  const out: KvEntry[] = [];
  for (let cursor: string | undefined, more = true; more; ) {
    const page = await env.KV.list(cursor ? { cursor } : {});
    for (const k of page.keys) {
      const got = await env.KV.getWithMetadata(k.name, "arrayBuffer");
      if (got.value) out.push({ name: k.name, value: got.value, metadata: got.metadata, expiration: k.expiration });
    }
    more = !page.list_complete;
    cursor = page.list_complete ? undefined : page.cursor;
  }
  return out;
}

async function captureR2(): Promise<R2Entry[]> {
  const out: R2Entry[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ cursor, include: ["httpMetadata", "customMetadata"] });
    for (const o of page.objects) {
      const body = await env.MEDIA.get(o.key);
      if (body)
        out.push({
          key: o.key,
          body: await body.arrayBuffer(),
          httpMetadata: o.httpMetadata,
          customMetadata: o.customMetadata,
        });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return out;
}

/**
 * One batch, so one transaction: the triggers are dropped while the rows go back (an insert must
 * not fire them a second time: the audit trigger would move the cache versions it already bumped)
 * and created again with the same text, which keeps the schema setup compares byte for byte.
 * Counters go last: inserting explicit ids has moved them already.
 */
async function restore(snap: Snapshot) {
  const db = env.DB;
  const rows = snap.tables.filter((t) => t.name !== "sqlite_sequence");
  const counters = snap.tables.find((t) => t.name === "sqlite_sequence")?.rows ?? [];
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...snap.triggers.map((t) => db.prepare(`DROP TRIGGER "${t.name}"`)),
    ...rows.flatMap((t) => t.rows.map((r) => insertOf(t.name, r))),
    db.prepare("DELETE FROM sqlite_sequence"),
    ...counters.map((r) => insertOf("sqlite_sequence", r)),
    ...snap.triggers.map((t) => db.prepare(t.sql)),
  ]);
  const now = Date.now() / 1000;
  await Promise.all([
    ...snap.kv
      .filter((k) => k.expiration === undefined || k.expiration > now)
      .map((k) =>
        env.KV.put(k.name, k.value, {
          metadata: k.metadata,
          // KV refuses an expiry under a minute away; a key that close to its end keeps a minute.
          ...(k.expiration ? { expiration: Math.max(k.expiration, Math.ceil(now) + 60) } : {}),
        }),
      ),
    ...snap.r2.map((o) =>
      env.MEDIA.put(o.key, o.body, { httpMetadata: o.httpMetadata, customMetadata: o.customMetadata }),
    ),
  ]);
}

function insertOf(table: string, row: Row) {
  const cols = Object.keys(row);
  return env.DB.prepare(
    `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) VALUES (${cols.map(() => "?").join(", ")})`,
  ).bind(...cols.map((c) => row[c] ?? null));
}
