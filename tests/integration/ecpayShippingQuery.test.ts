import { describe, expect, it } from "vitest";
import { checkMacValue, macSource } from "../../functions/commerce/ecpay/checkMac";
import { ECPAY_TEST_ACCOUNT } from "../../functions/commerce/ecpay/config";
import { queryForm } from "../../functions/commerce/ecpay/logisticsQuery";
import { testQueryLogisticsTradeInfo } from "../../functions/commerce/ecpay/testLogistics";
import { api, sql } from "../helpers";
import { member, order, product, shop } from "./orderFixtures";

// GET /api/admin/shipping/ecpayQueryShippingOrder: a signed QueryLogisticsTradeInfo round trip to
// the local test provider (test mode), the reply's own signature checked; the order must be the
// store's and ship with ECPay.

const A = "ecq-a.localhost";
const B = "ecq-b.localhost";
const account = { ...ECPAY_TEST_ACCOUNT, mapUrl: "/dev/test-cvs-map", test: true };

async function cvsOrder(host: string, number: string, status = "DELIVERED") {
  const s = await shop(host);
  const m = await member(host, `m-${number}@example.com`);
  const p = await product(s, { price: 10_000 });
  const id = await order(s, m.userId, [{ ...p, quantity: 2, unitPrice: 10_000 }], { number, status });
  await sql("UPDATE orders SET shipping_code = 'SEVEN_ELEVEN_C2C', tracking_number = 'F12345678' WHERE id = ?", id);
  return { s, id };
}

const query = (host: string, token: string, q: Record<string, string>) =>
  api(host, "GET", `/api/admin/shipping/ecpayQueryShippingOrder?${new URLSearchParams(q)}`, { token });

describe("ECPay logistics query", () => {
  it("signs the request as ECPay's CheckMacValue (MD5) example does", async () => {
    // Sorted by name case-insensitively, HashKey first and HashIV last, .NET-style URL encoding, lower case, MD5, upper hex.
    const form = await queryForm(
      account,
      { orderNumber: "2611000001", shippingOrderNumber: "1718546" },
      1_700_000_000_000,
    );
    expect(macSource(form, account.hashKey, account.hashIV)).toBe(
      "hashkey%3dxbern1yovpm9nfzc%26allpaylogisticsid%3d1718546%26merchantid%3d2000933%26merchanttradeno%3d2611000001%26timestamp%3d1700000000%26hashiv%3dh1onhk4p4yqbl5lk",
    );
    const { CheckMacValue, ...rest } = form;
    expect(CheckMacValue).toMatch(/^[0-9A-F]{32}$/);
    expect(CheckMacValue).toBe(await checkMacValue(rest, account.hashKey, account.hashIV, "MD5"));
    // The provider refuses a changed field, another merchant and a stale timestamp.
    const ledger = async () => undefined;
    expect(
      (await testQueryLogisticsTradeInfo(account, { ...form, AllPayLogisticsID: "9" }, ledger, 1_700_000_000_000))
        .RtnMsg,
    ).toBe("CheckMacValue Error");
    expect(
      (await testQueryLogisticsTradeInfo(account, { ...form, MerchantID: "1" }, ledger, 1_700_000_000_000)).RtnMsg,
    ).toBe("MerchantID Error");
    expect((await testQueryLogisticsTradeInfo(account, form, ledger, 1_700_000_000_000 + 181_000)).RtnMsg).toBe(
      "TimeStamp Error",
    );
  });

  it("answers the order's logistics status from the local provider, signed both ways", async () => {
    const { s } = await cvsOrder(A, "2611000101");
    const r = await query(A, s.admin, { orderNumber: "2611000101", shippingOrderNumber: "1718546" });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      orderNumber: "2611000101",
      shippingOrderNumber: "1718546",
      logisticsType: "CVS",
      logisticsSubType: "UNIMARTC2C",
      status: "2073",
      shipmentNo: "F12345678",
      goodsAmount: 26_000,
      test: true,
    });
  });

  it("refuses an order of another store, one that does not ship with ECPay, and bad input", async () => {
    const { s } = await cvsOrder(A, "2611000201");
    const b = await cvsOrder(B, "2611000202");
    // B's order is not found from A, and A's admin token is nobody on B.
    expect((await query(A, s.admin, { orderNumber: "2611000202", shippingOrderNumber: "1" })).body.code).toBe(400004);
    expect((await query(B, s.admin, { orderNumber: "2611000202", shippingOrderNumber: "1" })).body.code).not.toBe(0);
    expect((await query(B, b.s.admin, { orderNumber: "2611000202", shippingOrderNumber: "1" })).body.code).toBe(0);
    await sql("UPDATE orders SET shipping_code = 'HOME' WHERE order_number = '2611000201'");
    expect((await query(A, s.admin, { orderNumber: "2611000201", shippingOrderNumber: "1" })).body.code).toBe(400040);
    const bad = await query(A, s.admin, { orderNumber: "2611000201", shippingOrderNumber: "a b" });
    expect(bad.status).toBe(422);
    expect(bad.body.issues[0].path).toBe("shippingOrderNumber");
  });
});
