import { describe, expect, it } from "vitest";
import { hashPassword } from "../../../functions/platform/crypto";
import { api, createStore, loginToken, sql } from "../../helpers";
import { addBranch, HEAD_ADMIN, headStore, sampleNetwork, treePairs } from "./fixtures";

// Managing the network (issue 13 §4, functions/branches/): the downline list and its filters, the
// tree's children of a node, moves without cycles, and who may see or change which part.

const A = "/api/admin";
const H_HOST = "head.localhost";

async function network() {
  const n = await sampleNetwork();
  return { ...n, e: await addBranch(n.h, "echo", n.d.id) };
}
const ids = (r: { body: { data: { items: { id: number }[] } } }) => r.body.data.items.map((x) => x.id).sort();
const pairs = treePairs;

describe("downline list", () => {
  it("lists the whole network for the head store, with filters, levels and paging", async () => {
    const n = await network();
    const get = (q: string) => api(H_HOST, "GET", `${A}/branches${q}`, { token: n.token });
    const all = await get("");
    expect(all.body.code).toBe(0);
    expect(all.body.data.total).toBe(5);
    expect(ids(all)).toEqual([n.a.id, n.b.id, n.c.id, n.d.id, n.e.id].sort());
    const charlie = all.body.data.items.find((x: { id: number }) => x.id === n.c.id);
    expect(charlie).toMatchObject({
      level: 3,
      introducerId: n.b.id,
      introducerName: "Branch bravo",
      ownerEmail: "charlie@example.com",
    });
    expect(all.body.data.items.find((x: { id: number }) => x.id === n.a.id)).toMatchObject({
      childCount: 1,
      teamSize: 2,
    });

    expect(ids(await get("?level=1"))).toEqual([n.a.id, n.d.id].sort());
    expect(ids(await get("?keyword=echo@example"))).toEqual([n.e.id]);
    expect(ids(await get(`?introducerId=${n.a.id}`))).toEqual([n.b.id]);
    const paged = await get("?limit=2&offset=2");
    expect(paged.body.data).toMatchObject({ total: 5, offset: 2, limit: 2 });
    expect(paged.body.data.items).toHaveLength(2);
    // The proxy list: a branch's downline as the head store sees it.
    expect(ids(await get(`?rootId=${n.a.id}`))).toEqual([n.b.id, n.c.id].sort());

    await sql("UPDATE stores SET status = 'CLOSE_STORE_UNPAID', audit_status = 'UNAUDITED' WHERE id = ?", n.d.id);
    expect(ids(await get("?status=CLOSE_STORE_UNPAID"))).toEqual([n.d.id]);
    expect(ids(await get("?audit=UNAUDITED"))).toEqual([n.d.id]);
    const bad = await get("?status=OPEN&limit=500");
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(400001);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["limit", "status"]);
  });

  it("gives a branch its own downline only; siblings and upper lines stay hidden", async () => {
    const n = await network();
    const ta = await loginToken(n.a.hostname, n.a.email, n.a.password);
    const own = await api(n.a.hostname, "GET", `${A}/branches`, { token: ta });
    expect(own.body.code).toBe(0);
    expect(ids(own)).toEqual([n.b.id, n.c.id].sort());
    // The sibling's downline, the sibling itself and the head store's view: not found.
    for (const path of [
      `/branches?rootId=${n.d.id}`,
      `/branches?introducerId=${n.d.id}`,
      `/branches/${n.e.id}`,
      `/branches/${n.d.id}`,
    ]) {
      const r = await api(n.a.hostname, "GET", `${A}${path}`, { token: ta });
      expect(r.body.code, path).toBe(400004);
    }
    const detail = await api(n.a.hostname, "GET", `${A}/branches/${n.c.id}`, { token: ta });
    expect(detail.body.data.path.map((p: { id: number }) => p.id)).toEqual([n.a.id, n.b.id, n.c.id]);
    const picker = await api(n.a.hostname, "GET", `${A}/simpleBranches`, { token: ta });
    expect(picker.body.data.map((x: { id: number }) => x.id).sort()).toEqual([n.b.id, n.c.id].sort());
    // Head-store calls: 400027 for a branch.
    const move = await api(n.a.hostname, "POST", `${A}/multilevel/branches/move`, {
      token: ta,
      body: { ids: [n.c.id], introducerId: n.a.id },
    });
    expect(move.body.code).toBe(400027);
  });

  it("answers a branch's staff account 400028; a store without a network sees none", async () => {
    const n = await network();
    await sql(
      "INSERT INTO users (store_id, email, name, password_hash, is_admin, is_root) VALUES (?, 'staff@example.com', 'Staff', ?, 1, 0)",
      n.a.id,
      await hashPassword("staff12345"),
    );
    const staff = await loginToken(n.a.hostname, "staff@example.com", "staff12345");
    expect((await api(n.a.hostname, "GET", `${A}/branches`, { token: staff })).body.code).toBe(400028);
    await createStore("plain.localhost", "NORMAL", HEAD_ADMIN);
    const plain = await loginToken("plain.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    const none = await api("plain.localhost", "GET", `${A}/branches`, { token: plain });
    expect(none.body.data).toMatchObject({ total: 0, items: [] });
    expect((await api("plain.localhost", "GET", `${A}/branches/${n.a.id}`, { token: plain })).body.code).toBe(400004);
  });
});

describe("moves", () => {
  it("moves branches with their downline and refuses a cycle without changing anything", async () => {
    const n = await network();
    const move = (ids: number[], introducerId: number) =>
      api(H_HOST, "POST", `${A}/multilevel/branches/move`, { token: n.token, body: { ids, introducerId } });
    const ok = await move([n.b.id], n.d.id);
    expect(ok.body.code).toBe(0);
    const c = await api(H_HOST, "GET", `${A}/branches/${n.c.id}`, { token: n.token });
    expect(c.body.data.path.map((p: { id: number }) => p.id)).toEqual([n.h, n.d.id, n.b.id, n.c.id]);
    expect(c.body.data.level).toBe(3);
    expect((await sql<{ i: number }>("SELECT introducer_store_id i FROM stores WHERE id = ?", n.b.id))[0]?.i).toBe(
      n.d.id,
    );
    const audit = await sql<{ system: string; object_id: string }>(
      "SELECT system, object_id FROM audit_logs WHERE store_id = ?",
      n.h,
    );
    expect(audit).toEqual([{ system: "Branch", object_id: String(n.b.id) }]);

    const before = await pairs(n.h);
    for (const [ids, to] of [
      [[n.d.id], n.c.id], // under its own grandchild
      [[n.b.id], n.b.id], // under itself
      [[n.a.id, n.d.id], n.e.id], // one of two would cycle: neither moves
    ] as [number[], number][]) {
      const r = await move(ids, to);
      expect(r.body.code, JSON.stringify([ids, to])).toBe(400370);
    }
    expect(await pairs(n.h)).toEqual(before);
    expect((await move([n.h], n.a.id)).status).toBe(422);
  });

  it("never moves across networks: another head store can neither see nor move this network", async () => {
    const n = await network();
    const o = await headStore("other.localhost");
    const x = await addBranch(o, "xray", o, { baseDomain: "other.localhost" });
    const ot = await loginToken("other.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    const call = (method: string, path: string, body?: unknown) =>
      api("other.localhost", method, `${A}${path}`, { token: ot, body });
    expect(ids(await call("GET", "/branches"))).toEqual([x.id]);
    expect((await call("GET", `/branches/${n.a.id}`)).body.code).toBe(400004);
    expect((await call("GET", `/branches?rootId=${n.a.id}`)).body.code).toBe(400004);
    expect((await call("GET", `/multilevel/branches/${n.a.id}`)).body.code).toBe(400004);
    expect((await call("PATCH", `/multilevel/branches/${n.a.id}`, { status: "CLOSE_STORE_BY_SYSTEM" })).body.code).toBe(
      400004,
    );
    expect((await call("POST", "/multilevel/branches/move", { ids: [n.a.id], introducerId: x.id })).body.code).toBe(
      400004,
    );
    // This network's admin cannot pull another network's branch in either.
    const pull = await api(H_HOST, "POST", `${A}/multilevel/branches/move`, {
      token: n.token,
      body: { ids: [n.a.id], introducerId: x.id },
    });
    expect(pull.status).toBe(422);
    expect((await call("DELETE", "/multilevel/branches", { ids: [n.a.id] })).body.code).toBe(400004);
    expect((await call("PATCH", `/multilevel/branches/reset/${n.a.id}`)).body.code).toBe(400004);
    expect((await call("GET", "/simpleBranches")).body.data.map((b: { id: number }) => b.id)).toEqual([x.id]);
    expect((await sql<{ s: string }>("SELECT status s FROM stores WHERE id = ?", n.a.id))[0]?.s).toBe("NORMAL");
  });

  it("lets the head store edit a branch, moving it when the introducer changes", async () => {
    const n = await network();
    const r = await api(H_HOST, "PATCH", `${A}/multilevel/branches/${n.e.id}`, {
      token: n.token,
      body: { status: "CLOSE_STORE_BY_SYSTEM", auditStatus: "DENY", trialType: "BY_VERIFYCODE", introducerId: n.a.id },
    });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      status: "CLOSE_STORE_BY_SYSTEM",
      auditStatus: "DENY",
      introducerId: n.a.id,
      level: 2,
    });
    const cycle = await api(H_HOST, "PATCH", `${A}/multilevel/branches/${n.a.id}`, {
      token: n.token,
      body: { introducerId: n.c.id },
    });
    expect(cycle.body.code).toBe(400370);
    const bad = await api(H_HOST, "PATCH", `${A}/multilevel/branches/${n.a.id}`, {
      token: n.token,
      body: { status: "OPEN" },
    });
    expect(bad.status).toBe(422);
  });
});

describe("organisation tree at scale", () => {
  it("answers a node's children in a few queries with 2,500 branches", async () => {
    const h = await headStore();
    const token = await loginToken(H_HOST, HEAD_ADMIN.email, HEAD_ADMIN.password);
    const seed = async (count: number, introducer: number, prefix: string) => {
      await sql(
        `INSERT INTO stores (name, status, type, parent_store_id, introducer_store_id, domain_name, audit_status, trial_type)
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         SELECT '${prefix} ' || i, 'NORMAL', 'BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE', ?, ?, '${prefix}' || i, 'NORMAL', 'NONE' FROM n`,
        count,
        h,
        introducer,
      );
      await sql(
        `INSERT INTO branch_tree (head_store_id, ancestor_id, descendant_id, depth)
         SELECT ?, up.ancestor_id, s.id, up.depth + 1 FROM stores s, branch_tree up
         WHERE s.parent_store_id = ? AND s.domain_name LIKE '${prefix}%' AND up.head_store_id = ? AND up.descendant_id = ?
         UNION ALL SELECT ?, s.id, s.id, 0 FROM stores s WHERE s.parent_store_id = ? AND s.domain_name LIKE '${prefix}%'`,
        h,
        h,
        h,
        introducer,
        h,
        h,
      );
    };
    await sql(
      "INSERT OR IGNORE INTO branch_tree (head_store_id, ancestor_id, descendant_id, depth) VALUES (?, ?, ?, 0)",
      h,
      h,
      h,
    );
    await seed(2000, h, "bulk");
    const first = (
      await sql<{ id: number }>("SELECT id FROM stores WHERE domain_name = 'bulk1' AND parent_store_id = ?", h)
    )[0]?.id as number;
    await seed(500, first, "deep");
    const timed = async (path: string) => {
      const t0 = performance.now();
      const res = await api(H_HOST, "GET", path, { token, headers: { "x-sf-count-d1": "1" } });
      return {
        res,
        ms: performance.now() - t0,
        statements: Number(/statements=(\d+)/.exec(res.headers.get("x-sf-d1") ?? "")?.[1]),
      };
    };
    const root = await timed(`${A}/branches?introducerId=${h}&limit=50`);
    expect(root.res.body.data.total).toBe(2000);
    expect(root.res.body.data.items[0]).toMatchObject({ id: first, childCount: 500, teamSize: 500 });
    const node = await timed(`${A}/branches?introducerId=${first}&limit=50&offset=450`);
    expect(node.res.body.data.total).toBe(500);
    expect(node.res.body.data.items).toHaveLength(50);
    const search = await timed(`${A}/branches?keyword=deep49&limit=10`);
    expect(search.res.body.data.total).toBe(11);
    console.log(
      `tree 2,500 branches: root children ${root.ms.toFixed(0)} ms / ${root.statements} statements; node children ${node.ms.toFixed(0)} ms / ${node.statements}; search ${search.ms.toFixed(0)} ms / ${search.statements}`,
    );
    // Session and store lookups plus the page and its count (and the node check): a few, not a walk.
    for (const t of [root, node, search]) expect(t.statements).toBeLessThanOrEqual(8);
    for (const t of [root, node, search]) expect(t.ms).toBeLessThan(3000);
  });
});
