import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, sql } from "../helpers";
import { customise, HEAD, network } from "./branchCatalogueFixtures";
import { headStore } from "./branches/fixtures";
import { checkoutBody, member, postCheckout, stockOf } from "./checkoutFixtures";

// Selling on a branch host (issue 13 §3–4): the head store's authorised products at the branch's
// price, bought into a head-store order that names the branch, from the head store's stock.

const addToCart = (host: string, token: string, stockId: number, quantity = 1) =>
  api(host, "POST", "/api/cart/items", { token, body: { stockId, quantity, paymentPlan: "NORMAL" } });

describe("branch storefront and sales", () => {
  it("lists the authorised products at the branch's prices and hides what the branch unlisted", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.tea.productId, profitType: "AMOUNT_UP", profitValue: 10000, isDisplay: true },
    ]);
    const alpha = (await api(n.alpha.hostname, "GET", "/api/products")).body.data;
    expect(
      alpha.data.map((p: { id: number; price: number; specialPrice: number }) => [p.id, p.price, p.specialPrice]),
    ).toEqual([[n.tea.productId, 90000, 0]]);
    expect((await api(n.alpha.hostname, "GET", `/api/products/${n.tea.productId}`)).body.data.price).toBe(90000);
    expect((await api(n.alpha.hostname, "GET", `/api/products/${n.own.productId}`)).body.code).toBe(400004);
    // The sibling sells at the head store's price; the head store's own list is unchanged.
    const bravo = (await api(n.bravo.hostname, "GET", "/api/products")).body.data.data;
    expect(bravo.map((p: { price: number; specialPrice: number }) => [p.price, p.specialPrice])).toEqual([
      [100000, 80000],
    ]);
    expect((await api(HEAD, "GET", "/api/products")).body.data.data).toHaveLength(2);

    await customise(n.bravo.hostname, n.bravoToken, [
      { productId: n.tea.productId, profitType: "ORIGINAL", profitValue: 0, isDisplay: false },
    ]);
    expect((await api(n.bravo.hostname, "GET", "/api/products")).body.data.data).toEqual([]);
    expect((await api(n.bravo.hostname, "GET", `/api/products/${n.tea.productId}`)).body.code).toBe(400004);
    const shopper = await member(n.bravo.hostname, "bea@example.com");
    const refused = await addToCart(n.bravo.hostname, shopper.token, n.tea.stockId);
    expect(refused.body.code).not.toBe(0);
  });

  it("a branch sale is the head store's order with the branch, at the branch price, from the head store's stock", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.tea.productId, profitType: "AMOUNT_UP", profitValue: 10000, isDisplay: true },
    ]);
    const shopper = await member(n.alpha.hostname, "amy@example.com");
    expect(await sql("SELECT store_id AS s FROM users WHERE id = ?", shopper.userId)).toEqual([{ s: n.alpha.id }]);
    const added = await addToCart(n.alpha.hostname, shopper.token, n.tea.stockId, 2);
    expect(added.body.code).toBe(0);
    const bill = await api(n.alpha.hostname, "POST", "/api/checkout/bill", { token: shopper.token, body: {} });
    expect(bill.body.data.itemsTotalAmount).toBe(180000);

    const placed = await postCheckout({ host: n.alpha.hostname }, shopper.token, {
      ...checkoutBody({ homeId: n.homeId }, 186000, { saveCheckoutInfo: true }),
    });
    expect(placed.body.code).toBe(0);
    // The address saved at checkout is in the member's book on the branch host, not the head store's.
    const book = await api(n.alpha.hostname, "GET", "/api/user/checkoutInfo", { token: shopper.token });
    expect(book.body.data).toHaveLength(1);
    expect(await sql("SELECT store_id AS s FROM checkout_infos")).toEqual([{ s: n.alpha.id }]);
    const [order] = await sql<{
      store_id: number;
      branch_store_id: number;
      user_id: number;
      total_amount: number;
      id: number;
    }>("SELECT id, store_id, branch_store_id, user_id, total_amount FROM orders");
    expect(order).toMatchObject({
      store_id: n.headId,
      branch_store_id: n.alpha.id,
      user_id: shopper.userId,
      total_amount: 186000,
    });
    expect(await sql("SELECT unit_price AS u, quantity AS q FROM order_items WHERE order_id = ?", order!.id)).toEqual([
      { u: 90000, q: 2 },
    ]);
    expect(await stockOf(n.tea.stockId)).toBe(8);

    // The member follows the order on the branch host; nobody sees it on the sibling's host.
    const mine = await api(n.alpha.hostname, "GET", "/api/orders", { token: shopper.token });
    expect(mine.body.data.items.map((o: { id: number }) => o.id)).toEqual([order!.id]);
    const orderPage = await api(n.alpha.hostname, "GET", `/profile/order/${order!.id}`, { token: shopper.token });
    expect(orderPage.status).toBe(200);
    const other = await member(n.bravo.hostname, "bob@example.com");
    expect((await api(n.bravo.hostname, "GET", `/api/orders/${order!.id}`, { token: other.token })).body.code).toBe(
      400004,
    );
  }, 120_000); // the first server-rendered page of a run compiles the app

  it("parallel checkouts on the head host and a branch host never oversell the shared stock", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    await sql("UPDATE product_stocks SET stock = 3 WHERE id = ?", n.tea.stockId);
    const buyers: { host: string; token: string; total: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const h = await member(HEAD, `head${i}@example.com`);
      buyers.push({ host: HEAD, token: h.token, total: 86000 });
      const b = await member(n.alpha.hostname, `branch${i}@example.com`);
      buyers.push({ host: n.alpha.hostname, token: b.token, total: 86000 });
    }
    for (const b of buyers) expect((await addToCart(b.host, b.token, n.tea.stockId)).body.code).toBe(0);
    const answers = await Promise.all(
      buyers.map((b) => postCheckout({ host: b.host }, b.token, checkoutBody({ homeId: n.homeId }, b.total))),
    );
    for (const a of answers) expect(a.status).toBeLessThan(500);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c !== 0).every((c) => c === 400034)).toBe(true);
    expect(await stockOf(n.tea.stockId)).toBe(0);
    expect(await sql("SELECT count(*) AS n FROM orders WHERE store_id = ?", n.headId)).toEqual([{ n: 3 }]);
    expect(await sql("SELECT count(*) AS n FROM orders WHERE store_id <> ?", n.headId)).toEqual([{ n: 0 }]);
  });

  it("the head store's order list names the branch and filters by it; the branch reads its own sales only", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    const shopper = await member(n.alpha.hostname, "ann@example.com");
    await addToCart(n.alpha.hostname, shopper.token, n.tea.stockId);
    expect(
      (await postCheckout({ host: n.alpha.hostname }, shopper.token, checkoutBody({ homeId: n.homeId }, 86000))).body
        .code,
    ).toBe(0);
    const [order] = await sql<{ id: number }>("SELECT id FROM orders");

    const all = (await api(HEAD, "GET", "/api/admin/orders?list=all", { token: n.headToken })).body.data;
    expect(all.items.map((o: { branchName: string }) => o.branchName)).toEqual(["Branch alpha"]);
    expect(all.branches.map((b: { name: string }) => b.name)).toEqual(["Branch alpha", "Branch bravo"]);
    const bravoOnly = await api(HEAD, "GET", `/api/admin/orders?list=all&branchStoreId=${n.bravo.id}`, {
      token: n.headToken,
    });
    expect(bravoOnly.body.data.items).toEqual([]);
    expect(
      (await api(HEAD, "GET", `/api/admin/orders/${order!.id}`, { token: n.headToken })).body.data.branchName,
    ).toBe("Branch alpha");

    // Unpaid transfer: "payment confirming" on the branch's income list, not yet in order details.
    const income = (view: string, host: string, token: string) =>
      api(host, "GET", `/api/admin/income/orders?view=${view}`, { token });
    expect(
      (await income("isTempUnpaid", n.alpha.hostname, n.alphaToken)).body.data.items.map((o: { id: number }) => o.id),
    ).toEqual([order!.id]);
    expect((await income("orderDetails", n.alpha.hostname, n.alphaToken)).body.data.items).toEqual([]);
    expect((await income("isTempUnpaid", n.bravo.hostname, n.bravoToken)).body.data.items).toEqual([]);
    const mine = await api(n.alpha.hostname, "GET", `/api/admin/income/orders/${order!.id}`, { token: n.alphaToken });
    expect(mine.body.data).toMatchObject({ id: order!.id, branchName: "Branch alpha", totalAmount: 86000 });
    const sibling = await api(n.bravo.hostname, "GET", `/api/admin/income/orders/${order!.id}`, {
      token: n.bravoToken,
    });
    expect(sibling.body.code).toBe(400004);
  });

  it("a branch host serves its head store's product images, another network's host does not", async () => {
    const n = await network();
    await env.MEDIA.put(`${n.headId}/900/orig.jpg`, new Uint8Array([0xff, 0xd8, 0xff]));
    const get = (host: string) => SELF.fetch(`http://${host}/media/${n.headId}/900/orig.jpg`);
    expect((await get(n.alpha.hostname)).status).toBe(200);
    await headStore("elsewhere.localhost");
    expect((await get("elsewhere.localhost")).status).toBe(404);
  });
});
