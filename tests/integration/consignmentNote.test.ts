import { describe, expect, it } from "vitest";
import { checkMacValue } from "../../functions/commerce/ecpay/checkMac";
import { ECPAY_TEST_ACCOUNT } from "../../functions/commerce/ecpay/config";
import { api, page, sql } from "../helpers";
import { member, order, product, shop } from "./orderFixtures";

// POST /api/admin/shipping/consignmentNote: shippingHtml holds one signed form per ECPay print page
// (to the local test provider in test mode, which checks the signature as ECPay does and renders
// the notes) and one form to our own print page for every other order.

const A = "cn-a.localhost";
const B = "cn-b.localhost";

async function setup(host: string, prefix: string) {
  const s = await shop(host);
  const m = await member(host, `m-${prefix}@example.com`);
  const p = await product(s, { price: 10_000 });
  const line = { ...p, quantity: 2, unitPrice: 10_000 };
  const cvs = await order(s, m.userId, [line], { number: `${prefix}01`, status: "PROCESSED" });
  await sql("UPDATE orders SET shipping_code = 'SEVEN_ELEVEN_C2C', tracking_number = 'F1234567' WHERE id = ?", cvs);
  const fami = await order(s, m.userId, [line], { number: `${prefix}02`, status: "PROCESSED" });
  await sql("UPDATE orders SET shipping_code = 'FAMILY_MART_C2C', tracking_number = 'G7654321' WHERE id = ?", fami);
  const home = await order(s, m.userId, [line], {
    number: `${prefix}03`,
    paymentMethod: "CASH_ON_DELIVERY",
    receiver: { name: "陳收件", phone: "0922333444", city: "臺中市", district: "西區", address: "民生路1號" },
  });
  return { s, cvs, fami, home };
}

const note = (host: string, token: string, body: unknown) =>
  api(host, "POST", "/api/admin/shipping/consignmentNote", { token, body });

/** The forms of shippingHtml as a browser would submit them. */
function formsOf(html: string) {
  return [...html.matchAll(/<form method="(\w+)" action="([^"]*)"[^>]*data-document="(\d+)">(.*?)<\/form>/g)].map(
    ([, method, action, index, inputs]) => ({
      method,
      action: action!.replace(/&amp;/g, "&"),
      index: Number(index),
      fields: Object.fromEntries(
        [...inputs!.matchAll(/name="([^"]*)" value="([^"]*)"/g)].map(([, k, v]) => [k!, v!.replace(/&amp;/g, "&")]),
      ),
    }),
  );
}

describe("consignment notes", () => {
  it("signs one ECPay print form per chain and sends the rest to our own page", async () => {
    const { s, cvs, fami, home } = await setup(A, "26120001");
    const r = await note(A, s.admin, { orderIds: [home, cvs, fami], size: "LABEL" });
    expect(r.body.code).toBe(0);
    expect(r.body.data.documents).toEqual([
      { provider: "ECPAY", api: "/Express/PrintUniMartC2COrderInfo", orderNumbers: ["2612000101"] },
      { provider: "ECPAY", api: "/Express/PrintFAMIC2COrderInfo", orderNumbers: ["2612000102"] },
      { provider: "STOREFLEET", orderNumbers: ["2612000103"] },
    ]);
    const forms = formsOf(r.body.data.shippingHtml);
    expect(forms.map((f) => [f.method, f.action])).toEqual([
      ["post", "/dev/test-ecpay-print?api=%2FExpress%2FPrintUniMartC2COrderInfo"],
      ["post", "/dev/test-ecpay-print?api=%2FExpress%2FPrintFAMIC2COrderInfo"],
      ["get", "/consignment-note-print"],
    ]);
    const [seven, family, own] = forms;
    // ECPay's CheckMacValue (MD5) over every other field, under the store's logistics account.
    const { CheckMacValue, ...signed } = seven!.fields;
    expect(signed).toEqual({
      MerchantID: ECPAY_TEST_ACCOUNT.merchantId,
      AllPayLogisticsID: "F1234567",
      CVSPaymentNo: "F1234567",
      CVSValidationNo: "",
    });
    expect(CheckMacValue).toBe(
      await checkMacValue(signed, ECPAY_TEST_ACCOUNT.hashKey, ECPAY_TEST_ACCOUNT.hashIV, "MD5"),
    );
    expect(family!.fields).not.toHaveProperty("CVSValidationNo");
    expect(own!.fields).toEqual({ ids: String(home), size: "LABEL" });

    // The test provider verifies the form as ECPay does and renders the note; a changed field is refused.
    const printed = await page(A, seven!.action, { form: seven!.fields });
    expect(printed.status).toBe(200);
    expect(printed.html).toContain('data-testid="ecpay-note"');
    expect(printed.html).toContain("F1234567");
    const forged = await page(A, seven!.action, { form: { ...seven!.fields, AllPayLogisticsID: "X9999999" } });
    expect(forged.status).toBe(400);
    expect(forged.html).toContain("CheckMacValue Error");
    expect(forged.html).not.toContain('data-testid="ecpay-note"');
  });

  it("prints our own notes: receiver, order, cash to collect, in the chosen size", async () => {
    const { s, home, cvs } = await setup(A, "26120002");
    const r = await page(A, `/consignment-note-print?ids=${home},${cvs}&size=LABEL`, { token: s.admin });
    expect(r.status).toBe(200);
    expect(r.html).toContain('data-size="LABEL"');
    expect(r.html.match(/data-testid="consignment-note"/g)?.length).toBe(2);
    expect(r.html).toContain("陳收件");
    expect(r.html).toContain("臺中市 西區 民生路1號");
    expect(r.html).toContain("2612000203");
    // Cash on delivery: the amount to collect (NT$200 + NT$60 shipping); the other collects nothing.
    expect(r.html).toMatch(/data-testid="note-collect">NT\$260/);
    expect(r.html).toContain("免代收");
    // Not for a shopper, nor without a session, nor another store's admin.
    expect((await page(A, `/consignment-note-print?ids=${home}`)).status).toBe(404);
    const b = await shop(B);
    expect((await page(A, `/consignment-note-print?ids=${home}`, { token: b.admin })).status).toBe(404);
    expect((await page(B, `/consignment-note-print?ids=${home}`, { token: b.admin })).status).toBe(404);
  });

  it("refuses bad ids with 422 and another store's order as not found", async () => {
    const { s } = await setup(A, "26120003");
    const b = await setup(B, "26120004");
    for (const body of [
      { orderIds: [] },
      { orderIds: ["1"] },
      { orderIds: [1, 1] },
      { orderIds: Array.from({ length: 51 }, (_, i) => i + 1) },
      { orderIds: [1], size: "A5" },
      { orderIds: [1], extra: true },
    ]) {
      const r = await note(A, s.admin, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.issues.length).toBeGreaterThan(0);
    }
    expect((await note(A, s.admin, { orderIds: [b.home] })).body.code).toBe(400004);
    expect((await note(A, b.s.admin, { orderIds: [b.home] })).body.code).not.toBe(0);
  });
});
