import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, hostUrl, SHOP_A, unique } from "./support";

// The admin kit on migrated catalogue pages: sort and filters in the URL, bulk select with a
// confirmed destructive action, the unsaved-changes guard, and a 422's issues shown on the field.

const signIn = (page: Page, to?: string) => adminSignIn(page, "admin@shop-a.test", { to });

const visible = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"], [data-testid="${testId}-card"]`).filter({ visible: true });

test("list kit: URL sort and filter, bulk delete asks first", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  // Two tags; sorting by name through the header (desktop) or the URL puts them in order.
  const a = unique("KitA");
  const b = unique("KitB");
  for (const name of [a, b]) {
    await page.goto(hostUrl(SHOP_A, "/admin/store-edit-tag/0"));
    await page.getByTestId("tag-name-input").fill(name);
    await page.getByTestId("tag-save").click();
    await expect(page).toHaveURL(/\/admin\/store-product-tags\/3$/);
  }
  await page.goto(hostUrl(SHOP_A, "/admin/store-product-tags/3?sort=-name"));
  const names = page
    .locator("main")
    .getByRole("link", { name: /^Kit[AB]-/ })
    .filter({ visible: true });
  await expect(names.first()).toHaveText(b);
  if (test.info().project.name === "desktop") {
    await page.getByRole("button", { name: "標籤名稱" }).click();
    await expect(page).toHaveURL(/sort=name$/);
    await expect(names.first()).toHaveText(a);
  }

  // The product list's search box writes ?q= (Enter, no wait), and the page resets.
  await page.goto(hostUrl(SHOP_A, `/admin/store-productlist/0/${encodeURIComponent("全部")}?page=2`));
  await page.getByTestId("filter-q").fill("no-such-product-kit");
  await page.getByTestId("filter-q").press("Enter");
  await expect(page).toHaveURL(/\?q=no-such-product-kit$/);
  await expect(page.getByTestId("data-table-empty")).toBeVisible();

  // Bulk select two products and delete: a confirm comes first; cancelling keeps them.
  await page.goto(hostUrl(SHOP_A, `/admin/store-productlist/0/${encodeURIComponent("全部")}`));
  const boxes = visible(page, "product-row").locator('input[type="checkbox"]');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByTestId("bulk-delete").click();
  await expect(page.getByTestId("bulk-confirm")).toBeVisible();
  await page.getByRole("button", { name: "取消" }).last().click();
  await expect(page.getByTestId("bulk-confirm")).toHaveCount(0);
  await expect(visible(page, "product-row")).not.toHaveCount(0);
});

test("edit kit: unsaved-changes guard and a 422 shown on its field", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "/admin/store-edit-tag/0");
  await page.getByTestId("tag-name-input").fill("typed");
  await expect(page.getByTestId("unsaved-note")).toBeVisible();
  // Leaving through a link asks first; staying keeps the text.
  await page.getByRole("link", { name: "商品標籤" }).first().click();
  await expect(page.getByTestId("unsaved-dialog")).toBeVisible();
  await page.getByRole("button", { name: "繼續編輯" }).click();
  await expect(page.getByTestId("tag-name-input")).toHaveValue("typed");
  // Discard puts the saved values back and the guard lets go.
  await page.getByTestId("discard-changes").click();
  await expect(page.getByTestId("tag-name-input")).toHaveValue("");
  await expect(page.getByTestId("unsaved-note")).toHaveCount(0);

  // The API refuses with field issues: the message shows under the field, which gets focus.
  await page.route("**/api/admin/product/tags", (route) =>
    route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({
        code: 400001,
        message: "invalid",
        data: null,
        issues: [{ path: "name", message: "validation.tooLong" }],
      }),
    }),
  );
  await page.getByTestId("tag-name-input").fill("server says no");
  await page.getByTestId("tag-save").click();
  await expect(page.locator("#f-name-err")).toBeVisible();
  await expect(page.getByTestId("tag-name-input")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/admin\/store-edit-tag\/0$/);
});
