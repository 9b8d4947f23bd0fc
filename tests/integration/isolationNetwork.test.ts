import { describe, expect, it } from "vitest";
import { api, login, loginToken, sql } from "../helpers";
import { customise, HEAD, type Network, network } from "./branchCatalogueFixtures";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";
import { checkoutBody, member, postCheckout } from "./checkoutFixtures";

// The cross-store suite for branch networks (issue 13): sibling branches of one head store, and
// two head stores, never see each other's members, orders, customisations or network.

const OTHER = "other-head.localhost";

async function twoNetworks() {
  const n = await network();
  const otherId = await headStore(OTHER);
  const otherBranch = await addBranch(otherId, "xray", otherId, { baseDomain: OTHER });
  const otherToken = await loginToken(OTHER, HEAD_ADMIN.email, HEAD_ADMIN.password);
  return { ...n, otherId, otherBranch, otherToken };
}

/** alpha's member buys the tea on alpha's host: a head-store order naming alpha. */
async function alphaSale(n: Network) {
  await n.authorise([n.tea.productId]);
  const shopper = await member(n.alpha.hostname, "amy@example.com");
  await api(n.alpha.hostname, "POST", "/api/cart/items", {
    token: shopper.token,
    body: { stockId: n.tea.stockId, quantity: 1, paymentPlan: "NORMAL" },
  });
  const placed = await postCheckout(
    { host: n.alpha.hostname },
    shopper.token,
    checkoutBody({ homeId: n.homeId }, 86000),
  );
  expect(placed.body.code).toBe(0);
  const [order] = await sql<{ id: number }>("SELECT id FROM orders WHERE branch_store_id = ?", n.alpha.id);
  return { shopper, orderId: order!.id };
}

const ids = (items: { id: number }[]) => items.map((x) => x.id);

describe("branch networks: members", () => {
  it("a branch's member exists only at that branch: not at its sibling, its head store or another network", async () => {
    const n = await twoNetworks();
    await member(n.alpha.hostname, "amy@example.com");
    expect((await login(n.alpha.hostname, "amy@example.com", "member1234")).body.code).toBe(0);
    for (const host of [n.bravo.hostname, HEAD, OTHER, n.otherBranch.hostname]) {
      expect((await login(host, "amy@example.com", "member1234")).body.code, host).toBe(400021);
    }
    // The head store reads its branches' members; another head store reads none of them.
    const mine = await api(HEAD, "GET", "/api/admin/branch/users", { token: n.headToken });
    expect(mine.body.data.items.map((u: { email: string }) => u.email)).toContain("amy@example.com");
    const theirs = await api(OTHER, "GET", "/api/admin/branch/users", { token: n.otherToken });
    expect(theirs.body.data.items.map((u: { email: string }) => u.email)).not.toContain("amy@example.com");
    // A branch is not the head store: the network's member list is not its call.
    expect((await api(n.bravo.hostname, "GET", "/api/admin/branch/users", { token: n.bravoToken })).body.code).toBe(
      400027,
    );
  });
});

describe("branch networks: orders", () => {
  it("a branch sale is seen by the member, the branch and its head store only", async () => {
    const n = await twoNetworks();
    const { shopper, orderId } = await alphaSale(n);
    expect((await api(n.alpha.hostname, "GET", `/api/orders/${orderId}`, { token: shopper.token })).body.code).toBe(0);
    const bea = await member(n.bravo.hostname, "bea@example.com");
    expect((await api(n.bravo.hostname, "GET", `/api/orders/${orderId}`, { token: bea.token })).body.code).toBe(400004);

    const income = (host: string, token: string) =>
      api(host, "GET", "/api/admin/income/orders?view=isTempUnpaid", { token });
    expect(ids((await income(n.alpha.hostname, n.alphaToken)).body.data.items)).toEqual([orderId]);
    expect(ids((await income(n.bravo.hostname, n.bravoToken)).body.data.items)).toEqual([]);
    expect(
      (await api(n.bravo.hostname, "GET", `/api/admin/income/orders/${orderId}`, { token: n.bravoToken })).body.code,
    ).toBe(400004);

    expect(ids((await api(HEAD, "GET", "/api/admin/orders?list=all", { token: n.headToken })).body.data.items)).toEqual(
      [orderId],
    );
    expect(
      ids((await api(OTHER, "GET", "/api/admin/orders?list=all", { token: n.otherToken })).body.data.items),
    ).toEqual([]);
    expect((await api(OTHER, "GET", `/api/admin/orders/${orderId}`, { token: n.otherToken })).body.code).toBe(400004);
  });
});

describe("branch networks: customisations", () => {
  it("a branch's prices stay its own; another network's branch cannot sell or price this head store's products", async () => {
    const n = await twoNetworks();
    await n.authorise([n.tea.productId]);
    const set = await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.tea.productId, profitType: "FIXED", profitValue: 95000, isDisplay: true },
    ]);
    expect(set.body.code).toBe(0);
    const priceOn = async (host: string) =>
      (await api(host, "GET", `/api/products/${n.tea.productId}`)).body as { code: number; data: { price: number } };
    expect((await priceOn(n.alpha.hostname)).data.price).toBe(95000);
    expect((await priceOn(n.bravo.hostname)).data.price).toBe(100000);
    expect((await priceOn(n.otherBranch.hostname)).code).toBe(400004);

    const xrayToken = await loginToken(n.otherBranch.hostname, n.otherBranch.email, n.otherBranch.password);
    const foreign = await customise(n.otherBranch.hostname, xrayToken, [
      { productId: n.tea.productId, profitType: "FIXED", profitValue: 1, isDisplay: true },
    ]);
    expect(foreign.body.code).not.toBe(0);
    expect(await sql("SELECT count(*) AS n FROM branch_customizations WHERE store_id = ?", n.otherBranch.id)).toEqual([
      { n: 0 },
    ]);
  });
});

describe("branch networks: the network itself", () => {
  it("a branch sees its own downline only, and another head store sees, moves or deletes none of it", async () => {
    const n = await twoNetworks();
    const child = await addBranch(n.headId, "charlie", n.alpha.id);
    const list = async (host: string, token: string) =>
      ids((await api(host, "GET", "/api/admin/branches", { token })).body.data.items).sort();
    expect(await list(HEAD, n.headToken)).toEqual([n.alpha.id, n.bravo.id, child.id].sort());
    expect(await list(n.alpha.hostname, n.alphaToken)).toEqual([child.id]);
    expect(await list(n.bravo.hostname, n.bravoToken)).toEqual([]);
    expect(await list(OTHER, n.otherToken)).toEqual([n.otherBranch.id]);

    expect(
      (await api(n.bravo.hostname, "GET", `/api/admin/branches/${child.id}`, { token: n.bravoToken })).body.code,
    ).toBe(400004);
    expect((await api(OTHER, "GET", `/api/admin/branches/${n.alpha.id}`, { token: n.otherToken })).body.code).toBe(
      400004,
    );
    const move = await api(OTHER, "POST", "/api/admin/multilevel/branches/move", {
      token: n.otherToken,
      body: { ids: [n.alpha.id], introducerId: n.otherBranch.id },
    });
    expect(move.body.code).not.toBe(0);
    const del = await api(OTHER, "DELETE", "/api/admin/multilevel/branches", {
      token: n.otherToken,
      body: { ids: [n.alpha.id] },
    });
    // Not a branch of its network: refused before any job exists.
    expect(del.body.code).toBe(400004);
    expect(await sql("SELECT count(*) AS n FROM branch_jobs")).toEqual([{ n: 0 }]);
    const alphaRow = await sql<{ parent: number; introducer: number; deleted: string | null }>(
      "SELECT parent_store_id AS parent, introducer_store_id AS introducer, deleted_at AS deleted FROM stores WHERE id = ?",
      n.alpha.id,
    );
    expect(alphaRow).toEqual([{ parent: n.headId, introducer: n.headId, deleted: null }]);
  });
});
