import { describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import { bulletinNetwork, importSheet } from "./bulletins/fixtures";

// The cross-store suite for bulletins (issue 28 §3): a store never reads or writes another
// network's bulletins or categories, by list, by id or by import; a branch reads only its own head
// store's.

const ids = (items: { id: number }[]) => items.map((x) => x.id);

describe("bulletins across two networks", () => {
  it("another head store and its branch can neither read nor change this network's bulletins", async () => {
    const a = await bulletinNetwork("iso-bul-a.localhost");
    const b = await bulletinNetwork("iso-bul-b.localhost");
    const cat = (await a.post("/api/admin/bulletin/categories", { name: "A only" })).body.data.id as number;
    const mine = (await a.post("/api/admin/bulletins", { title: "A's notice", categoryId: cat })).body.data
      .id as number;
    const theirs = (await b.post("/api/admin/bulletins", { title: "B's notice" })).body.data.id as number;

    const list = (host: string, token: string) => api(host, "GET", "/api/admin/bulletins", { token });
    expect(ids((await list(a.head, a.headToken)).body.data)).toEqual([mine]);
    expect(ids((await list(a.branch.hostname, a.branchToken)).body.data)).toEqual([mine]);
    expect(ids((await list(b.head, b.headToken)).body.data)).toEqual([theirs]);
    expect(ids((await list(b.branch.hostname, b.branchToken)).body.data)).toEqual([theirs]);
    const cats = await api(b.branch.hostname, "GET", "/api/admin/bulletin/categories", { token: b.branchToken });
    expect(cats.body.data).toEqual([]);

    for (const [host, token] of [
      [b.head, b.headToken],
      [b.branch.hostname, b.branchToken],
    ] as const) {
      expect((await api(host, "GET", `/api/admin/bulletins/${mine}`, { token })).body.code, host).toBe(400004);
    }
    const r = await api(b.head, "PATCH", `/api/admin/bulletins/${mine}`, { token: b.headToken, body: { title: "x" } });
    expect(r.body.code).toBe(400004);
    expect((await api(b.head, "DELETE", `/api/admin/bulletins/${mine}`, { token: b.headToken })).body.code).toBe(
      400004,
    );
    expect(
      (await api(b.head, "PATCH", `/api/admin/bulletin/categories/${cat}`, { token: b.headToken, body: { name: "x" } }))
        .body.code,
    ).toBe(400004);
    // B's bulletin may not name A's category; B's import cannot find it by name either.
    expect((await b.post("/api/admin/bulletins", { title: "x", categoryId: cat })).body.code).toBe(400004);
    const imp = await importSheet(b.head, b.headToken, [
      ["標題", "分類"],
      ["x", "A only"],
    ]);
    expect(imp.status).toBe(422);
    // A's token on B's host is not B's admin.
    expect((await api(b.head, "GET", "/api/admin/bulletins", { token: a.headToken })).body.code).not.toBe(0);

    const [row] = await sql<{ title: string }>("SELECT title FROM bulletins WHERE id = ?", mine);
    expect(row!.title).toBe("A's notice");
  });
});
