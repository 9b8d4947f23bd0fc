import { describe, expect, it } from "vitest";
import { BRANCH_HIGHLIGHTS, HIGHLIGHT_TYPES } from "../../functions/shared/highlights/types";
import { api, createStore, loginToken, sql } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";
import { cartLine, checkoutBody, postCheckout, product, shop } from "./checkoutFixtures";

// Issue 28 §2: every stored highlight type counted per store in store_highlights (migration 0032),
// filtered by store type as spec back-office §4 says, cleared by DELETE /api/admin/highlights/{id}.

const ADMIN = { email: "owner@example.com", password: "owner12345", name: "Owner" };
const STORED = HIGHLIGHT_TYPES.filter((h) => h.source === "stored");

type H = { type: string; id: number; amount: number; content: { notificationId: number | null; message: string } };
const list = async (host: string, token: string) =>
  ((await api(host, "GET", "/api/admin/highlights", { token })).body.data as H[]).map((h) => h.type).sort();

/** Every stored type once (twice for PRODUCT_UNDER_STOCK) at one store, as the writers would count them. */
async function countEveryType(storeId: number) {
  for (const h of STORED) {
    await sql(
      "INSERT INTO store_highlights (store_id, type, amount, message) VALUES (?, ?, ?, ?)",
      storeId,
      h.type,
      h.type === "PRODUCT_UNDER_STOCK" ? 2 : 1,
      `m ${h.type}`,
    );
  }
}

describe("highlights from store_highlights", () => {
  it("filters the same table by store type (spec §4)", async () => {
    const normal = await createStore("hl-normal.localhost", "NORMAL", ADMIN);
    const head = await headStore();
    const branch = await addBranch(head, "hlb");
    for (const id of [normal, head, branch.id]) await countEveryType(id);

    const all = STORED.map((h) => h.type as string);
    const normalSees = await list(
      "hl-normal.localhost",
      await loginToken("hl-normal.localhost", ADMIN.email, ADMIN.password),
    );
    expect(normalSees).toEqual(
      all
        .filter(
          (t) =>
            ![
              "BRANCH_USER_UNAUDITED",
              "BULLETIN_NEW",
              "BRANCH_USER_NORMAL",
              "PROMOTION_NEW",
              "BRANCH_USER_DENY",
            ].includes(t),
        )
        .sort(),
    );
    const headSees = await list(
      "head.localhost",
      await loginToken("head.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password),
    );
    expect(headSees).toEqual(all.filter((t) => t !== "PROMOTION_NEW").sort());
    const branchSees = await list(branch.hostname, await loginToken(branch.hostname, branch.email, branch.password));
    expect(branchSees).toEqual(all.filter((t) => BRANCH_HIGHLIGHTS.includes(t)).sort());
  });

  it("counts per store, clears one type of one store and audits it", async () => {
    const a = await createStore("hl-a.localhost", "NORMAL", ADMIN);
    await createStore("hl-b.localhost", "NORMAL", ADMIN);
    await countEveryType(a);
    const tokenA = await loginToken("hl-a.localhost", ADMIN.email, ADMIN.password);
    const tokenB = await loginToken("hl-b.localhost", ADMIN.email, ADMIN.password);
    // Store b counted nothing: a's counters are not b's.
    expect(await list("hl-b.localhost", tokenB)).toEqual([]);

    const low = (await api("hl-a.localhost", "GET", "/api/admin/highlights", { token: tokenA })).body.data.find(
      (h: H) => h.type === "PRODUCT_UNDER_STOCK",
    ) as H;
    expect(low).toEqual({
      type: "PRODUCT_UNDER_STOCK",
      id: 6,
      amount: 2,
      content: { notificationId: null, message: "m PRODUCT_UNDER_STOCK" },
    });

    // b clearing id 6 clears nothing of a's.
    expect((await api("hl-b.localhost", "DELETE", "/api/admin/highlights/6", { token: tokenB })).body.data).toEqual({
      cleared: 0,
    });
    expect(await list("hl-a.localhost", tokenA)).toContain("PRODUCT_UNDER_STOCK");

    const cleared = await api("hl-a.localhost", "DELETE", "/api/admin/highlights/6", { token: tokenA });
    expect(cleared.body).toMatchObject({ code: 0, data: { cleared: 2 } });
    expect(await list("hl-a.localhost", tokenA)).not.toContain("PRODUCT_UNDER_STOCK");
    expect(
      await sql("SELECT object_id AS o FROM audit_logs WHERE store_id = ? AND object_name = 'PRODUCT_UNDER_STOCK'", a),
    ).toEqual([{ o: "6" }]);
    // A type the store's type never shows cannot be cleared either.
    expect((await api("hl-a.localhost", "DELETE", "/api/admin/highlights/23", { token: tokenA })).body.code).toBe(
      400004,
    );
  });

  it("draws the counts as menu badges, capped at 99", async () => {
    const s = await createStore("hl-badge.localhost", "NORMAL", ADMIN);
    await sql("INSERT INTO store_highlights (store_id, type, amount) VALUES (?, 'PRODUCT_UNDER_STOCK', 150)", s);
    const token = await loginToken("hl-badge.localhost", ADMIN.email, ADMIN.password);
    const page = await api("hl-badge.localhost", "GET", "/admin/order-overview", { token });
    expect(page.body).toContain("99+");
  });
});

describe("PRODUCT_UNDER_STOCK from a sale", () => {
  it("counts a sale that leaves a line at the threshold or under it, not one above", async () => {
    const s = await shop("hl-stock.localhost");
    const p = await product(s.storeId, 100, { stock: 8 });
    const buy = async (quantity: number) => {
      await cartLine(s.storeId, s.userId, { ...p, quantity });
      const r = await postCheckout(s, s.token, checkoutBody(s, 100 * quantity + 6000));
      expect(r.body.code).toBe(0);
    };
    const count = async () =>
      (
        await sql<{ amount: number }>(
          "SELECT amount FROM store_highlights WHERE store_id = ? AND type = 'PRODUCT_UNDER_STOCK'",
          s.storeId,
        )
      )[0]?.amount ?? 0;
    await buy(2); // 6 left, above the default threshold of 5
    expect(await count()).toBe(0);
    await buy(1); // 5 left
    expect(await count()).toBe(1);
    await buy(1); // 4 left
    expect(await count()).toBe(2);
  });
});
