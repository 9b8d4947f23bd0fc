import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// `npm run bench:import`: the import benchmarks (tests/bench/*.bench.ts) inside the same workerd
// runtime and local D1 as the integration tests, one file at a time, never part of `npm test`.
export default defineConfig(async (env) => {
  const c = await (base as unknown as (e: typeof env) => Promise<Record<string, { [k: string]: unknown }>>)(env);
  return {
    ...c,
    test: {
      ...c.test,
      include: ["tests/bench/**/*.bench.ts"],
      maxWorkers: 1,
      testTimeout: 1_800_000,
      hookTimeout: 600_000,
    },
  };
});
