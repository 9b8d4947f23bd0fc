import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, hostUrl, lookAt, ownAddress, SHOP_A, SHOP_B, sheetRows, useLocale } from "./support";

// Issue 28 §1 in Chromium: the storefront reports a visit once a day; the owner opens analytics from
// the menu, changes the preset and sees the chart change, downloads the store report and reads it
// back with exceljs (the repo's xlsx library); a job-sized export shows its progress on the page.

const VISIT = "/api/admin/report/store/visit";

const points = (page: Page) => page.getByTestId("report-chart").getAttribute("data-points");

test("the storefront reports a visitor's day once, however many pages it opens", async ({ page, context }) => {
  await ownAddress(context, "203.1");
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === VISIT) calls.push(r.url());
  });
  await page.goto(hostUrl(SHOP_A, "/"));
  await expect(page.locator("html[data-visit=sent]")).toBeAttached();
  await page.goto(hostUrl(SHOP_A, "/search"));
  await expect(page.locator("html[data-visit=known]")).toBeAttached();
  expect(calls).toHaveLength(1);
  const mark = await page.evaluate(() => localStorage.getItem("sf.visitDay"));
  expect(mark).toBe(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
});

test("the owner opens analytics from the menu, changes the preset and downloads the report", async ({ page }) => {
  await useLocale(page, "en");
  await adminSignIn(page, "admin@shop-b.test", { host: SHOP_B });
  await page.getByTestId("tab-analytics").click();
  await expect(page).toHaveURL(hostUrl(SHOP_B, "/admin/analytics/store"));
  await expect(page.getByTestId("report-body")).toHaveAttribute("data-preset", "TODAY");
  await expect(page.getByTestId("filter-preset")).toHaveValue("TODAY");
  await expect(page.getByTestId("report-chart-canvas").locator("canvas")).toBeAttached();
  expect(await points(page)).toBe("1");

  await page.getByTestId("filter-preset").selectOption("THIRTY_DAYS");
  await expect(page).toHaveURL(/preset=THIRTY_DAYS/);
  await expect(page.getByTestId("report-body")).toHaveAttribute("data-preset", "THIRTY_DAYS");
  await expect(page.getByTestId("report-chart")).toHaveAttribute("data-points", "30");
  // The period in the language's one date format (§8), never ISO.
  await expect(page.getByTestId("report-period")).toHaveText(
    /^\d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}, compared with /,
  );
  await expect(page.getByTestId("report-chart-canvas").locator("canvas")).toBeAttached();
  const revenue = Number(await page.getByTestId("figure-revenue").getAttribute("data-value"));
  const orders = Number(await page.getByTestId("figure-orders").getAttribute("data-value"));
  expect(orders).toBeGreaterThan(0); // the demo's orders are within the last 30 days
  await lookAt(page, "test-results/admin-analytics-30-days.png");
  // On a phone, two cards a row: each figure stays on one line ("NT$1,155.8 / 3" was cut in two).
  await page.setViewportSize({ width: 375, height: 800 });
  for (const k of ["revenue", "averageOrderValue", "refunds"]) {
    const lines = await page.getByTestId(`figure-${k}-value`).evaluate((el) => {
      const lh = Number.parseFloat(getComputedStyle(el).lineHeight);
      return Math.round(el.getBoundingClientRect().height / lh);
    });
    expect(lines, `${k} on one line at 375 px`).toBe(1);
  }
  await lookAt(page, "test-results/admin-analytics-375.png");
  await page.setViewportSize({ width: 1280, height: 800 });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("export-store-report").click(),
  ]);
  const rows = await sheetRows(await download.path());
  expect(rows[0]).toEqual(["Day", "Revenue", "Orders", "Visits", "Refunds"]);
  expect(rows).toHaveLength(31);
  // Typed cells: numbers as numbers, money in dollars, one row a day of the period.
  expect(rows.slice(1).reduce((n, r) => n + (r[1] as number), 0)).toBeCloseTo(revenue / 100, 2);
  expect(rows.slice(1).reduce((n, r) => n + (r[2] as number), 0)).toBe(orders);

  await page.getByTestId("analytics-tab-promotions").click();
  await expect(page.getByTestId("promotion-report-body")).toBeVisible();
  await expect(page.getByTestId("filter-year")).toHaveValue(
    String(new Date(Date.now() + 8 * 3_600_000).getUTCFullYear()),
  );
});

test("a job-sized order export shows its progress, then downloads every order", async ({ page }) => {
  await adminSignIn(page, "admin@shop-b.test", { host: SHOP_B, to: "/admin/orderlist/all" });
  // The demo has tens of orders, under the size that makes a job: the test asks for the job path
  // (the call's own `job=1`) so the page's progress is what a busy store's year would show.
  await page.route("**/api/admin/order/excel?*", (route) => route.continue({ url: `${route.request().url()}&job=1` }));
  const started = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/order/excel");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    (async () => {
      await page.getByTestId("order-export").click();
      await expect(page.getByTestId("order-export-status").locator("progress")).toBeVisible();
    })(),
  ]);
  const job = await (await started).json();
  expect(job.data.status).toBe("RUNNING");
  await expect(page.getByTestId("order-export-status")).toContainText(/\S/);
  const rows = await sheetRows(await download.path());
  // Every order of the list (a row per item line, the order number first), under the header.
  expect(job.data.total).toBeGreaterThan(0);
  expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(job.data.total);
});
