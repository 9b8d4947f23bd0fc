import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminSignIn, ensureAdmin, hostUrl, SHOP_A, useLocale } from "./support";

// What a new owner tripped over (issue 28 §8), in English at both widths: labels that fit their
// boxes (the plan pill, the list search's placeholder), the wording of the product editor's
// shipping exclusions in the names checkout uses, the coupon tab's heading. Screenshots are kept
// in test-results for a look.

const EMAIL = "e2e-owner-trips@shop-a.test";
test.beforeAll(() => ensureAdmin(EMAIL, "新店主"));
test.beforeEach(({ page }) => useLocale(page, "en"));

/** The element's own content overflows it (text spilling out of a pill). */
const spills = (l: Locator) =>
  l.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);

/** The placeholder is wider than the room its input leaves for text (cut mid-word). */
const placeholderCut = (l: Locator) =>
  l.evaluate((el) => {
    const input = el as HTMLInputElement;
    const s = getComputedStyle(input);
    const ctx = document.createElement("canvas").getContext("2d");
    if (!ctx) return false;
    ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const room = input.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
    return ctx.measureText(input.placeholder).width > room;
  });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test("the home page's plan pills hold their words", async ({ page }) => {
  await page.goto(hostUrl(SHOP_A, "/"));
  const pills = page.getByTestId("plan-label").filter({ visible: true });
  await expect(pills.first()).toBeVisible();
  for (const pill of await pills.all()) expect(await spills(pill), (await pill.textContent()) ?? "").toBe(false);
  await shot(page, "home");
});

// fixme: written with the wrong test id (filter-q; the order list's is filter-keyword), fixed after the
// deadline and not yet run.
test.fixme("the back office's search boxes show their whole placeholder", async ({ page }) => {
  await adminSignIn(page, EMAIL, { to: "/admin/orderlist/unprocessed" });
  const search = page.getByTestId("filter-keyword").filter({ visible: true });
  await expect(search).toHaveAttribute("placeholder", "Order no., name or phone");
  expect(await placeholderCut(search)).toBe(false);
  await shot(page, "orders");
});

test("the product editor excludes shipping methods by the names checkout uses", async ({ page }) => {
  await adminSignIn(page, EMAIL, { to: "/admin/product-edit/new" });
  const section = page.locator("#shipping");
  await expect(section).toContainText("Exclude shipping methods");
  await expect(section).toContainText("Home delivery");
  await expect(section).not.toContainText("宅配");
  await shot(page, "product-edit");
});

test("the coupon tab is headed Coupons", async ({ page }) => {
  await adminSignIn(page, EMAIL, { to: "/admin/settingpage/setting-promotion-list/coupon" });
  await expect(page.getByTestId("admin-page-title")).toHaveText("Coupons");
});
