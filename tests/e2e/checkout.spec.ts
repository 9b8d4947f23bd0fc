import { type Browser, type BrowserContext, expect, test } from "@playwright/test";
import { adminSignIn, DEMO_PASSWORD, ensureAdmin, hostUrl, SHOP_A, unique } from "./support";

// The commerce loop on a real build (issue 4 §6): a guest adds to the cart, logs in from the cart
// (the guest cart joins the member's), applies the demo coupon, picks a 7-11 store through the
// ECPay map flow (the test map stands in for ECPay's), pays by bank transfer; the order shows in
// the member area and in the admin's unprocessed list; the admin marks it delivered and the
// member sees it delivered.

const ADMIN = "e2e-checkout@shop-a.test";
const GIFT = "E2E 結帳禮盒";
const PRICE = 600_00;
const COUPON = "WELCOME88";

/**
 * A fresh member for this run, and the product of this spec (made once, stock topped up each run);
 * returns the product id. Through the store's host from a page: Node cannot resolve *.localhost.
 */
async function seedMemberAndProduct(browser: Browser, member: string): Promise<number> {
  const page = await browser.newPage();
  await ownAddress(page.context());
  await page.goto(hostUrl(SHOP_A, "/robots.txt"));
  const id = await page.evaluate(
    async ({ email, password, name, price, member }) => {
      const json = async (res: Response) => {
        const body = await res.json();
        if (body.code !== 0) throw new Error(`${res.url}: ${JSON.stringify(body)}`);
        return body.data;
      };
      await json(
        await fetch("/api/auth/register", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: member, password, name: "結帳會員" }),
        }),
      );
      const { accessToken } = await json(
        await fetch("/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        }),
      );
      const headers = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };
      const found = await json(await fetch(`/api/products?keyword=${encodeURIComponent(name)}&limit=10`));
      const list = (Array.isArray(found) ? found : (found.data ?? [])) as { id: number; name: string }[];
      const existing = list.find((p) => p.name === name);
      if (existing) {
        const current = await json(await fetch(`/api/admin/products/${existing.id}`, { headers }));
        await json(
          await fetch(`/api/admin/products/${existing.id}`, {
            method: "PATCH",
            headers,
            body: JSON.stringify({ stocks: [{ id: current.stocks[0].id, spec: "", stock: 500 }] }),
          }),
        );
        return existing.id as number;
      }
      const made = await json(
        await fetch("/api/admin/products", {
          method: "POST",
          headers,
          body: JSON.stringify({ name, price, isDisplay: true, isSaleable: true, stocks: [{ spec: "", stock: 500 }] }),
        }),
      );
      return made.id as number;
    },
    { email: ADMIN, password: DEMO_PASSWORD, name: GIFT, price: PRICE, member },
  );
  await page.close();
  return id;
}

/**
 * Each party of this story browses from its own address, as shopper and store would: the login
 * limit per address (30 per 10 minutes) then counts this spec's logins apart from the rest of the
 * suite, which all come from 127.0.0.1.
 */
async function ownAddress(context: BrowserContext) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": `198.51.${n()}.${n()}` });
}

test("guest → login (cart merges) → coupon → 7-11 pickup via the map → transfer → admin delivers → member sees it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = `${unique("checkout")}@shop-a.test`;
  await ensureAdmin(ADMIN, "結帳管理員");
  const productId = await seedMemberAndProduct(browser, member);
  await ownAddress(page.context());

  // A guest adds the gift box to the cart.
  await page.goto(hostUrl(SHOP_A, `/product/${productId}`));
  await expect(page.getByTestId("product-name")).toHaveText(GIFT);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("nav-cart-count")).toHaveText("1");

  // From the cart, checkout asks for a login and comes back to /checkout with the cart merged.
  await page.goto(hostUrl(SHOP_A, "/cart"));
  await expect(page.getByTestId("cart-line")).toContainText(GIFT);
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(/\/login\?type=checkout/);
  await page.locator("#f-email").fill(member);
  await page.locator("#f-password").fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/checkout"));
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  await expect(page.getByTestId("checkout-line")).toContainText(GIFT);
  await expect(page.getByTestId("bill-items")).toHaveText("NT$600");

  // 7-11 pickup: the map flow picks a store and comes back with it preselected.
  await page.getByTestId("shipping-option").filter({ hasText: "7-11" }).click();
  await page.getByTestId("pickup-choose").click();
  await expect(page.getByTestId("test-cvs-map")).toBeVisible();
  const mapStore = page.locator("[data-testid^=cvs-]").first();
  const storeName = (await mapStore.locator("xpath=ancestor::form//strong").textContent()) ?? "";
  await mapStore.click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/checkout"));
  await expect(page.getByTestId("pickup-store").filter({ hasText: storeName })).toBeVisible();
  await expect(page.getByTestId("pickup-store").locator("input")).toBeChecked();
  await expect(page.getByTestId("bill-shipping")).toHaveText("NT$60");

  // The welcome coupon: NT$88 off, the bill refreshes in place.
  // After the map the page loads anew: apply once it is interactive (typing before hydration is
  // hydration.spec's; a click React replays mid-hydration races keepTyped's own replay).
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByTestId("coupon-input").fill(COUPON);
  await expect(page.getByTestId("coupon-input")).toHaveValue(COUPON);
  await expect(page.getByTestId("coupon-apply")).toBeEnabled();
  await page.getByTestId("coupon-apply").click();
  await expect(page.getByTestId("coupon-status")).toContainText(COUPON);
  await expect(page.getByTestId("bill-discount")).toContainText("88");
  await expect(page.getByTestId("bill-total")).toHaveText("NT$572");

  // Pickup name and mobile, bank transfer, place the order.
  await page.getByTestId("receiver-name").fill("王小明");
  await page.getByTestId("receiver-phone").fill("0912345678");
  await page
    .getByTestId("payment-option")
    .filter({ hasText: /轉帳|匯款/ })
    .click();
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("checkout-complete")).toBeVisible();
  await expect(page.getByTestId("transfer-info")).toContainText("NT$572");
  const orderNumber = (await page.getByTestId("checkout-complete").locator("dd").first().textContent())?.trim() ?? "";
  expect(orderNumber).not.toBe("");

  // The member's order list shows it, unprocessed.
  await page.goto(hostUrl(SHOP_A, "/profile/orders"));
  const mine = page.getByTestId("member-orders").locator("li").filter({ hasText: orderNumber });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId("order-status-UNPROCESSED")).toBeVisible();
  await mine.locator("a").click();
  await expect(page).toHaveURL(/\/profile\/order\/\d+$/);
  const memberOrderUrl = page.url();
  await expect(page.getByText(storeName).first()).toBeVisible();

  // The admin finds it in the unprocessed list and ships it, asked first, with the carrier's number.
  const adminContext = await browser.newContext();
  await ownAddress(adminContext);
  const admin = await adminContext.newPage();
  await adminSignIn(admin, ADMIN, { to: "/admin/orderlist/unprocessed" });
  await admin.getByRole("link", { name: orderNumber }).filter({ visible: true }).first().click();
  await expect(admin.getByTestId("order-detail")).toContainText(orderNumber);
  await expect(admin.getByTestId("order-detail")).toContainText(COUPON);
  await admin.getByTestId("admin-order-action-deliver").click();
  const ship = admin.getByTestId("order-action-dialog");
  await ship.getByTestId("order-tracking-input").fill("黑貓 1");
  await ship.getByTestId("order-action-dialog-confirm").click();
  await expect(ship.getByText(/物流單號只能是|dashes only/)).toBeVisible();
  await ship.getByTestId("order-tracking-input").fill("9034-1234-5678");
  await ship.getByTestId("order-action-dialog-confirm").click();
  await expect(admin.getByTestId("order-detail").getByTestId("order-status-DELIVERED")).toBeVisible();
  await expect(admin.getByTestId("order-tracking-number")).toHaveText("9034-1234-5678");
  await admin.goto(hostUrl(SHOP_A, "/admin/orderlist/unprocessed"));
  await expect(admin.getByRole("link", { name: orderNumber })).toHaveCount(0);
  await adminContext.close();

  // The member sees it delivered.
  await page.goto(memberOrderUrl);
  await expect(page.getByTestId("order-status-DELIVERED").first()).toBeVisible();
  await expect(page.getByTestId("order-tracking-number")).toHaveText("9034-1234-5678");
});
