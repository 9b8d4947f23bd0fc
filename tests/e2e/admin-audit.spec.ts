import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, ensureAdmin, hostUrl, lookAt, pickDate, SHOP_A, unique, useLocale } from "./support";

// The operation log end to end: an admin renames a tag on its edit page, opens the log, filters it
// by system and object id, sees the row, and opens it to see the name's before and after.

const EMAIL = "e2e-audit@shop-a.test";

// Its own admin account: login is rate limited per account and the suite runs at two widths.
test.beforeAll(() => ensureAdmin(EMAIL, "稽核測試員"));

const signIn = (page: Page, to?: string) => adminSignIn(page, EMAIL, { to });

/** Rows are a table from 734 px and cards below: the one the viewport shows. */
const visibleRow = (page: Page, text: string) =>
  page.locator('[data-testid^="audit-row-"]').filter({ hasText: text, visible: true });

test("a change shows in the operation log with its before and after", async ({ page }) => {
  test.setTimeout(120_000);
  const width = test.info().project.name;
  const before = unique("E2E標籤");
  const after = unique("E2E改名");
  await signIn(page);

  // A tag to change (made through the API with the admin's session), then renamed on its page.
  const id = await page.evaluate(async (name) => {
    const r = await fetch("/api/admin/product/tags", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    return (await r.json()).data.id as number;
  }, before);
  await page.goto(hostUrl(SHOP_A, `/admin/store-edit-tag/${id}`));
  await page.getByTestId("tag-name-input").fill(after);
  await page.getByTestId("tag-save").click();
  await expect(page.getByTestId("flash-success")).toBeVisible();

  // The log, filtered by system and object id with its own form.
  await page.goto(hostUrl(SHOP_A, "/admin/user-logs-list"));
  await expect(page.getByTestId("audit-list")).toBeVisible({ timeout: 30_000 });
  const filters = page.getByTestId("audit-filters");
  await filters.locator('select[name="system"]').selectOption("ProductTag");
  await filters.locator('input[name="objectId"]').fill(String(id));
  await filters.getByRole("button", { name: "篩選" }).click();
  await expect(page).toHaveURL(new RegExp(`system=ProductTag.*objectId=${id}`));
  const rows = page.locator('[data-testid^="audit-row-"]:visible');
  await expect(rows).toHaveCount(2, { timeout: 30_000 }); // created, then renamed
  const renamed = visibleRow(page, "修改");
  await expect(renamed).toContainText(`#${id}`);
  await expect(renamed).toContainText("稽核測試員");
  await lookAt(page, `test-results/admin-audit-list-${width}.png`);

  // The detail: the name's before and after.
  await renamed.getByRole("link").first().click();
  await expect(page.getByTestId("audit-detail")).toBeVisible({ timeout: 30_000 });
  const change = page.getByTestId("audit-changes").locator("tr", { hasText: "name" });
  await expect(change).toContainText(before);
  await expect(change).toContainText(after);
  await lookAt(page, `test-results/admin-audit-detail-${width}.png`);

  // The same pages in English.
  await useLocale(page, "en");
  await page.reload();
  await expect(page.getByTestId("audit-changes")).toContainText("Before");
  await lookAt(page, `test-results/admin-audit-detail-${width}-en.png`);
  await page.goBack();
  await page.goto(hostUrl(SHOP_A, `/admin/user-logs-list?system=ProductTag&objectId=${id}`));
  await expect(page.getByTestId("audit-list")).toContainText("Operation log");
  await expect(visibleRow(page, "Changed")).toBeVisible();
  await lookAt(page, `test-results/admin-audit-list-${width}-en.png`);
});

// Issue 28 §8 "Formats": a native date input reads "mm/dd/yyyy" in English Chromium beside pages that
// say "1 Dec 2026". The kit's date field shows the language's one format, opens the picker from the
// keyboard, clears, and keeps YYYY-MM-DD in the URL.
test("the date filter shows each language's date format, opens from the keyboard and clears", async ({ page }) => {
  // Counts the picker openings (headless Chromium draws no picker a test could see).
  await page.addInitScript(() => {
    const w = window as unknown as { pickerOpened: number };
    w.pickerOpened = 0;
    HTMLInputElement.prototype.showPicker = () => {
      w.pickerOpened++;
    };
  });
  await useLocale(page, "en");
  await signIn(page, "/admin/user-logs-list");
  await expect(page.getByTestId("audit-list")).toBeVisible({ timeout: 30_000 });
  const from = page.getByTestId("filter-dateFrom-open");
  await expect(from).toHaveAccessibleName("From Any date");
  await from.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press(" ");
  await expect.poll(() => page.evaluate(() => (window as unknown as { pickerOpened: number }).pickerOpened)).toBe(2);

  await pickDate(page, "filter-dateFrom", "2026-12-01");
  await expect(page).toHaveURL(/dateFrom=2026-12-01/);
  await expect(page.getByTestId("filter-dateFrom-text")).toHaveText("1 Dec 2026");
  await expect(page.getByTestId("audit-filters")).not.toContainText(/mm\/dd\/yyyy/i);
  await expect(page.getByTestId("filter-dateTo-text")).toHaveText("Any date");
  await lookAt(page, `test-results/admin-audit-dates-${test.info().project.name}-en.png`);

  // Opened from its URL, then in Chinese.
  await useLocale(page, "zh-TW");
  await page.reload();
  await expect(page.getByTestId("filter-dateFrom-text")).toHaveText("2026年12月1日");
  await expect(page.getByTestId("filter-dateTo-text")).toHaveText("不限");
  await pickDate(page, "filter-dateTo", "2026-12-15");
  await expect(page).toHaveURL(/dateFrom=2026-12-01.*dateTo=2026-12-15|dateTo=2026-12-15.*dateFrom=2026-12-01/);
  await expect(page.getByTestId("filter-dateTo-text")).toHaveText("2026年12月15日");
  await lookAt(page, `test-results/admin-audit-dates-${test.info().project.name}-zh.png`);

  // Cleared: the URL forgets it, the field says so again, focus stays on the field.
  await page.getByTestId("filter-dateFrom-clear").click();
  await expect(page).not.toHaveURL(/dateFrom=/);
  await expect(page.getByTestId("filter-dateFrom-text")).toHaveText("不限");
  await expect(from).toBeFocused();
});
