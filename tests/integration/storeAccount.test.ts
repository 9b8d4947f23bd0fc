import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { memoClear } from "../../functions/platform/tenancy/storeMemo";
import { testChargePrefix } from "../../functions/store/account/charge";
import { api, shopWithAdmin, sql } from "../helpers";

// The store's own account (issue 12 §5, spec back-office §7): GET /api/admin/store, PATCH
// /api/admin/store/subscription, GET /api/admin/store/checkout/bill, POST /api/admin/store/checkout,
// GET /api/admin/store/orders(/{id}), PATCH /api/admin/store/user/review. Paid with the TEST card
// vault: 4242… is charged, 4000 0000 0000 0002 is refused when saved, …0341 is saved but refused
// when charged.

const ADMIN = { email: "owner@acct.test", password: "owner1234", name: "Acct Owner" };
const VISA = { holder: "Amy Lin", number: "4242424242424242", expiry: "12/39", cvc: "123" };
const DECLINED = { ...VISA, number: "4000000000000002" };
const CHARGE_DECLINED = { ...VISA, number: "4000000000000341" };

type Shop = { host: string; storeId: number; token: string };

async function shop(host: string, type = "NORMAL"): Promise<Shop> {
  const { storeId, token } = await shopWithAdmin(host, type, ADMIN);
  return { host, storeId, token };
}
const call = (s: Shop, method: string, path: string, body?: unknown) =>
  api(s.host, method, path, { token: s.token, body });
const key = () => `k${crypto.randomUUID().replaceAll("-", "")}`;
const charges = async (s: Shop, number: string) =>
  (await env.KV.list({ prefix: testChargePrefix(s.storeId, number) })).keys.length;

describe("plan and subscription", () => {
  it("a new store is on trial of its type's first plan; the next bill is that plan's price with 5% VAT included", async () => {
    const s = await shop("acct-plan.localhost");
    const r = await call(s, "GET", "/api/admin/store");
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data).toMatchObject({
      plan: "BASIC",
      paymentPlan: "MONTHLY",
      autoRenew: true,
      isOnTrial: true,
      isPermanentFree: false,
      periodEnd: null,
      storeStatus: "NORMAL",
    });
    expect(r.body.data.plans.map((p: { code: string }) => p.code)).toEqual(["BASIC", "PRO"]);
    expect(r.body.data.nextRenewalDate).toBe(r.body.data.trialEndsAt);
    const bill = (await call(s, "GET", "/api/admin/store/checkout/bill")).body.data;
    // NT$599: tax round(599 × 5 / 105) = NT$29, before tax NT$570.
    expect(bill).toMatchObject({
      planCode: "BASIC",
      paymentPlan: "MONTHLY",
      total: 59_900,
      tax: 2_900,
      subtotal: 57_000,
    });
    expect(bill.periodStart).toBe(r.body.data.trialEndsAt);
  });

  it("changes plan and cycle at once while unpaid, then only for the next period once paid", async () => {
    const s = await shop("acct-change.localhost");
    const changed = await call(s, "PATCH", "/api/admin/store/subscription", { planCode: "PRO", paymentPlan: "YEARLY" });
    expect(changed.body.code, JSON.stringify(changed.body)).toBe(0);
    expect(changed.body.data).toMatchObject({ plan: "PRO", paymentPlan: "YEARLY", nextPlan: null });
    const bill = (await call(s, "GET", "/api/admin/store/checkout/bill")).body.data;
    expect(bill).toMatchObject({
      planCode: "PRO",
      paymentPlan: "YEARLY",
      total: 1_299_000,
      tax: 61_900,
      subtotal: 1_237_100,
    });
    const paid = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: key(), card: VISA });
    expect(paid.body.code, JSON.stringify(paid.body)).toBe(0);

    const later = await call(s, "PATCH", "/api/admin/store/subscription", { planCode: "BASIC", autoRenew: false });
    expect(later.body.data).toMatchObject({
      plan: "PRO",
      paymentPlan: "YEARLY",
      nextPlan: "BASIC",
      autoRenew: false,
    });
    const next = (await call(s, "GET", "/api/admin/store/checkout/bill")).body.data;
    expect(next).toMatchObject({ planCode: "BASIC", paymentPlan: "YEARLY", periodStart: paid.body.data.periodEnd });
    // The change is audited once, as StoreSubscription.
    const logs = await sql(
      "SELECT * FROM audit_logs WHERE store_id = ? AND path = ?",
      s.storeId,
      "/api/admin/store/subscription",
    );
    expect(logs).toHaveLength(2);
  });

  it("refuses a plan of another store type and a bad cycle with 422 field issues, writing nothing", async () => {
    const s = await shop("acct-422.localhost");
    const wrongPlan = await call(s, "PATCH", "/api/admin/store/subscription", { planCode: "MULTILEVEL" });
    expect(wrongPlan.status).toBe(422);
    expect(wrongPlan.body.issues).toEqual([{ path: "planCode", message: "validation.planCode" }]);
    const badCycle = await call(s, "PATCH", "/api/admin/store/subscription", { paymentPlan: "WEEKLY" });
    expect(badCycle.status).toBe(422);
    expect(badCycle.body.issues[0].path).toBe("paymentPlan");
    const extra = await call(s, "PATCH", "/api/admin/store/subscription", { planCode: "PRO", price: 1 });
    expect(extra.status).toBe(422);
    expect(await sql("SELECT * FROM store_subscriptions WHERE store_id = ?", s.storeId)).toHaveLength(0);
    expect(await sql("SELECT * FROM audit_logs WHERE store_id = ?", s.storeId)).toHaveLength(0);
  });

  it("a head store has the multilevel plan; a branch paid by its head store has no account (400027)", async () => {
    const head = await shop("acct-head.localhost", "HEAD_STORE_MULTILEVEL");
    expect((await call(head, "GET", "/api/admin/store")).body.data.plan).toBe("MULTILEVEL");
    const branch = await shop("acct-branch.localhost", "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE");
    for (const [m, p, b] of [
      ["GET", "/api/admin/store"],
      ["GET", "/api/admin/store/orders"],
      ["GET", "/api/admin/store/defaultDomain"],
      ["PATCH", "/api/admin/store/subscription", { autoRenew: false }],
      ["POST", "/api/admin/store/checkout", { idempotencyKey: key(), card: VISA }],
      ["PATCH", "/api/admin/store/defaultDomain", { domainName: "branchx" }],
    ] as const) {
      expect((await call(branch, m, p, b)).body.code, `${m} ${p}`).toBe(400027);
    }
    const self = await shop("acct-self.localhost", "BRANCH_MULTILEVEL_PAY_BY_SELF");
    expect((await call(self, "GET", "/api/admin/store")).body.data.plan).toBe("BRANCH");
  });

  it("a member, a stranger and an admin with Account (10) blocked get no account data", async () => {
    const s = await shop("acct-priv.localhost");
    expect((await api(s.host, "GET", "/api/admin/store")).body.code).toBe(400029);
    await sql("UPDATE users SET blocked_privileges = '[10]' WHERE store_id = ?", s.storeId);
    expect((await call(s, "GET", "/api/admin/store")).body.code).toBe(400027);
    expect((await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: key(), card: VISA })).body.code).toBe(
      400027,
    );
  });
});

describe("paying the next bill", () => {
  it("pays with a new test card: one charge, a PAID bill, the period moves and the card is saved", async () => {
    const s = await shop("acct-pay.localhost");
    const preview = (await call(s, "GET", "/api/admin/store/checkout/bill")).body.data;
    const k = key();
    const r = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: k, card: VISA });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data).toMatchObject({
      status: "PAID",
      number: preview.number,
      total: 59_900,
      tax: 2_900,
      card: { brand: "VISA", last4: "4242" },
      periodStart: preview.periodStart,
      periodEnd: preview.periodEnd,
    });
    expect(await charges(s, preview.number)).toBe(1);
    const account = (await call(s, "GET", "/api/admin/store")).body.data;
    expect(account).toMatchObject({
      isOnTrial: false,
      periodEnd: preview.periodEnd,
      nextRenewalDate: preview.periodEnd,
    });
    expect(account.cards).toHaveLength(1);
    // Retried with the same key: the same bill, no second charge, no second row.
    const again = await call(s, "POST", "/api/admin/store/checkout", {
      idempotencyKey: k,
      cardId: account.cards[0].id,
    });
    expect(again.body.data.id).toBe(r.body.data.id);
    expect(await charges(s, preview.number)).toBe(1);
    expect(await sql("SELECT id FROM store_bills WHERE store_id = ?", s.storeId)).toHaveLength(1);
    // Exactly one audit row for the payment (the retry is audited as the call it is).
    const audits = await sql<{ object_id: string; payload: string }>(
      "SELECT object_id, payload FROM audit_logs WHERE store_id = ? AND path = '/api/admin/store/checkout'",
      s.storeId,
    );
    expect(audits[0]?.object_id).toBe(String(r.body.data.id));
    expect(JSON.stringify(audits)).not.toContain("4242424242424242");
  });

  it("pays the following period with a saved card and a new key", async () => {
    const s = await shop("acct-saved.localhost");
    const first = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: key(), card: VISA });
    const cardId = (await call(s, "GET", "/api/admin/store")).body.data.cards[0].id;
    const second = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: key(), cardId });
    expect(second.body.code).toBe(0);
    expect(second.body.data.periodStart).toBe(first.body.data.periodEnd);
    const list = await call(s, "GET", "/api/admin/store/orders");
    expect(list.body.data).toMatchObject({ total: 2 });
    expect(list.body.data.data.map((b: { id: number }) => b.id)).toEqual([second.body.data.id, first.body.data.id]);
    const one = await call(s, "GET", `/api/admin/store/orders/${first.body.data.id}`);
    expect(one.body.data).toMatchObject({ id: first.body.data.id, status: "PAID", buyer: { name: ADMIN.name } });
  });

  it("a card refused when saved leaves no bill, no card, no period and no charge", async () => {
    const s = await shop("acct-decline.localhost");
    const preview = (await call(s, "GET", "/api/admin/store/checkout/bill")).body.data;
    const r = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: key(), card: DECLINED });
    expect(r.body.code).toBe(400042);
    expect(await sql("SELECT * FROM store_bills WHERE store_id = ?", s.storeId)).toHaveLength(0);
    expect(await sql("SELECT * FROM saved_cards WHERE store_id = ?", s.storeId)).toHaveLength(0);
    expect(await sql("SELECT * FROM store_subscriptions WHERE store_id = ?", s.storeId)).toHaveLength(0);
    expect(await sql("SELECT * FROM audit_logs WHERE store_id = ?", s.storeId)).toHaveLength(0);
    expect(await charges(s, preview.number)).toBe(0);
  });

  it("a saved card refused when charged leaves no bill; the same key then pays with another card", async () => {
    const s = await shop("acct-decline2.localhost");
    const k = key();
    const r = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: k, card: CHARGE_DECLINED });
    expect(r.body.code).toBe(400042);
    expect(await sql("SELECT * FROM store_bills WHERE store_id = ?", s.storeId)).toHaveLength(0);
    expect(await sql("SELECT * FROM store_subscriptions WHERE store_id = ?", s.storeId)).toHaveLength(0);
    const account = (await call(s, "GET", "/api/admin/store")).body.data;
    expect(account.isOnTrial).toBe(true);
    const retry = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: k, card: VISA });
    expect(retry.body.code).toBe(0);
    expect(retry.body.data.card.last4).toBe("4242");
  });

  it("reopens a store closed for not paying", async () => {
    const s = await shop("acct-reopen.localhost");
    await sql("UPDATE stores SET status = 'CLOSE_STORE_UNPAID' WHERE id = ?", s.storeId);
    const r = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: key(), card: VISA });
    expect(r.body.code).toBe(0);
    expect((await sql<{ status: string }>("SELECT status FROM stores WHERE id = ?", s.storeId))[0]?.status).toBe(
      "NORMAL",
    );
  });

  it("refuses malformed bodies with 422 and a permanently free store has nothing to pay", async () => {
    const s = await shop("acct-bad.localhost");
    const both = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: key(), cardId: 1, card: VISA });
    expect(both.status).toBe(422);
    const noKey = await call(s, "POST", "/api/admin/store/checkout", { card: VISA });
    expect(noKey.status).toBe(422);
    expect(noKey.body.issues[0].path).toBe("idempotencyKey");
    const badCard = await call(s, "POST", "/api/admin/store/checkout", {
      idempotencyKey: key(),
      card: { ...VISA, number: "1234" },
    });
    expect(badCard.status).toBe(422);
    expect(badCard.body.issues[0].path).toBe("card.number");
    const amount = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: key(), card: VISA, total: 1 });
    expect(amount.status).toBe(422);
    expect(await sql("SELECT * FROM store_bills WHERE store_id = ?", s.storeId)).toHaveLength(0);
    await sql("UPDATE stores SET trial_type = 'PERMANENT_FREE' WHERE id = ?", s.storeId);
    memoClear(); // the isolate's 5 s store memo would still hold the row written behind its back
    expect((await call(s, "GET", "/api/admin/store/checkout/bill")).body.data).toBeNull();
    expect((await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: key(), card: VISA })).body.code).toBe(
      400041,
    );
  });
});

describe("review data", () => {
  it("saves the owner's data, clears the must-review flag, and refuses bad fields with 422", async () => {
    const s = await shop("acct-review.localhost");
    await sql("UPDATE stores SET if_must_review_user_info = 1 WHERE id = ?", s.storeId);
    memoClear();
    const bad = await call(s, "PATCH", "/api/admin/store/user/review", {
      ownerName: "林",
      phone: "12345",
      email: "x",
      companyId: "1234",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "companyId",
      "email",
      "ownerName",
      "phone",
    ]);
    expect(await sql("SELECT * FROM store_reviews")).toHaveLength(0);
    const body = {
      ownerName: "林小美",
      phone: "0912345678",
      email: "Amy@Example.com",
      companyName: "小美商行",
      companyId: "12345678",
    };
    const r = await call(s, "PATCH", "/api/admin/store/user/review", body);
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data).toMatchObject({ ...body, email: "amy@example.com", status: "SUBMITTED", address: "" });
    const account = (await call(s, "GET", "/api/admin/store")).body.data;
    expect(account.ifMustReviewUserInfo).toBe(false);
    expect(account.review.companyId).toBe("12345678");
    // The next bill is made out to the reviewed company.
    const paid = await call(s, "POST", "/api/admin/store/checkout", { idempotencyKey: key(), card: VISA });
    expect(paid.body.data.buyer).toMatchObject({ name: "小美商行", companyId: "12345678" });
  });
});

describe("tenant isolation", () => {
  it("a store never sees or pays with another store's bills, cards, subscription or review", async () => {
    const a = await shop("acct-iso-a.localhost");
    const b = await shop("acct-iso-b.localhost");
    const paidA = await call(a, "POST", "/api/admin/store/checkout", { idempotencyKey: "shared-key-1", card: VISA });
    await call(a, "PATCH", "/api/admin/store/user/review", {
      ownerName: "林小美",
      phone: "0912345678",
      email: "a@example.com",
    });
    await call(a, "PATCH", "/api/admin/store/subscription", { autoRenew: false });
    const cardA = (await call(a, "GET", "/api/admin/store")).body.data.cards[0].id;

    expect((await call(b, "GET", `/api/admin/store/orders/${paidA.body.data.id}`)).body.code).toBe(400004);
    expect((await call(b, "GET", "/api/admin/store/orders")).body.data).toMatchObject({ total: 0, data: [] });
    const viewB = (await call(b, "GET", "/api/admin/store")).body.data;
    expect(viewB).toMatchObject({ review: null, cards: [], isOnTrial: true, autoRenew: true });
    // B's card id must be its own; A's card is unknown here and nothing is charged.
    const withA = await call(b, "POST", "/api/admin/store/checkout", { idempotencyKey: "shared-key-1", cardId: cardA });
    expect(withA.body.code).toBe(400004);
    expect(await sql("SELECT * FROM store_bills WHERE store_id = ?", b.storeId)).toHaveLength(0);
    // The same idempotency key in another store is another bill.
    const paidB = await call(b, "POST", "/api/admin/store/checkout", { idempotencyKey: "shared-key-1", card: VISA });
    expect(paidB.body.code).toBe(0);
    expect(paidB.body.data.id).not.toBe(paidA.body.data.id);
    // A's token read on B's host is not a session there.
    expect((await api(b.host, "GET", "/api/admin/store", { token: a.token })).body.code).not.toBe(0);
  });
});
