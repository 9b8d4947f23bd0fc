import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { findStore } from "../../db/stores";
import { availableShippingMethods, requireShippingMethod } from "../../functions/commerce/shipping/available";
import { storeScope } from "../../functions/platform/tenancy/scope";
import { api, registerMember, shopWithAdmin, sql } from "../helpers";

// Setting-shipping (GET, PUT /api/admin/shipping), storefront GET /api/shipping and the checkout's
// availability service, shipping countries, store defaults, permissions and tenant isolation.

const A = "ship-a.localhost";
const B = "ship-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

type Shop = { id: number; host: string; token: string };
async function shop(host = A, type = "NORMAL"): Promise<Shop> {
  const { storeId: id, token } = await shopWithAdmin(host, type, ADMIN);
  return { id, host, token };
}
const admin = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });

async function product(storeId: number, name = "Tea") {
  const [p] = await sql<{ id: number }>(
    "INSERT INTO products (store_id, name, price, is_display) VALUES (?, ?, 50000, 1) RETURNING id",
    storeId,
    name,
  );
  return p!.id;
}

async function scopeOf(storeId: number) {
  const db = getDb(env.DB);
  const store = await findStore(db, storeId);
  return storeScope(env as never, db, store!);
}

/** The admin list as a PUT body: every method with its editable fields. */
const asInput = (list: Record<string, unknown>[]) =>
  list.map(({ cvsChain: _c, details: _d, allowedProductRefs: _r, ...m }) => m);

describe("a new store's shipping defaults", () => {
  it("has home delivery NT$100 free from NT$1,500 and 7-11 / FamilyMart pickup NT$60, all open", async () => {
    const s = await shop();
    const r = await admin(s, "GET", "/api/admin/shipping");
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject([
      { code: "HOME", type: "SELF", name: "宅配", shippingFee: 10000, freeShippingAmount: 150000, isOpen: true },
      {
        code: "SEVEN_ELEVEN_C2C",
        type: "ECPAY",
        name: "7-11 取貨",
        shippingFee: 6000,
        isOpen: true,
        cvsChain: "UNIMART",
      },
      { code: "FAMILY_MART_C2C", type: "ECPAY", name: "全家取貨", shippingFee: 6000, isOpen: true, cvsChain: "FAMI" },
    ]);
    expect(r.body.data[0].details).toEqual({
      name: "宅配",
      shippingFee: 10000,
      ifOpenCashOnDelivery: true,
      checkStatusUrl: null,
    });
  });
});

describe("PUT /api/admin/shipping", () => {
  it("replaces the list in one go: updates, adds, removes; audited; storefront sees open ones", async () => {
    const s = await shop();
    const p1 = await product(s.id);
    const list = (await admin(s, "GET", "/api/admin/shipping")).body.data;
    const [home, seven, family] = asInput(list);
    const put = await admin(s, "PUT", "/api/admin/shipping", {
      methods: [
        {
          ...home,
          feeType: "DISTRICT",
          districtShippingFee: { 台東縣: 30000, 澎湖縣: 25000 },
          freeShippingAmount: 0,
          ifOpenCashOnDelivery: false,
        },
        { ...seven, isOpen: false },
        {
          code: "BLACK_CAT",
          name: "黑貓宅急便",
          isOpen: true,
          shippingFee: 15000,
          allowedDistrictType: "ONLY",
          allowedDistricts: ["臺北市", "新北市"],
          allowedProductType: "ONLY",
          allowedProducts: [p1],
        },
      ],
    });
    expect(put.body.code).toBe(0);
    const saved = put.body.data;
    expect(saved.map((m: { code: string }) => m.code)).toEqual(["HOME", "SEVEN_ELEVEN_C2C", "BLACK_CAT"]);
    expect(saved[0]).toMatchObject({
      id: home!.id,
      feeType: "DISTRICT",
      districtShippingFee: { 臺東縣: 30000, 澎湖縣: 25000 },
      freeShippingAmount: 0,
      ifOpenCashOnDelivery: false,
    });
    expect(saved[2]).toMatchObject({ type: "ECPAY", allowedDistricts: ["臺北市", "新北市"], allowedProducts: [p1] });
    // FamilyMart was left out of the list: gone.
    expect(await sql("SELECT id FROM shipping_methods WHERE id = ?", family!.id)).toEqual([]);

    const [audit] = await sql<{ system: string; method: string; path: string }>(
      "SELECT system, method, path FROM audit_logs WHERE store_id = ? ORDER BY id DESC LIMIT 1",
      s.id,
    );
    expect(audit).toEqual({ system: "Shipping", method: "PUT", path: "/api/admin/shipping" });

    const open = await api(A, "GET", "/api/shipping");
    expect(open.body.data.map((m: { code: string }) => m.code)).toEqual(["HOME", "BLACK_CAT"]);
    expect(open.body.data[1].allowedProducts).toBeUndefined(); // admin-only field

    // The availability service applies fee.ts: district fee, district and product limits.
    const scope = await scopeOf(s.id);
    const items = [{ productId: p1, productBlockedShippingMethodIds: [] }];
    const taitung = await availableShippingMethods(scope, { city: "臺東縣", itemsTotalAmount: 500000, items });
    expect(taitung.map((o) => [o.method.code, o.shippingFee])).toEqual([["HOME", 30000]]);
    const taipei = await availableShippingMethods(scope, { city: "臺北市", itemsTotalAmount: 500000, items });
    expect(taipei.map((o) => [o.method.code, o.shippingFee])).toEqual([
      ["HOME", 10000],
      ["BLACK_CAT", 15000],
    ]);
    const other = await product(s.id, "Other");
    const mixed = await availableShippingMethods(scope, {
      city: "臺北市",
      itemsTotalAmount: 500000,
      items: [...items, { productId: other, productBlockedShippingMethodIds: [saved[0].id] }],
    });
    expect(mixed).toEqual([]); // HOME blocked by the product, BLACK_CAT limited to p1
    await expect(
      requireShippingMethod(scope, saved[1].id, { city: "臺北市", itemsTotalAmount: 1, items }),
    ).rejects.toMatchObject({ code: 400040 });
    await expect(
      requireShippingMethod(scope, saved[2].id, { city: "高雄市", itemsTotalAmount: 1, items }),
    ).rejects.toMatchObject({ code: 400040 });
    expect(
      (await requireShippingMethod(scope, saved[2].id, { city: "臺北市", itemsTotalAmount: 1, items })).shippingFee,
    ).toBe(15000);
  });

  it("free from the threshold; the free-shipping sentinel caps a fee", async () => {
    const s = await shop();
    const scope = await scopeOf(s.id);
    const home = (await availableShippingMethods(scope, { itemsTotalAmount: 150000, items: [] }))[0];
    expect(home).toMatchObject({ method: { code: "HOME" }, shippingFee: 0 });
    const under = (await availableShippingMethods(scope, { itemsTotalAmount: 149999, items: [] }))[0];
    expect(under?.shippingFee).toBe(10000);

    const list = asInput((await admin(s, "GET", "/api/admin/shipping")).body.data);
    const ok = await admin(s, "PUT", "/api/admin/shipping", { methods: [{ ...list[0], shippingFee: 999900 }] });
    expect(ok.body.code).toBe(0);
    const over = await admin(s, "PUT", "/api/admin/shipping", { methods: [{ ...list[0], shippingFee: 1000000 }] });
    expect(over.status).toBe(422);
    expect(over.body.issues).toEqual([{ path: "methods.0.shippingFee", message: "validation.max" }]);
  });

  it("422 with field issues for bad codes, fees, districts, products and ids; nothing written", async () => {
    const s = await shop();
    const b = await shop(B);
    const theirs = await product(b.id);
    const list = asInput((await admin(s, "GET", "/api/admin/shipping")).body.data);
    const bad = async (methods: unknown, path: string, message: string) => {
      const r = await admin(s, "PUT", "/api/admin/shipping", { methods });
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.code).toBe(400001);
      expect(r.body.issues).toContainEqual({ path, message });
    };
    await bad([{ ...list[0], code: "DRONE" }], "methods.0.code", "validation.oneOf");
    await bad([{ ...list[0], shippingFee: -1 }], "methods.0.shippingFee", "validation.min");
    await bad([{ ...list[0], shippingFee: 10.5 }], "methods.0.shippingFee", "validation.integer");
    await bad(
      [{ ...list[0], districtShippingFee: { 東京都: 100 } }],
      "methods.0.districtShippingFee.東京都",
      "validation.city",
    );
    await bad([{ ...list[0], allowedDistricts: ["火星市"] }], "methods.0.allowedDistricts.0", "validation.city");
    await bad(
      [{ ...list[0], allowedDistrictType: "ONLY", allowedDistricts: [] }],
      "methods.0.allowedDistricts",
      "validation.required",
    );
    await bad([list[0], { ...list[1], code: "HOME", id: undefined }], "methods.1.code", "validation.duplicate");
    const strict = await admin(s, "PUT", "/api/admin/shipping", { methods: [{ ...list[0], hack: true }] });
    expect(strict.status).toBe(422);
    expect(strict.body.issues[0]).toMatchObject({ path: "methods.0", message: expect.stringContaining("hack") });
    // Another store's product and another store's method id are unknown here.
    await bad(
      [{ ...list[0], allowedProductType: "ONLY", allowedProducts: [theirs] }],
      "methods.0.allowedProducts.0",
      "validation.unknownId",
    );
    const theirMethod = (await admin(b, "GET", "/api/admin/shipping")).body.data[0].id;
    await bad([{ ...list[0], id: theirMethod }], "methods.0.id", "validation.unknownId");
    const raw = await api(A, "PUT", "/api/admin/shipping", { token: s.token, raw: "{nope" });
    expect(raw.status).toBe(422);

    // Nothing of the refused writes landed, in either store.
    expect((await admin(s, "GET", "/api/admin/shipping")).body.data).toHaveLength(3);
    expect((await admin(b, "GET", "/api/admin/shipping")).body.data[0]).toMatchObject({
      code: "HOME",
      shippingFee: 10000,
    });
  });
});

describe("shipping permissions and isolation", () => {
  it("a member and a branch store get 400027; a guest 400029", async () => {
    const s = await shop();
    const m = await registerMember(A, "mia@example.com");
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { methods: [] }],
    ] as const) {
      const r = await api(A, method, "/api/admin/shipping", { token: m.accessToken, body });
      expect(r.body.code).toBe(400027);
    }
    expect((await api(A, "GET", "/api/admin/shipping")).body.code).toBe(400029);
    const branch = await shop("ship-branch.localhost", "BRANCH_MULTILEVEL_PAY_BY_SELF");
    expect((await admin(branch, "GET", "/api/admin/shipping")).body.code).toBe(400027);
    expect(s.id).toBeGreaterThan(0);
  });

  it("one store's PUT never touches another store's methods", async () => {
    const a = await shop();
    const b = await shop(B);
    const before = (await admin(b, "GET", "/api/admin/shipping")).body.data;
    const r = await admin(a, "PUT", "/api/admin/shipping", { methods: [] });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toEqual([]);
    expect((await api(A, "GET", "/api/shipping")).body.data).toEqual([]);
    expect((await admin(b, "GET", "/api/admin/shipping")).body.data).toEqual(before);
    expect((await api(B, "GET", "/api/shipping")).body.data).toHaveLength(3);
  });
});

describe("shipping countries", () => {
  it("Taiwan by default; admin adds and removes; initial data follows; Taiwan stays", async () => {
    const s = await shop();
    const b = await shop(B);
    const list = await api(A, "GET", "/api/shipping/countries");
    expect(list.body.data).toEqual([
      {
        code: "TW",
        name: "Taiwan",
        chineseName: "臺灣",
        currency: { name: "New Taiwan dollar", code: "TWD", symbol: "NT$" },
        geo: { latitude: 23.7, longitude: 121.0 },
        capital: "Taipei",
        phonePrefix: "886",
      },
    ]);
    const added = await admin(s, "POST", "/api/admin/shipping/countries", { code: "jp" });
    expect(added.body.code).toBe(0);
    expect(added.body.data.map((c: { code: string }) => c.code)).toEqual(["TW", "JP"]);
    expect(added.body.apiCacheMap.initial).toBeGreaterThan(list.body.apiCacheMap.initial);
    expect((await api(A, "GET", "/api/initial")).body.data.countries).toEqual(["TW", "JP"]);
    expect((await api(B, "GET", "/api/shipping/countries")).body.data).toHaveLength(1);

    expect((await admin(s, "POST", "/api/admin/shipping/countries", { code: "XX" })).status).toBe(422);
    expect((await admin(s, "DELETE", "/api/admin/shipping/countries/TW")).status).toBe(422);
    expect((await admin(b, "DELETE", "/api/admin/shipping/countries/JP")).body.code).toBe(400004);
    const removed = await admin(s, "DELETE", "/api/admin/shipping/countries/JP");
    expect(removed.body.data.map((c: { code: string }) => c.code)).toEqual(["TW"]);
  });
});

describe("settings pages", () => {
  it("short paths redirect under /admin/settingpage; the pages render for an admin", async () => {
    await shop();
    const login = await SELF.fetch(`http://${A}/admin`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${A}`, accept: "text/html" },
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }).toString(),
      redirect: "manual",
    });
    const cookie = /^sf_session=[^;]+/.exec(
      login.headers.getSetCookie().find((c) => c.startsWith("sf_session=")) ?? "",
    )?.[0];
    expect(cookie).toBeTruthy();
    for (const p of ["setting-shipping", "setting-payment", "setting-invoice"]) {
      const short = await SELF.fetch(`http://${A}/admin/${p}`, { headers: { cookie: cookie! }, redirect: "manual" });
      expect(short.status, p).toBe(301);
      expect(short.headers.get("location")).toBe(`/admin/settingpage/${p}`);
      const full = await SELF.fetch(`http://${A}/admin/settingpage/${p}`, {
        headers: { cookie: cookie!, accept: "text/html" },
        redirect: "manual",
      });
      expect(full.status, p).toBe(200);
      expect(await full.text()).toContain(`data-testid="${p}-loading"`);
    }
  }, 180_000); // the first page request compiles the server build on demand
});
