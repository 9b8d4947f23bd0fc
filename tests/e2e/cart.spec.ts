import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, ensureAdmin, hostUrl, SHOP_A, seriousViolations, unique, WIDTH_FREE } from "./support";

// The shopper cart on a real build, at both widths: add from the product page (with JavaScript the
// shopper stays there and the navbar count updates; without it the post lands on /cart), change and
// remove lines on /cart, the empty state, and a guest cart joining the member's cart on sign-up.

const ADMIN = "e2e-cart@shop-a.test";
const TEA = "E2E 購物車烏龍茶";

/** The test product (created once per store, stock topped up each run); returns its detail path. */
async function seedProduct(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  await page.goto(hostUrl(SHOP_A, "/robots.txt"));
  const id = await page.evaluate(
    async ({ email, password, name }) => {
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
      const found = await json(await fetch(`/api/products?keyword=${encodeURIComponent(name)}&limit=10`));
      const list = (Array.isArray(found) ? found : (found.data ?? [])) as { id: number; name: string }[];
      const existing = list.find((p) => p.name === name);
      const body = { name, price: 45000, isDisplay: true, isSaleable: true, maxQuantityPerOrder: 3 };
      if (existing) {
        const current = await json(await fetch(`/api/admin/products/${existing.id}`, { headers }));
        const line = current.stocks[0];
        await json(
          await fetch(`/api/admin/products/${existing.id}`, {
            method: "PATCH",
            headers,
            body: JSON.stringify({ stocks: [{ id: line.id, spec: "", stock: 500 }] }),
          }),
        );
        return existing.id as number;
      }
      const made = await json(
        await fetch("/api/admin/products", {
          method: "POST",
          headers,
          body: JSON.stringify({ ...body, stocks: [{ spec: "", stock: 500 }] }),
        }),
      );
      return made.id as number;
    },
    { email: ADMIN, password: DEMO_PASSWORD, name: TEA },
  );
  await page.goto(hostUrl(SHOP_A, `/product/${id}`));
  const path = new URL(page.url()).pathname;
  await page.close();
  return path;
}

let productPath = "";

test.beforeAll(async ({ browser }) => {
  await ensureAdmin(ADMIN, "購物車管理員");
  productPath = await seedProduct(browser);
});

async function addFromProductPage(page: Page, quantity = 1) {
  await page.goto(hostUrl(SHOP_A, productPath));
  await expect(page.getByTestId("product-name")).toHaveText(TEA);
  if (quantity > 1) await page.getByTestId("quantity").fill(String(quantity));
  await page.getByTestId("add-to-cart").click();
}

test("adding from the product page keeps the shopper there and updates the navbar count", async ({ page }) => {
  await addFromProductPage(page, 2);
  await expect(page.getByTestId("add-to-cart-result")).toContainText("已加入購物車");
  await expect(page).toHaveURL(hostUrl(SHOP_A, productPath));
  await expect(page.getByTestId("nav-cart-count")).toHaveText("2");
  // Over the per-order maximum of 3 (2 already in the cart): the spec §5 message, nothing added.
  await page.getByTestId("quantity").fill("2");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("add-to-cart-result")).toContainText("最多可購買 3 件");
  await expect(page.getByTestId("nav-cart-count")).toHaveText("2");
});

test("/cart changes and removes lines, down to the empty state", async ({ page }) => {
  await addFromProductPage(page, 1);
  await expect(page.getByTestId("nav-cart-count")).toHaveText("1");
  await page.getByTestId("nav-cart").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/cart"));
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(TEA);
  await line.getByRole("button", { name: /增加/ }).click();
  await expect(line.getByTestId("cart-quantity")).toHaveText("2");
  await expect(line.getByTestId("cart-line-total")).toHaveText("NT$900");
  await expect(page.getByTestId("cart-total")).toHaveText("NT$900");
  await expect(page.getByTestId("nav-cart-count")).toHaveText("2");
  // The maximum per order is 3: the stepper stops there.
  await line.getByRole("button", { name: /增加/ }).click();
  await expect(line.getByTestId("cart-quantity")).toHaveText("3");
  await expect(line.getByRole("button", { name: /增加/ })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByTestId("cart-checkout")).toHaveAttribute("href", /\/login\?type=checkout/);
  await line.getByTestId("cart-remove").click();
  await expect(page.getByTestId("cart-empty")).toBeVisible();
  await expect(page.getByTestId("nav-cart-count")).toHaveCount(0);
});

test(
  "without JavaScript the product form posts to /cart and the cart page still works",
  WIDTH_FREE,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(hostUrl(SHOP_A, productPath));
    await page.getByTestId("add-to-cart").click();
    await expect(page).toHaveURL(hostUrl(SHOP_A, "/cart"));
    const line = page.getByTestId("cart-line");
    await expect(line).toContainText(TEA);
    await line.getByRole("button", { name: /增加/ }).click();
    await expect(page.getByTestId("cart-line").getByTestId("cart-quantity")).toHaveText("2");
    await page.getByTestId("cart-line").getByTestId("cart-remove").click();
    await expect(page.getByTestId("cart-empty")).toBeVisible();
    await context.close();
  },
);

test("a guest's cart joins the member's cart on sign-up", async ({ page }) => {
  await addFromProductPage(page, 1);
  await expect(page.getByTestId("nav-cart-count")).toHaveText("1");
  await page.goto(hostUrl(SHOP_A, "/register"));
  await page.getByLabel("姓名").fill("購物車會員");
  await page.getByLabel("電子郵件").fill(`${unique("cart")}@shop-a.test`);
  await page.getByLabel("密碼", { exact: true }).fill("member1234");
  await page.getByRole("button", { name: "註冊" }).last().click();
  await expect(page).not.toHaveURL(/\/register/);
  await page.goto(hostUrl(SHOP_A, "/cart"));
  await expect(page.getByTestId("cart-line")).toContainText(TEA);
  await expect(page.getByTestId("cart-checkout")).toHaveAttribute("href", "/checkout");
});

test("English cart page", async ({ page }) => {
  await page.context().addCookies([{ name: "sf_lang", value: "en", domain: SHOP_A, path: "/" }]);
  await page.goto(hostUrl(SHOP_A, "/cart"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cart");
  await expect(page.getByTestId("cart-empty")).toContainText("Your cart is empty");
});
