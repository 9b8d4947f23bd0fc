// The demo network's trade (issue 13): 森林總店 authorises its everyday products for branches,
// 竹林分店 sells the first one NT$50 above the head store's price, and a shopper of 竹林分店 and one
// of 楓林分店 each place a bank-transfer order on their branch's host (head-store orders naming the
// branch). Idempotent: a branch that already has sales is left as it is.
import { DEMO_NETWORK, DEMO_PASSWORD } from "./demo-data.mjs";
import { storeClient } from "./seed-catalogue.mjs";

const RECEIVER = {
  name: "林小樹",
  phone: "0912345678",
  city: "臺北市",
  district: "中正區",
  address: "重慶南路一段 122 號",
};

const signIn = ({ email, password }) => ({ email, password });

export async function seedNetworkSales(base, call, head, branches) {
  const headApi = storeClient(base, DEMO_NETWORK.head);
  headApi.setToken((await headApi.json("POST", "/api/auth/login", signIn(head.admin))).accessToken);
  const products = await headApi.json("GET", "/api/admin/products/creatingStore");
  const everyday = products.filter((p) => p.typeForCreatingStore === "NORMAL" && p.paymentPlan === "NORMAL");
  if (!everyday.length) return { sold: 0 };
  await headApi.json("PATCH", "/api/admin/product/multilevelBranch", {
    ids: everyday.map((p) => p.id),
    isForBranch: true,
  });
  let sold = 0;
  for (const [i, domainName] of ["bamboo", "maple"].entries()) {
    const b = branches.find((x) => x.host.startsWith(`${domainName}.`));
    if (!b) continue;
    const owner = storeClient(base, b.host);
    owner.setToken((await owner.json("POST", "/api/auth/login", signIn(b.admin))).accessToken);
    if ((await owner.json("GET", "/api/admin/income/orders?view=isTempUnpaid")).total > 0) continue;
    if (i === 0) {
      await owner.json("PATCH", "/api/admin/product/customizations", {
        items: [{ productId: everyday[0].id, profitType: "AMOUNT_UP", profitValue: 50_00, isDisplay: true }],
      });
    }
    // The shopper is added by the operator (no sign-up rate limit for the seed), then signs in.
    const email = `shopper@${domainName}.test`;
    const made = await call("POST", `/operator/stores/${b.storeId}/users`, {
      email,
      password: DEMO_PASSWORD,
      name: "林小樹",
    });
    if (made.status !== 201 && made.status !== 409) throw new Error(`shopper ${b.host}: ${JSON.stringify(made.body)}`);
    const shop = storeClient(base, b.host);
    shop.setToken((await shop.json("POST", "/api/auth/login", { email, password: DEMO_PASSWORD })).accessToken);
    const product = everyday[i] ?? everyday[0];
    const detail = await shop.json("GET", `/api/products/${product.id}/stocks`);
    const stockId = (Array.isArray(detail) ? detail : (detail.stocks ?? detail.data ?? []))[0]?.id;
    if (!stockId) continue;
    await shop.json("POST", "/api/cart/items", { stockId, quantity: 2, paymentPlan: "NORMAL" });
    const methods = await shop.json("GET", "/api/shipping");
    const home = (Array.isArray(methods) ? methods : (methods.data ?? [])).find((m) => m.code === "HOME");
    if (!home) continue;
    const bill = await shop.json("POST", "/api/checkout/bill", { shippingMethodId: home.id, city: RECEIVER.city });
    await shop.json("POST", "/api/checkout", {
      idempotencyKey: `demo-${domainName}-first-order-000000`,
      shippingMethodId: home.id,
      receiver: RECEIVER,
      paymentMethod: "TRANSFER",
      expectedTotal: bill.totalAmount,
    });
    sold++;
  }
  return { sold };
}
