import { expect, type Page, test } from "@playwright/test";
import { adminLogin, adminSignIn, DEMO_PASSWORD, hostUrl, lookAt, SHOP_A, SHOP_B } from "./support";

/** Section keys of the tabs in order, whether shown inline or in the "more" menu. */
const tabKeys = (page: Page) =>
  page.locator('[data-testid="admin-tabs"] > a').evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")));

test("NORMAL store: admin login lands on orders with the NORMAL tabs", async ({ page }) => {
  await adminLogin(page, "admin@shop-a.test");
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/admin/orderlist/unprocessed"));
  expect(await tabKeys(page)).toEqual([
    "tab-orders",
    "tab-analytics",
    "tab-products",
    "tab-articles",
    "tab-users",
    "tab-settings",
    "tab-account",
    "tab-mobileDashboard",
    "tab-notifications",
    "tab-schedule",
    "tab-achievements",
  ]);
  await lookAt(page, `test-results/admin-normal-${test.info().project.name}.png`);
});

test("HEAD_STORE_MULTILEVEL store: branch tabs appear, income does not", async ({ page }) => {
  await adminSignIn(page, "admin@shop-b.test", { host: SHOP_B });
  const keys = await tabKeys(page);
  expect(keys).toContain("tab-branches");
  expect(keys).toContain("tab-subscriptions");
  expect(keys).toContain("tab-bulletins");
  expect(keys).toContain("tab-guide"); // the demo admin is the root account
  expect(keys).not.toContain("tab-income");
  // Analytics is the store report now, with live figures from D1: the seeded demo orders count.
  await page.goto(hostUrl(SHOP_B, "/admin/analytics/store"));
  await expect(page.getByTestId("report-body")).toBeVisible();
  await expect(page.getByTestId("figure-orders-value")).toHaveText(/\d/);
  await lookAt(page, `test-results/admin-head-${test.info().project.name}.png`);

  // Logging out of the back office returns to the admin login.
  await page.getByTestId("admin-user-menu").locator("summary").click();
  await page.getByTestId("admin-logout").click();
  await expect(page).toHaveURL(hostUrl(SHOP_B, "/admin"));
});

test("a member cannot enter the back office", async ({ page }) => {
  await page.goto(hostUrl(SHOP_A, "/login"));
  await page.locator("#f-email").fill("member@shop-a.test");
  await page.locator("#f-password").fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));
  await page.goto(hostUrl(SHOP_A, "/admin/orderlist/unprocessed"));
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/notadmin"));
});
