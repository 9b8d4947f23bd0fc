// `npm start`: build, apply D1 migrations locally, serve on workerd with embedded D1/KV/R2, seed
// the demo stores (idempotent) and print their URLs and logins.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_STORES } from "./demo-data.mjs";
import { build, migrate, operatorToken, root, serve, stopGroup, waitFor } from "./lib.mjs";
import { seed } from "./seed.mjs";
import { onAnswer, SEED_PROGRESS_FILE } from "./seed-progress.mjs";

const port = Number(process.env.PORT ?? 8787);
const persistTo = process.env.PERSIST_TO ?? ".wrangler/state";

const token = operatorToken();

// The e2e suite starts from empty local state each run (rate-limit windows, users it registered).
if (process.env.FRESH_STATE === "1") rmSync(path.join(root, persistTo), { recursive: true, force: true });
if (process.env.SKIP_BUILD !== "1") build();
migrate(persistTo);

const server = serve({ port, persistTo });
const stop = () => {
  stopGroup(server);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 1));

const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/operator/stores?limit=1`, { headers: { authorization: `Bearer ${token}` } });
const seeded = await seedReporting(() => seed(base, token));

const line = "─".repeat(64);
console.log(`\n${line}\nStorefleet is running on workerd with local D1, KV and R2.\n`);
for (const s of seeded) {
  const demo = DEMO_STORES.find((d) => d.host === s.host);
  console.log(`${s.name} (${s.storeType})`);
  console.log(`  Storefront   http://${s.host}:${port}/`);
  console.log(`  Back office  http://${s.host}:${port}/admin   ${demo.admin.email} / ${demo.admin.password}`);
  console.log(`  Member       ${demo.member.email} / ${demo.member.password}\n`);
}
if (seeded.network.length) {
  console.log("森林總店's branch network (two levels; each owner signs in at the branch's /admin):");
  for (const b of seeded.network) {
    console.log(`  ${b.name.padEnd(6, "　")} http://${b.host}:${port}/   ${b.admin.email} / ${b.admin.password}`);
  }
  console.log("");
}
console.log(`Operator API  ${base}/operator/stores   (Authorization: Bearer ${token})`);
console.log(`Unknown host  http://nowhere.localhost:${port}/ shows the invalid-domain screen`);
console.log(`${line}\nPress Ctrl+C to stop.`);

/** Runs the seed while writing how far it got (scripts/seed-progress.mjs) into the state folder. */
async function seedReporting(run) {
  const file = path.join(root, persistTo, SEED_PROGRESS_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  let writtenAt = 0;
  const write = (answered, done) => {
    writtenAt = Date.now();
    writeFileSync(file, JSON.stringify({ answered, done, at: new Date(writtenAt).toISOString() }));
  };
  write(
    onAnswer((n) => Date.now() - writtenAt > 1000 && write(n, false)),
    false,
  );
  try {
    return await run();
  } finally {
    write(onAnswer(null), true);
  }
}
