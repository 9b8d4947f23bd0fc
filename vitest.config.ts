import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

// Media test images (tests/fixtures/generate.mjs) as base64: code inside workerd cannot read the disk.
const fixtureDir = path.join(import.meta.dirname, "tests/fixtures");
const MEDIA_FIXTURES = Object.fromEntries(
  readdirSync(fixtureDir)
    .filter((f) => /\.(jpe?g|png|webp|gif)$/.test(f))
    .map((f) => [f, readFileSync(path.join(fixtureDir, f)).toString("base64")]),
);

// Unit and integration tests run inside workerd with real D1, KV and R2 (miniflare), against the
// same Worker entry that production runs.
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: "./functions/worker.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          OPERATOR_TOKEN: "test-operator-token",
          // The built-in TEST payment provider and the test CVS map (functions/payment/providers).
          PAYMENT_TEST_MODE: "1",
          AUDIT_STRICT: "1",
          TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "migrations")),
          MEDIA_FIXTURES,
        },
      },
    }),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/setup.ts"],
    // One runtime for all files instead of a new Miniflare per file (about 3.7 s each, 6 minutes a
    // run). Tests stay apart anyway: tests/setup.ts wipes D1, KV, R2 and the isolate's memo before
    // every test. Measured on the full suite under the same load: 610 s against 1,086 s.
    isolate: false,
    // Two runtimes, one per core: a workerd runtime keeps about one core busy, and vitest's default
    // on a 2-core machine is one worker. Each worker has its own runtime, so its own D1, KV and R2.
    // Measured on the full suite: 587 s with one worker, 431 s with two (docs/decisions/e2e-speed.md).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
}));
