import { describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import { member, order, orderRow, product, type Shop, shop } from "./orderFixtures";
import { csv, uploadSheet } from "./sheetUploads";

// The cross-store suite for the sheet imports of issue 28 §4 (orders, promotions, shipping per
// product, bulletins): an import by store A never reads or writes store B's rows; B's ids and
// names in A's sheet are refused as unknown, exactly as ids nobody has. Real workerd D1.

const row = (r: { row: number; field: string; message: string }) => [r.row, r.field, r.message];

async function pair(tag: string): Promise<[Shop, Shop]> {
  return [await shop(`iso-imp-${tag}-a.localhost`), await shop(`iso-imp-${tag}-b.localhost`)];
}

async function placed(s: Shop, number: string) {
  const p = await product(s);
  const m = await member(s.host, `${number}@example.com`);
  return order(s, m.userId, [{ productId: p.productId, stockId: p.stockId, quantity: 1, unitPrice: 50000 }], {
    number,
  });
}

describe("sheet imports stay in their store", () => {
  it("orders: B's order number in A's sheet is unknown and B's order is untouched", async () => {
    const [a, b] = await pair("order");
    await placed(a, "261203000001");
    const theirs = await placed(b, "261203000002");
    const r = await uploadSheet(
      a.host,
      "/api/admin/order/excel/import",
      a.admin,
      csv([
        ["訂單編號", "出貨進度", "物流單號"],
        ["261203000001", "已出貨", "903412345678"],
        ["261203000002", "已出貨", "903412345679"],
      ]),
    );
    expect(r.status).toBe(422);
    expect(r.body.issues.map(row)).toEqual([[3, "orderNumber", "validation.unknownOrder"]]);
    expect(await orderRow(theirs)).toMatchObject({ status: "UNPROCESSED" });
    // A's own sheet changes A's order only.
    const ok = await uploadSheet(
      a.host,
      "/api/admin/order/excel/import",
      a.admin,
      csv([
        ["訂單編號", "出貨進度", "物流單號"],
        ["261203000001", "已出貨", "903412345678"],
      ]),
    );
    expect(ok.body.code).toBe(0);
    expect(await orderRow(theirs)).toMatchObject({ status: "UNPROCESSED" });
  });

  it("promotions: A's codes are checked against A's only, and A's sheet creates rows in A only", async () => {
    const [a, b] = await pair("promo");
    const header = ["類型", "名稱", "折價券代碼", "條件", "門檻", "優惠方式", "優惠內容"];
    const first = await uploadSheet(
      b.host,
      "/api/admin/promotion/excel/import",
      b.admin,
      csv([header, ["折價券", "B 的券", "SHARED10", "滿額", "0", "折抵", "10"]]),
    );
    expect(first.body.code).toBe(0);
    // The same code in another store is that store's business: A may use it.
    const r = await uploadSheet(
      a.host,
      "/api/admin/promotion/excel/import",
      a.admin,
      csv([header, ["折價券", "A 的券", "SHARED10", "滿額", "0", "折抵", "20"]]),
    );
    expect(r.body).toMatchObject({ code: 0, data: { created: 1 } });
    const names = async (storeId: number) =>
      (await sql<{ name: string }>("SELECT name FROM promotions WHERE store_id = ? ORDER BY id", storeId)).map(
        (p) => p.name,
      );
    expect(await names(a.storeId)).toEqual(["A 的券"]);
    expect(await names(b.storeId)).toEqual(["B 的券"]);
    const listB = await api(b.host, "GET", "/api/admin/promotions?scope=COUPON", { token: b.admin });
    expect(listB.body.data.items.map((p: { name: string }) => p.name)).toEqual(["B 的券"]);
  });

  it("shipping per product: B's product and B's method in A's sheet are unknown; B's rows untouched", async () => {
    const [a, b] = await pair("ship");
    const mine = (await product(a, { name: "A 茶" })).productId;
    const theirs = (await product(b, { name: "B 茶" })).productId;
    const path = "/api/admin/shipping/product/excel/import";
    const r = await uploadSheet(
      a.host,
      path,
      a.admin,
      csv([
        ["商品編號", "配送方式"],
        [String(mine), String(b.homeId)],
        [String(theirs), String(a.homeId)],
      ]),
    );
    expect(r.status).toBe(422);
    expect(r.body.issues.map(row)).toEqual([
      [2, "shippingMethods", "validation.unknownShipping"],
      [3, "productId", "validation.unknownId"],
    ]);
    const blocked = async (id: number) =>
      JSON.parse(
        (await sql<{ b: string }>("SELECT blocked_shipping_method_ids b FROM products WHERE id = ?", id))[0]!.b,
      );
    expect(await blocked(theirs)).toEqual([]);
    expect(await blocked(mine)).toEqual([]);
    // A's clean sheet blocks A's other methods for A's product; B's product and methods unchanged.
    const before = await sql(
      "SELECT id, allowed_products, updated_at FROM shipping_methods WHERE store_id = ?",
      b.storeId,
    );
    const ok = await uploadSheet(
      a.host,
      path,
      a.admin,
      csv([
        ["商品編號", "配送方式"],
        [String(mine), String(a.homeId)],
      ]),
    );
    expect(ok.body).toMatchObject({ code: 0, data: { updated: 1 } });
    const aMethods = await sql<{ id: number }>("SELECT id FROM shipping_methods WHERE store_id = ?", a.storeId);
    expect((await blocked(mine)).sort()).toEqual(
      aMethods
        .map((m) => m.id)
        .filter((id) => id !== a.homeId)
        .sort(),
    );
    expect(await blocked(theirs)).toEqual([]);
    expect(
      await sql("SELECT id, allowed_products, updated_at FROM shipping_methods WHERE store_id = ?", b.storeId),
    ).toEqual(before);
  });

  it("bulletins: B's category in A's sheet is not found, and A's import writes A's bulletins only", async () => {
    const [a, b] = await pair("bull");
    const cat = await api(b.host, "POST", "/api/admin/bulletin/categories", {
      token: b.admin,
      body: { name: "Stock" },
    });
    expect(cat.body.code).toBe(0);
    const path = "/api/admin/bulletin/excel/import";
    const r = await uploadSheet(
      a.host,
      path,
      a.admin,
      csv([
        ["標題", "分類"],
        ["A 的公告", ""],
        ["用 B 的分類", "Stock"],
      ]),
    );
    expect(r.status).toBe(422);
    expect(r.body.issues.map(row)).toEqual([[3, "category", "validation.notFound"]]);
    const count = async (storeId: number) =>
      (await sql<{ n: number }>("SELECT count(*) n FROM bulletins WHERE store_id = ?", storeId))[0]!.n;
    expect(await count(a.storeId)).toBe(0);
    const ok = await uploadSheet(a.host, path, a.admin, csv([["標題"], ["A 的公告"]]));
    expect(ok.body.code).toBe(0);
    expect(await count(a.storeId)).toBe(1);
    expect(await count(b.storeId)).toBe(0);
    const listB = await api(b.host, "GET", "/api/admin/bulletins", { token: b.admin });
    expect(listB.body.data).toEqual([]);
  });
});
