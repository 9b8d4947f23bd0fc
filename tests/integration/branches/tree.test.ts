import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { batchOf } from "../../../db/batch";
import { getDb } from "../../../db/client";
import { branchesOf } from "../../../db/network/branches";
import { branchTreeOf } from "../../../db/network/branchTree";
import { hashPassword } from "../../../functions/platform/crypto";
import { api, sql } from "../../helpers";
import { addBranch, headStore } from "./fixtures";

// The network's closure table and the atomic branch create (db/network/branchTree.ts, db/network/branches.ts).

const pairs = async (head: number) =>
  (
    await sql<{ a: number; d: number; depth: number }>(
      "SELECT ancestor_id a, descendant_id d, depth FROM branch_tree WHERE head_store_id = ? ORDER BY a, d",
      head,
    )
  )
    .map((r) => `${r.a}>${r.d}:${r.depth}`)
    .sort();

describe("branch tree", () => {
  it("attaches branches under their introducers with one row per ancestor", async () => {
    const h = await headStore();
    const a = await addBranch(h, "alpha");
    const b = await addBranch(h, "bravo", a.id);
    const c = await addBranch(h, "charlie", b.id);
    expect(await pairs(h)).toEqual(
      [
        `${h}>${h}:0`,
        `${h}>${a.id}:1`,
        `${h}>${b.id}:2`,
        `${h}>${c.id}:3`,
        `${a.id}>${a.id}:0`,
        `${a.id}>${b.id}:1`,
        `${a.id}>${c.id}:2`,
        `${b.id}>${b.id}:0`,
        `${b.id}>${c.id}:1`,
        `${c.id}>${c.id}:0`,
      ].sort(),
    );
    const tree = branchTreeOf(getDb(env.DB), h);
    expect((await tree.ancestors(c.id)).map((n) => n.storeId)).toEqual([h, a.id, b.id]);
    expect(await tree.levelOf(c.id)).toBe(3);
  });

  it("moves a subtree with its depths and refuses a move under its own subtree", async () => {
    const h = await headStore();
    const a = await addBranch(h, "alpha");
    const b = await addBranch(h, "bravo", a.id);
    const c = await addBranch(h, "charlie", b.id);
    const d = await addBranch(h, "delta");
    const db = getDb(env.DB);
    const tree = branchTreeOf(db, h);

    await batchOf(db, tree.moveStatements(b.id, d.id));
    expect((await tree.ancestors(c.id)).map((n) => n.storeId)).toEqual([h, d.id, b.id]);
    expect(await tree.levelOf(c.id)).toBe(3);
    expect(await tree.isInSubtree(a.id, c.id)).toBe(false);

    // A cycle: b under its own child c. The statements themselves refuse; nothing changes.
    const before = await pairs(h);
    await batchOf(db, tree.moveStatements(b.id, c.id));
    expect(await pairs(h)).toEqual(before);
  });

  it("creates store, host, root admin and tree rows in one batch, and a retry creates nothing more", async () => {
    const h = await headStore();
    const a = await addBranch(h, "alpha");
    const r = await api(a.hostname, "GET", "/api/initial");
    expect(r.body.data.storeType).toBe("BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE");
    const login = await api(a.hostname, "POST", "/api/auth/login", { body: { email: a.email, password: a.password } });
    expect(login.body.code).toBe(0);
    expect(login.body.data.user.isAdmin).toBe(true);

    const db = getDb(env.DB);
    const again = branchesOf(db, h).create({
      headStoreId: h,
      introducerStoreId: h,
      type: "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE",
      name: "dup",
      domainName: "alpha",
      hostname: "alpha-2.head.localhost",
      trialType: "NONE",
      trialEndsAt: null,
      auditStatus: "NORMAL",
      admin: { email: "other@example.com", name: "Other", passwordHash: await hashPassword("x1234567") },
    });
    await expect(again).rejects.toThrow();
    const counts = await sql<{ s: number; u: number; t: number; hosts: number }>(
      `SELECT (SELECT count(*) FROM stores WHERE parent_store_id = ?1) s,
              (SELECT count(*) FROM users WHERE email = 'other@example.com') u,
              (SELECT count(*) FROM branch_tree WHERE head_store_id = ?1) t,
              (SELECT count(*) FROM store_hosts WHERE hostname = 'alpha-2.head.localhost') hosts`,
      h,
    );
    expect(counts[0]).toEqual({ s: 1, u: 0, t: 3, hosts: 0 });
  });

  it("keeps two networks apart: another head store's tree and branches are invisible", async () => {
    const h1 = await headStore("head.localhost");
    const h2 = await headStore("other-head.localhost");
    const a = await addBranch(h1, "alpha");
    const x = await addBranch(h2, "xray", h2, { baseDomain: "other-head.localhost" });
    const db = getDb(env.DB);
    expect(await branchesOf(db, h2).find(a.id)).toBeUndefined();
    expect(await branchesOf(db, h1).find(x.id)).toBeUndefined();
    expect(await branchTreeOf(db, h2).isInSubtree(h2, a.id)).toBe(false);
    // Attaching under a store of another network finds no ancestor rows: only the self row.
    expect(await pairs(h2)).toEqual([`${h2}>${h2}:0`, `${h2}>${x.id}:1`, `${x.id}>${x.id}:0`].sort());
  });
});
