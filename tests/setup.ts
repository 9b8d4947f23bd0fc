import { applyD1Migrations, env, reset } from "cloudflare:test";
import { beforeAll, beforeEach } from "vitest";
import { disarmFaults } from "../functions/platform/faults";
import { memoClear } from "../functions/platform/tenancy/storeMemo";

// Every test starts from empty D1, KV, R2 and cache with the real migrations applied.
// Applying the 18 migration files one by one costs about three times as much as replaying the
// schema they produce in one batch, and this runs before each of ~2,000 tests: the first test of a
// file applies the migrations, the others replay that schema (and the d1_migrations rows, so a
// test's own applyD1Migrations call still finds them applied).
let schema: D1PreparedStatement[] | null = null;

async function captureSchema(): Promise<D1PreparedStatement[]> {
  const ddl = await env.DB.prepare(
    "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid",
  ).all<{ sql: string }>();
  const applied = await env.DB.prepare("SELECT id, name, applied_at FROM d1_migrations ORDER BY id").all<{
    id: number;
    name: string;
    applied_at: string;
  }>();
  return [
    ...ddl.results.map((r) => env.DB.prepare(r.sql)),
    ...applied.results.map((m) =>
      env.DB.prepare("INSERT INTO d1_migrations (id, name, applied_at) VALUES (?, ?, ?)").bind(
        m.id,
        m.name,
        m.applied_at,
      ),
    ),
  ];
}

const tablesLeft = async () =>
  (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    ).all<{ name: string }>()
  ).results.map((r) => r.name);

/**
 * All test files share one runtime (vitest.config.ts `isolate: false`). The first reset of a file
 * sometimes leaves D1 as the previous file left it (seen once or twice a run, at a file's first
 * test, after its beforeAll had made a request); a second reset clears it. Failing that, every
 * table is dropped by hand, so no test ever starts on another file's rows.
 */
async function wipe() {
  await reset();
  if (!(await tablesLeft()).length) return;
  await reset();
  const left = await tablesLeft();
  if (!left.length) return;
  console.warn(`tests/setup: reset left ${left.length} D1 tables behind; dropped by hand`);
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...left.map((t) => env.DB.prepare(`DROP TABLE "${t}"`)),
  ]);
}

// The schema as sqlite_master lists it, to tell whether a test changed it (a trigger it planted, a
// table it dropped): a test that leaves the schema as it found it is wiped by deleting rows.
const schemaOf = async () =>
  JSON.stringify(
    (
      await env.DB.prepare(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY type, name",
      ).all()
    ).results,
  );
let fingerprint: string | null = null;
let tables: string[] = [];

/**
 * Empties D1 (every table's rows, the AUTOINCREMENT counters; the schema and the d1_migrations rows
 * stay), KV and R2 — what reset() and replaying the schema give, at a fifth of the cost (measured:
 * 32 ms against 206 ms a test). Returns false when the schema is not the migrated one, or the
 * delete is refused (a trigger a test left behind): the caller then resets and replays.
 */
async function emptyInPlace(): Promise<boolean> {
  if (!fingerprint || (await schemaOf()) !== fingerprint) return false;
  try {
    await env.DB.batch([
      env.DB.prepare("PRAGMA defer_foreign_keys = on"),
      ...tables.map((t) => env.DB.prepare(`DELETE FROM "${t}"`)),
    ]);
  } catch {
    return false;
  }
  for (let cursor: string | undefined, more = true; more; ) {
    const page = await env.KV.list(cursor ? { cursor } : {});
    await Promise.all(page.keys.map((k) => env.KV.delete(k.name)));
    more = !page.list_complete;
    cursor = page.list_complete ? undefined : page.cursor;
  }
  for (let listed = await env.MEDIA.list(); listed.objects.length; listed = await env.MEDIA.list()) {
    await env.MEDIA.delete(listed.objects.map((o) => o.key));
  }
  return true;
}

// The first page a runtime renders imports the React Router build, which vite transforms module by
// module (~20 s on this machine, more under load): a test's 30 s would pay it. It is paid here
// once per runtime, in a hook with its own allowance, so every test is timed on its own work.
let pagesWarm = false;
beforeAll(async () => {
  if (pagesWarm) return;
  await import("virtual:react-router/server-build");
  pagesWarm = true;
}, 180_000);

beforeEach(async () => {
  disarmFaults(); // a fault test's rules never reach the next test (functions/platform/faults.ts)
  memoClear(); // the isolate's store memo must not outlive the wiped D1/KV
  if (await emptyInPlace()) return;
  await wipe();
  if (schema) {
    await env.DB.batch(schema);
  } else {
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    schema = await captureSchema();
  }
  fingerprint = await schemaOf();
  tables = [...(await tablesLeft()).filter((t) => t !== "d1_migrations"), "sqlite_sequence"];
});
