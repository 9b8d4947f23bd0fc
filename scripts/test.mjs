// `npm test`: typecheck, lint, the floor plan, unit + integration tests inside workerd, end-to-end tests in
// Chromium. Runs every suite even after a failure, then prints one line "N passed, N failed"
// totalled over all suites (CI reads it) and exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, ensureDevVars, ensureTestChromium, quietEnv, root, stopGroup } from "./lib.mjs";

const outDir = path.join(root, "test-results");
mkdirSync(outDir, { recursive: true });
const results = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...quietEnv, ...env } });
  return r.status === 0;
}

/** Runs steps one after another, collecting their output; prints it all when the last one ends. */
async function lane(steps) {
  const done = [];
  for (const [name, cmd, args] of steps) {
    const child = spawn(cmd, args, { cwd: root, env: quietEnv, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const code = await new Promise((resolve) => child.on("close", resolve));
    done.push({ name, ok: code === 0, out });
  }
  for (const r of done) process.stdout.write(`\n━━ ${r.name} ━━\n${r.out}`);
  return done;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** A runner that failed without reporting a failed test (crash, config error) counts as one failure. */
function counts(suite, ok, passed = 0, failed = 0) {
  return { suite, passed, failed: !ok && failed === 0 ? 1 : failed };
}

// ── suites ──────────────────────────────────────────────────────────────────
ensureDevVars();

// The route types come first: both the type check and the e2e server's build read them.
const typegenOk = step("route types (react-router typegen)", bin("react-router"), ["typegen"]);

// The e2e web server (build, migrate, seed: ~2.5 minutes, most of it one core's work) starts now and
// gets ready while the checks and vitest run; Playwright then finds it up and uses it
// (playwright.config.ts reuses a server only when E2E_SERVER says this runner started it). Its
// output goes to test-results/e2e-server.log.
const e2eServer = startE2eServer();

// The type check keeps one core busy for about a minute; lint, the floor plan and the floor plan
// check's own tests run beside it as a second lane (each lane's output is printed when it is done).
const [typecheck, checks] = await Promise.all([
  lane([
    ["tsc --noEmit", bin("tsc"), ["--noEmit"]],
    ["tsc --noEmit -p tsconfig.node.json", bin("tsc"), ["--noEmit", "-p", "tsconfig.node.json"]],
  ]),
  lane([
    ["lint (biome)", bin("biome"), ["check", "."]],
    // The floor plan (docs/decisions/floor-plan.md): the tree's imports, then that the check
    // catches a planted import against each of its rules.
    ["floor plan (dependency-cruiser)", "node", ["scripts/depcheck.mjs"]],
    [
      "floor plan check's own tests (node --test)",
      "node",
      ["--test", "--test-reporter=spec", "scripts/depcheck.test.mjs"],
    ],
  ]),
]);
const typecheckOk = typegenOk && typecheck.every((r) => r.ok);
results.push({ suite: "typecheck", passed: typecheckOk ? 1 : 0, failed: typecheckOk ? 0 : 1 });
const [lint, deps, planted] = checks;
results.push({ suite: "lint", passed: lint.ok ? 1 : 0, failed: lint.ok ? 0 : 1 });
results.push({ suite: "deps", passed: deps.ok ? 1 : 0, failed: deps.ok ? 0 : 1 });
const tally = (word) => Number(new RegExp(`^ℹ ${word} (\\d+)$`, "m").exec(planted.out)?.[1] ?? 0);
results.push(counts("deps-tests", planted.ok, tally("pass"), tally("fail")));

const vitestJson = path.join(outDir, "vitest.json");
rmSync(vitestJson, { force: true });
const vitestOk = step("unit + integration (vitest in workerd)", bin("vitest"), [
  "run",
  "--config",
  "vitest.config.ts",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
const v = readJson(vitestJson);
results.push(counts("vitest", vitestOk, v?.numPassedTests, v?.numFailedTests));

const serverReady = await e2eServer.ready;
const chromium = ensureTestChromium();
const e2eJson = path.join(outDir, "e2e.json");
rmSync(e2eJson, { force: true });
const e2eOk = step("end-to-end (Playwright + Chromium)", bin("playwright"), ["test"], {
  ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  ...(serverReady ? { E2E_SERVER: "running" } : {}),
});
stopGroup(e2eServer.child);
// Playwright empties test-results/ when it starts: vitest's report is written back for profiling.
if (v) writeFileSync(vitestJson, JSON.stringify(v));
const e = readJson(e2eJson);
results.push(counts("e2e", e2eOk, e?.stats?.expected, (e?.stats?.unexpected ?? 0) + (e?.stats?.flaky ?? 0)));

/**
 * `npm start` on the e2e port and state, in its own process group. `ready` resolves true once it
 * prints its URLs (seeded), false if it exits first or takes over 10 minutes — Playwright then
 * starts its own server as it would alone.
 */
function startE2eServer() {
  const log = path.join(outDir, "e2e-server.log");
  const fd = openSync(log, "w");
  const port = process.env.E2E_PORT ?? "8799";
  const child = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", fd, fd],
    env: { ...quietEnv, PORT: port, PERSIST_TO: ".wrangler/e2e-state", FRESH_STATE: "1" },
  });
  const ready = new Promise((resolve) => {
    const until = Date.now() + 600_000;
    const timer = setInterval(() => {
      const seeded = readFileSync(log, "utf8").includes("Press Ctrl+C to stop.");
      if (seeded || child.exitCode !== null || Date.now() > until) {
        clearInterval(timer);
        if (!seeded) {
          console.log(
            `\n(the e2e server did not come up here: see ${path.relative(root, log)}; Playwright starts one)`,
          );
          stopGroup(child);
        }
        resolve(seeded);
      }
    }, 1000);
  });
  return { child, ready };
}

// ── summary ─────────────────────────────────────────────────────────────────
console.log("\n━━ summary ━━");
for (const r of results) console.log(`${r.suite.padEnd(11)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
