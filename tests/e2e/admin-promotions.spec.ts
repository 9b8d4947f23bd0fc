import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, ensureAdmin, hostUrl, SHOP_A, unique, useLocale } from "./support";

// The promotion back office end to end: an admin creates a coupon (3 items, 8.5 fold) from the
// coupon tab, finds it in the list in words with its status, closes it with the row's switch, is
// told a second coupon's code is taken, deletes the first; and reorders two promotions on the
// group page, the order surviving a reload.

const EMAIL = "e2e-promotions@shop-a.test";

test.beforeAll(() => ensureAdmin(EMAIL, "優惠管理員"));

const signIn = (page: Page, to?: string) => adminSignIn(page, EMAIL, { to });

/** Rows are a table from 734 px and cards below: the one the viewport shows. */
const visibleRow = (page: Page, id: number) =>
  page
    .locator(`[data-testid="promotion-row-${id}"], [data-testid="promotion-row-${id}-card"]`)
    .filter({ visible: true });

test("admin creates a coupon, sees it in words, closes it, meets a taken code and deletes it", async ({ page }) => {
  test.setTimeout(120_000);
  const name = unique("E2E優惠券");
  const code = `E2E${Date.now().toString(36)}`.slice(0, 32);
  await signIn(page, "/admin/settingpage/setting-promotion-list/promotion");
  await expect(page.getByTestId("promotion-list")).toBeVisible();
  await page.getByTestId("status-tab-coupon").click();
  await expect(page).toHaveURL(/setting-promotion-list\/coupon$/);
  await page.getByTestId("promotion-new").click();
  await expect(page).toHaveURL(/editpromotion\/new\?scope=COUPON$/);
  await expect(page.getByTestId("promotion-edit")).toBeVisible();

  await page.getByTestId("promotion-name").fill(name);
  await page.getByTestId("promotion-code").fill(code);
  await page.getByTestId("promotion-conditionType").selectOption("FULL_QUANTITY");
  await page.getByTestId("promotion-actionType").selectOption("PERCENT_OFF");
  await page.getByTestId("conditions.0.condition").fill("3");
  await page.getByTestId("conditions.0.value").fill("8.5");
  // A store without a branch network has no one to share profit with (issue 28 §8).
  await expect(page.getByLabel("分潤比例")).toHaveCount(0);
  await page.getByTestId("promotion-limitPerUser").fill("1");
  await page.getByTestId("promotion-save").click();

  await expect(page).toHaveURL(/setting-promotion-list\/coupon$/);
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  const link = page.getByTestId("promotion-name-link").filter({ hasText: name, visible: true });
  await expect(link).toBeVisible();
  const id = Number((await link.getAttribute("href"))?.split("/").pop());
  expect(id).toBeGreaterThan(0);
  const row = visibleRow(page, id);
  await expect(row.getByTestId("promotion-summary")).toHaveText("滿 3 件 8.5 折");
  await expect(row.getByTestId("promotion-code")).toHaveText(code);
  await expect(row).toContainText("不限時間");
  await expect(row.getByTestId(`promotion-status-${id}`)).toHaveText("進行中");

  // The row's switch closes it; the status follows the server.
  await row.getByTestId(`promotion-open-${id}`).click();
  await expect(row.getByTestId(`promotion-status-${id}`)).toHaveText("未上架");
  await expect(row.getByTestId(`promotion-open-${id}`)).toHaveAttribute("aria-checked", "false");

  // A second coupon with the same code (another case) is refused before saving.
  await page.goto(hostUrl(SHOP_A, "/admin/settingpage/editpromotion/new?scope=COUPON"));
  await page.getByTestId("promotion-code").fill(code.toLowerCase());
  await expect(page.locator("#f-code-err")).toHaveText("此代碼已被使用");

  // Deleting asks first.
  await page.goto(hostUrl(SHOP_A, "/admin/settingpage/setting-promotion-list/coupon"));
  await visibleRow(page, id).getByTestId(`promotion-delete-${id}`).getByRole("button").click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  await expect(page.getByTestId("promotion-name-link").filter({ hasText: name })).toHaveCount(0);
});

test("in English a percent-off tier is typed as percent off: 10 is 10 % off, the same tier as 9 折", async ({
  page,
}) => {
  await useLocale(page, "en");
  const name = unique("E2E percent");
  await signIn(page, "/admin/settingpage/editpromotion/new");
  await expect(page.getByTestId("promotion-edit")).toBeVisible();
  await page.getByTestId("promotion-name").fill(name);
  await page.getByTestId("promotion-conditionType").selectOption("FULL_AMOUNT");
  await page.getByTestId("promotion-actionType").selectOption("PERCENT_OFF");
  await expect(page.getByLabel("Percent off", { exact: true })).toBeVisible();
  await expect(page.getByLabel(/Profit share/)).toHaveCount(0);
  await page.getByTestId("conditions.0.condition").fill("1000");
  await page.getByTestId("conditions.0.value").fill("10");
  await page.getByTestId("promotion-save").click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  const link = page.getByTestId("promotion-name-link").filter({ hasText: name, visible: true });
  const id = Number((await link.getAttribute("href"))?.split("/").pop());
  await expect(visibleRow(page, id).getByTestId("promotion-summary")).toHaveText("Spend NT$1,000, 10% off");
  // Stored one way: the zh-TW page reads the same tier as 9 折.
  await useLocale(page, "zh-TW");
  await page.reload();
  await expect(visibleRow(page, id).getByTestId("promotion-summary")).toHaveText("滿 NT$1,000 9 折");
  await page.goto(hostUrl(SHOP_A, `/admin/settingpage/editpromotion/${id}`));
  await expect(page.getByTestId("conditions.0.value")).toHaveValue("9");
});

test("admin reorders promotions inside a group and the order persists", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "/admin/settingpage/setting-promotion-list/promotion");
  // Two promotions in a group of their own (created through the same API the pages use).
  const group = 900 + Math.floor(Math.random() * 100);
  const ids = (await page.evaluate(
    async ({ group, names }) => {
      const out: number[] = [];
      for (const name of names) {
        const res = await fetch("/api/admin/promotions", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name,
            isOpen: false,
            conditionType: "FULL_AMOUNT",
            actionType: "AMOUNT_OFF",
            conditions: [{ condition: 100000, value: 1000, profitPercent: 0, extras: [] }],
            groupNumber: group,
          }),
        });
        out.push(((await res.json()) as { data: { id: number } }).data.id);
      }
      return out;
    },
    { group, names: [unique("E2E甲"), unique("E2E乙")] },
  )) as number[];
  const [first, second] = ids as [number, number];

  await page.getByTestId("promotion-groups-link").click();
  await expect(page.getByTestId("promotion-groups")).toBeVisible();
  const list = page.getByTestId(`group-${group}`);
  await expect(list.locator("li")).toHaveCount(2);
  await expect(list.locator("li").first()).toHaveAttribute("data-testid", `group-item-${first}`);

  // Keyboard: focus "down" on the first and press Enter.
  await page.locator(`#group-move-${first}-down`).focus();
  await page.keyboard.press("Enter");
  await expect(list.locator("li").first()).toHaveAttribute("data-testid", `group-item-${second}`);
  await page.getByTestId("groups-save").click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();

  await page.reload();
  await expect(page.getByTestId(`group-${group}`).locator("li").first()).toHaveAttribute(
    "data-testid",
    `group-item-${second}`,
  );

  // Clean up: the demo store keeps its own promotions only.
  await page.evaluate(async (list) => {
    for (const id of list) await fetch(`/api/admin/promotions/${id}`, { method: "DELETE" });
  }, ids);
});
