import { describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import { bulletinNetwork } from "./bulletins/fixtures";

// Cross-network cases of the issue-28 highlight writers (highlightWriters.test.ts, announceLater
// .test.ts, migration 0039 announced_at): what one head store does tells only its own branches,
// and one store's marks and counters are its own.

const types = async (storeId: number) =>
  (
    await sql<{ type: string }>(
      "SELECT DISTINCT type FROM store_notifications WHERE store_id = ? ORDER BY type",
      storeId,
    )
  ).map((r) => r.type);

describe("highlight writers across networks", () => {
  it("a head store's announcements, selection changes and deletes never reach another network", async () => {
    const a = await bulletinNetwork("iso-hw-a.localhost");
    const b = await bulletinNetwork("iso-hw-b.localhost");
    const draft = await a.post("/api/admin/bulletins", { title: "Draft", isDisplay: false });
    await api(a.head, "PATCH", `/api/admin/bulletins/${draft.body.data.id}`, {
      token: a.headToken,
      body: { isDisplay: true },
    });
    const [p] = await sql<{ id: number }>(
      "INSERT INTO products (store_id, name, price) VALUES (?, 'Tea', 100) RETURNING id",
      a.headId,
    );
    const auth = await api(a.head, "PATCH", "/api/admin/product/multilevelBranch", {
      token: a.headToken,
      body: { ids: [p!.id], isForBranch: true },
    });
    expect(auth.body.code, JSON.stringify(auth.body)).toBe(0);
    // B's head store names A's product: nothing of A's changes, nobody is told.
    const cross = await api(b.head, "PATCH", "/api/admin/product/multilevelBranch", {
      token: b.headToken,
      body: { ids: [p!.id], isForBranch: false },
    });
    expect(cross.body.code).not.toBe(500);
    expect((await sql<{ f: number }>("SELECT is_for_branch f FROM products WHERE id = ?", p!.id))[0]?.f).toBe(1);

    expect(await types(a.branch.id)).toEqual(["BRANCH_SELECTIONS_CHANGE", "BULLETIN_NEW"]);
    expect(await types(b.branch.id)).toEqual([]);
    expect(await types(b.headId)).toEqual([]);
    // B's admin cannot read A's branch's highlights.
    const peek = await api(a.branch.hostname, "GET", "/api/admin/highlights", { token: b.branchToken });
    expect(peek.body.code).not.toBe(0);
  });
});
