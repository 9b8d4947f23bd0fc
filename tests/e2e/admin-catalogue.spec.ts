import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, hostUrl, lookAt, SHOP_A, unique } from "./support";

// The catalogue back office end to end: an admin creates a category, then a product in it with an
// uploaded image and stock, changes the stock on the stock page, and finds the product in the list.

const IMAGE = path.join(import.meta.dirname, "../fixtures/logo-200x150.png");
const ON_SHELF = encodeURIComponent("上架");
const ALL = encodeURIComponent("全部");

const signIn = (page: Page, to?: string) => adminSignIn(page, "e2e-catalogue@shop-a.test", { to });

/** Rows are a table from 734 px and cards below: the one the viewport shows. */
const visibleRow = (page: Page, testId: string, text: string) =>
  page.locator(`[data-testid="${testId}"], [data-testid="${testId}-card"]`).filter({ hasText: text, visible: true });

test("admin creates a category and a product with an image and stock, and finds it in the list", async ({ page }) => {
  test.setTimeout(120_000);
  const category = unique("E2E分類");
  const product = unique("E2E商品");
  await signIn(page);

  // 1. A category.
  await page.goto(hostUrl(SHOP_A, "/admin/store-editcategory/0/0"));
  await page.getByTestId("category-name-input").fill(category);
  await page.getByTestId("category-save").click();
  await expect(page).toHaveURL(/\/admin\/store-category\/3$/);
  await expect(visibleRow(page, "category-row", category)).toBeVisible();

  // 2. A product in it, with an uploaded image and stock.
  await page.goto(hostUrl(SHOP_A, "/admin/product-edit/new"));
  await expect(page.getByTestId("product-edit")).toBeVisible();
  await page.getByTestId("product-name-input").fill(product);
  await page.getByTestId("product-price").fill("1290");
  await page.getByLabel(category, { exact: true }).check();
  await page.getByTestId("product-media-input").setInputFiles(IMAGE);
  await expect(page.getByTestId("product-media-item")).toHaveCount(1, { timeout: 30_000 });
  await page.getByTestId("stock-qty").first().fill("25");
  await expect(page.getByTestId("effective-price")).toContainText("NT$1,290");
  await page.getByTestId("product-save").click();
  await expect(page).toHaveURL(/\/admin\/product-edit\/\d+$/);
  await expect(page.getByTestId("flash-success")).toBeVisible();
  await expect(page.getByTestId("admin-page-title")).toHaveText(product);
  await expect(page.getByTestId("product-media-item")).toHaveCount(1);

  // 3. Stock changed on the stock page.
  await page.goto(hostUrl(SHOP_A, `/admin/store-stock/0/${ALL}?q=${encodeURIComponent(product)}`));
  const stockCard = page.getByTestId("stock-product").filter({ hasText: product });
  await expect(stockCard.getByTestId("stock-input")).toHaveValue("25");
  await stockCard.getByTestId("stock-input").fill("30");
  await page.getByTestId("stock-save").click();
  await expect(page.getByTestId("flash-success")).toBeVisible();
  await expect(stockCard.getByTestId("stock-input")).toHaveValue("30");

  // 4. The product is in the admin list, in its category, with its stock.
  await page.goto(hostUrl(SHOP_A, `/admin/store-productlist/0/${ON_SHELF}?q=${encodeURIComponent(product)}`));
  const row = visibleRow(page, "product-row", product);
  await expect(row).toBeVisible();
  await expect(row).toContainText("30");
  await expect(row.locator("img")).toHaveCount(1);
  await lookAt(page, `test-results/admin-catalogue-${test.info().project.name}.png`);
});
