// `npm run deps`: the floor plan's check (.dependency-cruiser.cjs, docs/decisions/floor-plan.md) over
// app/, functions/ and db/. Fails on any violation.
//   npm run deps              the check (what `npm test` runs)
//   npm run deps -- --graph   the folder graph of functions/: folders, arrows, circles, violations by rule
import { spawnSync } from "node:child_process";
import { bin, quietEnv, root } from "./lib.mjs";

const CONFIG = ".dependency-cruiser.cjs";
const TREE = ["app", "functions", "db"];

function cruise(args, opts = {}) {
  return spawnSync(bin("depcruise"), [...TREE, "--config", CONFIG, ...args], {
    cwd: opts.cwd ?? root,
    env: quietEnv,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: opts.stdio ?? "pipe",
  });
}

/** The area folder of functions/ a module belongs to: a group's area (commerce/cart/), or a folder. */
const folderOf = (p) =>
  /^functions\/(network|store|people|commerce)\/[^/]+\//.exec(p)?.[0] ??
  /^functions\/[^/]+\//.exec(p)?.[0] ??
  (p.startsWith("functions/") ? p : null);

/** Strongly connected groups of a folder graph (Tarjan). */
function circles(adj) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const ix = new Map();
  const low = new Map();
  const out = [];
  const visit = (v) => {
    ix.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of adj.get(v) ?? []) {
      if (!ix.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), ix.get(w)));
    }
    if (low.get(v) === ix.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of adj.keys()) if (!ix.has(v)) visit(v);
  return out;
}

function graph() {
  const r = cruise(["-T", "json"]);
  if (r.status !== 0 && !r.stdout) {
    process.stderr.write(r.stderr);
    process.exit(2);
  }
  const result = JSON.parse(r.stdout);
  const arrows = new Map();
  for (const m of result.modules) {
    const a = folderOf(m.source);
    if (!a) continue;
    for (const d of m.dependencies) {
      const b = folderOf(d.resolved);
      if (!b || a === b) continue;
      const key = `${a} -> ${b}`;
      arrows.set(key, (arrows.get(key) ?? 0) + 1);
    }
  }
  const adj = new Map();
  for (const key of arrows.keys()) {
    const [a, b] = key.split(" -> ");
    adj.set(a, [...(adj.get(a) ?? []), b]);
    if (!adj.has(b)) adj.set(b, []);
  }
  const byRule = new Map();
  for (const v of result.summary.violations) byRule.set(v.rule.name, (byRule.get(v.rule.name) ?? 0) + 1);
  const imports = [...arrows.values()].reduce((n, k) => n + k, 0);
  console.log(`functions/: ${adj.size} folders, ${arrows.size} folder arrows (${imports} imports between folders)`);
  const groups = circles(adj);
  console.log(`folder circles: ${groups.length}${groups.map((g) => `\n  ${g.length}: ${g.join(" ")}`).join("")}`);
  console.log(`violations: ${result.summary.violations.length}`);
  for (const [rule, n] of [...byRule].sort()) console.log(`  ${rule.padEnd(30)} ${n}`);
}

const args = process.argv.slice(2);
if (args.includes("--graph")) {
  graph();
} else {
  const r = cruise(["-T", "err-long"], { stdio: "inherit" });
  process.exit(r.status ?? 1);
}
