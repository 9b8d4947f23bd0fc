import { describe, expect, it } from "vitest";
import { api, sql } from "../../helpers";
import { customise, HEAD, network } from "../branchCatalogueFixtures";
import { checkoutBody, member, postCheckout } from "../checkoutFixtures";
import { addBranch } from "./fixtures";

// Orders keep the seller's upline as it was at order time (docs/decisions/branch-compensation.md §7):
// the path is written by the order's own statement, and a later move changes only new orders.

async function buyOn(host: string, token: string, stockId: number, homeId: number) {
  const added = await api(host, "POST", "/api/cart/items", {
    token,
    body: { stockId, quantity: 1, paymentPlan: "NORMAL" },
  });
  expect(added.body.code).toBe(0);
  const bill = await api(host, "POST", "/api/checkout/bill", { token, body: { shippingMethodId: homeId } });
  const placed = await postCheckout({ host }, token, checkoutBody({ homeId }, bill.body.data.totalAmount));
  expect(placed.body.code).toBe(0);
  return placed.body.data.order.id as number;
}

const pathOf = async (orderId: number) =>
  (await sql<{ p: string | null }>("SELECT branch_path AS p FROM orders WHERE id = ?", orderId))[0]?.p ?? null;

describe("orders keep the seller's upline path", () => {
  it("stores head store → introducer on a branch sale, and a move changes only later orders", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    const charlie = await addBranch(n.headId, "charlie", n.alpha.id);
    const shopper = await member(charlie.hostname, "cat@example.com");

    const first = await buyOn(charlie.hostname, shopper.token, n.tea.stockId, n.homeId);
    expect(JSON.parse((await pathOf(first)) ?? "null")).toEqual([n.headId, n.alpha.id]);

    const moved = await api(HEAD, "POST", "/api/admin/multilevel/branches/move", {
      token: n.headToken,
      body: { ids: [charlie.id], introducerId: n.bravo.id },
    });
    expect(moved.body.code).toBe(0);
    const second = await buyOn(charlie.hostname, shopper.token, n.tea.stockId, n.homeId);
    expect(JSON.parse((await pathOf(second)) ?? "null")).toEqual([n.headId, n.bravo.id]);
    // The past order still pays its old upline.
    expect(JSON.parse((await pathOf(first)) ?? "null")).toEqual([n.headId, n.alpha.id]);
  });

  it("a first-line branch's path is the head store alone; the head store's own sales have none", async () => {
    const n = await network();
    await n.authorise([n.tea.productId]);
    await customise(n.alpha.hostname, n.alphaToken, [
      { productId: n.tea.productId, profitType: "ORIGINAL", profitValue: 0, isDisplay: true },
    ]);
    const amy = await member(n.alpha.hostname, "amy@example.com");
    expect(
      JSON.parse((await pathOf(await buyOn(n.alpha.hostname, amy.token, n.tea.stockId, n.homeId))) ?? "null"),
    ).toEqual([n.headId]);
    const hal = await member(HEAD, "hal@example.com");
    expect(await pathOf(await buyOn(HEAD, hal.token, n.tea.stockId, n.homeId))).toBeNull();
  });
});
