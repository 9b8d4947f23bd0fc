import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ECPAY_TEST_ACCOUNT } from "../../functions/commerce/ecpay/config";
import { api, createStore, pendingState, registerMember, sql } from "../helpers";

// The address book's convenience-store map: /profile/info/address "choose the store on the map"
// → (test) map → signed POST to /user-address-list-redirect/{page}/{cvsType} → the address page
// reopens the entry form with the store and what the member had typed; tampered, replayed or
// foreign replies are refused and change nothing.

const A = "amap-a.localhost";
const fromEcpay = { origin: "https://logistics-stage.ecpay.com.tw", "sec-fetch-site": "cross-site" };

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

async function ready() {
  const storeId = await createStore(A);
  const m = await registerMember(A, "mia@example.com");
  const asMember = { authorization: `Bearer ${m.accessToken}`, origin: `http://${A}` };
  return { storeId, m, asMember };
}

/** The address page's "choose on map" post: the auto-submitting form to the map. */
async function openMap(asMember: Record<string, string>, over: Record<string, string> = {}) {
  const r = await post(
    A,
    "/profile/info/address",
    {
      intent: "save",
      type: "CVS",
      name: "王小明",
      phone: "0912345678",
      chain: "FAMI",
      isDefault: "1",
      toMap: "1",
      ...over,
    },
    asMember,
  );
  expect(r.status).toBe(200);
  const html = await r.text();
  expect(html).toContain('data-testid="address-map-form"');
  expect(html).toContain('action="/dev/test-cvs-map"');
  return fieldsOf(html.slice(html.indexOf('data-testid="address-map-form"')));
}

const pickup = (f: Record<string, string>, over: Record<string, string> = {}) => ({
  MerchantID: f.MerchantID!,
  MerchantTradeNo: "",
  LogisticsSubType: f.LogisticsSubType!,
  CVSStoreID: "006598",
  CVSStoreName: "全家台北站前店",
  CVSAddress: "台北市中正區忠孝西路一段45號",
  CVSTelephone: "02-23821234",
  CVSOutSide: "0",
  ExtraData: f.ExtraData!,
  ...over,
});

describe("address book convenience-store map", () => {
  it("map → signed reply → the address page reopens the form with the store and the draft → saved", async () => {
    const { storeId, m, asMember } = await ready();
    const f = await openMap(asMember);
    expect(f).toMatchObject({
      MerchantID: ECPAY_TEST_ACCOUNT.merchantId,
      LogisticsSubType: "FAMIC2C",
      ServerReplyURL: `http://${A}/user-address-list-redirect/address/FAMI`,
    });
    expect(f.ExtraData).toMatch(/^[0-9a-f]{20}$/);
    const map = await post(A, "/dev/test-cvs-map", f, asMember);
    expect(map.status).toBe(200);
    expect(await map.text()).toContain('action="/user-address-list-redirect/address/FAMI"');

    const reply = await post(A, "/user-address-list-redirect/address/FAMI", pickup(f), fromEcpay);
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe("/profile/info/address");

    const back = await api(A, "GET", "/profile/info/address", { token: m.accessToken });
    expect(back.status).toBe(200);
    expect(back.body).toContain('data-testid="address-form"');
    expect(back.body).toContain('value="全家台北站前店"');
    expect(back.body).toContain('value="006598"');
    expect(back.body).toContain('value="王小明"');
    // The choice is used once.
    expect((await api(A, "GET", "/profile/info/address", { token: m.accessToken })).body).not.toContain("006598");

    const save = await post(
      A,
      "/profile/info/address",
      {
        intent: "save",
        type: "CVS",
        name: "王小明",
        phone: "0912345678",
        chain: "FAMI",
        storeId: "006598",
        storeName: "全家台北站前店",
        storeAddress: "台北市中正區忠孝西路一段45號",
      },
      asMember,
    );
    expect(save.status).toBe(200);
    const rows = await sql<{ receiver: string }>("SELECT receiver FROM checkout_infos WHERE store_id = ?", storeId);
    expect(JSON.parse(rows[0]!.receiver).cvs).toMatchObject({ chain: "FAMI", storeId: "006598" });
  }, 240_000); // the file's first server render compiles the page modules

  it("tampered, replayed, mismatched or checkout-flow replies are refused and keep nothing", async () => {
    const { storeId, m, asMember } = await ready();
    const f = await openMap(asMember);
    const refused = async (path: string, form: Record<string, string>) => {
      const r = await post(A, path, form, fromEcpay);
      expect(r.status).toBe(303);
      expect(r.headers.get("location")).toMatch(/\?error=4000(60|01)$/);
    };
    const flipped = f.ExtraData!.slice(0, 19) + (f.ExtraData!.endsWith("0") ? "1" : "0");
    await refused("/user-address-list-redirect/address/FAMI", pickup(f, { ExtraData: flipped }));
    await refused("/user-address-list-redirect/address/FAMI", pickup(f, { ExtraData: "0".repeat(20) }));
    await refused("/user-address-list-redirect/address/UNIMART", pickup(f, { LogisticsSubType: "UNIMARTC2C" }));
    await refused("/user-address-list-redirect/address/FAMI", pickup(f, { MerchantID: "9999999" }));
    await refused("/user-address-list-redirect/address/FAMI", pickup(f, { CVSStoreID: "<script>" }));
    // The address state never answers the checkout flow's return either.
    const checkout = await post(A, "/checkout-shipping-redirect/normal", pickup(f), fromEcpay);
    expect(checkout.headers.get("location")).toMatch(/\?error=400060$/);
    expect(await pendingState(storeId, `addr-pick:${storeId}:${m.user.id}`)).toBeNull();
    // Still good once, then a replay finds no state.
    expect((await post(A, "/user-address-list-redirect/address/FAMI", pickup(f), fromEcpay)).status).toBe(303);
    await refused("/user-address-list-redirect/address/FAMI", pickup(f));
    const page = await api(A, "GET", "/user-address-list-redirect/address/FAMI?error=400060");
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="address-map-refused"');
    expect((await api(A, "GET", "/user-address-list-redirect/address/FAMI")).status).toBe(302);
    expect((await post(A, "/user-address-list-redirect/nope/FAMI", pickup(f), fromEcpay)).status).toBe(404);
    expect((await post(A, "/user-address-list-redirect/address/SEVEN", pickup(f), fromEcpay)).status).toBe(404);
  });

  it("a bad chain is a field issue, not a trip to the map", async () => {
    const { asMember } = await ready();
    const r = await post(
      A,
      "/profile/info/address",
      { intent: "save", type: "CVS", name: "王小明", phone: "0912345678", chain: "NOPE", toMap: "1" },
      asMember,
    );
    expect(r.status).toBe(422);
    expect(await r.text()).not.toContain("address-map-form");
  });
});
