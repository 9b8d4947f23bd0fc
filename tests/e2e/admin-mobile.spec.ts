import { expect, type Page, test } from "@playwright/test";
import {
  ISSUE_12_ADMIN_ROUTES,
  ISSUE_13_BRANCH_ROUTES,
  ISSUE_13_HEAD_ROUTES,
  ISSUE_28_ADMIN_ROUTES,
  ISSUE_28_SETTING_SHORT_PATHS,
} from "../adminRoutes";
import { DEMO_PASSWORD, ensureAdmin, hostUrl, SHOP_B } from "./support";

// The back office at 375 px, every issue-12 route: it hydrates, the router opens each page in the
// admin shell, and nothing is wider than the screen (a table must become cards, a form must wrap). The admin
// flows themselves (save, delete, bulk…) run at 1280 px; this walk is what the narrow width adds,
// in both languages (ADMIN_375_SHOTS=1 keeps a full-page screenshot of each in test-results/).

const EMAIL = "e2e-mobile-walk@shop-b.test";
const STORE_B_ID = 2;
// The demo network (scripts/demo-data.mjs): 竹林分店, the first branch seeded.
const BAMBOO = `bamboo.${SHOP_B}`;
const BAMBOO_ID = 3;

test.beforeAll(() => ensureAdmin(EMAIL, "行動管理員", STORE_B_ID));

/** Signs in on `host` and opens each path at 375 px: HTTP 200, the admin shell, nothing wider than the screen. */
async function walk(page: Page, host: string, email: string, paths: (productId: number) => string[], locale: string) {
  await page.context().addCookies([{ name: "sf_lang", value: locale, domain: host, path: "/" }]);
  await page.goto(hostUrl(host, "/admin"));
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill(DEMO_PASSWORD);
  await page.getByTestId("admin-login-submit").click();
  await expect(page.getByTestId("admin-topbar")).toBeVisible();
  const products = await page.evaluate(() => fetch("/api/products?limit=1").then((r) => r.json()));
  const productId = (products.data.data[0]?.id ?? 0) as number;

  const problems: string[] = [];
  await page.locator("html[data-hydrated]").waitFor();
  for (const path of paths(productId)) {
    // Each page is reached the way an admin reaches it, by the router (its loaders, its render):
    // a full load per page spent most of this walk's minutes re-parsing the same scripts. The
    // server-rendered answer of every route is checked by the integration suite's page tests.
    const error = await page.evaluate(async (to) => {
      type Router = {
        navigate(to: string): Promise<void>;
        state: { location: { pathname: string; search: string }; errors: Record<string, unknown> | null };
      };
      const router = (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter;
      await router.navigate(to);
      // The router's state is set; let React commit the page before it is measured.
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
      const { location, errors } = router.state;
      // A page may redirect to its canonical form; being sent away (no right, signed out) is a problem.
      if (/^\/(notadmin|not-branch-root|admin|login)$/.test(location.pathname) && location.pathname !== to) {
        return `sent to ${location.pathname}${location.search}`;
      }
      return errors ? `error: ${JSON.stringify(errors).slice(0, 200)}` : null;
    }, path);
    if (error) {
      problems.push(`${path}: ${error}`);
      continue;
    }
    await expect(page.getByTestId("admin-topbar")).toBeVisible();
    await expect(page.locator("main").first()).toBeVisible();
    // Lists and forms render from their loaders; what loads after hydration shows a skeleton marked
    // aria-busy until it lands. Waiting for those to go (not for 500 ms of network silence on each of
    // ~300 pages) is what makes the measurement right.
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    const { width, widest } = await page.evaluate(() => {
      const vw = document.documentElement.clientWidth;
      let widest = "";
      let max = vw;
      for (const el of document.querySelectorAll("main *")) {
        const r = el.getBoundingClientRect();
        // Inside a scroller that is meant to scroll sideways (tabs, wide previews) is fine.
        const scroller = el.closest("[data-scroll-x], .overflow-x-auto, .overflow-auto");
        if (scroller && scroller !== el) continue;
        if (r.right > max + 1 && r.width > 0) {
          max = r.right;
          widest = `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""}.${String(el.className).slice(0, 60)}`;
        }
      }
      return { width: document.documentElement.scrollWidth, widest };
    });
    if (width > 376) problems.push(`${path}: page is ${width}px wide (${widest})`);
    if (/開發中|後續版本|in development|coming soon/i.test((await page.locator("main").first().textContent()) ?? "")) {
      problems.push(`${path}: placeholder text`);
    }
    // Full-page shots of ~60 long pages cost minutes: taken when asked for (ADMIN_375_SHOTS=1).
    if (process.env.ADMIN_375_SHOTS) {
      await page.screenshot({
        path: `test-results/admin-375/${locale}/${host}${path.replace(/\W+/g, "_")}.png`,
        fullPage: true,
      });
    }
  }
  expect(problems).toEqual([]);
}

for (const locale of ["zh-TW", "en"] as const) {
  test(`every issue-12 admin route fits 375 px (${locale})`, async ({ page }) => {
    test.setTimeout(600_000);
    await walk(page, SHOP_B, EMAIL, ISSUE_12_ADMIN_ROUTES, locale);
  });

  test(`every issue-13 admin route fits 375 px, head store and branch (${locale})`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    await walk(page, SHOP_B, EMAIL, () => ISSUE_13_HEAD_ROUTES(BAMBOO_ID), locale);
    const branch = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await walk(branch, BAMBOO, "owner@bamboo.test", () => ISSUE_13_BRANCH_ROUTES, locale);
    await branch.close();
  });

  test(`every issue-28 admin route and settings short path fits 375 px (${locale})`, async ({ page }) => {
    test.setTimeout(300_000);
    await walk(
      page,
      SHOP_B,
      EMAIL,
      (id) => [...ISSUE_28_ADMIN_ROUTES(id), ...ISSUE_28_SETTING_SHORT_PATHS(id)],
      locale,
    );
  });
}
