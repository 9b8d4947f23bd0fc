import { TOTP_PERIOD_S, totpCodeAt } from "../../../../functions/people/security/totp";
import { loginToken, registerMember, sha256, sql } from "../../../helpers";
import { ADMIN, type AreaCases, type Case, type Ctx, call, made, n } from "../harness";

// Issue 12 slices: settings, account and domain, profile and security, staff, members, order import.

const A = "/api/admin";
/** The store row meets a condition (its JSON settings are columns of it). */
const storeHas = async (ctx: Ctx, condition: string) =>
  (await n(`SELECT count(*) n FROM stores WHERE id=? AND ${condition}`, ctx.storeId)) > 0;
const product = (ctx: Ctx) =>
  made(ctx, "POST", `${A}/products`, { name: `p${Math.random()}`, price: 10000, stocks: [{ spec: "", stock: 3 }] });
const VISA = { holder: "Root Admin", number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };
const key = () => `k${Math.random().toString(36).slice(2, 12)}`;

// The security cases need strings a numeric id map cannot carry: the last setup's values.
const last = { secret: "", sessionId: "", codeHash: "" };
const adminId = (ctx: Ctx) => n("SELECT id n FROM users WHERE store_id=? AND email=?", ctx.storeId, ADMIN.email);
const totpOn = async (id: number) =>
  (await n("SELECT count(*) n FROM user_totp WHERE user_id=? AND enabled_at IS NOT NULL", id)) > 0;
/** Starts enrolment (keeps the secret); `confirm` turns two-factor on with the previous step's code. */
async function enrol(ctx: Ctx, confirm: boolean): Promise<{ user: number }> {
  // A second setup on the same store finds it on already (the failed call changed nothing).
  const started = await call(ctx, "POST", `${A}/store/user/security/totp`);
  if (started.body.code === 0) {
    last.secret = started.body.data.secret;
    if (confirm) await call(ctx, "POST", `${A}/store/user/security/totp/confirm`, { code: previousCode() });
  }
  const codes = await sql<{ code_hash: string }>("SELECT code_hash FROM user_recovery_codes LIMIT 1");
  last.codeHash = codes[0]?.code_hash ?? "";
  return { user: await adminId(ctx) };
}
const previousCode = () => totpCodeAt(last.secret, Date.now() - TOTP_PERIOD_S * 1000);
/** A second session of the admin (another device): its public id is kept. */
async function otherSession(ctx: Ctx): Promise<{ user: number }> {
  const token = await loginToken(ctx.host, ADMIN.email, ADMIN.password);
  last.sessionId = (await sha256(token)).slice(0, 16);
  return { user: await adminId(ctx) };
}
const sessionsOf = (id: number) => n("SELECT count(*) n FROM sessions WHERE user_id=?", id);
const S = `${A}/store/user`;

const staff = (ctx: Ctx) =>
  made(ctx, "POST", `${A}/admins`, { name: "Staff", email: `s${Math.random()}@example.com`, password: "staff12345" });
const isAdmin = (id: number) => n("SELECT is_admin n FROM users WHERE id=?", id);

const card = (ctx: Ctx) => made(ctx, "POST", `${S}/creditCards`, VISA);
const cardsOf = (ctx: Ctx) => n("SELECT count(*) n FROM saved_cards WHERE store_id=?", ctx.storeId);

const cases: Record<string, Case> = {
  "PATCH /api/admin/setting/store": {
    system: "SettingStore",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/setting/store`,
    body: () => ({ storeName: "Renamed Store" }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) => storeHas(ctx, "name='Renamed Store'"),
  },
  "PATCH /api/admin/store/user/profile": {
    system: "User",
    table: "users",
    setup: async (ctx) => ({ user: await adminId(ctx) }),
    path: () => `${S}/profile`,
    body: () => ({ name: "Root Renamed" }),
    objectId: (ids) => String(ids.user),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM users WHERE id=? AND name='Root Renamed'", ids.user)) > 0,
  },
  "POST /api/admin/store/user/creditCards": {
    system: "User",
    table: "saved_cards",
    path: () => `${S}/creditCards`,
    body: () => VISA,
    objectId: () => "created",
    changed: async (ctx) => (await cardsOf(ctx)) > 0,
  },
  "PATCH /api/admin/store/user/creditCards/:id": {
    system: "User",
    table: "saved_cards",
    setup: async (ctx) => {
      await card(ctx);
      return { id: await card(ctx) };
    },
    path: (ids) => `${S}/creditCards/${ids.id}`,
    body: () => ({ isDefault: true }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT is_default n FROM saved_cards WHERE id=?", ids.id)) === 1,
  },
  "DELETE /api/admin/store/user/creditCards/:id": {
    system: "User",
    table: "saved_cards",
    setup: async (ctx) => ({ id: await card(ctx) }),
    path: (ids) => `${S}/creditCards/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM saved_cards WHERE id=?", ids.id)) === 0,
  },
  "POST /api/admin/admins": {
    system: "User",
    table: "users",
    path: () => `${A}/admins`,
    body: () => ({ name: "Amy", email: "amy@example.com", password: "staff12345", blockedPrivileges: [4] }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM users WHERE store_id=? AND email='amy@example.com'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/admins/:id{[0-9]+}": {
    system: "User",
    table: "users",
    setup: async (ctx) => ({ id: await staff(ctx) }),
    path: (ids) => `${A}/admins/${ids.id}`,
    body: () => ({ name: "Renamed", password: "another12345" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM users WHERE id=? AND name='Renamed'", ids.id)) > 0,
  },
  "DELETE /api/admin/admins/:id{[0-9]+}": {
    system: "User",
    table: "users",
    setup: async (ctx) => ({ id: await staff(ctx) }),
    path: (ids) => `${A}/admins/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await isAdmin(ids.id as number)) === 0,
  },
  "PATCH /api/admin/users/:id": {
    system: "User",
    table: "users",
    setup: async (ctx) => ({ id: (await registerMember(ctx.host, `m${Math.random()}@example.com`)).user.id }),
    path: (ids) => `${A}/users/${ids.id}`,
    body: () => ({ adminNote: "VIP", blocked: true }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM users WHERE id=? AND blocked_at IS NOT NULL", ids.id)) > 0,
  },
  "POST /api/admin/store/user/security/totp": {
    system: "User",
    table: "user_totp",
    setup: async (ctx) => ({ user: await adminId(ctx) }),
    path: () => `${S}/security/totp`,
    objectId: (ids) => String(ids.user),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM user_totp WHERE user_id=?", ids.user)) > 0,
  },
  "POST /api/admin/store/user/security/totp/confirm": {
    system: "User",
    table: "user_totp",
    setup: (ctx) => enrol(ctx, false),
    path: () => `${S}/security/totp/confirm`,
    body: () => ({ code: previousCode() }),
    objectId: (ids) => String(ids.user),
    changed: (_c, ids) => totpOn(ids.user as number),
  },
  "POST /api/admin/store/user/security/totp/disable": {
    system: "User",
    table: "user_totp",
    setup: (ctx) => enrol(ctx, true),
    path: () => `${S}/security/totp/disable`,
    body: () => ({ password: ADMIN.password }),
    objectId: (ids) => String(ids.user),
    changed: async (_c, ids) => !(await totpOn(ids.user as number)),
  },
  "POST /api/admin/store/user/security/recoveryCodes": {
    system: "User",
    table: "user_recovery_codes",
    setup: (ctx) => enrol(ctx, true),
    path: () => `${S}/security/recoveryCodes`,
    body: () => ({ password: ADMIN.password }),
    objectId: (ids) => String(ids.user),
    changed: async () => (await n("SELECT count(*) n FROM user_recovery_codes WHERE code_hash=?", last.codeHash)) === 0,
  },
  "DELETE /api/admin/store/user/sessions/:id": {
    system: "User",
    table: "sessions",
    setup: otherSession,
    path: () => `${S}/sessions/${last.sessionId}`,
    objectId: () => last.sessionId,
    changed: async () =>
      (await n("SELECT count(*) n FROM sessions WHERE substr(token_hash, 1, 16)=?", last.sessionId)) === 0,
  },
  "DELETE /api/admin/store/user/sessions": {
    system: "User",
    table: "sessions",
    setup: otherSession,
    path: () => `${S}/sessions`,
    objectId: (ids) => String(ids.user),
    changed: async (_c, ids) => (await sessionsOf(ids.user as number)) === 1,
  },
  "PATCH /api/admin/setting/system": {
    system: "SettingSystem",
    table: "stores",
    path: () => `${A}/setting/system`,
    body: () => ({ lowStockThreshold: 17 }),
    objectId: () => null,
    setup: async (ctx) => ({ store: ctx.storeId }),
    changed: async (ctx) => storeHas(ctx, "json_extract(setting_system,'$.lowStockThreshold')=17"),
  },
  "PATCH /api/admin/setting/testMode": {
    system: "SettingStore",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/setting/testMode`,
    body: () => ({ testModeTime: new Date(Date.now() + 86_400_000).toISOString() }),
    objectId: () => null,
    changed: async (ctx) => storeHas(ctx, "test_mode_time IS NOT NULL"),
  },
  "PATCH /api/admin/setting/store/calendar": {
    system: "SettingStore",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/setting/store/calendar`,
    body: () => ({ handlingDays: 4 }),
    objectId: () => null,
    changed: async (ctx) => storeHas(ctx, "json_extract(setting_calendar,'$.handlingDays')=4"),
  },
  "PATCH /api/admin/setting/product": {
    system: "SettingStore",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/setting/product`,
    body: () => ({ defaultSort: "newest" }),
    objectId: () => null,
    changed: async (ctx) => storeHas(ctx, "json_extract(setting_product,'$.defaultSort')='newest'"),
  },
  "PATCH /api/admin/subscription/setting": {
    system: "Subscription",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/subscription/setting`,
    body: () => ({ allowedCycles: [1, 3] }),
    objectId: () => null,
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

export const accountAudit: AreaCases = { cases };
