import { describe, expect, it } from "vitest";
import { memoClear } from "../../functions/platform/tenancy/storeMemo";
import { api, login, sql } from "../helpers";
import { addBranch } from "./branches/fixtures";
import { member } from "./checkoutFixtures";
import { branchCount, call, FORM, paid, type Reg, regStore } from "./registration/fixtures";

// Issue 13 §2 "registration from a branch host": a visitor on bamboo's host applies, pays and
// opens a branch UNDER bamboo. The head store's policy, plan, prices and payments apply; the order
// is the head store's and names bamboo (docs/decisions/registration.md "From a branch host").

async function onBamboo(host = "reg.localhost", email = "kid@example.com") {
  const r = await regStore(host);
  const bamboo = await addBranch(r.headId, "bamboo", r.headId, { baseDomain: host });
  const m = await member(bamboo.hostname, email);
  const kid: Reg = { ...r, host: bamboo.hostname, token: m.token, userId: m.userId };
  return { r, bamboo, kid };
}

const KID_FORM = { email: "kid@example.com", confirmEmail: "kid@example.com", domainName: "kidtea" };

describe("registration from a branch host", () => {
  it("opens the new branch under that branch, priced and sold by the head store", async () => {
    const { r, bamboo, kid } = await onBamboo();
    // bamboo's own price for the plan does not reach a registration: the plan is the head store's.
    await sql("UPDATE products SET is_for_branch = 1 WHERE id = ?", r.plan.productId);
    await sql(
      "INSERT INTO branch_customizations (store_id, head_store_id, kind, object_id, profit_type, profit_value) VALUES (?, ?, 'PRODUCT', ?, 'FIXED', 1000)",
      bamboo.id,
      r.headId,
      r.plan.productId,
    );
    const { orderId, cb } = await paid(kid, "pay", KID_FORM);
    expect(cb.status).toBe(303);
    expect(cb.headers.get("location")).toBe(`/multilevel-checkout?orderId=${orderId}`);
    const [order] = await sql<Record<string, any>>("SELECT * FROM orders WHERE id = ?", orderId);
    expect(order).toMatchObject({
      store_id: r.headId,
      branch_store_id: bamboo.id,
      user_id: kid.userId,
      checkout_type: "register",
      payment_status: "PAID",
      total_amount: 350_000,
    });

    const open = await call(kid, "POST", "/api/branch/multilevel", { orderId });
    expect(open.body.code).toBe(0);
    expect(open.body.data).toMatchObject({ domainName: "kidtea", host: "kidtea.reg.localhost" });
    const kidId = open.body.data.storeId as number;
    const [store] = await sql<Record<string, any>>("SELECT * FROM stores WHERE id = ?", kidId);
    expect(store).toMatchObject({ parent_store_id: r.headId, introducer_store_id: bamboo.id });
    const tree = await sql<{ a: number; depth: number }>(
      "SELECT ancestor_id a, depth FROM branch_tree WHERE descendant_id = ? ORDER BY depth",
      kidId,
    );
    expect(tree).toEqual([
      { a: kidId, depth: 0 },
      { a: bamboo.id, depth: 1 },
      { a: r.headId, depth: 2 },
    ]);
    const [app] = await sql<Record<string, any>>("SELECT * FROM branch_applications WHERE order_id = ?", orderId);
    expect(app).toMatchObject({ store_id: r.headId, introducer_store_id: bamboo.id, status: "CREATED" });
    // The registrant (a member of bamboo) owns the new branch's back office with the same password.
    const l = await login("kidtea.reg.localhost", "kid@example.com", "member1234");
    expect(l.body.data.user).toMatchObject({ isAdmin: true });
    // The pages of the flow answer on the branch host.
    for (const path of ["/join-us", "/multilevel-info", "/find-branch-domain", "/multilevel-complete"]) {
      const p = await api(bamboo.hostname, "GET", path, { token: kid.token });
      expect(p.status, path).toBe(200);
    }
    // /join-us on the branch host names the network joined and the branch that introduces.
    const names = await sql<{ id: number; name: string }>(
      "SELECT id, name FROM stores WHERE id IN (?, ?)",
      r.headId,
      bamboo.id,
    );
    const nameOf = (id: number) => names.find((s) => s.id === id)!.name;
    const join = (await api(bamboo.hostname, "GET", "/join-us", { headers: { cookie: "sf_lang=en" } })).body;
    expect(join).toContain(`Introduced by ${nameOf(bamboo.id)}, become a branch of ${nameOf(r.headId)}`);
    const headJoin = (await api("reg.localhost", "GET", "/join-us", { headers: { cookie: "sf_lang=en" } })).body;
    expect(headJoin).toContain(`Become a branch of ${nameOf(r.headId)}`);
    const back = await api(bamboo.hostname, "GET", `/multilevel-checkout?orderId=${orderId}`, { token: kid.token });
    expect(back.headers.get("location")).toBe("/multilevel-complete");
    // /find-branch-domain on the branch host finds the network's branches (the mail names the host).
    const find = await api(bamboo.hostname, "POST", "/api/branch/findDomain", { body: { email: "kid@example.com" } });
    expect(find.body.code).toBe(0);
    const mails = await sql<{ body: string }>("SELECT body FROM mail_outbox WHERE body LIKE '%kidtea.reg.localhost%'");
    expect(mails.length).toBeGreaterThan(0);
  }, 120_000);

  it("a failed payment creates nothing; a double submit creates one branch", async () => {
    const { r, kid } = await onBamboo();
    const failed = await paid(kid, "fail", KID_FORM);
    expect((await call(kid, "POST", "/api/branch/multilevel", { orderId: failed.orderId })).body.code).toBe(400360);
    expect(await branchCount(r.headId)).toBe(1);
    expect(await sql("SELECT * FROM store_hosts WHERE hostname = 'kidtea.reg.localhost'")).toHaveLength(0);

    const second = await onBamboo("reg2.localhost");
    const { orderId } = await paid(second.kid, "pay", KID_FORM);
    const [a, b] = await Promise.all([
      call(second.kid, "POST", "/api/branch/multilevel", { orderId }),
      call(second.kid, "POST", "/api/branch/multilevel", { orderId }),
    ]);
    expect(a.body.data.storeId).toBe(b.body.data.storeId);
    expect(await branchCount(second.r.headId)).toBe(2);
  }, 120_000);

  it("the head store's policy rules the branch host: allowBranch off blocks it, the cap counts the network", async () => {
    const { r, bamboo, kid } = await onBamboo();
    // The branch's own policy row says nothing about registrations: switching it on changes nothing.
    await sql("UPDATE stores SET policy = json_set(policy, '$.allowBranch', json('true')) WHERE id = ?", bamboo.id);
    await sql("UPDATE stores SET policy = json_set(policy, '$.allowBranch', json('false')) WHERE id = ?", r.headId);
    memoClear();
    expect((await call(kid, "POST", "/api/branch/application", { ...FORM, ...KID_FORM })).body.code).toBe(400350);
    for (const path of ["/join-us", "/multilevel-info", "/multilevel-regist"]) {
      const p = await api(bamboo.hostname, "GET", path, { token: kid.token });
      expect(p.status, path).toBe(302);
      expect(p.headers.get("location"), path).toContain("/not-allow");
    }
    await sql("UPDATE stores SET policy = json_set(policy, '$.allowBranch', json('true')) WHERE id = ?", r.headId);
    memoClear();
    expect((await api(bamboo.hostname, "GET", "/join-us")).status).toBe(200);
    // Cap 1, bamboo is that one: the branch host is full too.
    await sql("UPDATE stores SET policy = json_set(policy, '$.allowBranchAmount', 1) WHERE id = ?", r.headId);
    memoClear();
    expect((await call(kid, "POST", "/api/branch/application", { ...FORM, ...KID_FORM })).body.code).toBe(400351);
    expect(await sql("SELECT * FROM branch_applications")).toHaveLength(0);
  }, 120_000);

  it("a branch host of network A cannot register into network B", async () => {
    const a = await onBamboo("reg.localhost");
    const b = await regStore("other.localhost", {}, "bo@example.com");
    const bApp = await call(b, "POST", "/api/branch/application", {
      ...FORM,
      email: "bo@example.com",
      confirmEmail: "bo@example.com",
      domainName: "botea",
    });
    expect(bApp.body.code).toBe(0);
    // B's plan product cannot enter A's registration cart; B's application is not A's to open.
    expect(
      (await call(a.kid, "POST", "/api/branch/cart", { productId: b.plan.productId, quantity: 1 })).body.code,
    ).not.toBe(0);
    expect((await call(a.kid, "POST", "/api/branch/multilevel", { applicationId: bApp.body.data.id })).body.code).toBe(
      400356,
    );
    const own = await call(a.kid, "POST", "/api/branch/application", { ...FORM, ...KID_FORM });
    expect(own.body.code).toBe(0);
    const [row] = await sql<Record<string, any>>("SELECT * FROM branch_applications WHERE id = ?", own.body.data.id);
    expect(row).toMatchObject({ store_id: a.r.headId, introducer_store_id: a.bamboo.id });
    // The same member token does not carry to network B's host.
    expect((await api(b.host, "GET", "/api/branch/application", { token: a.kid.token })).body.code).not.toBe(0);
    expect(await branchCount(b.headId)).toBe(0);
  }, 120_000);
});

// POST /api/frame/session: the framed page's sign-in from a parent's message (spec storefront §4).
describe("frame messages: the server's side", () => {
  const frame = (host: string, body: unknown, origin = `http://${host}`) =>
    api(host, "POST", "/api/frame/session", { body, headers: { origin } });

  it("signs in only for an allowed parent origin, this store and a live token of this store", async () => {
    const { r, bamboo, kid } = await onBamboo();
    const pine = await addBranch(r.headId, "pine", r.headId, { baseDomain: "reg.localhost" });
    const login = { type: "loginRegistStore", token: kid.token };
    for (const origin of ["http://evil.localhost", `http://${pine.hostname}`, "https://reg.localhost", "null"]) {
      const refused = await frame(bamboo.hostname, { message: login, origin });
      expect(refused.body.code, origin).toBe(400430);
      expect(refused.headers.get("set-cookie"), origin).toBeNull();
    }
    // Another store's id in a BranchRegist, or a token of the head store's member: refused.
    const wrongStore = { type: "BranchRegist", storeId: r.headId, token: kid.token, userName: "Kid" };
    expect((await frame(bamboo.hostname, { message: wrongStore, origin: "http://reg.localhost" })).body.code).toBe(
      400431,
    );
    const headToken = { type: "loginRegistStore", token: r.token };
    expect((await frame(bamboo.hostname, { message: headToken, origin: "http://reg.localhost" })).body.code).toBe(
      400432,
    );
    // Another network: its host may not frame bamboo, its member's token is not bamboo's session.
    const other = await regStore("other.localhost", {}, "bo@example.com");
    const foreign = { type: "loginRegistStore", token: other.token };
    expect((await frame(bamboo.hostname, { message: login, origin: "http://other.localhost" })).body.code).toBe(400430);
    expect((await frame(bamboo.hostname, { message: foreign, origin: "http://reg.localhost" })).body.code).toBe(400432);
    // Bad payloads are 422; a call from another site never reaches the check.
    const bad = await frame(bamboo.hostname, { message: { type: "loginRegistStore", token: "x" }, origin: "" });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(400001);
    const crossSite = await frame(
      bamboo.hostname,
      { message: login, origin: "http://reg.localhost" },
      "http://evil.localhost",
    );
    expect(crossSite.status).toBe(403);

    // The head store's host (its parent) and the branch's own host are allowed.
    const ok = await frame(bamboo.hostname, { message: login, origin: "http://reg.localhost" });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data).toMatchObject({ user: { id: kid.userId }, redirectUrl: null });
    const cookie = ok.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`sf_session=${kid.token}`);
    expect(cookie).toContain("HttpOnly");
    const withCookie = await api(bamboo.hostname, "GET", "/api/branch/application", {
      headers: { cookie: cookie.split(";")[0]! },
    });
    expect(withCookie.body.code).toBe(0);
    const regist = { type: "BranchRegist", storeId: bamboo.id, token: kid.token, userName: "林 小竹" };
    const own = await frame(bamboo.hostname, { message: regist, origin: `http://${bamboo.hostname}` });
    expect(own.body.data.redirectUrl).toBe(`http://${bamboo.hostname}/admin?userName=%E6%9E%97%20%E5%B0%8F%E7%AB%B9`);
  }, 120_000);

  it("a head store may not be framed (nor signed in) by its branches", async () => {
    const { r, bamboo } = await onBamboo();
    const refused = await frame(r.host, {
      message: { type: "loginRegistStore", token: r.token },
      origin: `http://${bamboo.hostname}`,
    });
    expect(refused.body.code).toBe(400430);
    const page = await api(bamboo.hostname, "GET", "/");
    expect(page.headers.get("content-security-policy")).toContain(
      "frame-ancestors 'self' http://bamboo.reg.localhost http://reg.localhost",
    );
  }, 120_000);
});
