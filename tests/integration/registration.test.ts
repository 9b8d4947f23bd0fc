import { describe, expect, it } from "vitest";
import { memoClear } from "../../functions/platform/tenancy/storeMemo";
import { api, login, loginToken, sql } from "../helpers";
import { addBranch, HEAD_ADMIN } from "./branches/fixtures";
import { member } from "./checkoutFixtures";
import {
  applied,
  branchCount,
  call,
  checkoutRegistration,
  FORM,
  paid,
  regStore,
  verification,
} from "./registration/fixtures";

// Issue 13 §2: form → plan cart → registration order → test payment → POST /api/branch/multilevel,
// with real D1. Atomicity: an unpaid order creates nothing, a double submit creates one branch.

describe("registration: end to end", () => {
  it("a paid registration opens the branch on its host, and its owner logs into the back office", async () => {
    const r = await regStore();
    const { orderId, cb } = await paid(r);
    expect(cb.status).toBe(303);
    expect(cb.headers.get("location")).toBe(`/multilevel-checkout?orderId=${orderId}`);
    const [order] = await sql<Record<string, any>>("SELECT * FROM orders WHERE id = ?", orderId);
    expect(order).toMatchObject({
      store_id: r.headId,
      checkout_type: "register",
      payment_status: "PAID",
      total_amount: 350_000,
    });

    const open = await call(r, "POST", "/api/branch/multilevel", { orderId });
    expect(open.body.code).toBe(0);
    expect(open.body.data).toMatchObject({ domainName: "amytea", host: "amytea.reg.localhost", status: "CREATED" });
    const [branch] = await sql<Record<string, any>>("SELECT * FROM stores WHERE id = ?", open.body.data.storeId);
    expect(branch).toMatchObject({
      parent_store_id: r.headId,
      introducer_store_id: r.headId,
      type: "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE",
      audit_status: "NORMAL",
      name: "Amy Tea Shop",
    });
    const [app] = await sql<Record<string, any>>("SELECT * FROM branch_applications WHERE store_id = ?", r.headId);
    expect(app).toMatchObject({ status: "CREATED", branch_store_id: branch!.id, order_id: orderId });
    // The registrant's head-store password works on the new branch's back office.
    const l = await login("amytea.reg.localhost", "amy@example.com", "member1234");
    expect(l.body.code).toBe(0);
    expect(l.body.data.user).toMatchObject({ isAdmin: true });
    const initial = await api("amytea.reg.localhost", "GET", "/api/initial");
    expect(initial.body.data.storeType).toBe("BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE");
    // The cart was spent by the order.
    expect((await call(r, "GET", "/api/cart/items?cartType=CREATING_STORE")).body.data).toEqual([]);
  });

  it("a double submit creates one branch and both answers name it", async () => {
    const r = await regStore();
    const { orderId } = await paid(r);
    const [a, b] = await Promise.all([
      call(r, "POST", "/api/branch/multilevel", { orderId }),
      call(r, "POST", "/api/branch/multilevel", { orderId }),
    ]);
    expect(a.body.code).toBe(0);
    expect(b.body.code).toBe(0);
    expect(a.body.data.storeId).toBe(b.body.data.storeId);
    const again = await call(r, "POST", "/api/branch/multilevel", {});
    expect(again.body.data.storeId).toBe(a.body.data.storeId);
    expect(await branchCount(r.headId)).toBe(1);
    expect(await sql("SELECT * FROM store_hosts WHERE hostname = 'amytea.reg.localhost'")).toHaveLength(1);
  });

  it("a failed payment creates nothing", async () => {
    const r = await regStore();
    const { orderId, cb } = await paid(r, "fail");
    expect(cb.status).toBe(303);
    const open = await call(r, "POST", "/api/branch/multilevel", { orderId });
    expect(open.body.code).toBe(400360);
    expect(await branchCount(r.headId)).toBe(0);
    expect(await sql("SELECT * FROM store_hosts WHERE hostname = 'amytea.reg.localhost'")).toHaveLength(0);
    const [app] = await sql<Record<string, any>>("SELECT status FROM branch_applications WHERE store_id = ?", r.headId);
    expect(app!.status).toBe("DRAFT");
  });

  it("a trial from the invitation code, review on, PAY_BY_SELF: the branch takes all three", async () => {
    const r = await regStore();
    await sql(
      "UPDATE stores SET if_must_review_user_info = 1, setting_branch = ? WHERE id = ?",
      JSON.stringify({ payType: "PAY_BY_SELF", trialType: "BY_VERIFYCODE", branchBaseDomain: "branches.localhost" }),
      r.headId,
    );
    memoClear(); // the isolate's store memo holds the row read before the change
    const vId = await verification(r.headId, "WELCOME14", { length: 14 });
    const missing = await call(r, "POST", "/api/branch/application", FORM);
    expect(missing.body.code).toBe(400355);
    expect((await api(r.host, "GET", "/api/verifications/isVerificationValid?code=NOPE")).body.data.valid).toBe(false);
    expect((await api(r.host, "GET", "/api/verifications/isVerificationValid?code=WELCOME14")).body.data.valid).toBe(
      true,
    );
    const { orderId } = await paid(r, "pay", { verificationCode: "WELCOME14" } as never);
    const open = await call(r, "POST", "/api/branch/multilevel", { orderId });
    expect(open.body.data.host).toBe("amytea.branches.localhost");
    const [b] = await sql<Record<string, any>>("SELECT * FROM stores WHERE id = ?", open.body.data.storeId);
    expect(b).toMatchObject({
      type: "BRANCH_MULTILEVEL_PAY_BY_SELF",
      audit_status: "UNAUDITED",
      trial_type: "BY_VERIFYCODE",
    });
    const days = (Date.parse(b!.trial_ends_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    const [v] = await sql<Record<string, any>>("SELECT used_count FROM verifications WHERE id = ?", vId);
    expect(v!.used_count).toBe(1);
  });
});

describe("registration: refusals create nothing", () => {
  it("duplicate domain name, e-mail and national ID → clear codes", async () => {
    const r = await regStore();
    await addBranch(r.headId, "taken", r.headId, { baseDomain: "reg.localhost" });
    const dn = await call(r, "POST", "/api/branch/application", { ...FORM, domainName: "taken" });
    expect(dn.body.code).toBe(400352);
    expect(dn.body.data ?? dn.body.issues ?? dn.body).toBeTruthy();
    expect((await call(r, "POST", "/api/branch/checkout/ifUuidExists", { domainName: "taken" })).body.data.exists).toBe(
      true,
    );
    expect((await call(r, "POST", "/api/branch/checkout/ifUuidExists", { domainName: "admin" })).body.data.exists).toBe(
      true,
    );
    expect(
      (await call(r, "POST", "/api/branch/checkout/ifUuidExists", { domainName: "freshname" })).body.data.exists,
    ).toBe(false);
    // The root admin of branch "taken" owns taken@example.com.
    const em = await call(r, "POST", "/api/branch/application", {
      ...FORM,
      email: "taken@example.com",
      confirmEmail: "taken@example.com",
    });
    expect(em.body.code).toBe(400353);
    // Another member's draft holds its ID and domain name.
    await applied(r);
    const other = await member(r.host, "bob@example.com");
    const bob = { host: r.host, token: other.token };
    const id = await call(bob, "POST", "/api/branch/application", {
      ...FORM,
      email: "bob@example.com",
      confirmEmail: "bob@example.com",
      domainName: "bobtea",
    });
    expect(id.body.code).toBe(400354);
    expect(
      (await call(bob, "POST", "/api/user/ifIdentificationExists", { identification: "A123456789" })).body.data.exists,
    ).toBe(true);
    const dn2 = await call(bob, "POST", "/api/branch/application", {
      ...FORM,
      email: "bob@example.com",
      confirmEmail: "bob@example.com",
      identification: "B123456780",
    });
    expect(dn2.body.code).toBe(400352);
    const rows = await sql("SELECT * FROM branch_applications WHERE store_id = ?", r.headId);
    expect(rows).toHaveLength(1);
    expect(await branchCount(r.headId)).toBe(1);
  });

  it("bad input → 422 with field issues", async () => {
    const r = await regStore();
    const bad = await call(r, "POST", "/api/branch/application", {
      ...FORM,
      identification: "A123456788",
      confirmEmail: "x@example.com",
      domainName: "Bad-Name",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(400001);
    const paths = JSON.stringify(bad.body);
    for (const f of ["identification", "confirmEmail", "domainName"]) expect(paths).toContain(f);
    expect(await sql("SELECT * FROM branch_applications")).toHaveLength(0);
  });

  it("allowBranch off: the pages go to /not-allow and the API refuses", async () => {
    const r = await regStore();
    await sql("UPDATE stores SET policy = json_set(policy, '$.allowBranch', json('false')) WHERE id = ?", r.headId);
    memoClear();
    const a = await call(r, "POST", "/api/branch/application", FORM);
    expect(a.body.code).toBe(400350);
    for (const path of ["/join-us", "/multilevel-regist", "/multilevel-info"]) {
      const p = await api(r.host, "GET", path, { token: r.token });
      expect(p.status).toBe(302);
      expect(p.headers.get("location")).toContain("/not-allow");
    }
  }, 120_000);

  it("cap reached: application, checkout and opening are refused", async () => {
    const r = await regStore("reg.localhost", { allowBranchAmount: 1 });
    await applied(r);
    await addBranch(r.headId, "first", r.headId, { baseDomain: "reg.localhost" });
    const co = await checkoutRegistration(r, 350_000);
    expect(co.body.code).toBe(400351);
    const a = await call(r, "POST", "/api/branch/application", FORM);
    expect(a.body.code).toBe(400351);
    expect(await branchCount(r.headId)).toBe(1);
  });

  it("plan rules: one plan, kit once, selections complete before checkout", async () => {
    const r = await regStore("reg.localhost", { selectAmount: 1 });
    await call(r, "POST", "/api/branch/application", FORM);
    expect((await call(r, "POST", "/api/branch/cart", { productId: r.plan.productId, quantity: 2 })).body.code).toBe(
      400357,
    );
    await call(r, "POST", "/api/branch/cart", { productId: r.once.productId, quantity: 1 });
    expect((await call(r, "POST", "/api/branch/cart", { productId: r.once.productId, quantity: 1 })).body.code).toBe(
      400358,
    );
    // No plan yet: checkout says the plan is incomplete and nothing is ordered.
    expect((await checkoutRegistration(r, 50_000)).body.code).toBe(400359);
    await call(r, "POST", "/api/branch/cart", { productId: r.plan.productId, quantity: 1 });
    expect((await checkoutRegistration(r, 350_000)).body.code).toBe(400359);
    const sel = await call(r, "POST", "/api/branch/plan/select", {
      planId: r.plan.productId,
      productId: r.option.productId,
    });
    expect(sel.body.data).toMatchObject({ selections: [r.option.productId], complete: true });
    // Deduplicated; a second product beyond selectAmount is refused.
    await call(r, "POST", "/api/branch/plan/select", { planId: r.plan.productId, productId: r.option.productId });
    expect(await sql("SELECT * FROM registration_selections")).toHaveLength(1);
    const bill = await call(r, "POST", "/api/checkout/bill", { isForCreatingStore: true, shippingMethodId: r.homeId });
    expect(bill.body.data[0]).toMatchObject({ itemsTotalAmount: 350_000, totalAmount: 350_000, complete: true });
    expect(bill.body.data[0].items).toHaveLength(3);
    expect(await sql("SELECT * FROM orders")).toHaveLength(0);
    const co = await checkoutRegistration(r, 350_000);
    expect(co.body.code).toBe(0);
    const items = await sql<Record<string, any>>(
      "SELECT product_id, unit_price FROM order_items WHERE order_id = ?",
      co.body.data.order.id,
    );
    expect(items.find((i) => i.product_id === r.option.productId)?.unit_price).toBe(0);
  });

  it("registration carts are the member's own, and a plan product of another head store cannot be added", async () => {
    const r = await regStore();
    await applied(r);
    const mine = await call(r, "GET", "/api/cart/items?cartType=CREATING_STORE");
    expect(mine.body.data).toHaveLength(2);
    const other = await member(r.host, "carl@example.com");
    expect(
      (await call({ host: r.host, token: other.token }, "GET", "/api/cart/items?cartType=CREATING_STORE")).body.data,
    ).toEqual([]);
    const o = await regStore("reg2.localhost", {}, "dora@example.com");
    const foreign = await call(o, "POST", "/api/branch/cart", { productId: r.plan.productId, quantity: 1 });
    expect(foreign.body.code).toBe(400362);
    expect(await sql("SELECT * FROM cart_items WHERE store_id = ?", o.headId)).toHaveLength(0);
  });

  it("another head store cannot see or use an application", async () => {
    const r = await regStore();
    const { orderId } = await paid(r);
    const o = await regStore("reg2.localhost", {}, "amy@example.com");
    expect((await call(o, "GET", "/api/branch/application")).body.data).toBeNull();
    expect((await call(o, "POST", "/api/branch/multilevel", { orderId })).body.code).toBe(400356);
    const appId = (await sql<{ id: number }>("SELECT id FROM branch_applications WHERE store_id = ?", r.headId))[0]!.id;
    expect((await call(o, "POST", "/api/branch/multilevel", { applicationId: appId })).body.code).toBe(400356);
    // Same domain name in another network is free (names are unique per network).
    expect(
      (await call(o, "POST", "/api/branch/checkout/ifUuidExists", { domainName: "amytea" })).body.data.exists,
    ).toBe(false);
    expect(await branchCount(o.headId)).toBe(0);
    expect(await branchCount(r.headId)).toBe(0);
  });

  it("a member on a sibling branch's host cannot see or open another member's application", async () => {
    const r = await regStore();
    const { orderId } = await paid(r);
    const sibling = await addBranch(r.headId, "sibling", r.headId, { baseDomain: "reg.localhost" });
    const m = await member(sibling.hostname, "sib@example.com");
    const onBranch = { host: sibling.hostname, token: m.token };
    expect((await call(onBranch, "GET", "/api/branch/application")).body.data).toBeNull();
    expect((await call(onBranch, "POST", "/api/branch/multilevel", { orderId })).body.code).toBe(400356);
    const appId = (await sql<{ id: number }>("SELECT id FROM branch_applications WHERE store_id = ?", r.headId))[0]!.id;
    expect((await call(onBranch, "POST", "/api/branch/multilevel", { applicationId: appId })).body.code).toBe(400356);
    // The branch's own applicants join under the branch: the head store keeps the row.
    const own = await call(onBranch, "POST", "/api/branch/application", {
      ...FORM,
      email: "sib@example.com",
      confirmEmail: "sib@example.com",
      identification: "B123456780",
      domainName: "sibkid",
    });
    expect(own.body.code).toBe(0);
    const [row] = await sql<Record<string, any>>("SELECT * FROM branch_applications WHERE id = ?", own.body.data.id);
    expect(row).toMatchObject({ store_id: r.headId, introducer_store_id: sibling.id });
    expect(await branchCount(r.headId)).toBe(1);
  });
});

describe("registration plan (back office)", () => {
  it("the head admin sets product parts and the policy; bad input is 422; a branch admin is refused", async () => {
    const r = await regStore();
    const admin = { host: r.host, token: await loginToken(r.host, HEAD_ADMIN.email, HEAD_ADMIN.password) };
    const list = await call(admin, "GET", "/api/admin/products/creatingStore");
    expect(list.body.data.find((p: { id: number }) => p.id === r.plan.productId)).toMatchObject({
      typeForCreatingStore: "MUST_BE_BOUGHT",
    });
    const set = await call(admin, "PATCH", `/api/admin/products/creatingStore/${r.option.productId}`, {
      typeForCreatingStore: "CREATING_ONLY",
      paymentPlanForCreatingStore: null,
    });
    expect(set.body.code).toBe(0);
    const bad = await call(admin, "PATCH", `/api/admin/products/creatingStore/${r.option.productId}`, {
      typeForCreatingStore: "SOMETIMES",
      paymentPlanForCreatingStore: null,
    });
    expect(bad.status).toBe(422);
    const policy = await call(admin, "PATCH", "/api/admin/subscription/creatingStore", {
      selectAmount: 2,
      minAmountShoppingForCreatingStore: 400_000,
    });
    expect(policy.body.data).toMatchObject({
      allowBranch: true,
      selectAmount: 2,
      minAmountShoppingForCreatingStore: 400_000,
    });
    expect((await call(admin, "GET", "/api/admin/subscription/creatingStore")).body.data.selectAmount).toBe(2);
    expect((await call(admin, "PATCH", "/api/admin/subscription/creatingStore", { selectAmount: -1 })).status).toBe(
      422,
    );
    // The member's view follows: the option is CREATING_ONLY, the minimum is NT$4,000.
    const plan = await call(r, "GET", "/api/branch/plan");
    expect(plan.body.data.minAmountShoppingForCreatingStore).toBe(400_000);
    expect(plan.body.data.products.find((p: { id: number }) => p.id === r.option.productId).typeForCreatingStore).toBe(
      "CREATING_ONLY",
    );
    // Categories that group the plan: all of them, or those holding products to pick for a plan.
    const cat = async (name: string, forPlan: number, productId: number) => {
      const [c] = await sql<{ id: number }>(
        "INSERT INTO product_categories (store_id, name, is_for_creating_store) VALUES (?, ?, ?) RETURNING id",
        r.headId,
        name,
        forPlan,
      );
      await sql(
        "INSERT INTO product_category_links (store_id, product_id, category_id) VALUES (?, ?, ?)",
        r.headId,
        productId,
        c!.id,
      );
    };
    await cat("Plans", 1, r.plan.productId);
    await cat("Picks", 1, r.option.productId);
    await cat("Shop", 0, r.option.productId);
    const all = (await call(admin, "GET", "/api/admin/product/categories?isForCreatingStore=true")).body.data;
    expect(all.map((c: { name: string }) => c.name)).toEqual(["Plans", "Picks"]);
    const forPlan = (await call(admin, "GET", `/api/admin/product/categories?planId=${r.plan.productId}`)).body.data;
    expect(forPlan.map((c: { name: string }) => c.name)).toEqual(["Picks"]);
    expect((await call(admin, "GET", "/api/admin/product/categories")).body.data.data).toHaveLength(3);
    // Another head store's admin cannot change this store's products; a branch admin is refused.
    const other = await regStore("reg2.localhost", {}, "x@example.com");
    const otherAdmin = { host: other.host, token: await loginToken(other.host, HEAD_ADMIN.email, HEAD_ADMIN.password) };
    const foreign = await call(otherAdmin, "PATCH", `/api/admin/products/creatingStore/${r.plan.productId}`, {
      typeForCreatingStore: "NORMAL",
      paymentPlanForCreatingStore: null,
    });
    expect(foreign.body.code).toBe(400004);
    const b = await addBranch(r.headId, "brancha", r.headId, { baseDomain: "reg.localhost" });
    const branchAdmin = { host: b.hostname, token: await loginToken(b.hostname, b.email, b.password) };
    expect((await call(branchAdmin, "GET", "/api/admin/subscription/creatingStore")).body.code).toBe(400027);
    const [row] = await sql<Record<string, any>>(
      "SELECT type_for_creating_store t FROM products WHERE id = ?",
      r.plan.productId,
    );
    expect(row!.t).toBe("MUST_BE_BOUGHT");
  });
});
