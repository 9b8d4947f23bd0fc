import { describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import { product, shop } from "./orderFixtures";

// Product awards: a group (title, issuer, year) given to some of the store's products; PUT replaces
// the group, DELETE removes one product's award (the group goes with its last product).

const A = "awards-a.localhost";
const B = "awards-b.localhost";
const call = (host: string, token: string, method: string, path: string, body?: unknown) =>
  api(host, method, `/api/admin/product/awards${path}`, { token, body });

describe("product awards", () => {
  it("creates, lists (per product too), replaces and deletes award groups", async () => {
    const s = await shop(A);
    const tea = await product(s, { name: "Oolong" });
    const green = await product(s, { name: "Green" });
    const made = await call(A, s.admin, "POST", "", {
      title: "Monde Selection Gold",
      issuer: "Monde Selection",
      year: 2025,
      productIds: [tea.productId, green.productId],
    });
    expect(made.body.code).toBe(0);
    const groupId = made.body.data.groupId as number;
    expect(made.body.data).toMatchObject({
      id: groupId,
      title: "Monde Selection Gold",
      issuer: "Monde Selection",
      year: 2025,
      items: [
        { productId: tea.productId, productName: "Oolong" },
        { productId: green.productId, productName: "Green" },
      ],
    });
    await call(A, s.admin, "POST", "", { title: "Great Taste", productIds: [green.productId] });
    expect((await call(A, s.admin, "GET", "")).body.data.map((g: { title: string }) => g.title)).toEqual([
      "Great Taste",
      "Monde Selection Gold",
    ]);
    const ofTea = (await call(A, s.admin, "GET", `?productId=${tea.productId}`)).body.data;
    expect(ofTea.map((g: { title: string }) => g.title)).toEqual(["Monde Selection Gold"]);

    // PUT replaces the text and the products; the kept product keeps its row id.
    const teaRow = made.body.data.items[0].id as number;
    const put = await call(A, s.admin, "PUT", `/${groupId}`, {
      title: "Monde Selection Grand Gold",
      year: 2026,
      productIds: [tea.productId],
    });
    expect(put.body.data).toMatchObject({
      groupId,
      title: "Monde Selection Grand Gold",
      issuer: "",
      year: 2026,
      items: [{ id: teaRow, productId: tea.productId }],
    });
    // DELETE of the last product's award removes the group.
    expect((await call(A, s.admin, "DELETE", `/${teaRow}`)).body.data).toEqual({ id: teaRow });
    expect((await call(A, s.admin, "GET", `?productId=${tea.productId}`)).body.data).toEqual([]);
    expect(await sql("SELECT id FROM product_award_groups WHERE id = ?", groupId)).toEqual([]);
    expect((await call(A, s.admin, "DELETE", `/${teaRow}`)).body.code).toBe(400004);
  });

  it("refuses bad input with 422 and another store's products or groups as not found", async () => {
    const s = await shop(A);
    const b = await shop(B);
    const mine = await product(s);
    const theirs = await product(b);
    for (const body of [
      { title: "", productIds: [mine.productId] },
      { title: "x".repeat(61), productIds: [mine.productId] },
      { title: "Gold", productIds: [] },
      { title: "Gold", productIds: [mine.productId, mine.productId] },
      { title: "Gold", year: 1800, productIds: [mine.productId] },
      { title: "Gold", productIds: [mine.productId], extra: 1 },
    ]) {
      const r = await call(A, s.admin, "POST", "", body);
      expect(r.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call(A, s.admin, "GET", "?productId=abc")).status).toBe(422);
    // Another store's product: not found, and nothing written.
    const r = await call(A, s.admin, "POST", "", { title: "Gold", productIds: [mine.productId, theirs.productId] });
    expect(r.body.code).toBe(400004);
    expect(await sql("SELECT id FROM product_award_groups WHERE store_id = ?", s.storeId)).toEqual([]);
  });
});
