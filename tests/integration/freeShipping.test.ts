import { describe, expect, it } from "vitest";
import { FREE_SHIPPING_SENTINEL, NO_LIMIT_END, NO_LIMIT_START } from "../../functions/shared/commerce/commerce";
import { api, sql } from "../helpers";
import { cartLine, insertId, page, product, promotionTier, type Shop, shop } from "./checkoutFixtures";

// Issue 28 §8: checkout showed two free-shipping thresholds ("Free from NT$1,500" on home delivery
// beside "Spend NT$730 more for free shipping" from a NT$2,000 promotion). One rule, one message:
// the threshold the bill names is the one its fee obeys, on the cart's bill and on /checkout.

const A = "free-ship-a.localhost";

/** A SHIPPING_FEE promotion that waives the whole fee from `from` (minor units). */
const freeShippingPromotion = (storeId: number, from: number, shippingCodes: string[] = []) =>
  insertId(
    `INSERT INTO promotions (store_id, kind, scope, name, is_open, start_at, end_at, condition_type, action_type,
       conditions, shipping_codes) VALUES (?, 'PROMOTION', 'PROMOTION', 'Free shipping', 1, ?, ?, 'FULL_AMOUNT',
       'SHIPPING_FEE', ?, ?)`,
    storeId,
    NO_LIMIT_START,
    NO_LIMIT_END,
    JSON.stringify([promotionTier(1, from, FREE_SHIPPING_SENTINEL)]),
    JSON.stringify(shippingCodes),
  );

/** Home delivery NT$60 free from `own` is the only open method; the cart holds `quantity` × NT$10. */
async function setup(own: number, quantity: number) {
  const s = await shop(A);
  await sql("UPDATE shipping_methods SET is_open = 0 WHERE store_id = ? AND id != ?", s.storeId, s.homeId);
  await sql("UPDATE shipping_methods SET free_shipping_amount = ? WHERE id = ?", own, s.homeId);
  const p = await product(s.storeId, 10_00, { stock: 1000 });
  const line = await cartLine(s.storeId, s.userId, { ...p, quantity });
  return { s, setQuantity: (q: number) => sql("UPDATE cart_items SET quantity = ? WHERE id = ?", q, line) };
}

type BillData = {
  itemsTotalAmount: number;
  shippingFee: number;
  discountShippingFee: number;
  promotionShippingFeeDifference: number;
  freeShipping: { threshold: number; remaining: number } | null;
};
const billOf = async (s: Shop, shippingMethodId?: number): Promise<BillData> =>
  (
    await api(s.host, "POST", "/api/checkout/bill", {
      body: shippingMethodId ? { shippingMethodId } : {},
      token: s.token,
    })
  ).body.data;
const netFee = (b: BillData) => b.shippingFee - b.discountShippingFee;

/** The hint names a threshold; at it the fee is 0, a dollar below it is not. */
async function thresholdHolds(s: Shop, setQuantity: (q: number) => Promise<unknown>, threshold: number) {
  await setQuantity(threshold / 10_00);
  expect(netFee(await billOf(s, s.homeId))).toBe(0);
  await setQuantity(threshold / 10_00 - 1);
  expect(netFee(await billOf(s, s.homeId))).toBe(6000);
}

describe("one free-shipping threshold", () => {
  it("names the method's own threshold when it is nearer than a promotion's", async () => {
    const { s, setQuantity } = await setup(1_500_00, 127); // NT$1,270 in the cart
    await freeShippingPromotion(s.storeId, 2_000_00);
    const b = await billOf(s, s.homeId);
    expect(b.freeShipping).toEqual({ threshold: 1_500_00, remaining: 230_00 });
    expect(b.promotionShippingFeeDifference).toBe(230_00);
    await thresholdHolds(s, setQuantity, b.freeShipping!.threshold);
  }, 120_000);

  it("names the promotion's when it is nearer, and ignores one for another method", async () => {
    const { s, setQuantity } = await setup(1_500_00, 50);
    await freeShippingPromotion(s.storeId, 2_500_00); // farther: not named
    await freeShippingPromotion(s.storeId, 800_00, ["CVS_711"]); // not for home delivery
    await freeShippingPromotion(s.storeId, 1_000_00);
    const b = await billOf(s, s.homeId);
    expect(b.freeShipping).toEqual({ threshold: 1_000_00, remaining: 500_00 });
    await thresholdHolds(s, setQuantity, b.freeShipping!.threshold);
  }, 120_000);

  it("says nothing once shipping is free, and the cart's bill (no method yet) names the promotion", async () => {
    const { s, setQuantity } = await setup(1_500_00, 160);
    await freeShippingPromotion(s.storeId, 2_000_00);
    expect((await billOf(s, s.homeId)).freeShipping).toBeNull();
    await setQuantity(120);
    expect((await billOf(s)).freeShipping).toEqual({ threshold: 2_000_00, remaining: 800_00 });
  }, 120_000);

  it("shows /checkout one threshold: the method's hint and the summary's are the bill's", async () => {
    const { s } = await setup(1_500_00, 127);
    await freeShippingPromotion(s.storeId, 2_000_00);
    const html = String((await page(A, "/checkout", s.token)).body);
    expect(html).toContain('data-testid="bill-free-shipping-hint" data-threshold="150000"');
    expect(html).toMatch(/data-testid="bill-free-shipping-hint"[^>]*>滿 NT\$1,500 免運，再買 NT\$230 即可享免運</);
    const freeFrom = [...html.matchAll(/data-testid="shipping-free-from">([^<]*)</g)].map((m) => m[1]);
    expect(freeFrom).toEqual(["滿 NT$1,500 免運"]);
    expect(html).not.toContain("NT$2,000");
    expect(html).not.toContain("NT$730");
  }, 120_000);
});
