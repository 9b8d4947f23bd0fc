import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { findStore } from "../../db/stores";
import { shopInitialData } from "../../functions/network/catalogue/brand";
import type { Env } from "../../functions/platform/env";
import { storeScope } from "../../functions/platform/tenancy/scope";
import { api, createStore, loginToken, sql } from "../helpers";
import { customise, HEAD, network } from "./branchCatalogueFixtures";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";

// Branch catalogue calls (issue 13 §3): the head store authorises and sets options, a branch
// customises inside them, and no branch or other network sees another's choices.

const list = (host: string, token: string, query = "") =>
  api(host, "GET", `/api/admin/product/multilevelBranch${query}`, { token });

describe("branch catalogue API", () => {
  it("a branch sees only authorised products and prices them inside the head store's band", async () => {
    const n = await network();
    expect((await list(n.alpha.hostname, n.alphaToken)).body.data.data).toEqual([]);
    expect((await n.authorise([n.tea.productId], { isForBranch: true, platformFee: 3000 })).body.code).toBe(0);

    const before = (await list(n.alpha.hostname, n.alphaToken)).body.data;
    expect(before.viewer).toBe("BRANCH");
    expect(before.data).toHaveLength(1);
    expect(before.data[0]).toMatchObject({
      id: n.tea.productId,
      headPrice: 80000,
      branchPrice: 80000,
      platformFee: 3000,
    });
    expect(before.data[0].band).toEqual({ min: 64000, max: 120000 }); // defaults: −20 %, +50 %

    const ok = await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.tea.productId, profitType: "AMOUNT_UP", profitValue: 10000, isDisplay: true },
    ]);
    expect(ok.body.code).toBe(0);
    const after = (await list(n.alpha.hostname, n.alphaToken)).body.data.data[0];
    expect(after).toMatchObject({ branchPrice: 90000, appliedFrom: "PRODUCT" });
    expect(after.custom).toMatchObject({ profitType: "AMOUNT_UP", profitValue: 10000, isDisplay: true });

    // The head store's view lists every product with its authorisation, and no branch's choice.
    const head = (await list(HEAD, n.headToken)).body.data;
    expect(head.viewer).toBe("HEAD_STORE");
    expect(head.data.map((p: { id: number; isForBranch: boolean }) => [p.id, p.isForBranch]).sort()).toEqual(
      [
        [n.tea.productId, true],
        [n.own.productId, false],
      ].sort(),
    );
    expect(head.data.every((p: { custom: unknown }) => p.custom === null)).toBe(true);
  });

  it("refuses an unauthorised product, a price outside the band and a type the head store does not allow", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    const unauthorised = await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.own.productId, profitType: "FIXED", profitValue: 50000, isDisplay: true },
    ]);
    expect(unauthorised.status).toBe(422);
    expect(unauthorised.body.code).toBe(400390);

    const tooHigh = await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.tea.productId, profitType: "PERCENT_UP", profitValue: 600, isDisplay: true },
    ]);
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.code).toBe(400391);
    expect(tooHigh.body.issues ?? tooHigh.body.data).toBeTruthy();

    const options = await api(HEAD, "PATCH", "/api/admin/product/multilevelBranch/profitOptions", {
      token: n.headToken,
      body: { types: ["PERCENT_UP"], maxUpPermille: 300, maxDownPermille: 0 },
    });
    expect(options.body.data).toEqual({ types: ["ORIGINAL", "PERCENT_UP"], maxUpPermille: 300, maxDownPermille: 0 });
    const fixed = await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.tea.productId, profitType: "FIXED", profitValue: 85000, isDisplay: true },
    ]);
    expect(fixed.body.code).toBe(400392);
    // Nothing was written by any refused call.
    expect(await sql("SELECT count(*) AS n FROM branch_customizations")).toEqual([{ n: 0 }]);

    const bad = await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.tea.productId, profitType: "SOMETHING", profitValue: -1, isDisplay: true },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe(400001);
  });

  it("only a branch customises; only the head store authorises", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    const byHead = await customise(HEAD, n.headToken, [
      { productId: n.tea.productId, profitType: "ORIGINAL", profitValue: 0, isDisplay: false },
    ]);
    expect(byHead.body.code).toBe(400393);
    const byBranch = await api(n.alpha.hostname, "PATCH", "/api/admin/product/multilevelBranch", {
      token: n.alphaToken,
      body: { ids: [n.tea.productId], isForBranch: false },
    });
    expect(byBranch.body.code).toBe(400027);
    expect(await sql("SELECT is_for_branch AS f FROM products WHERE id = ?", n.tea.productId)).toEqual([{ f: 1 }]);
  });

  it("a branch's customisations are invisible to its sibling and to another head store", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.tea.productId, profitType: "FIXED", profitValue: 70000, isDisplay: false },
    ]);
    const sibling = (await list(n.bravo.hostname, n.bravoToken)).body.data.data[0];
    expect(sibling).toMatchObject({ branchPrice: 80000, isListed: true, custom: null });

    // Another network: its head store and its branch see nothing of the first network's catalogue.
    const otherHead = await headStore("other.localhost");
    const otherBranch = await addBranch(otherHead, "alpha", otherHead, { baseDomain: "other.localhost" });
    const otherToken = await loginToken(otherBranch.hostname, otherBranch.email, otherBranch.password);
    expect((await list(otherBranch.hostname, otherToken)).body.data.data).toEqual([]);
    const otherHeadToken = await loginToken("other.localhost", HEAD_ADMIN.email, HEAD_ADMIN.password);
    expect((await list("other.localhost", otherHeadToken)).body.data.data).toEqual([]);
    // …and cannot customise it: the first network's product is not authorised in theirs.
    const cross = await customise(otherBranch.hostname, otherToken, [
      { productId: n.tea.productId, profitType: "ORIGINAL", profitValue: 0, isDisplay: true },
    ]);
    expect(cross.body.code).toBe(400390);
    const rows = await sql<{ store_id: number }>("SELECT store_id FROM branch_customizations");
    expect(rows).toEqual([{ store_id: n.alpha.id }]);
    // A NORMAL store has no branch catalogue to customise either.
    await createStore("plain.localhost");
  });

  it("category customisations apply to their products unless the product has its own", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    const catId = (
      await sql<{ id: number }>(
        "INSERT INTO product_categories (store_id, name, is_for_branch) VALUES (?, 'Tea', 1) RETURNING id",
        n.headId,
      )
    )[0]!.id;
    await sql(
      "INSERT INTO product_category_links (store_id, product_id, category_id) VALUES (?, ?, ?)",
      n.headId,
      n.tea.productId,
      catId,
    );
    const cats = await api(n.alpha.hostname, "GET", "/api/admin/product/category/multilevelBranch", {
      token: n.alphaToken,
    });
    expect(cats.body.data.data).toMatchObject([{ id: catId, name: "Tea", productCount: 1, custom: null }]);

    const one = await api(n.alpha.hostname, "PATCH", `/api/admin/product/category/customizations/${catId}`, {
      token: n.alphaToken,
      body: { profitType: "PERCENT_DOWN", profitValue: 100, isDisplay: true },
    });
    expect(one.body.code).toBe(0);
    expect((await list(n.alpha.hostname, n.alphaToken)).body.data.data[0]).toMatchObject({
      branchPrice: 72000,
      appliedFrom: "CATEGORY",
    });
    await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.tea.productId, profitType: "AMOUNT_UP", profitValue: 1000, isDisplay: true },
    ]);
    expect((await list(n.alpha.hostname, n.alphaToken)).body.data.data[0]).toMatchObject({
      branchPrice: 81000,
      appliedFrom: "PRODUCT",
    });
    // A category FIXED price outside its products' band is refused like a product's.
    const batch = await api(n.alpha.hostname, "POST", "/api/admin/product/category/customizations/batchUpdate", {
      token: n.alphaToken,
      body: { items: [{ id: catId, profitType: "FIXED", profitValue: 1000, isDisplay: true }] },
    });
    expect(batch.body.code).toBe(400391);
  });

  it("a branch host's /api/initial lists the head store's categories it sells, and follows changes at once", async () => {
    const n = await network();
    const category = async (name: string, forBranch: boolean) =>
      (
        await sql<{ id: number }>(
          "INSERT INTO product_categories (store_id, name, is_for_branch) VALUES (?, ?, ?) RETURNING id",
          n.headId,
          name,
          forBranch ? 1 : 0,
        )
      )[0]!.id;
    const tea = await category("Tea", true);
    const cups = await category("Cups", false);
    const shown = async (host: string) =>
      ((await api(host, "GET", "/api/initial")).body.data.categories as { id: number }[]).map((c) => c.id);

    expect(await shown(n.alpha.hostname)).toEqual([tea]);
    expect((await shown(HEAD)).sort()).toEqual([tea, cups].sort());

    // The head store authorises Cups: both branches list it on their next call (no 60 s wait).
    const auth = await api(HEAD, "PATCH", "/api/admin/product/category/multilevelBranch", {
      token: n.headToken,
      body: { ids: [cups], isForBranch: true },
    });
    expect(auth.body.code).toBe(0);
    expect((await shown(n.alpha.hostname)).sort()).toEqual([tea, cups].sort());
    expect((await shown(n.bravo.hostname)).sort()).toEqual([tea, cups].sort());

    // alpha unlists Tea: gone from alpha's menu only.
    const hide = await api(n.alpha.hostname, "PATCH", `/api/admin/product/category/customizations/${tea}`, {
      token: n.alphaToken,
      body: { profitType: "ORIGINAL", profitValue: 0, isDisplay: false },
    });
    expect(hide.body.code).toBe(0);
    expect(await shown(n.alpha.hostname)).toEqual([cups]);
    expect((await shown(n.bravo.hostname)).sort()).toEqual([tea, cups].sort());
  });

  it("platform fees: the admin list and the storefront call of a branch host", async () => {
    const n = await network();
    await n.authorise([n.tea.productId], { isForBranch: true, platformFee: 2500 });
    const admin = await api(HEAD, "GET", "/api/admin/products/platformFee", { token: n.headToken });
    expect(admin.body.data).toEqual([{ id: n.tea.productId, name: "Oolong", platformFee: 2500 }]);
    const shop = await api(n.alpha.hostname, "GET", "/api/products/platformFee");
    expect(shop.body.data).toEqual(admin.body.data);
  });

  it("a branch host shows the branch's name, and its own logo only when the head store allows it", async () => {
    const n = await network();
    const logo = (path: string) => JSON.stringify({ logo: { id: 1, path } });
    await sql("UPDATE stores SET setting_store = ? WHERE id = ?", logo("/media/head.png"), n.headId);
    await sql("UPDATE stores SET setting_store = ? WHERE id = ?", logo("/media/alpha.png"), n.alpha.id);
    const db = getDb(env.DB);
    const shown = async () => {
      const row = await findStore(db, n.alpha.id);
      return shopInitialData(storeScope(env as unknown as Env, db, row!));
    };
    const before = await shown();
    expect(before.storeName).toBe("Branch alpha");
    expect(before.settingStore.logo).toEqual({ id: 1, path: "/media/head.png" });
    await sql(
      "UPDATE stores SET personal_settings = json_set(coalesce(personal_settings, '{}'), '$.ifBranchCanCustomizeLogo', json('true')) WHERE id = ?",
      n.headId,
    );
    expect((await shown()).settingStore.logo).toEqual({ id: 1, path: "/media/alpha.png" });
  });
});
