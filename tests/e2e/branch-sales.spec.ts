import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, DEMO_PASSWORD, hostUrl, ownAddress, SHOP_B, unique } from "./support";

// Issue 13 §3–4 on a real build: 森林總店 (shop-b) authorises a product for its branches, the
// bamboo branch's owner sets its price, a shopper on the branch host sees that price and buys, and
// the head store's order list shows the order with the branch's name.

const BRANCH = `bamboo.${SHOP_B}`;
const HEAD_ADMIN = "admin@shop-b.test";
const BRANCH_ADMIN = "owner@bamboo.test";
const NAME = "E2E 分店烏龍茶";
const PRICE = 500_00;
const UP = 50_00;

/** The spec's product on the head store (made once; stock topped up and authorisation withdrawn each run). */
async function seedProduct(page: Page): Promise<number> {
  await page.goto(hostUrl(SHOP_B, "/robots.txt"));
  return page.evaluate(
    async ({ email, password, name, price }) => {
      const json = async (res: Response) => {
        const body = await res.json();
        if (body.code !== 0) throw new Error(`${res.url}: ${JSON.stringify(body)}`);
        return body.data;
      };
      const { accessToken } = await json(
        await fetch("/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        }),
      );
      const headers = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };
      const found = await json(
        await fetch(`/api/admin/products?keyword=${encodeURIComponent(name)}&limit=10`, { headers }),
      );
      let id = (found.data as { id: number; name: string }[]).find((p) => p.name === name)?.id;
      if (id) {
        const current = await json(await fetch(`/api/admin/products/${id}`, { headers }));
        await json(
          await fetch(`/api/admin/products/${id}`, {
            method: "PATCH",
            headers,
            body: JSON.stringify({ stocks: [{ id: current.stocks[0].id, spec: "", stock: 500 }] }),
          }),
        );
      } else {
        const made = await json(
          await fetch("/api/admin/products", {
            method: "POST",
            headers,
            body: JSON.stringify({
              name,
              price,
              isDisplay: true,
              isSaleable: true,
              stocks: [{ spec: "", stock: 500 }],
            }),
          }),
        );
        id = made.id as number;
      }
      await json(
        await fetch("/api/admin/product/multilevelBranch", {
          method: "PATCH",
          headers,
          body: JSON.stringify({ ids: [id], isForBranch: false }),
        }),
      );
      return id as number;
    },
    { email: HEAD_ADMIN, password: "demo1234", name: NAME, price: PRICE },
  );
}

/** The row (desktop) or card (phone) of a list, whichever this width shows. */
const rowOf = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"], [data-testid="${testId}-card"]`).filter({ visible: true }).first();

test("head store authorises → branch sets its price → shopper buys on the branch host → head store sees the branch", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await ownAddress(page.context());
  const id = await seedProduct(page);

  // The head store authorises the product on /admin/branch-products.
  const headCtx = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await ownAddress(headCtx);
  const head = await headCtx.newPage();
  await adminSignIn(head, HEAD_ADMIN, { host: SHOP_B, to: `/admin/branch-products?q=${encodeURIComponent(NAME)}` });
  await rowOf(head, `branch-product-${id}`).getByRole("checkbox").check();
  await head.getByTestId("bulk-authorize").click();
  await expect(rowOf(head, `branch-product-${id}`)).toContainText(/已授權|Authorised/);

  // The branch's owner raises its price by NT$50 on /admin/store-branchproductlist.
  const branchCtx = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await ownAddress(branchCtx);
  const branch = await branchCtx.newPage();
  await adminSignIn(branch, BRANCH_ADMIN, { host: BRANCH, to: "/admin/store-branchproductlist" });
  await rowOf(branch, `branch-product-${id}`).getByTestId(`set-price-${id}`).click();
  const dialog = branch.getByTestId("price-dialog");
  await dialog.locator("select").selectOption("AMOUNT_UP");
  await dialog.getByTestId("price-value").fill(String(UP / 100));
  await expect(dialog.getByTestId("price-preview")).toContainText("NT$550");
  await dialog.getByRole("button", { name: /儲存|Save/ }).click();
  await expect(rowOf(branch, `branch-product-${id}`)).toContainText("NT$550");

  // A shopper registers on the branch host, sees NT$550 and buys.
  const member = `${unique("branch-buyer")}@shop-b.test`;
  await page.goto(hostUrl(BRANCH, "/register"));
  await page.evaluate(
    async ({ email, password }) => {
      const r = await fetch("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password, name: "分店顧客" }),
      });
      if ((await r.json()).code !== 0) throw new Error("register");
    },
    { email: member, password: DEMO_PASSWORD },
  );
  await page.goto(hostUrl(BRANCH, `/product/${id}`));
  await expect(page.getByTestId("product-name")).toHaveText(NAME);
  await expect(page.locator("main")).toContainText("NT$550");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("nav-cart-count")).toHaveText("1");
  await page.goto(hostUrl(BRANCH, "/checkout"));
  await expect(page.getByTestId("bill-items")).toHaveText("NT$550");
  const orderNumber = await page.evaluate(async () => {
    const get = async (path: string) => (await (await fetch(path)).json()).data;
    const methods = (await get("/api/shipping")) as { id: number; code: string }[];
    const home = methods.find((m) => !/711|FAMI|HILIFE|OK/i.test(m.code)) ?? methods[0];
    const bill = await (
      await fetch("/api/checkout/bill", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ shippingMethodId: home?.id, city: "臺北市" }),
      })
    ).json();
    const r = await fetch("/api/checkout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        idempotencyKey: `e2e-${Date.now()}-branchsale-abcdefgh`,
        shippingMethodId: home?.id,
        receiver: {
          name: "王小明",
          phone: "0912345678",
          email: "ming@example.com",
          city: "臺北市",
          district: "中正區",
          address: "重慶南路一段122號",
        },
        paymentMethod: "TRANSFER",
        expectedTotal: bill.data.totalAmount,
      }),
    });
    const body = await r.json();
    if (body.code !== 0) throw new Error(`checkout: ${JSON.stringify(body)}`);
    return body.data.order.orderNumber as string;
  });

  // The member's order list on the branch host has it.
  await page.goto(hostUrl(BRANCH, "/profile/orders"));
  await expect(page.getByTestId("member-orders")).toContainText(orderNumber);

  // The head store's order list shows the order with the branch's name.
  await head.goto(hostUrl(SHOP_B, `/admin/orderlist/all?keyword=${orderNumber}`));
  await expect(rowOf(head, "order-list").or(head.getByTestId("order-list"))).toBeVisible();
  await expect(head.getByTestId("order-row-branch").filter({ visible: true }).first()).toHaveText("竹林分店");
  await headCtx.close();
  await branchCtx.close();
});
