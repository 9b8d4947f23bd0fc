// One Worker on Miniflare (workerd) for `npm run bench`. Started by scripts/bench.mjs as a detached
// child (its own process group, so workerd dies with it) with an IPC channel:
//   node tests/bench/serve.mjs '<json config>'
// Config: { name, modulesRoot, modules: [relative .js paths, main first], compatibilityDate,
//           compatibilityFlags, bindings, d1Databases, kvNamespaces, r2Buckets, assetsDir|null,
//           persistDir, migrations: [{binding, dir}] }
// Sends {ready: "http://127.0.0.1:PORT"} or {error} over IPC, then runs {sql} messages on D1
// (the memory phase's hosts); stops on SIGTERM/SIGINT, on IPC
// disconnect (the parent died) and after a hard time limit, whichever comes first.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

const cfg = JSON.parse(process.argv[2]);
const send = (msg) => process.send?.(msg);

let mf;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const hard = setTimeout(() => process.exit(code), 5_000);
  hard.unref();
  try {
    await mf?.dispose();
  } catch {}
  process.exit(code);
}
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));
process.on("disconnect", () => stop(0));
// Never outlive a bench run by much, whatever happens to the parent.
setTimeout(() => stop(0), (cfg.maxLifetimeSec ?? 3600) * 1000).unref();

/** Splits drizzle-kit SQL files on their `--> statement-breakpoint` markers and runs them in order. */
async function applyMigrations(db, dir) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  for (const f of files) {
    const stmts = readFileSync(path.join(dir, f), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    if (stmts.length) await db.batch(stmts.map((s) => db.prepare(s)));
  }
  return files;
}

try {
  const worker = {
    name: cfg.name,
    modules: cfg.modules.map((rel) => ({ type: "ESModule", path: path.join(cfg.modulesRoot, rel) })),
    modulesRoot: cfg.modulesRoot,
    compatibilityDate: cfg.compatibilityDate,
    compatibilityFlags: cfg.compatibilityFlags ?? [],
    bindings: cfg.bindings ?? {},
    d1Databases: cfg.d1Databases ?? {},
    kvNamespaces: cfg.kvNamespaces ?? {},
    r2Buckets: cfg.r2Buckets ?? {},
    ...(cfg.queueProducers ? { queueProducers: cfg.queueProducers } : {}),
    ...(cfg.queueConsumers ? { queueConsumers: cfg.queueConsumers } : {}),
    ...(cfg.images ? { images: cfg.images } : {}),
  };
  if (cfg.assetsDir) {
    // Same router as production: an existing asset is served by the asset worker, everything
    // else goes on to the user Worker.
    worker.assets = { directory: cfg.assetsDir, routerConfig: { has_user_worker: true } };
  }
  mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port: 0,
      logRequests: false,
      resourcePersistencePath: cfg.persistDir,
      ...worker,
    }),
  );
  const url = await mf.ready;
  const migrations = {};
  for (const { binding, dir } of cfg.migrations ?? []) {
    migrations[binding] = await applyMigrations(await mf.getD1Database(binding), dir);
  }
  // The bench's memory phase adds hosts straight to D1 ({sql, id} → {sqlDone: id, changes|error}):
  // the operator API would take 17 minutes for 10,000 at its 600 calls a minute.
  process.on("message", async (m) => {
    if (!m?.sql) return;
    try {
      const r = await (await mf.getD1Database(m.binding ?? "DB")).prepare(m.sql).run();
      send({ sqlDone: m.id, changes: r.meta.changes });
    } catch (e) {
      send({ sqlDone: m.id, error: String(e?.stack ?? e) });
    }
  });
  send({ ready: url.origin, migrations });
} catch (err) {
  send({ error: String(err?.stack ?? err) });
  await stop(1);
}
