import { expect, type Page, test } from "@playwright/test";
import {
  ISSUE_12_ADMIN_ROUTES,
  ISSUE_13_BRANCH_ROUTES,
  ISSUE_13_HEAD_ROUTES,
  ISSUE_28_ADMIN_ROUTES,
} from "../adminRoutes";
import { adminSignIn, ensureAdmin, SHOP_B, seriousViolations, useLocale } from "./support";

// Issue 28 §7: axe (WCAG 2.1 A/AA) over every back-office page of tests/adminRoutes.ts, as the
// head store's admin (and its branch's owner for the branch pages), failing on any serious or
// critical violation. It runs in both projects (1280 px and 375 px). To stay inside the suite's
// budget each page is opened once per width, by the router as an admin reaches it (the walk of
// admin-mobile.spec.ts measured a full load per page as most of its minutes), and the language
// alternates with the width: Chinese at 1280 px, English at 375 px, so both are scanned.

const EMAIL = "e2e-a11y@shop-b.test";
const STORE_B_ID = 2;
// The demo network (scripts/demo-data.mjs): 竹林分店, the first branch seeded.
const BAMBOO = `bamboo.${SHOP_B}`;
const BAMBOO_ID = 3;

test.beforeAll(() => ensureAdmin(EMAIL, "無障礙檢查", STORE_B_ID));

const localeOf = (width: number) => (width < 734 ? "en" : "zh-TW");

/** Opens each path by the router and lists every serious or critical axe violation, by page. */
async function scan(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  await page.locator("html[data-hydrated]").waitFor();
  for (const path of paths) {
    const error = await page.evaluate(async (to) => {
      type Router = {
        navigate(to: string): Promise<void>;
        state: { location: { pathname: string }; errors: Record<string, unknown> | null };
      };
      const router = (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter;
      await router.navigate(to);
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
      const { location, errors } = router.state;
      if (/^\/(notadmin|not-branch-root|admin|login)$/.test(location.pathname)) return `sent to ${location.pathname}`;
      return errors ? `error: ${JSON.stringify(errors).slice(0, 200)}` : null;
    }, path);
    if (error) {
      problems.push(`${path}: ${error}`);
      continue;
    }
    await expect(page.locator("main").first()).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
  }
  return problems;
}

async function productIdOf(page: Page): Promise<number> {
  const products = await page.evaluate(() => fetch("/api/products?limit=1").then((r) => r.json()));
  return (products.data.data[0]?.id ?? 0) as number;
}

test("every issue-12 admin page has no serious axe violation", async ({ page }) => {
  test.setTimeout(300_000);
  await useLocale(page, localeOf(page.viewportSize()?.width ?? 1280));
  await adminSignIn(page, EMAIL, { host: SHOP_B });
  expect(await scan(page, ISSUE_12_ADMIN_ROUTES(await productIdOf(page)))).toEqual([]);
});

test("every issue-13 admin page has no serious axe violation, head store and branch", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const width = page.viewportSize()?.width ?? 1280;
  await useLocale(page, localeOf(width));
  await adminSignIn(page, EMAIL, { host: SHOP_B });
  const problems = await scan(page, ISSUE_13_HEAD_ROUTES(BAMBOO_ID));
  // axe needs a page of a context the test made (not browser.newPage's own).
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await context.addCookies([{ name: "sf_lang", value: localeOf(width), domain: BAMBOO, path: "/" }]);
  const branch = await context.newPage();
  await adminSignIn(branch, "owner@bamboo.test", { host: BAMBOO });
  problems.push(...(await scan(branch, ISSUE_13_BRANCH_ROUTES)));
  await context.close();
  expect(problems).toEqual([]);
});

// The pages issue 28 made real (schedules, achievements, the settings home): the scan listed only
// issues 12 and 13, so /admin/achievements shipped with its unreached milestones dimmed by opacity
// below AA contrast.
test("every issue-28 admin page has no serious axe violation", async ({ page }) => {
  test.setTimeout(300_000);
  await useLocale(page, localeOf(page.viewportSize()?.width ?? 1280));
  await adminSignIn(page, EMAIL, { host: SHOP_B });
  expect(await scan(page, ISSUE_28_ADMIN_ROUTES(await productIdOf(page)))).toEqual([]);
});
