import { applyD1Migrations, env, reset } from "cloudflare:test";
import { beforeEach } from "vitest";
import { memoClear } from "../functions/platform/storeMemo";

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

beforeEach(async () => {
  await reset();
  memoClear(); // the isolate's store memo must not outlive the wiped D1/KV
  if (schema) {
    await env.DB.batch(schema);
  } else {
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    schema = await captureSchema();
  }
});
