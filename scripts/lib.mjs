// Helpers shared by the npm scripts (start, seed, test, bench). Plain Node, no dependencies.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

// Offline-friendly wrangler: no Cloudflare API look-ups, no telemetry.
export const quietEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  // Every child runs on the project's Node 24 (npm package `node`), whatever the system Node is.
  PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
};

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: quietEnv, ...opts });
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(" ")} exited with ${r.status ?? r.signal}`);
    process.exit(r.status ?? 1);
  }
}

export function ensureDevVars() {
  const target = path.join(root, ".dev.vars");
  if (!existsSync(target)) {
    copyFileSync(path.join(root, ".dev.vars.example"), target);
    console.log("Created .dev.vars from .dev.vars.example");
  }
}

/** The local operator token: .dev.vars (created from the example on first start). */
export function operatorToken() {
  ensureDevVars();
  return (
    /^OPERATOR_TOKEN=(.*)$/m.exec(readFileSync(path.join(root, ".dev.vars"), "utf8"))?.[1]?.trim() ??
    "dev-operator-token"
  );
}

export function build() {
  run(bin("react-router"), ["build"]);
}

export function migrate(persistTo) {
  run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
}

/** Starts the built Worker on workerd (wrangler dev) in its own process group. */
export function serve({ port, persistTo, stdio = "inherit", detached = false, inspectorPort = null }) {
  return spawn(
    bin("wrangler"),
    [
      "dev",
      "-c",
      "build/server/wrangler.json",
      "--persist-to",
      persistTo,
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
      // Local runs pay and pick convenience stores through the built-in test provider and map.
      "--var",
      "PAYMENT_TEST_MODE:1",
      // `FAULTS=kv npm start`: the fault harness armed from the start (functions/platform/faults.ts).
      ...(process.env.FAULTS ? ["--var", `FAULTS:${process.env.FAULTS}`] : []),
      // scripts/profile-render.mjs attaches to the Worker's V8 inspector.
      ...(inspectorPort ? ["--inspector-port", String(inspectorPort)] : []),
    ],
    { cwd: root, env: quietEnv, stdio, detached },
  );
}

export async function waitFor(url, init, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, init);
      if (res.status < 500) return res;
    } catch {}
    if (Date.now() > until) throw new Error(`server did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Stops a child started by serve(): its whole group when detached, else the child itself. */
export function stopGroup(child) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    try {
      child.kill("SIGTERM");
    } catch {}
  }
}

// ── chromium ────────────────────────────────────────────────────────────────
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  return candidates.find((p) => p && existsSync(p)) ?? null;
}

/**
 * The e2e suite's browser: Chromium's headless shell (Debian package chromium-headless-shell, the
 * build Playwright itself uses for headless runs). Same engine as the full browser without its UI
 * layer: measured on this 2-core machine, each test ran ~1.5x faster than in the full browser's
 * headless mode (docs/decisions/e2e-speed.md). Falls back to the full browser.
 */
export function ensureTestChromium() {
  const shell = () => [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell"].find((p) => p && existsSync(p));
  if (shell()) return shell();
  if (existsSync("/etc/debian_version") && process.getuid?.() === 0) {
    console.log("Installing Debian's chromium-headless-shell for the e2e suite (apt-get)…");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (shell()) return shell();
  }
  return ensureChromium();
}

export function ensureChromium() {
  let found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (existsSync("/etc/debian_version") && isRoot) {
    console.log("Chromium not found: installing Debian's chromium (apt-get)…");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    console.log("Chromium not found: trying Playwright's installer (npx playwright install chromium)…");
    spawnSync(bin("playwright"), ["install", "chromium"], { stdio: "inherit", cwd: root });
  }
  found = findChromium();
  if (!found && !existsSync(path.join(process.env.HOME ?? "", ".cache", "ms-playwright"))) {
    console.error(
      "✗ No Chromium available. Install one and re-run:\n" +
        "    Debian/Ubuntu:  sudo apt-get install -y chromium\n" +
        "    elsewhere:      npx playwright install chromium   (or set CHROMIUM_PATH)",
    );
  }
  return found;
}
