import { SELF } from "cloudflare:test";
import { SHIPPING_PRODUCT_IMPORT_COLUMNS } from "@functions/shared/commerce/shippingProductImport";
import { describe, expect, it } from "vitest";
import { columnsSheet, templateXlsx } from "~/components/admin/kit/importPage/template";
import { sql } from "../helpers";
import { product, type Shop, shop } from "./orderFixtures";
import { csv, uploadSheet } from "./sheetUploads";

// POST /api/admin/shipping/product/excel/import: which shipping methods each product ships with,
// all or nothing (docs/decisions/shipping-product-import.md, whose worked example the first test
// is). Real workerd D1.

const PATH = "/api/admin/shipping/product/excel/import";
const HEADER = ["商品編號", "商品名稱", "配送方式"];

async function method(s: Shop, code: string, name: string, only: number[] = []) {
  const [row] = await sql<{ id: number }>(
    `INSERT INTO shipping_methods (store_id, code, type, name, shipping_fee, is_open, allowed_product_type, allowed_products)
     VALUES (?, ?, 'ECPAY', ?, 6000, 1, ?, ?) RETURNING id`,
    s.storeId,
    code,
    name,
    only.length ? "ONLY" : "ALL",
    JSON.stringify(only),
  );
  return row!.id;
}

/** The decision note's store: 宅配 (the shop's HOME), 7-11 for Cake only, 全家 for all. */
async function exampleStore(host: string) {
  const s = await shop(host);
  // Only the note's three methods (a new store starts with defaults of the same names).
  await sql("DELETE FROM shipping_methods WHERE store_id = ? AND id <> ?", s.storeId, s.homeId);
  await sql("UPDATE shipping_methods SET name = '宅配' WHERE id = ?", s.homeId);
  const book = (await product(s, { name: "書" })).productId;
  const cake = (await product(s, { name: "蛋糕" })).productId;
  const tea = (await product(s, { name: "茶" })).productId;
  const seven = await method(s, "SEVEN_ELEVEN_C2C", "7-11 取貨", [cake]);
  const family = await method(s, "FAMILY_MART_C2C", "全家取貨");
  return { s, book, cake, tea, home: s.homeId, seven, family };
}

const blockedOf = async (storeId: number) =>
  Object.fromEntries(
    (
      await sql<{ id: number; b: string }>(
        "SELECT id, blocked_shipping_method_ids AS b FROM products WHERE store_id = ? ORDER BY id",
        storeId,
      )
    ).map((r) => [r.id, JSON.parse(r.b) as number[]]),
  );
const allowedOf = async (id: number) =>
  JSON.parse((await sql<{ a: string }>("SELECT allowed_products AS a FROM shipping_methods WHERE id = ?", id))[0]!.a);

describe("shipping per product import", () => {
  it("applies the decision note's worked example whole, with one audit row", async () => {
    const { s, book, cake, tea, home, seven, family } = await exampleStore("ship-import-a.localhost");
    const r = await uploadSheet(
      s.host,
      PATH,
      s.admin,
      csv([
        HEADER,
        [String(book), "書", "宅配、7-11 取貨"],
        [String(cake), "蛋糕", "HOME"],
        [String(tea), "茶", "全部"],
      ]),
    );
    expect(r.body).toMatchObject({ code: 0, data: { updated: 3, productIds: [book, cake, tea] } });
    expect(await blockedOf(s.storeId)).toEqual({ [book]: [family], [cake]: [seven, family], [tea]: [] });
    expect(await allowedOf(seven)).toEqual([cake, book, tea]);
    expect(await allowedOf(home)).toEqual([]);
    const audits = await sql<{ system: string }>(
      "SELECT system FROM audit_logs WHERE store_id = ? AND path = ?",
      s.storeId,
      PATH,
    );
    expect(audits).toEqual([{ system: "Shipping" }]);
  });

  it("writes nothing when a row is wrong and names each bad row and column", async () => {
    const { s, book, cake, seven } = await exampleStore("ship-import-b.localhost");
    const before = await blockedOf(s.storeId);
    const r = await uploadSheet(
      s.host,
      PATH,
      s.admin,
      csv([
        HEADER,
        [String(book), "書", "宅配"],
        [String(cake), "蛋糕", "宅配、黑貓"],
        [String(book), "書", "全家取貨"],
        ["999999", "別家", "宅配"],
        ["", "", "宅配"],
        [String(cake), "蛋糕", ""],
      ]),
    );
    expect(r.status).toBe(422);
    expect(
      r.body.issues.map((i: { row: number; field: string; message: string }) => [i.row, i.field, i.message]),
    ).toEqual([
      [3, "shippingMethods", "validation.unknownShipping"],
      [4, "productId", "validation.duplicate"],
      [5, "productId", "validation.unknownId"],
      [6, "productId", "validation.required"],
      [7, "productId", "validation.duplicate"],
      [7, "shippingMethods", "validation.required"],
    ]);
    expect(await blockedOf(s.storeId)).toEqual(before);
    expect(await allowedOf(seven)).toEqual([cake]);
    expect(await sql("SELECT id FROM audit_logs WHERE store_id = ? AND path = ?", s.storeId, PATH)).toEqual([]);
  });

  it("reads the page's .xlsx template (typed cells) and answers 422 on a sheet without its columns", async () => {
    const { s, book, seven, family } = await exampleStore("ship-import-c.localhost");
    const bytes = await templateXlsx(
      columnsSheet("Shipping", SHIPPING_PRODUCT_IMPORT_COLUMNS, "en", [
        [book, "Book", "Home delivery, 7-Eleven pickup"],
      ]),
    );
    const form = new FormData();
    form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], "shipping.xlsx"));
    const res = await SELF.fetch(`http://${s.host}${PATH}`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${s.admin}` },
    });
    const body = (await res.json()) as { code: number; data: unknown };
    expect(body).toMatchObject({ code: 0, data: { updated: 1 } });
    expect((await blockedOf(s.storeId))[book]).toEqual([family]);
    expect(await allowedOf(seven)).toContain(book);

    const r = await uploadSheet(s.host, PATH, s.admin, csv([["商品名稱"], ["書"]]));
    expect(r.status).toBe(422);
    expect(r.body.issues.map((i: { field: string }) => i.field)).toEqual(["productId", "shippingMethods"]);
  });
});
