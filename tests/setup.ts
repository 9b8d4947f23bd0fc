import { applyD1Migrations, env, reset } from "cloudflare:test";
import { beforeEach } from "vitest";
import { memoClear } from "../functions/platform/storeMemo";

// Every test starts from empty D1, KV and R2 with the real migrations applied.
beforeEach(async () => {
  await reset();
  memoClear(); // the isolate's store memo must not outlive the wiped D1/KV
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});
