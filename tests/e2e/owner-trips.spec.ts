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

/**
 * Every visible text box and select of the page whose words do not fit it: a placeholder (or a
 * select's chosen option) wider than the room its box leaves for text, as "…receiver or phor" and
 * "Choose a coun…" were. Measured with the box's own font; a select keeps room for its arrow.
 */
const cutFields = (page: Page) =>
  page.evaluate(() => {
    const ctx = document.createElement("canvas").getContext("2d");
    if (!ctx) return ["no canvas"];
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("main input, main select")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.type === "hidden" || el.type === "checkbox" || el.type === "radio") continue;
      const words = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? "") : el.placeholder;
      if (!words || (el instanceof HTMLInputElement && el.value)) continue;
      const s = getComputedStyle(el);
      ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const room = el.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
      if (ctx.measureText(words).width > room + 0.5)
        out.push(`${el.dataset.testid ?? el.name ?? el.id}: "${words}" in ${Math.round(room)}px`);
    }
    return out;
  });

/**
 * Every tab strip (a nav or tab list that scrolls sideways) that hides tabs must be the kit's
 * ScrollStrip saying so (data-more-start/end) with its fade-and-chevron on screen; a strip that
 * cuts a tab ("Calenc", "Return req") without that sign is a problem.
 */
const silentStrips = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const scrolls = (el: Element) => /auto|scroll|hidden/.test(getComputedStyle(el).overflowX);
    for (const group of document.querySelectorAll<HTMLElement>("nav, [role=tablist]")) {
      const scroller = [group, ...group.querySelectorAll<HTMLElement>("*")].find(scrolls);
      if (!scroller || scroller.getBoundingClientRect().width === 0) continue;
      if (scroller.scrollWidth <= scroller.clientWidth + 1) continue;
      const name = group.getAttribute("aria-label") ?? group.textContent?.slice(0, 30);
      const strip = scroller.closest<HTMLElement>("[data-scroll-strip]");
      const says = strip && (strip.hasAttribute("data-more-start") || strip.hasAttribute("data-more-end"));
      const sign = strip?.querySelector<HTMLElement>('[data-testid^="strip-more-"]');
      if (!says || !sign || sign.getBoundingClientRect().width === 0) out.push(`${name}: cut with no sign it scrolls`);
    }
    return out;
  });

const STRIP_PAGES = [
  "/admin/orderlist/unprocessed",
  "/admin/notifications-calendar",
  "/admin/settingpage/setting-banner-list",
  "/admin/user-list/all",
  "/admin/subscription-list",
];

test("the back office's search boxes and selects show their whole words", async ({ page }) => {
  await adminSignIn(page, EMAIL, { to: "/admin/orderlist/unprocessed" });
  const search = page.getByTestId("filter-keyword").filter({ visible: true });
  await expect(search).toHaveAttribute("placeholder", "Order no., name or phone");
  expect(await placeholderCut(search)).toBe(false);
  await shot(page, "orders");
  const problems: string[] = [];
  for (const path of STRIP_PAGES) {
    await page.goto(hostUrl(SHOP_A, path));
    await expect(page.getByTestId("admin-topbar")).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    for (const p of await cutFields(page)) problems.push(`${path}: ${p}`);
  }
  expect(problems).toEqual([]);
});

test("a tab strip that cuts a tab shows that it scrolls", async ({ page }) => {
  await adminSignIn(page, EMAIL, { to: STRIP_PAGES[0] });
  const problems: string[] = [];
  for (const path of STRIP_PAGES) {
    await page.goto(hostUrl(SHOP_A, path));
    await expect(page.getByTestId("admin-topbar")).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    // The strips measure themselves after their tabs (and counts) land: poll before judging.
    let last: string[] = [];
    await expect
      .poll(
        async () => {
          last = await silentStrips(page);
          return last.length;
        },
        { timeout: 3000 },
      )
      .toBe(0)
      .catch(() => undefined);
    for (const p of last) problems.push(`${path}: ${p}`);
  }
  expect(problems).toEqual([]);
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
