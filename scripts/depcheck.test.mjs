// The floor plan's check catches what it forbids: for each rule of .dependency-cruiser.cjs, one
// import that breaks it is planted in a scratch tree (never in the project's), the check is run
// there with the project's own config, and the rule must be named. Run by `npm test`.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { bin, quietEnv, root } from "./lib.mjs";

const config = createRequire(import.meta.url)(path.join(root, ".dependency-cruiser.cjs"));
const scratch = mkdtempSync(path.join(tmpdir(), "depcheck-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A scratch tree of `files` (path → source), checked with the project's config; the rules it names. */
function violationsOf(name, files, { modules = false } = {}) {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  if (modules) symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  for (const [file, src] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), src);
  }
  copyFileSync(path.join(root, ".dependency-cruiser.cjs"), path.join(dir, ".dependency-cruiser.cjs"));
  copyFileSync(path.join(root, "tsconfig.json"), path.join(dir, "tsconfig.json"));
  const tops = ["app", "functions", "db"].filter((t) => Object.keys(files).some((f) => f.startsWith(`${t}/`)));
  const r = spawnSync(bin("depcruise"), [...tops, "--config", ".dependency-cruiser.cjs", "-T", "json"], {
    cwd: dir,
    env: quietEnv,
    encoding: "utf8",
  });
  assert.ok(r.stdout, `the check ran in ${dir}: ${r.stderr}`);
  const result = JSON.parse(r.stdout);
  const lost = result.modules.flatMap((m) => m.dependencies.filter((d) => d.couldNotResolve).map((d) => d.module));
  assert.deepEqual(lost, [], "every planted import resolves");
  return new Set(result.summary.violations.map((v) => v.rule.name));
}

const value = (to) => `import { x } from "${to}";\nexport const y = x;\n`;
const leaf = "export const x = 1;\n";

/** A file path on floor `rule` (the first folder its `from` names), for a planted import. */
function folderOf(rule, side) {
  const m = /^\^functions\/\(([^|)]+)/.exec(rule[side].path);
  assert.ok(m, `${rule.name} names its folders`);
  return m[1].replace(/\\/g, "");
}

describe("the floor plan's check", () => {
  it("passes a tree that keeps the plan", () => {
    const found = violationsOf("clean", {
      "functions/api/table.ts": value("../commerce/cart/service"),
      "functions/commerce/cart/service.ts": value("../../platform/tenancy/scope"),
      "functions/platform/tenancy/scope.ts": value("../../../db/stores"),
      "db/stores.ts": leaf,
      "app/routes/cart.tsx": value("../../functions/commerce/cart/service"),
    });
    assert.deepEqual([...found], []);
  });

  it("catches an import cycle between two files", () => {
    const found = violationsOf("cycle", {
      "app/a.ts": value("./b"),
      "app/b.ts": `import { y } from "./a";\nexport const x = 1;\nexport const z = y;\n`,
    });
    assert.ok(found.has("no-cycle"), [...found].join());
  });

  it("catches a cycle between two folders of one floor", () => {
    const found = violationsOf("folders", {
      "functions/commerce/cart/offers.ts": value("../checkout/bill"),
      "functions/commerce/checkout/bill.ts": value("../cart/lines"),
      "functions/commerce/cart/lines.ts": leaf,
    });
    assert.ok(found.has("no-folder-cycle"), [...found].join());
    assert.ok(!found.has("no-cycle"), "no file cycle: only the folders circle");
  });

  it("catches a route module imported outside the HTTP floor", () => {
    const found = violationsOf("routes", {
      "app/routes/page.tsx": value("../../functions/api/commerce/cart"),
      "functions/api/commerce/cart.ts": leaf,
    });
    assert.ok(found.has("route-modules-from-http-only"), [...found].join());
  });

  it("catches db/ importing functions/ or app/", () => {
    const found = violationsOf("db", {
      "db/x.ts": value("../functions/shared/codes"),
      "functions/shared/codes.ts": leaf,
    });
    assert.ok(found.has("db-stands-below"), [...found].join());
  });

  it("catches app/ importing db/, a type-only import included, by path or by alias", () => {
    for (const [name, from] of [
      ["appdb", "../db/schema"],
      ["appdb-alias", "@db/schema"],
    ]) {
      const found = violationsOf(name, {
        "app/x.ts": `import type { Row } from "${from}";\nexport type X = Row;\n`,
        "db/schema.ts": "export type Row = { id: number };\n",
      });
      assert.ok(found.has("app-not-db"), `${from}: ${[...found].join()}`);
    }
  });

  it("catches SQL written outside db/", () => {
    const found = violationsOf(
      "sql",
      { "functions/commerce/cart/lines.ts": `import { sql } from "drizzle-orm";\nexport const q = sql\`SELECT 1\`;\n` },
      { modules: true },
    );
    assert.ok(found.has("sql-in-db-only"), [...found].join());
  });

  it("catches an area importing a db accessor for a value, not for a type nor from the scope", () => {
    const found = violationsOf("door", {
      "functions/commerce/orders/service.ts": value("../../../db/orders"),
      "db/orders.ts": leaf,
    });
    assert.ok(found.has("one-door"), [...found].join());
    const typed = violationsOf("door-types", {
      "functions/commerce/orders/service.ts": `import type { Row } from "../../../db/orders";\nexport type X = Row;\n`,
      "functions/platform/tenancy/scope.ts": value("../../../db/orders"),
      "db/orders.ts": "export type Row = { id: number };\nexport const x = 1;\n",
    });
    assert.deepEqual([...typed], []);
  });

  const floors = config.forbidden.filter((r) => r.name.startsWith("floor-"));
  it("has a rule for every floor below the top", () => assert.ok(floors.length >= 6, `${floors.length} floors`));
  for (const rule of floors) {
    it(`catches ${rule.name}: an import of a floor above`, () => {
      const from = folderOf(rule, "from");
      const up = folderOf(rule, "to");
      const target = up.endsWith("/") ? `functions/${up}x.ts` : `functions/${up}`;
      const found = violationsOf(rule.name, {
        [`functions/${from}planted.ts`]: value(path.relative(`functions/${from}`, target).replace(/\.ts$/, "")),
        [target]: leaf,
      });
      assert.ok(found.has(rule.name), [...found].join());
    });
  }
});
