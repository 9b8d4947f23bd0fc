import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ntdText, parseNtd } from "../../functions/commerce/catalogue/excel";
import { loadExcel, parseCsv, readTable } from "../../functions/commerce/catalogue/sheet";
import type { AdminProduct } from "../../functions/shared/commerce/catalogue";
import { api, registerMember, shopWithAdmin, sql } from "../helpers";

// Product and stock spreadsheets: xlsx (exceljs inside workerd) and CSV; all or nothing per file.

const A = "shop-a.localhost";
const B = "shop-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const HEADER = [
  "商品編號",
  "商品名稱",
  "售價",
  "特價",
  "訂閱價",
  "付款方案",
  "上架",
  "可販售",
  "單次最低購買量",
  "單次最高購買量",
  "分類編號",
  "標籤編號",
  "規格編號",
  "規格",
  "SKU",
  "庫存",
];

type Shop = { id: number; host: string; token: string };
type Cell = string | number | null;

async function shop(host = A, type = "NORMAL"): Promise<Shop> {
  const { storeId: id, token } = await shopWithAdmin(host, type, ADMIN);
  return { id, host, token };
}

async function xlsx(rows: Cell[][]): Promise<Uint8Array> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Sheet1");
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const csv = (rows: Cell[][]) =>
  `\uFEFF${rows.map((r) => r.map((c) => (c === null ? "" : /[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(",")).join("\r\n")}`;

async function upload(s: Shop, path: string, name: string, content: Uint8Array | string, type = XLSX, token = s.token) {
  const form = new FormData();
  form.append("file", new File([content as Uint8Array<ArrayBuffer> | string], name, { type }));
  const res = await SELF.fetch(`http://${s.host}${path}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as any };
}
const importFile = (s: Shop, name: string, content: Uint8Array | string, type?: string) =>
  upload(s, "/api/admin/product/excel", name, content, type);

async function exportFile(s: Shop, qs = "", headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`http://${s.host}/api/admin/product/excel${qs}`, {
    headers: { authorization: `Bearer ${s.token}`, ...headers },
  });
  return res;
}

async function readXlsx(bytes: ArrayBuffer): Promise<Cell[][]> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  const out: Cell[][] = [];
  wb.worksheets[0]!.eachRow((row) => {
    const cells: Cell[] = [];
    for (let c = 1; c <= HEADER.length; c++) cells.push((row.getCell(c).value as Cell) ?? null);
    out.push(cells);
  });
  return out;
}

async function product(s: Shop, body: Record<string, unknown>): Promise<AdminProduct> {
  const r = await api(s.host, "POST", "/api/admin/products", { token: s.token, body });
  if (r.body.code !== 0) throw new Error(JSON.stringify(r.body));
  return r.body.data;
}
const adminProduct = async (s: Shop, id: number) =>
  (await api(s.host, "GET", `/api/admin/products/${id}`, { token: s.token })).body.data as AdminProduct;
const category = async (s: Shop, name: string) =>
  (
    await sql<{ id: number }>("INSERT INTO product_categories (store_id, name) VALUES (?, ?) RETURNING id", s.id, name)
  )[0]!.id;
const tag = async (s: Shop, name: string) =>
  (await sql<{ id: number }>("INSERT INTO product_tags (store_id, name) VALUES (?, ?) RETURNING id", s.id, name))[0]!
    .id;
const counts = async () => ({
  products: (await sql("SELECT id FROM products")).length,
  lines: (await sql("SELECT id FROM product_stocks")).length,
  logs: (await sql("SELECT id FROM stock_logs")).length,
  links: (await sql("SELECT product_id FROM product_category_links")).length,
});
const cacheMap = async (s: Shop) =>
  (await api(s.host, "GET", "/api/initial")).body.apiCacheMap as Record<string, number>;

describe("prices and CSV text", () => {
  it("reads NT$ whole or with two decimals into minor units", () => {
    expect(parseNtd("1200")).toBe(120000);
    expect(parseNtd("1,200.5")).toBe(120050);
    expect(parseNtd("NT$99.99")).toBe(9999);
    expect(parseNtd("0")).toBe(0);
    for (const bad of ["", "-1", "1.234", "abc", "1e3", "12.", "100000000.01"]) expect(parseNtd(bad), bad).toBeNull();
    expect([ntdText(120000), ntdText(120050), ntdText(5)]).toEqual(["1200", "1200.50", "0.05"]);
  });

  it("parses RFC 4180 CSV: quotes, doubled quotes, newlines in fields, CRLF, tabs", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["two\nlines", ""],
    ]);
    expect(parseCsv("a\tb\n1\t2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
});

describe("the .xlsx reader", () => {
  it.each([true, false])(
    "reads shared (%s) or inline strings, rich text, formula results, numbers, sparse cells",
    async (shared) => {
      const ExcelJS = await loadExcel();
      const wb = new ExcelJS.Workbook();
      wb.addWorksheet("說明"); // the first sheet in the workbook's order is the one read
      wb.removeWorksheet(wb.worksheets[0]!.id);
      const ws = wb.addWorksheet("商品");
      ws.getCell("A1").value = "商品名稱";
      ws.getCell("B1").value = "售價";
      ws.getCell("D1").value = "上架";
      ws.getCell("A3").value = { richText: [{ text: "綠" }, { text: "茶 & <tea>", font: { bold: true } }] };
      ws.getCell("B3").value = 19.990000000000002;
      ws.getCell("C3").value = { formula: "1+1", result: 2 };
      ws.getCell("D3").value = true;
      ws.getCell("A4").value = "  spaced  ";
      const bytes = new Uint8Array(await wb.xlsx.writeBuffer({ useSharedStrings: shared } as never));
      const t = await readTable({ name: "x.xlsx", bytes });
      expect(t.headerRow).toBe(1);
      expect(t.header).toEqual(["商品名稱", "售價", "", "上架"]);
      expect(t.rows).toEqual([
        { row: 3, cells: ["綠茶 & <tea>", "19.99", "2", "true"] },
        { row: 4, cells: ["spaced"] },
      ]);
    },
  );
});

describe("POST /api/admin/product/excel", () => {
  it("creates and updates every product of a good .xlsx in one write", async () => {
    const s = await shop();
    const [tea, sale] = [await category(s, "Tea"), await tag(s, "Sale")];
    const existing = await product(s, {
      name: "Old name",
      price: 1000,
      stocks: [{ spec: "Can", sku: "OLD-1", stock: 2 }],
    });
    const line = existing.stocks[0]!;
    const before = await cacheMap(s);
    const file = await xlsx([
      HEADER,
      [
        existing.id,
        "New name",
        "NT$1,200.50",
        null,
        null,
        null,
        "否",
        null,
        null,
        null,
        `${tea}`,
        null,
        line.id,
        null,
        null,
        9,
      ],
      [null, "Green tea", 300, 250, null, "NORMAL", "是", "是", 1, 5, `${tea}`, `${sale}`, null, "S", "GT-S", 4],
      [null, null, null, null, null, null, null, null, null, null, null, null, null, "M", "GT-M", 6],
      [null, "Shirt", "99.9", null, null, null, null, null, null, null, null, null, null, "Red / L", null, 1],
      [null, "Shirt", null, null, null, null, null, null, null, null, null, null, null, "Red / XL", null, 2],
      [null, "Plain", 10, null, null, null, null, null, null, null, null, null, null, null, null, null],
    ]);
    const r = await importFile(s, "products.xlsx", file);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ created: 3, updated: 1 });
    const [greenId, shirtId, plainId] = r.body.data.productIds as number[];

    expect(await adminProduct(s, existing.id)).toMatchObject({
      name: "New name",
      price: 120050,
      isDisplay: false,
      categoryIds: [tea],
      stocks: [expect.objectContaining({ id: line.id, spec: "Can", sku: "OLD-1", stock: 9 })],
    });
    const green = await adminProduct(s, greenId!);
    expect(green).toMatchObject({
      name: "Green tea",
      price: 30000,
      specialPrice: 25000,
      minQuantityPerOrder: 1,
      maxQuantityPerOrder: 5,
      categoryIds: [tea],
      tagIds: [sale],
    });
    expect(green.stocks.map((l) => [l.spec, l.sku, l.stock])).toEqual([
      ["S", "GT-S", 4],
      ["M", "GT-M", 6],
    ]);
    const shirt = await adminProduct(s, shirtId!);
    expect(shirt.price).toBe(9990);
    expect(shirt.stocks.map((l) => [l.spec, l.stock, l.children.map((c) => [c.spec, c.stock])])).toEqual([
      [
        "Red",
        0,
        [
          ["L", 1],
          ["XL", 2],
        ],
      ],
    ]);
    expect((await adminProduct(s, plainId!)).stocks).toEqual([expect.objectContaining({ spec: "", stock: 0 })]);

    const logs = await sql<{ reason: string; change: number }>("SELECT reason, change FROM stock_logs ORDER BY id");
    expect(logs.map((l) => [l.reason, l.change])).toEqual([
      ["ADMIN", 2],
      ["IMPORT", 7],
      ["IMPORT", 4],
      ["IMPORT", 6],
      ["IMPORT", 1],
      ["IMPORT", 2],
    ]);
    const audit = await sql("SELECT method, path, system FROM audit_logs WHERE path = '/api/admin/product/excel'");
    expect(audit).toEqual([{ method: "POST", path: "/api/admin/product/excel", system: "Product" }]);
    const after = await cacheMap(s);
    for (const k of ["productCategory", "productTopic", "productTags", "highlight", "initial"]) {
      expect(after[k], k).toBeGreaterThan(before[k]!);
    }
  });

  it("writes nothing when any row is bad, and names every problem by row and field", async () => {
    const s = await shop();
    const other = await shop(B);
    const theirs = await product(other, { name: "Theirs" });
    const theirCategory = await category(other, "Theirs");
    const mine = await product(s, { name: "Mine", stocks: [{ spec: "", sku: "TAKEN", stock: 1 }] });
    const before = await counts();
    const file = await xlsx([
      HEADER,
      [null, "Good", 100, null, null, null, null, null, null, null, null, null, null, null, null, 5],
      [null, "Bad price", "abc", null, null, null, null, null, null, null, null, null, null, null, null, null],
      [theirs.id, null, 5, null, null, null, null, null, null, null, null, null, null, null, null, null],
      [
        null,
        "Their category",
        5,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        `${theirCategory}`,
        null,
        null,
        null,
        null,
        null,
      ],
      [null, "Limits", 5, null, null, "FREE", "maybe", null, 9, 2, null, null, null, null, "TAKEN", -1],
      [mine.id, "Mine", null, null, null, null, null, null, null, null, null, null, 999999, null, null, null],
    ]);
    const r = await importFile(s, "products.xlsx", file);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    const issues = (r.body.issues as { row: number; field: string; message: string }[]).map((i) => [
      i.row,
      i.field,
      i.message,
    ]);
    expect(issues).toEqual(
      expect.arrayContaining([
        [3, "price", "validation.price"],
        [4, "id", "validation.unknownId"],
        [5, "categoryIds", "validation.unknownId"],
        [6, "paymentPlan", "validation.oneOf"],
        [6, "isDisplay", "validation.boolean"],
        [6, "stock", "validation.stock"],
        [6, "minQuantityPerOrder", "validation.minOverMax"],
        [6, "sku", "validation.skuTaken"],
        [7, "stockId", "validation.unknownId"],
      ]),
    );
    expect(r.body.issues[0]).toEqual({ path: "3.price", row: 3, field: "price", message: "validation.price" });
    expect(await counts()).toEqual(before);
    expect(await sql("SELECT name FROM products WHERE store_id = ?", other.id)).toEqual([{ name: "Theirs" }]);
  });

  it("imports CSV too (UTF-8 with BOM, quoted fields), all or nothing", async () => {
    const s = await shop();
    const good = csv([
      ["id", "name", "price", "specialPrice", "isDisplay", "spec", "sku", "stock"],
      [null, 'Tea, "Premium"', "1,234.5", "1000", "true", "Tin", "T-1", "3"],
      [null, "Cup", "50", null, "false", null, null, null],
    ]);
    const ok = await importFile(s, "products.csv", good, "text/csv");
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.created).toBe(2);
    const [teaId, cupId] = ok.body.data.productIds;
    expect(await adminProduct(s, teaId)).toMatchObject({
      name: 'Tea, "Premium"',
      price: 123450,
      specialPrice: 100000,
      stocks: [expect.objectContaining({ spec: "Tin", sku: "T-1", stock: 3 })],
    });
    expect((await adminProduct(s, cupId)).isDisplay).toBe(false);

    const before = await counts();
    const bad = csv([
      ["name", "price", "stock"],
      ["Fine", "10", "1"],
      ["Broken", "10", "many"],
    ]);
    const r = await importFile(s, "products.csv", bad, "text/csv");
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([{ path: "3.stock", row: 3, field: "stock", message: "validation.stock" }]);
    expect(await counts()).toEqual(before);
  });

  it("checks the header row: unknown columns and a missing name column", async () => {
    const s = await shop();
    const unknown = await importFile(
      s,
      "p.csv",
      csv([
        ["name", "colour"],
        ["A", "red"],
      ]),
      "text/csv",
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.issues).toEqual([
      { path: "1.colour", row: 1, field: "colour", message: "validation.unknownColumn" },
    ]);
    const noName = await importFile(s, "p.csv", csv([["price"], ["10"]]), "text/csv");
    expect(noName.body.issues).toEqual([
      { path: "1.name", row: 1, field: "name", message: "validation.columnRequired" },
    ]);
    const both = await importFile(
      s,
      "p.csv",
      csv([
        ["商品名稱 (name)", "Price"],
        ["A", "10"],
      ]),
      "text/csv",
    );
    expect(both.status, JSON.stringify(both.body)).toBe(200);
  });

  it("refuses files that are not a sheet, too large, or too long", async () => {
    const s = await shop();
    const cases: [string, Uint8Array | string, string][] = [
      ["old.xls", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]), "validation.fileType"],
      ["broken.xlsx", new Uint8Array([1, 2, 3, 4]), "validation.fileType"],
      ["zip.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), "validation.fileUnreadable"],
      ["latin1.csv", new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0xff]), "validation.encoding"],
      ["empty.csv", "", "validation.fileRequired"],
      ["blank.csv", "\n\n", "validation.fileEmpty"],
      ["huge.csv", `name\n${"x".repeat(5 * 1024 * 1024)}`, "validation.fileTooLarge"],
    ];
    for (const [name, content, message] of cases) {
      const r = await importFile(s, name, content, "application/octet-stream");
      expect(r.status, name).toBe(422);
      expect(r.body.issues, name).toEqual([expect.objectContaining({ message })]);
    }
    const rows = [["name", "price"], ...Array.from({ length: 2001 }, (_, i) => [`P${i}`, "1"])];
    const long = await importFile(s, "long.csv", csv(rows), "text/csv");
    expect(long.body.issues).toEqual([expect.objectContaining({ message: "validation.tooManyRows" })]);
    const noFile = await api(s.host, "POST", "/api/admin/product/excel", { token: s.token, body: {} });
    expect(noFile.status).toBe(422);
    expect(await sql("SELECT id FROM products")).toEqual([]);
  });

  it("takes 2,000 rows in one write", async () => {
    const s = await shop();
    const rows = [
      ["name", "price", "spec", "stock"],
      ...Array.from({ length: 2000 }, (_, i) => [`P${i}`, "1", "", `${i % 7}`]),
    ];
    const r = await importFile(s, "big.csv", csv(rows), "text/csv");
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
    expect(r.body.data.created).toBe(2000);
    expect(await counts()).toMatchObject({ products: 2000, lines: 2000 });
  });

  it("answers 400027 to a member, writing nothing", async () => {
    const s = await shop();
    const { accessToken } = await registerMember(A, "mia@example.com");
    const r = await upload(s, "/api/admin/product/excel", "p.csv", csv([["name"], ["X"]]), "text/csv", accessToken);
    expect(r.body.code).toBe(400027);
    expect(await sql("SELECT id FROM products")).toEqual([]);
  });
});

describe("GET /api/admin/product/excel", () => {
  it("exports .xlsx that imports back unchanged, and applies edits made to it", async () => {
    const s = await shop();
    const c = await category(s, "C");
    const p = await product(s, {
      name: "Shirt",
      price: 19950,
      specialPrice: 15000,
      isSaleable: false,
      categoryIds: [c],
      stocks: [
        { spec: "Red", children: [{ spec: "L", sku: "R-L", stock: 3 }] },
        { spec: "Blue", sku: "B", stock: 0 },
      ],
    });
    const q = await product(s, { name: "Plain", price: 100 });
    const res = await exportFile(s);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(XLSX);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{8}\.xlsx"$/);
    const bytes = await res.arrayBuffer();
    const rows = await readXlsx(bytes);
    expect(rows[0]).toEqual(HEADER);
    const red = p.stocks[0]!.children[0]!;
    const blue = p.stocks[1]!;
    expect(rows.slice(1)).toEqual([
      [p.id, "Shirt", 199.5, 150, 0, "NORMAL", "是", "否", 0, 0, `${c}`, null, red.id, "Red / L", "R-L", 3],
      [p.id, "Shirt", 199.5, 150, 0, "NORMAL", "是", "否", 0, 0, `${c}`, null, blue.id, "Blue", "B", 0],
      [q.id, "Plain", 1, 0, 0, "NORMAL", "是", "是", 0, 0, null, null, q.stocks[0]!.id, null, null, 0],
    ]);

    const before = { p: await adminProduct(s, p.id), q: await adminProduct(s, q.id), counts: await counts() };
    const again = await importFile(s, "export.xlsx", new Uint8Array(bytes));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ created: 0, updated: 2 });
    const strip = (x: AdminProduct) => ({ ...x, updatedAt: "" });
    expect(strip(await adminProduct(s, p.id))).toEqual(strip(before.p));
    expect(strip(await adminProduct(s, q.id))).toEqual(strip(before.q));
    expect(await counts()).toEqual(before.counts); // no stock changed: no log

    const edited = rows.map((r) => [...r]);
    edited[1]![3] = 120; // special price NT$120, on both rows of the product (else a conflict)
    edited[2]![3] = 120;
    edited[1]![15] = 8; // Red / L stock
    edited.push([null, "Brand new", 5, null, null, null, null, null, null, null, null, null, null, "One", null, 1]);
    const applied = await importFile(s, "edited.xlsx", await xlsx(edited));
    expect(applied.body.data).toMatchObject({ created: 1, updated: 2 });
    const after = await adminProduct(s, p.id);
    expect(after.specialPrice).toBe(12000);
    expect(after.stocks[0]!.children[0]).toMatchObject({ id: red.id, stock: 8 });
  });

  it("exports CSV with ?format=csv, English headers for an English visitor", async () => {
    const s = await shop();
    await product(s, { name: 'Tea, "fine"', price: 12345, stocks: [{ spec: "", stock: 2 }] });
    const res = await exportFile(s, "?format=csv", { cookie: "sf_lang=en" });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs to read UTF-8
    const text = new TextDecoder().decode(bytes);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      "id",
      "name",
      "price",
      "specialPrice",
      "subscriptionPrice",
      "paymentPlan",
      "isDisplay",
      "isSaleable",
      "minQuantityPerOrder",
      "maxQuantityPerOrder",
      "categoryIds",
      "tagIds",
      "stockId",
      "spec",
      "sku",
      "stock",
    ]);
    expect(rows[1]!.slice(1, 3)).toEqual(['Tea, "fine"', "123.45"]);
    // And it imports back as it is.
    expect((await importFile(s, "export.csv", text, "text/csv")).status).toBe(200);
  });

  it("exports only this store's products; importing store A's ids at store B writes nothing", async () => {
    const a = await shop(A);
    const b = await shop(B, "HEAD_STORE_MULTILEVEL");
    const pa = await product(a, { name: "A secret", stocks: [{ spec: "", sku: "A-1", stock: 1 }] });
    const rows = await readXlsx(await (await exportFile(b)).arrayBuffer());
    expect(rows).toEqual([HEADER]);
    const before = await counts();
    const r = await importFile(
      b,
      "steal.xlsx",
      await xlsx([
        HEADER,
        [pa.id, "Stolen", 1, null, null, null, null, null, null, null, null, null, pa.stocks[0]!.id, null, null, 0],
      ]),
    );
    expect(r.status).toBe(422);
    expect(r.body.issues).toEqual([expect.objectContaining({ row: 2, field: "id", message: "validation.unknownId" })]);
    const stock = await upload(
      b,
      "/api/admin/product/stock/import",
      "s.csv",
      csv([
        ["stockId", "stock"],
        [pa.stocks[0]!.id, 0],
      ]),
      "text/csv",
    );
    expect(stock.body.issues).toEqual([
      expect.objectContaining({ row: 2, field: "stockId", message: "validation.unknownId" }),
    ]);
    const bySku = await upload(
      b,
      "/api/admin/product/stock/import",
      "s.csv",
      csv([
        ["sku", "stock"],
        ["A-1", 0],
      ]),
      "text/csv",
    );
    expect(bySku.body.issues).toEqual([
      expect.objectContaining({ row: 2, field: "sku", message: "validation.unknownId" }),
    ]);
    expect(await counts()).toEqual(before);
    expect(await adminProduct(a, pa.id)).toMatchObject({
      name: "A secret",
      stocks: [expect.objectContaining({ stock: 1 })],
    });
  });
});

describe("POST /api/admin/product/stock/import", () => {
  it("sets stock by stock id or SKU, logging IMPORT, all or nothing", async () => {
    const s = await shop();
    const p = await product(s, {
      name: "P",
      stocks: [
        { spec: "A", sku: "SKU-A", stock: 1 },
        { spec: "B", stock: 2 },
        { spec: "G", children: [{ spec: "g", stock: 0 }] },
      ],
    });
    const [a, b, g] = p.stocks;
    const before = await cacheMap(s);
    const ok = await upload(
      s,
      "/api/admin/product/stock/import",
      "stock.xlsx",
      await xlsx([
        ["SKU", "規格編號", "庫存"],
        ["SKU-A", null, 10],
        [null, b!.id, 20],
        [null, g!.children[0]!.id, null], // blank stock: row skipped
      ]),
    );
    expect(ok.body).toMatchObject({ code: 0, data: { updated: 2 } });
    expect((await adminProduct(s, p.id)).stocks.map((l) => l.stock)).toEqual([10, 20, 0]);
    const logs = await sql<{ reason: string; change: number; after: number }>(
      "SELECT reason, change, after FROM stock_logs WHERE reason = 'IMPORT' ORDER BY id",
    );
    expect(logs).toEqual([
      { reason: "IMPORT", change: 9, after: 10 },
      { reason: "IMPORT", change: 18, after: 20 },
    ]);
    expect((await cacheMap(s)).highlight).toBeGreaterThan(before.highlight!);
    expect(await sql("SELECT system FROM audit_logs WHERE path = '/api/admin/product/stock/import'")).toEqual([
      { system: "ProductStock" },
    ]);

    const bad = await upload(
      s,
      "/api/admin/product/stock/import",
      "stock.csv",
      csv([
        ["stockId", "sku", "stock"],
        [a!.id, null, 1],
        [null, "NOPE", 1],
        [g!.id, null, 5],
        [b!.id, "SKU-A", 1],
        [a!.id, null, 2],
        [null, null, 3],
      ]),
      "text/csv",
    );
    expect(bad.status).toBe(422);
    expect(
      bad.body.issues.map((i: { row: number; field: string; message: string }) => [i.row, i.field, i.message]),
    ).toEqual([
      [3, "sku", "validation.unknownId"],
      [4, "stock", "validation.parentStock"],
      [5, "sku", "validation.conflict"],
      [6, "stockId", "validation.duplicate"],
      [7, "stockId", "validation.required"],
    ]);
    expect((await adminProduct(s, p.id)).stocks.map((l) => l.stock)).toEqual([10, 20, 0]);
  });

  it("accepts the product export file as it is", async () => {
    const s = await shop();
    const p = await product(s, { name: "P", stocks: [{ spec: "", stock: 4 }] });
    const rows = await readXlsx(await (await exportFile(s)).arrayBuffer());
    rows[1]![15] = 11;
    const r = await upload(s, "/api/admin/product/stock/import", "export.xlsx", await xlsx(rows));
    expect(r.body).toMatchObject({ code: 0, data: { updated: 1 } });
    expect((await adminProduct(s, p.id)).stock).toBe(11);
  });
});
