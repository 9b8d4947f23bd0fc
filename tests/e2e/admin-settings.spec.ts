import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, ensureAdmin, hostUrl, SHOP_B } from "./support";

// The issue 12 settings pages end to end, as an admin of the head store: each page is a real page
// (not the "in development" placeholder), saves one value, and shows it again after a reload.

const EMAIL = "e2e-settings@shop-b.test";
const STORE_B_ID = 2;

test.beforeAll(() => ensureAdmin(EMAIL, "設定管理員", STORE_B_ID));

const signIn = (page: Page, to?: string) => adminSignIn(page, EMAIL, { host: SHOP_B, to });

async function open(page: Page, path: string, testId: string) {
  await page.goto(hostUrl(SHOP_B, path));
  await expect(page.getByTestId(testId)).toBeVisible();
  await expect(page.getByText("此功能開發中")).toHaveCount(0);
}
const saved = (page: Page) => expect(page.getByTestId("flash-success").last()).toBeVisible();

test("admin walks the settings pages and saves one value on each", async ({ page }) => {
  test.setTimeout(240_000);
  const n = String(10 + Math.floor(Math.random() * 80));
  await signIn(page);

  await open(page, "/admin/settingpage/setting-system", "setting-system");
  const lowStock = (await page.getByTestId("system-low-stock").inputValue()) === n ? String(Number(n) + 1) : n;
  await page.getByTestId("system-low-stock").fill(lowStock);
  await page.getByTestId("system-save").click();
  await saved(page);
  await page.reload();
  await expect(page.getByTestId("system-low-stock")).toHaveValue(lowStock);

  await open(page, "/admin/settingpage/setting-calendar", "setting-calendar");
  // The other project may already have saved "2"; an unchanged form keeps save disabled.
  const handling = (await page.getByTestId("calendar-handling").inputValue()) === "2" ? "3" : "2";
  await page.getByTestId("calendar-handling").fill(handling);
  // The cut-off on a 24-hour clock in every language (§8 formats).
  const cutoff = page.getByTestId("calendar-cutoff").locator("select");
  const cutoffAt = (await cutoff.inputValue()) === "16:30" ? "15:00" : "16:30";
  await cutoff.selectOption(cutoffAt);
  await expect(cutoff.locator("option", { hasText: /AM|PM|上午|下午/ })).toHaveCount(0);
  await page.getByTestId("calendar-save").click();
  await saved(page);
  await page.reload();
  await expect(page.getByTestId("calendar-handling")).toHaveValue(handling);
  await expect(cutoff).toHaveValue(cutoffAt);
  await expect(page.getByTestId("ships-by-now")).toBeVisible();

  await open(page, "/admin/settingpage/setting-test-mode", "setting-test-mode");
  await page.getByTestId("test-mode-start").click();
  await saved(page);
  await expect(page.getByTestId("test-mode-link")).toContainText("testModeTime=");
  await expect(page.getByTestId("admin-test-mode-bar")).toHaveCount(0); // root data refreshes on the next page
  await page.getByTestId("test-mode-end").click();
  await expect(page.getByTestId("test-mode-link")).toHaveCount(0);

  await open(page, "/admin/store-product-setting", "store-product-setting");
  const sortSelect = page.getByTestId("product-default-sort").locator("select");
  const sort = (await sortSelect.inputValue()) === "newest" ? "auto" : "newest";
  await sortSelect.selectOption(sort);
  await page.getByTestId("product-setting-save").click();
  await saved(page);
  await page.reload();
  await expect(page.getByTestId("product-default-sort").locator("select")).toHaveValue(sort);

  // From the page itself: Node's resolver does not know *.localhost, the browser does.
  const products = await page.evaluate(() => fetch("/api/products?limit=1").then((r) => r.json()));
  const productId = products.data.data[0].id as number;
  await open(page, `/admin/settingpage/editproductstory/${productId}`, "editproductstory");
  const story = `E2E story ${Date.now()}`;
  await page.getByTestId("story-content").fill(`<p>${story}</p>`);
  await page.getByTestId("story-save").click();
  await saved(page);

  await open(page, "/admin/store-product-subscription-contract", "store-product-subscription-contract");
  const terms = `E2E terms ${Date.now()}`;
  await page.getByTestId("contract-content").fill(`<p>${terms}</p>`);
  await page.getByTestId("contract-publish").click();
  await saved(page);
  await expect(page.getByTestId("contract-current")).toContainText(terms);

  await open(page, "/admin/subscription-setting", "subscription-setting");
  const pause = page.getByTestId("subscription-pause");
  const before = await pause.getAttribute("aria-checked");
  await pause.click();
  await page.getByTestId("subscription-save").click();
  await saved(page);
  await page.reload();
  await expect(page.getByTestId("subscription-pause")).not.toHaveAttribute("aria-checked", before ?? "");

  // The story shows on the storefront's product page.
  await page.goto(hostUrl(SHOP_B, `/product/${productId}/x`));
  await expect(page.getByTestId("product-story")).toContainText(story);
});
