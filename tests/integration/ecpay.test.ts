import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkMacValue } from "../../functions/commerce/ecpay/checkMac";
import { ECPAY_TEST_ACCOUNT } from "../../functions/commerce/ecpay/config";
import { pendingState, sql } from "../helpers";
import {
  cartLine,
  checkoutBody,
  page,
  postCheckout,
  product,
  type Shop,
  shippingMethod,
  shop,
} from "./checkoutFixtures";

// The ECPay convenience-store map round trip (test mode: the local test map answers exactly like
// ECPay) and ECPay's signed logistics notifications, through the Worker with real D1 and KV.

const A = "ec-a.localhost";
const B = "ec-b.localhost";

const fieldsOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]])) as Record<
    string,
    string
  >;

function post(host: string, path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://${host}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });
}

/** ECPay's reply from its own site: a cross-site form post. */
const fromEcpay = { origin: "https://logistics-stage.ecpay.com.tw", "sec-fetch-site": "cross-site" };

async function openMap(s: Shop, methodId: number, type = "normal") {
  const r = await page(
    s.host,
    `/shipping-redirect-middle-page?shippingMethodId=${methodId}&checkoutType=${type}`,
    s.token,
  );
  expect(r.status).toBe(200);
  expect(r.body).toContain('action="/dev/test-cvs-map"');
  return fieldsOf(r.body);
}

const pickup = (f: Record<string, string>, over: Record<string, string> = {}) => ({
  MerchantID: f.MerchantID!,
  MerchantTradeNo: "",
  LogisticsSubType: f.LogisticsSubType!,
  CVSStoreID: "131386",
  CVSStoreName: "建盛門市",
  CVSAddress: "台北市中正區重慶南路一段122號",
  CVSTelephone: "02-23701234",
  CVSOutSide: "0",
  ExtraData: f.ExtraData!,
  ...over,
});

const pendingKey = (s: Shop, type = "normal") => `cvs-pick:${s.storeId}:${s.userId}:${type}`;

describe("ECPay map flow", () => {
  it("middle page → test map → signed reply stores the member's store → checkout with it", async () => {
    const s = await shop(A);
    const seven = await shippingMethod(s.storeId, { code: "SEVEN_ELEVEN_C2C", type: "ECPAY" });
    const f = await openMap(s, seven);
    expect(f).toMatchObject({
      MerchantID: ECPAY_TEST_ACCOUNT.merchantId,
      LogisticsType: "CVS",
      LogisticsSubType: "UNIMARTC2C",
      IsCollection: "N",
      ServerReplyURL: `http://${A}/checkout-shipping-redirect/normal`,
    });
    expect(f.ExtraData).toMatch(/^[0-9a-f]{20}$/);

    // The test map receives the same form and lists stores whose forms post back like ECPay.
    const map = await post(A, "/dev/test-cvs-map", f, { authorization: `Bearer ${s.token}` });
    expect(map.status).toBe(200);
    const mapHtml = await map.text();
    expect(mapHtml).toContain('action="/checkout-shipping-redirect/normal"');
    expect(mapHtml).toContain("131386");

    const reply = await post(A, "/checkout-shipping-redirect/normal", pickup(f), fromEcpay);
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe("/checkout");
    expect(JSON.parse((await pendingState(s.storeId, pendingKey(s)))!)).toEqual({
      chain: "UNIMART",
      storeId: "131386",
      storeName: "建盛門市",
      address: "台北市中正區重慶南路一段122號",
      telephone: "02-23701234",
      shippingMethodId: seven,
      subscriptionId: null,
    });

    // The same reply again: the state was single-use.
    const replay = await post(A, "/checkout-shipping-redirect/normal", pickup(f, { CVSStoreID: "991182" }), fromEcpay);
    expect(replay.headers.get("location")).toBe("/checkout-shipping-redirect/normal?error=400060");
    expect(JSON.parse((await pendingState(s.storeId, pendingKey(s)))!).storeId).toBe("131386");
    const refusedPage = await page(A, "/checkout-shipping-redirect/normal?error=400060", s.token);
    expect(refusedPage.body).toContain('data-testid="shipping-return-refused"');
    const plain = await page(A, "/checkout-shipping-redirect/normal", s.token);
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/checkout");

    // Checkout with the chosen store.
    const p = await product(s.storeId, 10_000);
    await cartLine(s.storeId, s.userId, { ...p, quantity: 1 });
    const pending = JSON.parse((await pendingState(s.storeId, pendingKey(s)))!);
    const order = await postCheckout(
      s,
      s.token,
      checkoutBody(s, 16_000, {
        shippingMethodId: pending.shippingMethodId,
        receiver: {
          name: "王小明",
          phone: "0912345678",
          cvs: {
            chain: pending.chain,
            storeId: pending.storeId,
            storeName: pending.storeName,
            address: pending.address,
          },
        },
      }),
    );
    expect(order.body.code).toBe(0);
  }, 120_000); // the file's first server render compiles the page modules

  it("refuses tampered, mismatched and cross-store replies without storing anything", async () => {
    const s = await shop(A);
    const fami = await shippingMethod(s.storeId, { code: "FAMILY_MART_C2C", type: "ECPAY" });
    const f = await openMap(s, fami, "changeShipping");
    expect(f.LogisticsSubType).toBe("FAMIC2C");
    const refused = "/checkout-shipping-redirect/changeShipping?error=400060";

    const flipped = f.ExtraData!.slice(0, 19) + (f.ExtraData!.endsWith("0") ? "1" : "0");
    expect(
      (
        await post(A, "/checkout-shipping-redirect/changeShipping", pickup(f, { ExtraData: flipped }), fromEcpay)
      ).headers.get("location"),
    ).toBe(refused);
    const forged = "0123456789ab01234567";
    expect(
      (
        await post(A, "/checkout-shipping-redirect/changeShipping", pickup(f, { ExtraData: forged }), fromEcpay)
      ).headers.get("location"),
    ).toBe(refused);
    expect(
      (
        await post(
          A,
          "/checkout-shipping-redirect/changeShipping",
          pickup(f, { LogisticsSubType: "UNIMARTC2C" }),
          fromEcpay,
        )
      ).headers.get("location"),
    ).toBe(refused);
    expect(
      (
        await post(A, "/checkout-shipping-redirect/changeShipping", pickup(f, { MerchantID: "3002607" }), fromEcpay)
      ).headers.get("location"),
    ).toBe(refused);
    // Another flow than the one the map was opened for.
    expect((await post(A, "/checkout-shipping-redirect/normal", pickup(f), fromEcpay)).headers.get("location")).toBe(
      "/checkout-shipping-redirect/normal?error=400060",
    );
    // Store B's host cannot consume store A's state.
    await shop(B, "bob@example.com");
    expect(
      (await post(B, "/checkout-shipping-redirect/changeShipping", pickup(f), fromEcpay)).headers.get("location"),
    ).toBe(refused);
    expect(await pendingState(s.storeId, pendingKey(s, "changeShipping"))).toBeNull();

    // The untouched reply still works afterwards (refusals did not consume it).
    const ok = await post(
      A,
      "/checkout-shipping-redirect/changeShipping",
      pickup(f, { CVSStoreID: "006598", CVSStoreName: "全家台北站前店" }),
      fromEcpay,
    );
    expect(ok.headers.get("location")).toBe("/checkout?type=changeShipping");
    expect(JSON.parse((await pendingState(s.storeId, pendingKey(s, "changeShipping")))!).chain).toBe("FAMI");
  });

  it("a method without a map (home delivery) or a visitor gets no map form", async () => {
    const s = await shop(A);
    const r = await page(A, `/shipping-redirect-middle-page?shippingMethodId=${s.homeId}&checkoutType=normal`, s.token);
    expect(r.body).toContain('data-testid="shipping-redirect-unavailable"');
    const anon = await page(A, `/shipping-redirect-middle-page?shippingMethodId=${s.homeId}`);
    expect(anon.status).toBe(302);
  });
});

describe("ECPay logistics notifications", () => {
  async function signed(form: Record<string, string>) {
    return {
      ...form,
      CheckMacValue: await checkMacValue(form, ECPAY_TEST_ACCOUNT.hashKey, ECPAY_TEST_ACCOUNT.hashIV, "MD5"),
    };
  }

  it("accepts a signed status report with 1|OK and refuses tampering with 0|… and no change", async () => {
    const s = await shop(A);
    const p = await product(s.storeId, 10_000);
    await cartLine(s.storeId, s.userId, { ...p, quantity: 1 });
    const placed = await postCheckout(s, s.token, checkoutBody(s, 16_000));
    const { id, orderNumber } = placed.body.data.order;
    const report = {
      MerchantID: ECPAY_TEST_ACCOUNT.merchantId,
      MerchantTradeNo: orderNumber,
      RtnCode: "2067",
      RtnMsg: "消費者成功取件",
      AllPayLogisticsID: "1718546",
      LogisticsType: "CVS",
      LogisticsSubType: "FAMIC2C",
      GoodsAmount: "160",
      UpdateStatusDate: "2025/11/22 13:04:05",
    };
    const events = () => sql("SELECT note FROM order_events WHERE order_id = ? AND type = 'LOGISTICS'", id);

    const tampered = { ...(await signed(report)), RtnCode: "2073" };
    const bad = await post(A, "/api/shipping/ecpay/notify", tampered);
    expect(await bad.text()).toBe("0|CheckMacValueError");
    expect(await events()).toEqual([]);
    const unsigned = await post(A, "/api/shipping/ecpay/notify", report);
    expect(await unsigned.text()).toBe("0|CheckMacValueError");
    const otherMerchant = await post(
      A,
      "/api/shipping/ecpay/notify",
      await signed({ ...report, MerchantID: "2000132" }),
    );
    expect(await otherMerchant.text()).toBe("0|MerchantIDError");
    expect(await events()).toEqual([]);

    const good = await post(A, "/api/shipping/ecpay/notify", await signed(report));
    expect(good.status).toBe(200);
    expect(await good.text()).toBe("1|OK");
    const rows = (await events()) as { note: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.note).toContain("ECPay 2067");

    // The same signed report on another store's host finds no such order there.
    await shop(B, "bob@example.com");
    expect(await (await post(B, "/api/shipping/ecpay/notify", await signed(report))).text()).toBe("0|OrderNotFound");
    expect(await events()).toHaveLength(1);
  });
});
