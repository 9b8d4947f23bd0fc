import { expect, type Page, test } from "@playwright/test";
import {
  adminLogin,
  adminSignIn,
  DEMO_PASSWORD,
  fillBranchForm,
  fillHomeTransfer,
  hostUrl,
  nationalId,
  ownAddress,
  pickDemoPlan,
  SHOP_B,
  toRegistrationCheckout,
  unique,
} from "./support";

// Issue 13's acceptance journey, end to end on a real build: a visitor on 森林總店's host becomes a
// member and joins, picks the plan and its required products, pays with the test provider, lands
// on /multilevel-complete, opens the new branch host and signs into its back office, sets a price
// on a product the head store authorised, a shopper buys it on the new branch's host through the
// checkout page, and the head store sees the order with the branch and the new branch waiting in
// its audit list. (registration.spec.ts and branch-sales.spec.ts check each half in more detail.)

const HEAD_ADMIN = "admin@shop-b.test";
const PRODUCT = "E2E 加盟旅程蜂蜜";
const PRICE = 400_00;
/** Calls the store's API from the page (Node cannot resolve *.localhost); throws on a non-zero code. */
async function call<T>(page: Page, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = await res.json();
      if (json.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
      return json.data;
    },
    { method, path, body, token },
  ) as Promise<T>;
}

/** The head store's product for this journey, authorised for branches, with stock (made once). */
async function authorisedProduct(page: Page): Promise<number> {
  await page.goto(hostUrl(SHOP_B, "/robots.txt"));
  const { accessToken } = await call<{ accessToken: string }>(page, "POST", "/api/auth/login", {
    email: HEAD_ADMIN,
    password: DEMO_PASSWORD,
  });
  const found = await call<{ data: { id: number; name: string }[] }>(
    page,
    "GET",
    `/api/admin/products?keyword=${encodeURIComponent(PRODUCT)}&limit=10`,
    undefined,
    accessToken,
  );
  let id = found.data.find((p) => p.name === PRODUCT)?.id;
  if (!id) {
    const made = await call<{ id: number }>(
      page,
      "POST",
      "/api/admin/products",
      { name: PRODUCT, price: PRICE, isDisplay: true, isSaleable: true, stocks: [{ spec: "", stock: 500 }] },
      accessToken,
    );
    id = made.id;
  }
  await call(page, "PATCH", "/api/admin/product/multilevelBranch", { ids: [id], isForBranch: true }, accessToken);
  return id;
}

const rowOf = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"], [data-testid="${testId}-card"]`).filter({ visible: true }).first();

test("visitor joins → pays → new branch sets a price → shopper buys there → head store sees order and audit", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await ownAddress(page.context());
  // The head store's set-up signs in through the API (a session cookie): in its own browser context.
  const setup = await browser.newContext();
  await ownAddress(setup);
  const productId = await authorisedProduct(await setup.newPage());
  await setup.close();
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `journey${run}@shop-b.test`;
  const domain = `j${run}`.toLowerCase();
  const host = `${domain}.${SHOP_B}`;

  // 1. A visitor registers on the head store's site and opens the join page.
  await page.goto(hostUrl(SHOP_B, "/register"));
  await page.locator("#f-name").fill("旅程會員");
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill(DEMO_PASSWORD);
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(hostUrl(SHOP_B, "/"));
  await expect
    .poll(() => page.evaluate(async () => (await (await fetch("/api/verifications/current")).json()).code as number), {
      timeout: 90_000,
      intervals: [2_000],
    })
    .toBe(0);
  await page.goto(hostUrl(SHOP_B, "/join-us"));
  await page.getByTestId("join-start").click();
  await page.getByTestId("info-continue").click();

  // 2. The branch form.
  await expect(page.getByTestId("multilevel-regist")).toBeVisible();
  await fillBranchForm(page, { name: "旅程分店", domain, realName: "林旅程", email, identification: nationalId() });
  await page.getByTestId("reg-submit").click();

  // 3. The plan, its required kit and the plan's chosen product; pay with the test provider.
  await pickDemoPlan(page);
  await toRegistrationCheckout(page);
  await page.getByTestId("co-pay-CREDIT_CARD").check();
  await page.getByTestId("co-submit").click();
  await page.getByTestId("test-pay").click();

  // 4. The branch is open: /multilevel-complete names its host; its owner signs in there.
  await expect(page.getByTestId("multilevel-complete")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("branch-host")).toHaveText(host);
  const owner = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await ownAddress(owner);
  const branch = await owner.newPage();
  await adminLogin(branch, email, { host });

  // 5. The new branch raises the head store's price by NT$30.
  await branch.goto(hostUrl(host, "/admin/store-branchproductlist"));
  await rowOf(branch, `branch-product-${productId}`).getByTestId(`set-price-${productId}`).click();
  const dialog = branch.getByTestId("price-dialog");
  await dialog.locator("select").selectOption("AMOUNT_UP");
  await dialog.getByTestId("price-value").fill("30");
  await dialog.getByRole("button", { name: /儲存|Save/ }).click();
  await expect(rowOf(branch, `branch-product-${productId}`)).toContainText("NT$430");
  await owner.close();

  // 6. A shopper on the new branch's host buys it through the checkout page.
  const shopper = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await ownAddress(shopper);
  const buyer = await shopper.newPage();
  await buyer.goto(hostUrl(host, "/register"));
  await buyer.locator("#f-name").fill("分店顧客");
  await buyer.locator("#f-email").fill(`${unique("buyer")}@shop-b.test`);
  await buyer.locator("#f-password").fill(DEMO_PASSWORD);
  await buyer.getByTestId("register-submit").click();
  await expect(buyer).toHaveURL(hostUrl(host, "/"));
  await buyer.goto(hostUrl(host, `/product/${productId}`));
  await expect(buyer.getByTestId("product-name")).toHaveText(PRODUCT);
  await expect(buyer.locator("main")).toContainText("NT$430");
  await expect(buyer.locator("html")).toHaveAttribute("data-hydrated", "true");
  await buyer.getByTestId("add-to-cart").click();
  await expect(buyer.getByTestId("nav-cart-count")).toHaveText("1");
  await buyer.goto(hostUrl(host, "/checkout"));
  await expect(buyer.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(buyer.getByTestId("bill-items")).toHaveText("NT$430");
  await fillHomeTransfer(buyer);
  await buyer.getByTestId("place-order").click();
  await expect(buyer.getByTestId("checkout-complete")).toBeVisible({ timeout: 30_000 });
  const orderNumber = (await buyer.getByTestId("checkout-complete").locator("dd").first().textContent())?.trim() ?? "";
  expect(orderNumber).not.toBe("");
  await shopper.close();

  // 7. The head store sees the order with the new branch, and the new branch in its audit list.
  const headCtx = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await ownAddress(headCtx);
  const head = await headCtx.newPage();
  await adminSignIn(head, HEAD_ADMIN, { host: SHOP_B, to: `/admin/orderlist/all?keyword=${orderNumber}` });
  await expect(head.getByTestId("order-row-branch").filter({ visible: true }).first()).toHaveText("旅程分店");
  await head.goto(hostUrl(SHOP_B, "/admin/branch-audit-list/pending"));
  await expect(head.locator("main")).toContainText("旅程分店");
  await headCtx.close();
});
