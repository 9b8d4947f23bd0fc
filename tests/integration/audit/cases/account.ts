import { type AreaCases, type Case, type Ctx, made, n } from "../harness";

// Issue 12 slices: settings, account and domain, profile and security, staff, members, order import.

const A = "/api/admin";
/** The store row meets a condition (its JSON settings are columns of it). */
const storeHas = async (ctx: Ctx, condition: string) =>
  (await n(`SELECT count(*) n FROM stores WHERE id=? AND ${condition}`, ctx.storeId)) > 0;
const product = (ctx: Ctx) =>
  made(ctx, "POST", `${A}/products`, { name: `p${Math.random()}`, price: 10000, stocks: [{ spec: "", stock: 3 }] });
const VISA = { holder: "Root Admin", number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const key = () => `k${Math.random().toString(36).slice(2, 12)}`;

const cases: Record<string, Case> = {
  "PATCH /api/admin/setting/system": {
    system: "SettingSystem",
    table: "stores",
    path: () => `${A}/setting/system`,
    body: () => ({ lowStockThreshold: 17 }),
    objectId: (ids) => String(ids.store),
    setup: async (ctx) => ({ store: ctx.storeId }),
    changed: async (ctx) => storeHas(ctx, "json_extract(setting_system,'$.lowStockThreshold')=17"),
  },
  "PATCH /api/admin/setting/testMode": {
    system: "SettingStore",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/setting/testMode`,
    body: () => ({ testModeTime: new Date(Date.now() + 86_400_000).toISOString() }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) => storeHas(ctx, "test_mode_time IS NOT NULL"),
  },
  "PATCH /api/admin/setting/store/calendar": {
    system: "SettingStore",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/setting/store/calendar`,
    body: () => ({ handlingDays: 4 }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) => storeHas(ctx, "json_extract(setting_calendar,'$.handlingDays')=4"),
  },
  "PATCH /api/admin/setting/product": {
    system: "SettingStore",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/setting/product`,
    body: () => ({ defaultSort: "newest" }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) => storeHas(ctx, "json_extract(setting_product,'$.defaultSort')='newest'"),
  },
  "PATCH /api/admin/subscription/setting": {
    system: "Subscription",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/subscription/setting`,
    body: () => ({ allowedCycles: [1, 3] }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) => storeHas(ctx, "json_extract(setting_subscription,'$.allowedCycles[1]')=3"),
  },
  "PUT /api/admin/product/:id/story": {
    system: "Product",
    table: "product_stories",
    setup: async (ctx) => ({ id: await product(ctx) }),
    path: (ids) => `${A}/product/${ids.id}/story`,
    body: () => ({ content: "<p>Picked by hand</p>", isDisplay: false }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM product_stories WHERE product_id=?", ids.id)) > 0,
  },
  "POST /api/admin/product/subscriptionContract": {
    system: "Subscription",
    table: "subscription_contracts",
    path: () => `${A}/product/subscriptionContract`,
    body: () => ({ content: "<p>Terms</p>", effectiveAt: new Date().toISOString() }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM subscription_contracts WHERE store_id=?", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/store/subscription": {
    system: "StoreSubscription",
    table: "store_subscriptions",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/store/subscription`,
    body: () => ({ autoRenew: false }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) => (await n("SELECT count(*) n FROM store_subscriptions WHERE store_id=?", ctx.storeId)) > 0,
  },
  "POST /api/admin/store/checkout": {
    system: "StoreSubscription",
    table: "store_bills",
    path: () => `${A}/store/checkout`,
    body: () => ({ idempotencyKey: key(), card: VISA }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM store_bills WHERE store_id=? AND status='PAID'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/store/defaultDomain": {
    system: "StoreDomain",
    table: "store_hosts",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/store/defaultDomain`,
    body: () => ({ domainName: `moved${Math.random().toString(36).slice(2, 8)}` }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM store_hosts WHERE store_id=? AND hostname LIKE 'moved%'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/store/user/review": {
    system: "StoreReview",
    table: "store_reviews",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/store/user/review`,
    body: () => ({ ownerName: "Wang Mei", phone: "0912345678", email: "owner@example.com" }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) => (await n("SELECT count(*) n FROM store_reviews WHERE store_id=?", ctx.storeId)) > 0,
  },
};

/** Still audited (adminWrite's transitional path writes their row after success); not called here yet. */
const notYetCalled: string[] = [
  "DELETE /api/admin/admins/:id{[0-9]+}",
  "DELETE /api/admin/store/user/creditCards/:id",
  "DELETE /api/admin/store/user/sessions",
  "DELETE /api/admin/store/user/sessions/:id",
  "PATCH /api/admin/admins/:id{[0-9]+}",
  "PATCH /api/admin/setting/store",
  "PATCH /api/admin/store/user/creditCards/:id",
  "PATCH /api/admin/store/user/profile",
  "PATCH /api/admin/users/:id",
  "POST /api/admin/admins",
  "POST /api/admin/order/excel/import",
  "POST /api/admin/store/user/creditCards",
  "POST /api/admin/store/user/security/recoveryCodes",
  "POST /api/admin/store/user/security/totp",
  "POST /api/admin/store/user/security/totp/confirm",
  "POST /api/admin/store/user/security/totp/disable",
];

export const accountAudit: AreaCases = { cases, notYetCalled };
