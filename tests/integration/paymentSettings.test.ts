import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { findStore } from "../../db/stores";
import { availablePaymentMethods, requirePaymentMethod } from "../../functions/commerce/payment/settings";
import { storeScope } from "../../functions/platform/tenancy/scope";
import { api, registerMember, shopWithAdmin, sql } from "../helpers";

// Setting-payment (GET, PUT /api/admin/payments), GET /api/payments, banks, the checkout's
// payment availability (COD only with a COD shipping method), defaults, permissions, isolation.

const A = "pay-a.localhost";
const B = "pay-b.localhost";
const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

type Shop = { id: number; host: string; token: string };
async function shop(host = A, type = "NORMAL"): Promise<Shop> {
  const { storeId: id, token } = await shopWithAdmin(host, type, ADMIN);
  return { id, host, token };
}
const admin = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });
const put = (s: Shop, methods: unknown[]) => admin(s, "PUT", "/api/admin/payments", { methods });

async function scopeOf(storeId: number) {
  const db = getDb(env.DB);
  return storeScope(env as never, db, (await findStore(db, storeId))!);
}

const BANK = { bankCode: "808", branch: "營業部", accountName: "好茶有限公司", accountNumber: "0123456789012" };

describe("payment defaults and the admin list", () => {
  it("a new store: COD open, TRANSFER / CREDIT_CARD / LINE_PAY closed; every offered method listed", async () => {
    const s = await shop();
    const r = await admin(s, "GET", "/api/admin/payments");
    expect(r.body.code).toBe(0);
    const byMethod = Object.fromEntries(r.body.data.map((m: { method: string }) => [m.method, m]));
    expect(Object.keys(byMethod).sort()).toEqual(
      ["CASH_ON_DELIVERY", "CREDIT_CARD", "LINE_PAY", "TRANSFER", "TRANSFER_VIRTUAL"].sort(),
    );
    expect(byMethod.CASH_ON_DELIVERY).toMatchObject({ isOpen: true, details: {} });
    expect(byMethod.TRANSFER).toMatchObject({ isOpen: false, details: {} });
    expect(byMethod.CREDIT_CARD).toMatchObject({
      isOpen: false,
      secrets: [{ name: "PROVIDER_SECRETS.tappay", isSet: false }],
    });
    expect(byMethod.LINE_PAY.isOpen).toBe(false);
    expect(byMethod.TRANSFER_VIRTUAL).toMatchObject({ id: null, isOpen: false });
    expect((await api(A, "GET", "/api/payments")).body.data).toEqual([
      { method: "CASH_ON_DELIVERY", sort: 0, details: {} },
    ]);
  });
});

describe("PUT /api/admin/payments", () => {
  it("opens TRANSFER with bank details (bank name from the code), credit card ids reach initial data", async () => {
    const s = await shop();
    const before = (await admin(s, "GET", "/api/admin/payments")).body.apiCacheMap;
    const r = await put(s, [
      { method: "TRANSFER", isOpen: true, details: { ...BANK, bankName: "Wrong name" } },
      {
        method: "CREDIT_CARD",
        isOpen: true,
        details: {
          appId: "12348",
          appKey: "app_pa1pQcKoY22IlnSXq5m5WP5jFKzoRG58VEXpT7wU62ud7mMbDOGzCYIlzzLF",
          merchantId: "tea_CTBC",
          serverType: "sandbox",
        },
      },
      { method: "LINE_PAY", isOpen: false, details: { channelId: "1234567890" } },
      { method: "TRANSFER_VIRTUAL", isOpen: true, details: { bankCode: "822", prefix: "98765" } },
    ]);
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.apiCacheMap.initial).toBeGreaterThan(before.initial);
    const transfer = r.body.data.find((m: { method: string }) => m.method === "TRANSFER");
    expect(transfer).toMatchObject({
      isOpen: true,
      details: { ...BANK, bankName: "玉山商業銀行", branchName: BANK.branch },
    });

    const [audit] = await sql<{ system: string; method: string }>(
      "SELECT system, method FROM audit_logs WHERE store_id = ? ORDER BY id DESC LIMIT 1",
      s.id,
    );
    expect(audit).toEqual({ system: "Payment", method: "PUT" });

    const initial = (await api(A, "GET", "/api/initial")).body.data;
    expect(initial.tappay).toMatchObject({ appId: "12348", serverType: "sandbox" });
    expect(initial.tappay.merchantId).toBeUndefined();

    // Shoppers see the open methods with their public details only.
    const open = (await api(A, "GET", "/api/payments")).body.data;
    expect(open.map((m: { method: string }) => m.method)).toEqual([
      "CASH_ON_DELIVERY",
      "TRANSFER",
      "TRANSFER_VIRTUAL",
      "CREDIT_CARD",
    ]);
    expect(open[1].details).toEqual({ ...BANK, bankName: "玉山商業銀行" });
    expect(open[2].details).toEqual({ bankCode: "822", bankName: "中國信託商業銀行" }); // no prefix
    expect(open[3].details).toEqual({
      appId: "12348",
      appKey: expect.stringMatching(/^app_/),
      serverType: "sandbox",
    });
  });

  it("422: opening a method without its required details, bad account numbers, unknown banks, secrets", async () => {
    const s = await shop();
    const bad = async (methods: unknown[], issues: { path: string; message: string }[]) => {
      const r = await put(s, methods);
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      for (const i of issues) expect(r.body.issues).toContainEqual(i);
    };
    await bad(
      [{ method: "TRANSFER", isOpen: true }],
      [
        { path: "methods.0.details.bankCode", message: "validation.requiredWhenOpen" },
        { path: "methods.0.details.accountName", message: "validation.requiredWhenOpen" },
        { path: "methods.0.details.accountNumber", message: "validation.requiredWhenOpen" },
      ],
    );
    await bad(
      [{ method: "TRANSFER", isOpen: true, details: { ...BANK, accountNumber: "12-34" } }],
      [{ path: "methods.0.details.accountNumber", message: "validation.accountNumber" }],
    );
    await bad(
      [{ method: "TRANSFER", isOpen: false, details: { ...BANK, bankCode: "999" } }],
      [{ path: "methods.0.details.bankCode", message: "validation.bankCode" }],
    );
    await bad(
      [{ method: "CREDIT_CARD", isOpen: true, details: { appId: "1" } }],
      [{ path: "methods.0.details.appKey", message: "validation.requiredWhenOpen" }],
    );
    await bad(
      [{ method: "LINE_PAY", isOpen: true, details: { channelId: "12" } }],
      [{ path: "methods.0.details.channelId", message: "validation.channelId" }],
    );
    await bad([{ method: "APPLE_PAY", isOpen: true }], [{ path: "methods.0.method", message: "validation.oneOf" }]);
    await bad(
      [
        { method: "CASH_ON_DELIVERY", isOpen: true },
        { method: "CASH_ON_DELIVERY", isOpen: false },
      ],
      [{ path: "methods.1.method", message: "validation.duplicate" }],
    );
    // A partner key is a Worker secret: the strict details refuse it.
    const secret = await put(s, [{ method: "CREDIT_CARD", isOpen: false, details: { partnerKey: "partner_abc" } }]);
    expect(secret.status).toBe(422);
    expect(secret.body.issues[0].path).toBe("methods.0.details");
    expect(JSON.stringify(await sql("SELECT details FROM payment_methods WHERE store_id = ?", s.id))).not.toContain(
      "partner_abc",
    );
    // Nothing was written: TRANSFER is still closed and empty.
    const transfer = (await admin(s, "GET", "/api/admin/payments")).body.data.find(
      (m: { method: string }) => m.method === "TRANSFER",
    );
    expect(transfer).toMatchObject({ isOpen: false, details: {} });
  });

  it("closing and re-opening keeps the bank details; saving a closed TRANSFER with partial details is fine", async () => {
    const s = await shop();
    expect((await put(s, [{ method: "TRANSFER", isOpen: false, details: { bankCode: "004" } }])).body.code).toBe(0);
    expect((await put(s, [{ method: "TRANSFER", isOpen: true, details: BANK }])).body.code).toBe(0);
    const r = await put(s, [{ method: "TRANSFER", isOpen: false, details: BANK }]);
    expect(r.body.data.find((m: { method: string }) => m.method === "TRANSFER")).toMatchObject({
      isOpen: false,
      details: { accountNumber: BANK.accountNumber },
    });
    expect((await api(A, "GET", "/api/payments")).body.data.map((m: { method: string }) => m.method)).toEqual([
      "CASH_ON_DELIVERY",
    ]);
  });
});

describe("payment availability for checkout", () => {
  it("cash on delivery only with a shipping method that collects it", async () => {
    const s = await shop();
    await put(s, [{ method: "TRANSFER", isOpen: true, details: BANK }]);
    const scope = await scopeOf(s.id);
    const withCod = await availablePaymentMethods(scope, { ifOpenCashOnDelivery: true });
    expect(withCod.map((m) => m.method).sort()).toEqual(["CASH_ON_DELIVERY", "TRANSFER"]);
    expect((await availablePaymentMethods(scope, { ifOpenCashOnDelivery: false })).map((m) => m.method)).toEqual([
      "TRANSFER",
    ]);
    expect((await availablePaymentMethods(scope, null)).map((m) => m.method)).toEqual(["TRANSFER"]);
    await expect(
      requirePaymentMethod(scope, "CASH_ON_DELIVERY", { ifOpenCashOnDelivery: false }),
    ).rejects.toMatchObject({
      code: 400041,
    });
    await expect(requirePaymentMethod(scope, "CREDIT_CARD", { ifOpenCashOnDelivery: true })).rejects.toMatchObject({
      code: 400041,
    });
    expect((await requirePaymentMethod(scope, "TRANSFER", null)).details).toMatchObject({ bankCode: "808" });
  });
});

describe("banks", () => {
  it("lists Taiwan bank codes; branches answer an empty list; bad codes 422", async () => {
    await shop();
    const banks = (await api(A, "GET", "/api/payment/banks")).body.data;
    expect(banks).toContainEqual({ code: "004", name: "臺灣銀行" });
    expect(banks).toContainEqual({ code: "700", name: "中華郵政" });
    expect(banks).toContainEqual({ code: "822", name: "中國信託商業銀行" });
    for (const b of banks) expect(b.code).toMatch(/^\d{3}$/);
    expect((await api(A, "GET", "/api/payment/banksbranch?bankCode=004")).body.data).toEqual([]);
    expect((await api(A, "GET", "/api/payment/banksbranch?bankCode=x")).status).toBe(422);
  });
});

describe("payment permissions and isolation", () => {
  it("members get 400027, branch stores 400027; one store's settings stay its own", async () => {
    const a = await shop();
    const b = await shop(B);
    const m = await registerMember(A, "mia@example.com");
    expect((await api(A, "GET", "/api/admin/payments", { token: m.accessToken })).body.code).toBe(400027);
    const w = await api(A, "PUT", "/api/admin/payments", {
      token: m.accessToken,
      body: { methods: [{ method: "TRANSFER", isOpen: true, details: BANK }] },
    });
    expect(w.body.code).toBe(400027);
    const branch = await shop("pay-branch.localhost", "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE");
    expect((await admin(branch, "GET", "/api/admin/payments")).body.code).toBe(400027);

    await put(a, [{ method: "TRANSFER", isOpen: true, details: BANK }]);
    const theirs = (await admin(b, "GET", "/api/admin/payments")).body.data.find(
      (x: { method: string }) => x.method === "TRANSFER",
    );
    expect(theirs).toMatchObject({ isOpen: false, details: {} });
    expect((await api(B, "GET", "/api/payments")).body.data).toHaveLength(1);
  });
});
