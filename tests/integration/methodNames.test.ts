import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import { shop as fixtureShop, member, order, product, type Shop } from "./orderFixtures";

// Issue 11: English names of shipping and invoice methods (nameEn, migration 0007), the one
// display-name rule in the storefront answers and order answers, tenant isolation of nameEn, and
// the setting-shipping product picker over a catalogue larger than one page.

const A = "names-a.localhost";
const B = "names-b.localhost";
const EN = { cookie: "sf_lang=en" };
const ZH = { cookie: "sf_lang=zh-TW" };

/** The fixture store without the default HOME method (the fixture adds its own HOME, `homeId`). */
async function shop(host: string): Promise<Shop> {
  const s = await fixtureShop(host);
  await sql("DELETE FROM shipping_methods WHERE store_id = ? AND code = 'HOME' AND id <> ?", s.storeId, s.homeId);
  return s;
}

const admin = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.admin, body });

/** The admin list as a PUT body: every method with its editable fields. */
const asInput = (list: Record<string, unknown>[]) =>
  list.map(({ cvsChain: _c, details: _d, allowedProductRefs: _r, ...m }) => m);

async function methods(s: Shop) {
  const r = await admin(s, "GET", "/api/admin/shipping");
  expect(r.body.code).toBe(0);
  return r.body.data as Record<string, any>[];
}

async function putWith(s: Shop, change: (m: Record<string, any>) => Record<string, any>) {
  return admin(s, "PUT", "/api/admin/shipping", { methods: asInput((await methods(s)).map(change)) });
}

describe("shipping method English names", () => {
  it("stores nameEn and answers the storefront in the request's language", async () => {
    const s = await shop(A);
    const put = await putWith(s, (m) =>
      m.code === "HOME" ? { ...m, name: "專人宅配", nameEn: "Courier to your door" } : m,
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.find((m: any) => m.code === "HOME").nameEn).toBe("Courier to your door");

    const en = await api(A, "GET", "/api/shipping", { headers: EN });
    const zh = await api(A, "GET", "/api/shipping", { headers: ZH });
    const by = (r: typeof en, code: string) => r.body.data.find((m: any) => m.code === code);
    // Filled English name on English; the store's own name on Chinese; both raw fields always.
    expect(by(en, "HOME")).toMatchObject({
      name: "專人宅配",
      nameEn: "Courier to your door",
      displayName: "Courier to your door",
    });
    expect(by(zh, "HOME")).toMatchObject({ name: "專人宅配", displayName: "專人宅配" });
    // An untouched default name is translated by its code; on Chinese it stays as created.
    expect(by(en, "SEVEN_ELEVEN_C2C")).toMatchObject({
      name: "7-11 取貨",
      nameEn: null,
      displayName: "7-Eleven pickup",
    });
    expect(by(zh, "SEVEN_ELEVEN_C2C").displayName).toBe("7-11 取貨");

    // A store-entered name without an English one shows as entered on English pages too.
    await putWith(s, (m) => (m.code === "FAMILY_MART_C2C" ? { ...m, name: "全家冷凍取貨" } : m));
    expect(by(await api(A, "GET", "/api/shipping", { headers: EN }), "FAMILY_MART_C2C").displayName).toBe(
      "全家冷凍取貨",
    );

    // "" clears it (stored as null); leaving nameEn out keeps what was stored.
    await putWith(s, (m) => {
      const { nameEn: _n, ...rest } = m;
      return rest;
    });
    expect((await methods(s)).find((m) => m.code === "HOME")!.nameEn).toBe("Courier to your door");
    await putWith(s, (m) => (m.code === "HOME" ? { ...m, nameEn: "" } : m));
    const [row] = await sql<{ name_en: string | null }>(
      "SELECT name_en FROM shipping_methods WHERE store_id = ? AND code = 'HOME' AND name = '專人宅配'",
      s.storeId,
    );
    expect(row!.name_en).toBeNull();
  });

  it("refuses an English name over 40 characters with 422 and writes nothing", async () => {
    const s = await shop(A);
    const r = await putWith(s, (m) => (m.code === "HOME" ? { ...m, nameEn: "x".repeat(41) } : m));
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    expect(r.body.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: "validation.maxLength" })]),
    );
    expect(r.body.issues[0].path).toMatch(/^methods\.\d+\.nameEn$/);
    const bad = await putWith(s, (m) => ({ ...m, nameEn: 12 }));
    expect(bad.status).toBe(422);
    expect((await methods(s)).every((m) => m.nameEn === null)).toBe(true);
  });
});

describe("invoice method English names", () => {
  it("creates and patches nameEn, answers per language, refuses too long", async () => {
    const s = await shop(A);
    const list = (await admin(s, "GET", "/api/admin/invoice")).body.data as any[];
    const company = list.find((m) => m.type === "COMPANY");
    const patched = await admin(s, "PATCH", `/api/admin/invoice/${company.id}`, {
      nameEn: "Business receipt (VAT ID)",
    });
    expect(patched.body.data.nameEn).toBe("Business receipt (VAT ID)");

    const longNew = await admin(s, "POST", "/api/admin/invoice", {
      type: "CERTIFICATE_CARRIER",
      name: "自然人憑證",
      nameEn: "y".repeat(41),
    });
    expect(longNew.status).toBe(422);
    expect(longNew.body.issues).toEqual([expect.objectContaining({ path: "nameEn", message: "validation.maxLength" })]);

    const created = await admin(s, "POST", "/api/admin/invoice", {
      type: "CERTIFICATE_CARRIER",
      name: "自然人憑證",
      nameEn: "Citizen digital certificate",
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);

    const en = (await api(A, "GET", "/api/invoice", { headers: EN })).body.data as any[];
    const zh = (await api(A, "GET", "/api/invoice", { headers: ZH })).body.data as any[];
    const pick = (l: any[], type: string) => l.find((m) => m.type === type).displayName;
    expect(pick(en, "COMPANY")).toBe("Business receipt (VAT ID)");
    expect(pick(zh, "COMPANY")).toBe("公司戶發票（統一編號）");
    expect(pick(en, "CERTIFICATE_CARRIER")).toBe("Citizen digital certificate");
    expect(pick(en, "DONATION")).toBe("Donate the invoice"); // untouched default
    expect(pick(zh, "DONATION")).toBe("捐贈發票");

    const long = await admin(s, "PATCH", `/api/admin/invoice/${company.id}`, { nameEn: "y".repeat(41) });
    expect(long.status).toBe(422);
    expect(long.body.issues).toEqual([expect.objectContaining({ path: "nameEn", message: "validation.maxLength" })]);
    const [row] = await sql<{ name_en: string }>("SELECT name_en FROM invoice_methods WHERE id = ?", company.id);
    expect(row!.name_en).toBe("Business receipt (VAT ID)");

    const cleared = await admin(s, "PATCH", `/api/admin/invoice/${company.id}`, { nameEn: "" });
    expect(cleared.body.data.nameEn).toBeNull();
  });
});

describe("tenant isolation of English names", () => {
  it("store B can neither read nor change store A's nameEn", async () => {
    const a = await shop(A);
    const b = await shop(B);
    await putWith(a, (m) => (m.code === "HOME" ? { ...m, nameEn: "A's courier" } : m));
    const aInvoice = (await admin(a, "GET", "/api/admin/invoice")).body.data[0];
    await admin(a, "PATCH", `/api/admin/invoice/${aInvoice.id}`, { nameEn: "A's invoice" });

    // B's own lists and storefront never carry A's names.
    const bText = JSON.stringify([
      (await admin(b, "GET", "/api/admin/shipping")).body,
      (await admin(b, "GET", "/api/admin/invoice")).body,
      (await api(B, "GET", "/api/shipping", { headers: EN })).body,
      (await api(B, "GET", "/api/invoice", { headers: EN })).body,
    ]);
    expect(bText).not.toContain("A's");

    // B writing A's ids: shipping answers 422 unknownId, invoice reads as missing; A unchanged.
    const aHome = (await methods(a)).find((m) => m.code === "HOME")!;
    const hijack = await admin(b, "PUT", "/api/admin/shipping", {
      methods: asInput([{ ...aHome, nameEn: "B was here" }]),
    });
    expect(hijack.status).toBe(422);
    expect(hijack.body.issues).toEqual([
      expect.objectContaining({ path: "methods.0.id", message: "validation.unknownId" }),
    ]);
    const inv = await admin(b, "PATCH", `/api/admin/invoice/${aInvoice.id}`, { nameEn: "B was here" });
    expect(inv.body.code).toBe(400004);
    expect((await methods(a)).find((m) => m.code === "HOME")!.nameEn).toBe("A's courier");
    const [row] = await sql<{ name_en: string }>("SELECT name_en FROM invoice_methods WHERE id = ?", aInvoice.id);
    expect(row!.name_en).toBe("A's invoice");
    // B's admin cannot read A's order names either: A's order id is missing in B.
    const m = await member(A, "iso-member@example.com");
    const p = await product(a);
    const id = await order(a, m.userId, [{ ...p, quantity: 1, unitPrice: 50000 }]);
    expect((await admin(b, "GET", `/api/admin/orders/${id}`)).body.code).toBe(400004);
  });
});

describe("order answers carry the method names", () => {
  it("member and admin order details and lists name the method, the invoice type too", async () => {
    const s = await shop(A);
    // The fixture's method is a store-made HOME named "Home"; give it both names.
    await putWith(s, (m) => (m.id === s.homeId ? { ...m, name: "冷藏宅配", nameEn: "Chilled delivery" } : m));
    const m = await member(A, "names-member@example.com");
    const p = await product(s);
    const id = await order(s, m.userId, [{ ...p, quantity: 1, unitPrice: 50000 }]);
    await sql(`UPDATE orders SET invoice = '{"type":"DONATION","donationCode":"919"}' WHERE id = ?`, id);

    const mine = await api(A, "GET", `/api/orders/${id}`, { token: m.token });
    expect(mine.body.data).toMatchObject({
      shippingCode: "HOME",
      shippingMethodName: "冷藏宅配",
      shippingMethodNameEn: "Chilled delivery",
      invoiceMethodName: "捐贈發票",
      invoiceMethodNameEn: null,
    });
    const adminDetail = await admin(s, "GET", `/api/admin/orders/${id}`);
    expect(adminDetail.body.data).toMatchObject({
      shippingMethodName: "冷藏宅配",
      shippingMethodNameEn: "Chilled delivery",
    });
    const list = await admin(s, "GET", "/api/admin/orders?list=all");
    expect(list.body.data.items[0]).toMatchObject({ id, shippingMethodNameEn: "Chilled delivery" });

    // The English member page shows the English name, the Chinese page the store's name.
    const page = async (lang: string) =>
      (await api(A, "GET", `/profile/order/${id}`, { token: m.token, headers: { cookie: `sf_lang=${lang}` } }))
        .body as string;
    const en = await page("en");
    const shown = (html: string) => /data-testid="order-shipping-name">([^<]*)</.exec(html)?.[1];
    expect(shown(en)).toBe("Chilled delivery");
    expect(en).toContain("Donate the invoice");
    expect(shown(await page("zh-TW"))).toBe("冷藏宅配");

    // The method deleted since: the built-in name of the code (never the raw code).
    await admin(s, "PUT", "/api/admin/shipping", {
      methods: [{ code: "SEVEN_ELEVEN_C2C", name: "7-11 取貨", isOpen: true, shippingFee: 6000 }],
    });
    const gone = (await api(A, "GET", `/api/orders/${id}`, { token: m.token })).body.data;
    expect(gone.shippingMethodName).toBeNull();
    expect(shown(await page("en"))).toBe("Home delivery");
  }, 90_000);
});

describe("setting-shipping product picker over more than 100 products", () => {
  it("finds product #150 by name and by code, saves it and names it in the settings answer", async () => {
    const s = await shop("names-c.localhost");
    const rows = ["name,price,spec,sku,stock"];
    for (let i = 1; i <= 150; i++) rows.push(`Picker tea #${i},100,,PT-${String(i).padStart(3, "0")},5`);
    const form = new FormData();
    form.append("file", new File([`\uFEFF${rows.join("\r\n")}`], "p.csv", { type: "text/csv" }));
    const imported = await SELF.fetch(`http://${s.host}/api/admin/product/excel`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${s.admin}` },
    });
    const body = (await imported.json()) as any;
    expect(body.data.created, JSON.stringify(body)).toBe(150);

    // The first 100 (the old picker's only page) miss 50 products; the next page and the search
    // reach them.
    const first = await admin(s, "GET", "/api/admin/products?limit=100&offset=0");
    expect(first.body.data.total).toBe(150);
    const names = (r: any) => r.body.data.data.map((p: any) => p.name) as string[];
    const next = await admin(s, "GET", "/api/admin/products?limit=100&offset=100");
    expect(names(next)).toHaveLength(50);
    const beyond = names(next)[0]!;
    expect(names(first)).not.toContain(beyond);
    const code = `PT-${beyond.split("#")[1]!.padStart(3, "0")}`;
    expect(names(await admin(s, "GET", `/api/admin/products?keyword=${code}&limit=20`))).toEqual([beyond]);
    const found = await admin(s, "GET", `/api/admin/products?keyword=${encodeURIComponent("#150")}&limit=20`);
    expect(names(found)).toEqual(["Picker tea #150"]);
    const byCode = await admin(s, "GET", "/api/admin/products?keyword=PT-150&limit=20");
    expect(names(byCode)).toEqual(["Picker tea #150"]);
    const p150 = found.body.data.data[0].id as number;

    const put = await putWith(s, (m) =>
      m.code === "HOME" ? { ...m, allowedProductType: "ONLY", allowedProducts: [p150] } : m,
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const home = (await methods(s)).find((m) => m.code === "HOME")!;
    expect(home.allowedProducts).toEqual([p150]);
    expect(home.allowedProductRefs).toEqual([{ id: p150, name: "Picker tea #150" }]);
  });
});
