import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { runDeleteJob } from "../../functions/network/branches/deleteJob";
import { api, createStore, loginToken, registerMember, sql } from "../helpers";
import { network } from "./branchCatalogueFixtures";
import { bulletinNetwork } from "./bulletins/fixtures";
import {
  cartLine,
  checkoutBody,
  member,
  paymentMethods,
  postCheckout,
  product,
  shippingMethod,
} from "./checkoutFixtures";

// The highlight writers of issue 28 §2 that had none (docs/decisions/highlights.md "Writing them"):
// each event writes its notification and counts its highlight in its own batch, for the store
// the table names, and for nobody else.

type H = { type: string; amount: number; content: { notificationId: number | null; message: string } };
const ADMIN = { email: "owner@example.com", password: "owner12345", name: "Owner" };

const highlight = async (host: string, token: string, type: string) =>
  ((await api(host, "GET", "/api/admin/highlights", { token })).body.data as H[]).find((h) => h.type === type);
const notices = (storeId: number, type: string) =>
  sql<{ message: string; object_id: number | null }>(
    "SELECT message, object_id FROM store_notifications WHERE store_id = ? AND type = ? ORDER BY id",
    storeId,
    type,
  );

describe("BRANCH_DELETED", () => {
  it("the head store counts each branch its delete job really deleted, once", async () => {
    const n = await bulletinNetwork("hw-del.localhost");
    const r = await api(n.head, "DELETE", "/api/admin/multilevel/branches", {
      token: n.headToken,
      body: { ids: [n.branch.id] },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    // Run it here too (waitUntil may have already): the second run finds the job taken.
    await runDeleteJob(getDb(env.DB), env.KV, n.headId, r.body.data.id);
    await runDeleteJob(getDb(env.DB), env.KV, n.headId, r.body.data.id);
    for (let i = 0; i < 50 && !(await notices(n.headId, "BRANCH_DELETED")).length; i++)
      await new Promise((res) => setTimeout(res, 50));

    expect(await notices(n.headId, "BRANCH_DELETED")).toEqual([{ message: "Branch east", object_id: n.branch.id }]);
    expect(await highlight(n.head, n.headToken, "BRANCH_DELETED")).toMatchObject({
      amount: 1,
      content: { message: "Branch east" },
    });
    expect(await notices(n.branch.id, "BRANCH_DELETED")).toEqual([]);
    // A deleted branch is told nothing more by its head store.
    expect((await n.post("/api/admin/bulletins", { title: "After the delete" })).body.code).toBe(0);
    expect(await notices(n.branch.id, "BULLETIN_NEW")).toEqual([]);
  });
});

describe("BRANCH_SELECTIONS_CHANGE", () => {
  it("each branch counts the head store's changes of what it may sell; a no-op changes nothing", async () => {
    const n = await network();
    expect((await n.authorise([n.tea.productId], { isForBranch: true })).body.code).toBe(0);
    // The same authorisation again changes no product: no notice.
    expect((await n.authorise([n.tea.productId], { isForBranch: true })).body.code).toBe(0);
    // A platform fee alone is no change of selections.
    expect((await n.authorise([n.tea.productId], { platformFee: 100 })).body.code).toBe(0);
    expect((await n.authorise([n.tea.productId, n.own.productId], { isForBranch: false })).body.code).toBe(0);

    for (const b of [n.alpha, n.bravo]) {
      expect((await notices(b.id, "BRANCH_SELECTIONS_CHANGE")).map((x) => x.message)).toEqual(["Oolong", "Oolong"]);
    }
    expect(await highlight(n.alpha.hostname, n.alphaToken, "BRANCH_SELECTIONS_CHANGE")).toMatchObject({ amount: 2 });
    expect(await notices(n.headId, "BRANCH_SELECTIONS_CHANGE")).toEqual([]);

    const [cat] = await sql<{ id: number }>(
      "INSERT INTO product_categories (store_id, name) VALUES (?, 'Teas') RETURNING id",
      n.headId,
    );
    const r = await api("head.localhost", "PATCH", "/api/admin/product/category/multilevelBranch", {
      token: n.headToken,
      body: { ids: [cat!.id], isForBranch: true },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect((await notices(n.bravo.id, "BRANCH_SELECTIONS_CHANGE")).map((x) => x.message)).toEqual([
      "Oolong",
      "Oolong",
      "Teas",
    ]);
  });
});

describe("ACTIVITY_NEW", () => {
  it("each branch counts the head store's new open activity; a closed one tells nobody", async () => {
    const n = await bulletinNetwork("hw-act.localhost");
    const other = await bulletinNetwork("hw-act-other.localhost");
    const body = {
      conditionType: "FULL_AMOUNT",
      actionType: "AMOUNT_OFF",
      conditions: [{ condition: 100000, value: 10000, profitPercent: 0, extras: [] }],
    };
    const mk = async (over: Record<string, unknown>) =>
      expect((await n.post("/api/admin/activities", { ...body, ...over })).body.code).toBe(0);
    await mk({ name: "Anniversary", code: "ANNI", isOpen: true });
    await mk({ name: "Draft", code: "DRAFT", isOpen: false });
    expect((await notices(n.branch.id, "ACTIVITY_NEW")).map((x) => x.message)).toEqual(["Anniversary"]);
    expect(await highlight(n.branch.hostname, n.branchToken, "ACTIVITY_NEW")).toMatchObject({ amount: 1 });
    expect(await notices(n.headId, "ACTIVITY_NEW")).toEqual([]);
    expect(await notices(other.branch.id, "ACTIVITY_NEW")).toEqual([]);
    // An activity is no promotion: nothing of PROMOTION_NEW.
    expect(await notices(n.branch.id, "PROMOTION_NEW")).toEqual([]);
  });
});

async function shopWithOwner(host: string) {
  const storeId = await createStore(host, "NORMAL", ADMIN);
  const homeId = await shippingMethod(storeId, { cod: true });
  await paymentMethods(storeId);
  return { host, storeId, homeId, admin: await loginToken(host, ADMIN.email, ADMIN.password) };
}

const payTest = (host: string, nonce: string, result: "pay" | "fail") =>
  SELF.fetch(`http://${host}/api/payment/callback/TEST`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` },
    body: new URLSearchParams({ payment: nonce, result }).toString(),
    redirect: "manual",
  });

describe("ORDER_TEMPORARY_CANCEL_UNPROCESSED", () => {
  it("an order whose online payment fails is held for the store to handle, counted once per attempt", async () => {
    const s = await shopWithOwner("hw-temp.localhost");
    const m = await member(s.host, "payer@example.com");
    const p = await product(s.storeId, 10_000, { stock: 10, name: "Oolong" });
    await cartLine(s.storeId, m.userId, { ...p, quantity: 1 });
    const r = await postCheckout(
      { host: s.host },
      m.token,
      checkoutBody(s, 10_000 + 6000, { paymentMethod: "LINE_PAY" }),
    );
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    const nonce = new URL(r.body.data.next.url, "http://x").searchParams.get("payment")!;
    await payTest(s.host, nonce, "fail");
    // A replayed failure settles nothing again.
    await payTest(s.host, nonce, "fail");

    const orderNumber = r.body.data.order.orderNumber as string;
    expect(await notices(s.storeId, "ORDER_TEMPORARY_CANCEL_UNPROCESSED")).toEqual([
      { message: orderNumber, object_id: r.body.data.order.id },
    ]);
    expect(await highlight(s.host, s.admin, "ORDER_TEMPORARY_CANCEL_UNPROCESSED")).toMatchObject({
      amount: 1,
      content: { message: orderNumber },
    });
    // Opening the order list clears it.
    expect((await api(s.host, "GET", "/admin/orderlist", { token: s.admin })).status).toBe(200);
    expect(await highlight(s.host, s.admin, "ORDER_TEMPORARY_CANCEL_UNPROCESSED")).toBeUndefined();
  });

  it("a paid attempt raises nothing", async () => {
    const s = await shopWithOwner("hw-paid.localhost");
    const m = await member(s.host, "payer@example.com");
    const p = await product(s.storeId, 10_000, { stock: 10, name: "Oolong" });
    await cartLine(s.storeId, m.userId, { ...p, quantity: 1 });
    const r = await postCheckout({ host: s.host }, m.token, checkoutBody(s, 16_000, { paymentMethod: "LINE_PAY" }));
    const nonce = new URL(r.body.data.next.url, "http://x").searchParams.get("payment")!;
    await payTest(s.host, nonce, "pay");
    await payTest(s.host, nonce, "fail");
    expect(await notices(s.storeId, "ORDER_TEMPORARY_CANCEL_UNPROCESSED")).toEqual([]);
  });
});

describe("NOTIFICATION_NEW", () => {
  it("a member's sign-up tells the store, and only that store", async () => {
    const s = await shopWithOwner("hw-join.localhost");
    const t = await shopWithOwner("hw-join-other.localhost");
    const joined = await registerMember(s.host, "newbie@example.com", "Nina Newbie");
    expect(await notices(s.storeId, "NOTIFICATION_NEW")).toEqual([
      { message: "Nina Newbie", object_id: joined.user.id },
    ]);
    expect(await highlight(s.host, s.admin, "NOTIFICATION_NEW")).toMatchObject({
      amount: 1,
      content: { message: "Nina Newbie" },
    });
    // notifications-all links it to the member.
    const list = await api(s.host, "GET", "/api/admin/notifications", { token: s.admin });
    expect(JSON.stringify(list.body.data)).toContain(`/admin/user-member/${joined.user.id}`);
    expect(await notices(t.storeId, "NOTIFICATION_NEW")).toEqual([]);
    expect(await highlight(t.host, t.admin, "NOTIFICATION_NEW")).toBeUndefined();
    // A refused sign-up (the email is taken) writes nothing.
    expect(
      (
        await api(s.host, "POST", "/api/auth/register", {
          body: { name: "X", email: "newbie@example.com", password: "member1234" },
        })
      ).body.code,
    ).not.toBe(0);
    expect(await notices(s.storeId, "NOTIFICATION_NEW")).toHaveLength(1);
  });
});
