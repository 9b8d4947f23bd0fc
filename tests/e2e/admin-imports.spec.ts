import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { adminSignIn, chooseSheet, ensureStore, hostUrl, ownAddress, placeOrder, storeApi, unique } from "./support";

// The order import end to end, in a store of this spec's own (the demo stores' orders stay as
// they are): two placed orders; the owner uploads a sheet whose second row has a bad tracking
// number, sees that row and column named and nothing changed, fixes the row, uploads again and
// both orders are shipped with their tracking numbers. Also the page errors list (Users menu).

const HOST = "imports-e2e.localhost";
const ADMIN = "e2e-imports@imports.test";
const ensureOwnStore = () => ensureStore({ name: "Imports E2E", host: HOST, admin: ADMIN, adminName: "匯入管理員" });

/** A product (once), a fresh member and two placed orders; their numbers. */
async function placeOrders(): Promise<string[]> {
  const api = await storeApi(HOST);
  const admin = await api.signIn(ADMIN);
  const have = await api.get<{ total: number }>("/api/admin/products?limit=1", admin);
  if (have.total < 1) {
    await api.post(
      "/api/admin/products",
      { name: "Import tea", price: 10000, stocks: [{ spec: "", stock: 5000 }] },
      admin,
    );
  }
  const list = await api.get<{ data: { id: number }[] }>("/api/admin/products?limit=1", admin);
  const product = await api.get<{ stocks: { id: number }[] }>(`/api/admin/products/${list.data[0]!.id}`, admin);
  const member = await api.register(`${unique("imp")}@example.com`, "匯入會員");
  const numbers: string[] = [];
  for (let i = 0; i < 2; i++) numbers.push((await placeOrder(api, member, product.stocks[0]!.id)).orderNumber);
  await api.dispose();
  return numbers;
}

test.beforeAll(ensureOwnStore);

for (const locale of ["zh-TW", "en"] as const) {
  test(`the owner imports an order file with one bad row, fixes it and imports it (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    await ownAddress(page.context());
    // The import store has a host of its own, which useLocale's demo hosts do not cover.
    await page.context().addCookies([{ name: "sf_lang", value: locale, domain: HOST, path: "/" }]);
    const [first, second] = await placeOrders();
    const en = locale === "en";
    const header = en ? ["Order number", "Step", "Tracking number"] : ["訂單編號", "出貨進度", "物流單號"];
    const step = en ? "deliver" : "已出貨";
    await adminSignIn(page, ADMIN, { host: HOST, to: "/admin/orders-import" });
    const panel = page.getByTestId("orders-import-panel");
    await expect(panel).toBeVisible({ timeout: 30_000 });

    const choose = (rows: string[][]) => chooseSheet(page, "orders-import-panel", rows, "orders.csv");
    // Row 3 (the second order) has a tracking number with spaces: the whole sheet is refused.
    await choose([header, [first!, step, "903412345678"], [second!, step, "bad number!"]]);
    await page.getByTestId("orders-import-panel-submit").click();
    const issues = page.getByTestId("orders-import-panel-issues");
    await expect(issues).toBeVisible({ timeout: 30_000 });
    const rows = issues.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("3");
    await expect(rows.first()).toContainText(en ? "Tracking number" : "物流單號");
    // The spec's 422 notice (back-office §8) opens over the page; closed, the row table stays.
    const notice = page.getByTestId("app-modal");
    await expect(notice).toContainText("422");
    await notice.getByRole("button", { name: en ? "OK" : "確定", exact: true }).click();
    await expect(notice).toBeHidden();
    await expect(rows).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`import-refused-${locale}.png`), fullPage: true });
    // Nothing was written: both orders are still unprocessed.
    const statuses = async () =>
      page.evaluate(
        async (nums) => {
          const r = await fetch(`/api/admin/orders?list=all&keyword=${nums[0]}`);
          const body = await r.json();
          const r2 = await fetch(`/api/admin/orders?list=all&keyword=${nums[1]}`);
          const body2 = await r2.json();
          return [...body.data.items, ...body2.data.items].map((o: { status: string }) => o.status);
        },
        [first!, second!],
      );
    expect(await statuses()).toEqual(["UNPROCESSED", "UNPROCESSED"]);

    // Fixed, uploaded again: both orders shipped.
    await choose([header, [first!, step, "903412345678"], [second!, step, "903412345679"]]);
    await page.getByTestId("orders-import-panel-submit").click();
    await expect(page.getByTestId("orders-import-panel-result")).toContainText("2", { timeout: 30_000 });
    await expect(issues).toBeHidden();
    expect(await statuses()).toEqual(["DELIVERED", "DELIVERED"]);
    await page.screenshot({ path: test.info().outputPath(`import-done-${locale}.png`), fullPage: true });
  });
}

test("the page errors list shows a reported error once with its count", async ({ page }) => {
  test.setTimeout(90_000);
  await ownAddress(page.context());
  await page.goto(hostUrl(HOST, "/robots.txt"));
  const message = `e2e boom ${Date.now()}`;
  await page.evaluate(async (m) => {
    for (let i = 0; i < 3; i++)
      await fetch("/api/store/frontendErrorLogs", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: m, url: location.href }),
      });
  }, message);
  await adminSignIn(page, ADMIN, { host: HOST, to: `/admin/user-error-logs-list?q=${encodeURIComponent(message)}` });
  const list = page.getByTestId("errorlog-list");
  await expect(list).toBeVisible({ timeout: 30_000 });
  const row = page.locator('[data-testid^="errorlog-row-"]').filter({ hasText: message, visible: true });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-testid^="errorlog-count-"]')).toHaveText("3");
  await page.screenshot({ path: test.info().outputPath("error-logs.png"), fullPage: true });
});

for (const locale of ["zh-TW", "en"] as const) {
  test(`the owner imports a promotion sheet with one bad row, fixes it and sees the coupon listed (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await ownAddress(page.context());
    await page.context().addCookies([{ name: "sf_lang", value: locale, domain: HOST, path: "/" }]);
    const en = locale === "en";
    // From the coupon list, through its import action.
    await adminSignIn(page, ADMIN, { host: HOST, to: "/admin/settingpage/setting-promotion-list/coupon" });
    await page.getByRole("link", { name: en ? "Import" : "匯入", exact: true }).click();
    const panel = page.getByTestId("promotion-import-panel");
    await expect(panel).toBeVisible({ timeout: 30_000 });

    // The template is a real .xlsx: the header in the page's language, a typed example row.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("download-template").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const sheetXml = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    expect(sheetXml).toContain(en ? "Coupon code" : "折價券代碼");
    expect(sheetXml).toContain("<v>1000</v>"); // the threshold is a number cell, not text

    const stamp = `${Date.now() % 1e8}${locale === "en" ? "E" : "Z"}`;
    const name = `${en ? "Sheet coupon" : "匯入折價券"} ${stamp}`;
    const header = en
      ? ["Type", "Name", "Coupon code", "Condition", "Threshold", "Offer", "Offer value", "Starts", "Ends"]
      : ["類型", "名稱", "折價券代碼", "條件", "門檻", "優惠方式", "優惠內容", "開始時間", "結束時間"];
    const good = [
      en ? "coupon" : "折價券",
      name,
      `IMP${stamp}`,
      en ? "amount" : "滿額",
      "500",
      en ? "amount_off" : "折抵",
      "50",
      "",
      "",
    ];
    // Row 3: a coupon without its code; the whole sheet is refused.
    const bad = [
      en ? "coupon" : "折價券",
      `${name} B`,
      "",
      en ? "amount" : "滿額",
      "800",
      en ? "amount_off" : "折抵",
      "80",
      "",
      "",
    ];
    await chooseSheet(page, "promotion-import-panel", [header, good, bad], "promotions.csv");
    await page.getByTestId("promotion-import-panel-submit").click();
    const issues = page.getByTestId("promotion-import-panel-issues");
    await expect(issues).toBeVisible({ timeout: 30_000 });
    const rows = issues.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("3");
    await expect(rows.first()).toContainText(en ? "Coupon code" : "折價券代碼");
    const notice = page.getByTestId("app-modal");
    await notice.getByRole("button", { name: en ? "OK" : "確定", exact: true }).click();
    await page.screenshot({ path: test.info().outputPath(`promotion-import-refused-${locale}.png`), fullPage: true });
    // Nothing was written.
    const listed = () =>
      page.evaluate(async (n) => {
        const r = await fetch(`/api/admin/promotions?scope=COUPON&keyword=${encodeURIComponent(n)}`);
        return ((await r.json()).data.items as { name: string }[]).map((p) => p.name);
      }, name);
    expect(await listed()).toEqual([]);

    bad[2] = `IMP${stamp}B`;
    await chooseSheet(page, "promotion-import-panel", [header, good, bad], "promotions.csv");
    await page.getByTestId("promotion-import-panel-submit").click();
    await expect(page.getByTestId("promotion-import-panel-result")).toContainText("2", { timeout: 30_000 });
    await expect(issues).toBeHidden();

    await page.goto(
      hostUrl(HOST, `/admin/settingpage/setting-promotion-list/coupon?keyword=${encodeURIComponent(name)}`),
    );
    await expect(page.getByTestId("promotion-list")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(name, { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText(`${name} B`, { exact: true }).filter({ visible: true })).toHaveCount(1);
  });
}
