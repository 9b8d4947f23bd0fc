import { describe, expect, it } from "vitest";
import { NO_LIMIT_END, NO_LIMIT_START } from "../../functions/shared/commerce/commerce";
import { api, createStore, registerMember, shopWithAdmin, sql } from "../helpers";

// Promotions, coupons, activities: back-office CRUD, validation, code checks, groups, permissions,
// audit and cache map, storefront lists, and store isolation. Real workerd D1/KV.

const A = "promo-a.localhost";
const B = "promo-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

type Shop = { id: number; host: string; token: string };
async function shop(host = A, type = "NORMAL"): Promise<Shop> {
  const { storeId: id, token } = await shopWithAdmin(host, type, ADMIN);
  return { id, host, token };
}
const admin = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });

async function stockLine(storeId: number, opts: { isDisplay?: number } = {}) {
  const [p] = await sql<{ id: number }>(
    "INSERT INTO products (store_id, name, price, is_display) VALUES (?, 'Gift', 9900, ?) RETURNING id",
    storeId,
    opts.isDisplay ?? 1,
  );
  const [st] = await sql<{ id: number }>(
    "INSERT INTO product_stocks (store_id, product_id, stock) VALUES (?, ?, 10) RETURNING id",
    storeId,
    p!.id,
  );
  return { productId: p!.id, stockId: st!.id };
}

const amountOff = (over: Record<string, unknown> = {}) => ({
  name: "Spend 1000 save 100",
  isOpen: true,
  conditionType: "FULL_AMOUNT",
  actionType: "AMOUNT_OFF",
  conditions: [
    { condition: 100000, value: 10000, profitPercent: 0, extras: [] },
    { condition: 200000, value: 25000, profitPercent: 0, extras: [] },
  ],
  ...over,
});

describe("admin promotions CRUD", () => {
  it("creates, reads, lists with status, edits and deletes; audit row and cache bump", async () => {
    const s = await shop();
    const before = (await admin(s, "GET", "/api/admin/promotions")).body.apiCacheMap;
    const created = await admin(s, "POST", "/api/admin/promotions", amountOff());
    expect(created.body.code).toBe(0);
    const p = created.body.data;
    expect(p).toMatchObject({
      kind: "PROMOTION",
      scope: "PROMOTION",
      startAt: NO_LIMIT_START,
      endAt: NO_LIMIT_END,
      status: "IN_PROGRESS",
      statusKey: "promotion.status.inProgress",
    });
    expect(p.conditions.map((t: { id: number }) => t.id)).toEqual([1, 2]);
    expect(p.storeId).toBeUndefined();
    expect(created.body.apiCacheMap.promotion).toBeGreaterThan(before.promotion);
    expect(created.body.apiCacheMap.promotionGroup).toBeGreaterThan(before.promotionGroup);

    const [audit] = await sql<{ system: string; object_id: string; method: string }>(
      "SELECT system, object_id, method FROM audit_logs WHERE store_id = ? ORDER BY id DESC LIMIT 1",
      s.id,
    );
    expect(audit).toMatchObject({ system: "Promotion", object_id: String(p.id), method: "POST" });

    const got = (await admin(s, "GET", `/api/admin/promotions/${p.id}`)).body.data;
    expect(got).toEqual(p);

    // Edit keeps tier ids and gives a new tier the next one; the whole is re-validated.
    const patched = await admin(s, "PATCH", `/api/admin/promotions/${p.id}`, {
      conditions: [...p.conditions, { condition: 300000, value: 40000, profitPercent: 0, extras: [] }],
      startAt: "2999-01-01T00:00:00+08:00",
    });
    expect(patched.body.code).toBe(0);
    expect(patched.body.data.conditions.map((t: { id: number }) => t.id)).toEqual([1, 2, 3]);
    expect(patched.body.data).toMatchObject({ startAt: "2998-12-31T16:00:00.000Z", status: "UPCOMING" });
    const bad = await admin(s, "PATCH", `/api/admin/promotions/${p.id}`, { endAt: "2998-01-01T00:00:00Z" });
    expect(bad.status).toBe(422);
    expect(bad.body.issues ?? bad.body.data?.issues ?? JSON.stringify(bad.body)).toBeTruthy();
    expect(JSON.stringify(bad.body)).toContain("endAt");

    const del = await admin(s, "DELETE", `/api/admin/promotions/${p.id}`);
    expect(del.body.code).toBe(0);
    expect((await admin(s, "GET", `/api/admin/promotions/${p.id}`)).body.code).toBe(400004);
    expect((await admin(s, "DELETE", `/api/admin/promotions/${p.id}`)).body.code).toBe(400004);
  });

  it("filters the list by scope, display, showing and keyword", async () => {
    const s = await shop();
    const mk = (over: Record<string, unknown>) => admin(s, "POST", "/api/admin/promotions", amountOff(over));
    await mk({ name: "Running" });
    await mk({ name: "Hidden one", isOpen: false });
    await mk({ name: "Later", startAt: "2999-01-01T00:00:00Z" });
    await mk({ name: "Done", startAt: "2001-01-01T00:00:00Z", endAt: "2002-01-01T00:00:00Z" });
    await mk({ name: "Coupon", scope: "COUPON", code: "WELCOME" });
    await mk({ name: "Bare", isOpen: false, conditions: [] });
    const names = async (q: string) =>
      (await admin(s, "GET", `/api/admin/promotions${q}`)).body.data.items.map((r: { name: string }) => r.name).sort();
    expect(await names("")).toHaveLength(6);
    expect(await names("?scope=COUPON")).toEqual(["Coupon"]);
    expect(await names("?display=2")).toEqual(["Bare", "Hidden one"]);
    expect(await names("?display=1&showing=1")).toEqual(["Later"]);
    expect(await names("?display=1&showing=4")).toEqual(["Done"]);
    expect(await names("?display=1&showing=2&scope=PROMOTION")).toEqual(["Running"]);
    expect(await names("?keyword=welc")).toEqual(["Coupon"]);
    expect(await names("?keyword=%25")).toEqual([]);
    const statuses = (await admin(s, "GET", "/api/admin/promotions")).body.data.items.map(
      (r: { name: string; status: string }) => `${r.name}:${r.status}`,
    );
    expect(statuses.sort()).toEqual(
      [
        "Bare:UNSET_CONDITIONS",
        "Coupon:IN_PROGRESS",
        "Done:EXPIRED",
        "Hidden one:UNLISTED",
        "Later:UPCOMING",
        "Running:IN_PROGRESS",
      ].sort(),
    );
    expect((await admin(s, "GET", "/api/admin/promotions?display=9")).status).toBe(422);
  });

  it.each([
    [
      "tiers not ascending",
      {
        conditions: [
          { condition: 2, value: 1 },
          { condition: 1, value: 1 },
        ],
      },
      "conditions.1.condition",
    ],
    [
      "duplicate thresholds",
      {
        conditions: [
          { condition: 2, value: 1 },
          { condition: 2, value: 3 },
        ],
      },
      "conditions.1.condition",
    ],
    [
      "percent-off out of 1..99",
      { actionType: "PERCENT_OFF", conditions: [{ condition: 0, value: 100 }] },
      "conditions.0.value",
    ],
    ["start after end", { startAt: "2030-01-01T00:00:00Z", endAt: "2029-01-01T00:00:00Z" }, "endAt"],
    [
      "extras on AMOUNT_OFF",
      { conditions: [{ condition: 0, value: 1, extras: [{ productId: 1, stockId: 1, price: 0, quantity: 1 }] }] },
      "conditions.0.extras",
    ],
    ["GIFT without extras", { actionType: "GIFT", conditions: [{ condition: 0, value: 0 }] }, "conditions.0.extras"],
    ["coupon without code", { scope: "COUPON" }, "code"],
    ["bad code", { scope: "COUPON", code: "no spaces" }, "code"],
    ["unknown field", { kind: "ACTIVITY" }, "_"],
    ["SINGLE_PRICE on amount", { actionType: "SINGLE_PRICE" }, "conditionType"],
    [
      "cumulative percent",
      { actionType: "PERCENT_OFF", isCumulative: true, conditions: [{ condition: 0, value: 90 }] },
      "isCumulative",
    ],
    ["open without tiers", { conditions: [] }, "conditions"],
    ["WHITE list without products", { listType: "WHITE" }, "productIds"],
    [
      "SHIPPING with a threshold",
      { conditionType: "SHIPPING", actionType: "SHIPPING_FEE", conditions: [{ condition: 5, value: 1 }] },
      "conditions.0.condition",
    ],
    ["bad shipping code", { shippingCodes: ["DRONE"] }, "shippingCodes.0"],
  ])("422 for %s", async (_n, over, path) => {
    const s = await shop();
    const r = await admin(s, "POST", "/api/admin/promotions", amountOff(over));
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(400001);
    expect(JSON.stringify(r.body)).toContain(`"${path}"`);
    expect((await sql("SELECT id FROM promotions WHERE store_id = ?", s.id)).length).toBe(0);
  });

  it("checks extras and listed products against this store's sellable stock lines", async () => {
    const s = await shop();
    const t = await createStore(B);
    const mine = await stockLine(s.id);
    const hidden = await stockLine(s.id, { isDisplay: 0 });
    const theirs = await stockLine(t);
    const gift = (x: object) =>
      amountOff({
        actionType: "GIFT",
        conditions: [{ condition: 0, value: 0, extras: [{ price: 0, quantity: 1, ...x }] }],
      });
    expect((await admin(s, "POST", "/api/admin/promotions", gift(mine))).body.code).toBe(0);
    const other = await admin(s, "POST", "/api/admin/promotions", gift(theirs));
    expect(other.status).toBe(422);
    expect(JSON.stringify(other.body)).toContain("conditions.0.extras.0.stockId");
    const off = await admin(s, "POST", "/api/admin/promotions", gift(hidden));
    expect(JSON.stringify(off.body)).toContain("validation.notSaleable");
    const mismatch = await admin(s, "POST", "/api/admin/promotions", gift({ ...mine, productId: hidden.productId }));
    expect(mismatch.status).toBe(422);
    const paid = await admin(s, "POST", "/api/admin/promotions", gift({ ...mine, price: 100 }));
    expect(JSON.stringify(paid.body)).toContain("validation.giftIsFree");
    const white = await admin(
      s,
      "POST",
      "/api/admin/promotions",
      amountOff({ listType: "WHITE", productIds: [theirs.productId] }),
    );
    expect(JSON.stringify(white.body)).toContain("productIds.0");
  });

  it("codes are unique per store, case-insensitively, across promotions and activities", async () => {
    const s = await shop();
    const t = await shop(B);
    const coupon = amountOff({ scope: "COUPON", code: "Summer25" });
    const first = await admin(s, "POST", "/api/admin/promotions", coupon);
    expect(first.body.code).toBe(0);
    expect((await admin(s, "POST", "/api/admin/promotions", { ...coupon, code: "SUMMER25" })).body.code).toBe(400082);
    expect((await admin(s, "POST", "/api/admin/activities", { ...coupon, code: "summer25" })).body.code).toBe(400082);
    expect((await admin(s, "GET", "/api/admin/promotion/ifPromotionExists?code=summer25")).body.data).toBe(true);
    expect((await admin(s, "GET", "/api/admin/activity/ifCodeExists?code=SUMMER25")).body.data).toBe(true);
    expect((await admin(s, "GET", "/api/admin/promotion/ifPromotionExists?code=other")).body.data).toBe(false);
    expect((await admin(s, "GET", "/api/admin/promotion/ifPromotionExists")).status).toBe(422);
    // Another store may use the same code.
    expect((await admin(t, "GET", "/api/admin/promotion/ifPromotionExists?code=summer25")).body.data).toBe(false);
    expect((await admin(t, "POST", "/api/admin/promotions", coupon)).body.code).toBe(0);
    // Editing a row keeps its own code; taking another's is refused.
    const second = await admin(s, "POST", "/api/admin/promotions", { ...coupon, code: "WINTER" });
    const id = second.body.data.id;
    expect((await admin(s, "PATCH", `/api/admin/promotions/${id}`, { code: "winter", name: "Winter" })).body.code).toBe(
      0,
    );
    expect((await admin(s, "PATCH", `/api/admin/promotions/${id}`, { code: "SUMMER25" })).body.code).toBe(400082);
  });

  it("lists the creating-store promotions (registration orders) only", async () => {
    const s = await shop();
    expect((await admin(s, "GET", "/api/admin/promotions/creatingStore")).body.data).toEqual({ items: [], total: 0 });
    await admin(s, "POST", "/api/admin/promotions", amountOff({ name: "Everyone" }));
    const made = await admin(
      s,
      "POST",
      "/api/admin/promotions",
      amountOff({ name: "Openers", storeScope: "CREATING_STORE" }),
    );
    expect(made.body.code).toBe(0);
    const list = (await admin(s, "GET", "/api/admin/promotions/creatingStore")).body.data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: made.body.data.id, name: "Openers", storeScope: "CREATING_STORE" });
  });
});

describe("activities", () => {
  it("CRUD under /api/admin/activities, kept apart from promotions; storefront lists open ones", async () => {
    const s = await shop();
    const act = await admin(s, "POST", "/api/admin/activities", amountOff({ name: "Anniversary", code: "ANNI" }));
    expect(act.body.code).toBe(0);
    expect(act.body.data.kind).toBe("ACTIVITY");
    expect(act.body.apiCacheMap.activity).toBeGreaterThan(0);
    await admin(s, "POST", "/api/admin/activities", amountOff({ name: "Soon", startAt: "2999-01-01T00:00:00Z" }));
    await admin(s, "POST", "/api/admin/activities", amountOff({ name: "Closed", isOpen: false }));
    const id = act.body.data.id;
    expect((await admin(s, "GET", `/api/admin/promotions/${id}`)).body.code).toBe(400004);
    expect((await admin(s, "GET", "/api/admin/promotions")).body.data.items).toEqual([]);
    expect((await admin(s, "GET", "/api/admin/activities")).body.data.items).toHaveLength(3);
    expect((await admin(s, "PATCH", `/api/admin/activities/${id}`, { name: "Anniversary 2" })).body.data.name).toBe(
      "Anniversary 2",
    );

    const valid = await api(A, "GET", "/api/activities?isOpen=true&isValidTime=true");
    expect(valid.body.data.map((a: { name: string }) => a.name)).toEqual(["Anniversary 2"]);
    expect(valid.body.data[0].code).toBe("ANNI");
    const open = await api(A, "GET", "/api/activities?isOpen=true");
    expect(open.body.data.map((a: { name: string }) => a.name).sort()).toEqual(["Anniversary 2", "Soon"]);
    expect((await admin(s, "DELETE", `/api/admin/activities/${id}`)).body.code).toBe(0);
  });
});

describe("storefront promotions", () => {
  it("lists open, in-time PROMOTION-scope promotions by group then sort, never coupons or their codes", async () => {
    const s = await shop();
    const mk = async (over: Record<string, unknown>) =>
      (await admin(s, "POST", "/api/admin/promotions", amountOff(over))).body.data.id as number;
    const second = await mk({ name: "Second", groupNumber: 1, sort: 2 });
    const first = await mk({ name: "First", groupNumber: 1, sort: 1 });
    const zero = await mk({ name: "Zero", groupNumber: 0, sort: 9, userIds: [5] });
    await mk({ name: "Coupon", scope: "COUPON", code: "SECRET1" });
    await mk({ name: "Closed", isOpen: false });
    await mk({ name: "Later", startAt: "2999-01-01T00:00:00Z" });
    const r = await api(A, "GET", "/api/promotions");
    expect(r.body.data.map((p: { id: number }) => p.id)).toEqual([zero, first, second]);
    expect(JSON.stringify(r.body)).not.toContain("SECRET1");
    expect(r.body.data[0].userIds).toBeUndefined();
    expect(r.body.data[0].usedQuantity).toBeUndefined();
    expect((await api(A, "GET", `/api/promotions/${first}`)).body.data.name).toBe("First");
    const coupon = (await sql<{ id: number }>("SELECT id FROM promotions WHERE code = 'SECRET1'"))[0]!.id;
    expect((await api(A, "GET", `/api/promotions/${coupon}`)).body.code).toBe(400004);
    expect((await api(A, "GET", "/api/promotions/abc")).body.code).toBe(400004);
  });
});

describe("promotion groups", () => {
  it("lists groups and orders / moves promotions inside a group in one batch", async () => {
    const s = await shop();
    const mk = async (name: string, groupNumber: number) =>
      (await admin(s, "POST", "/api/admin/promotions", amountOff({ name, groupNumber }))).body.data.id as number;
    const a = await mk("a", 1);
    const b = await mk("b", 1);
    const c = await mk("c", 2);
    await admin(
      s,
      "POST",
      "/api/admin/promotions",
      amountOff({ name: "coupon", scope: "COUPON", code: "NOTINGROUPS" }),
    );
    const g = (await admin(s, "GET", "/api/admin/promotion/groups")).body.data;
    expect(
      g.map((x: { groupNumber: number; promotions: { id: number }[] }) => [
        x.groupNumber,
        x.promotions.map((p) => p.id),
      ]),
    ).toEqual([
      [1, [a, b]],
      [2, [c]],
    ]);
    const moved = await admin(s, "PATCH", "/api/admin/promotion/groups/1", { promotionIds: [c, b] });
    expect(moved.body.code).toBe(0);
    expect(moved.body.apiCacheMap.promotionGroup).toBeGreaterThan(0);
    expect(
      moved.body.data.map((x: { groupNumber: number; promotions: { id: number }[] }) => [
        x.groupNumber,
        x.promotions.map((p) => p.id),
      ]),
    ).toEqual([[1, [c, b, a]]]);
    const bad = await admin(s, "PATCH", "/api/admin/promotion/groups/1", { promotionIds: [a, 999999] });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain("promotionIds.1");
    expect((await admin(s, "PATCH", "/api/admin/promotion/groups/1", { promotionIds: [a, a] })).status).toBe(422);
    expect((await admin(s, "PATCH", "/api/admin/promotion/groups/x", { promotionIds: [a] })).body.code).toBe(400004);
  });
});

describe("permissions and isolation", () => {
  it("members and guests get 400027 / 400029; branch stores 400027", async () => {
    const s = await shop();
    const m = await registerMember(A, "mia@example.com");
    for (const [method, path] of [
      ["GET", "/api/admin/promotions"],
      ["POST", "/api/admin/promotions"],
      ["GET", "/api/admin/promotion/groups"],
      ["GET", "/api/admin/activities"],
      ["GET", "/api/admin/promotion/ifPromotionExists?code=abc"],
    ] as const) {
      const r = await api(A, method, path, { token: m.accessToken, body: method === "POST" ? amountOff() : undefined });
      expect(r.body.code).toBe(400027);
      expect((await api(A, method, path)).body.code).toBe(400029);
    }
    expect((await sql("SELECT id FROM promotions WHERE store_id = ?", s.id)).length).toBe(0);
    const branch = await shop(B, "BRANCH_MULTILEVEL_PAY_BY_SELF");
    expect((await admin(branch, "POST", "/api/admin/promotions", amountOff())).body.code).toBe(400027);
  });

  it("another store's admin cannot read, edit or delete this store's promotions, coupons or activities", async () => {
    const s = await shop();
    const t = await shop(B);
    const p = (await admin(s, "POST", "/api/admin/promotions", amountOff({ scope: "COUPON", code: "MINE" }))).body.data;
    const act = (await admin(s, "POST", "/api/admin/activities", amountOff())).body.data;
    expect((await admin(t, "GET", `/api/admin/promotions/${p.id}`)).body.code).toBe(400004);
    expect((await admin(t, "PATCH", `/api/admin/promotions/${p.id}`, { name: "Stolen" })).body.code).toBe(400004);
    expect((await admin(t, "DELETE", `/api/admin/promotions/${p.id}`)).body.code).toBe(400004);
    expect((await admin(t, "DELETE", `/api/admin/activities/${act.id}`)).body.code).toBe(400004);
    expect((await admin(t, "GET", "/api/admin/promotions")).body.data.items).toEqual([]);
    expect((await admin(t, "PATCH", "/api/admin/promotion/groups/0", { promotionIds: [p.id] })).status).toBe(422);
    expect((await api(B, "GET", "/api/promotions")).body.data).toEqual([]);
    const [row] = await sql<{ name: string }>("SELECT name FROM promotions WHERE id = ?", p.id);
    expect(row!.name).toBe("Spend 1000 save 100");
    expect((await sql("SELECT id FROM promotions WHERE id = ?", act.id)).length).toBe(1);
  });
});
