import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, hostUrl, operator, ownAddress } from "./support";

// Issue 13 §2 on a real build: a fresh branch of 森林總店 (store 2) whose plan renewal failed. Its
// owner signs in on the branch host, is sent to /registration-cart/update, picks the plan and its
// chosen product, checks out on /checkout/updatesubscription, pays with the test provider and is
// back in an open back office. A fresh branch, so the demo branches other specs use stay as they are.

const HEAD_ID = 2;

/** REN_SHOTS=<dir>: a full-page picture of each step, to look at the pages (not a check). */
async function shot(page: Page, name: string) {
  const dir = process.env.REN_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

async function closedBranch() {
  const domainName = `ren${Math.random().toString(36).slice(2, 8)}`;
  const admin = { email: `owner-${domainName}@example.com`, password: DEMO_PASSWORD, name: "林續約" };
  const r = await operator("POST", `/operator/stores/${HEAD_ID}/branches`, {
    name: `續約分店 ${domainName}`,
    domainName,
    admin,
  });
  expect(r.status).toBe(201);
  const { host, storeId } = ((await r.json()) as { data: { host: string; storeId: number } }).data;
  // What the scheduled run does to a branch whose plan ended past its grace days.
  const closed = await operator("PATCH", `/operator/stores/${storeId}`, { status: "CLOSE_STORE_RENEWED_FAIL" });
  expect(closed.status).toBe(200);
  return { host, admin };
}

test("a branch whose renewal failed renews its plan with the test provider and opens again", async ({ page }) => {
  test.setTimeout(240_000);
  await ownAddress(page.context());
  const { host, admin } = await closedBranch();

  await page.goto(hostUrl(host, "/admin"));
  await page.waitForSelector("html[data-hydrated]");
  await page.locator("#f-email").fill(admin.email);
  await page.locator("#f-password").fill(admin.password);
  await page.getByTestId("admin-login-submit").click();
  // The route guard: a closed branch's admin reaches only the renewal pages.
  await page.waitForURL("**/registration-cart/update", { timeout: 60_000 });
  await expect(page.getByTestId("renewal-status")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("renew-failed-overlay")).toHaveCount(0);
  await page.goto(hostUrl(host, "/admin/branch-downlinelist"));
  await page.waitForURL("**/registration-cart/update");
  await page.waitForSelector("html[data-hydrated]");

  await page.getByTestId("reg-plans").getByRole("button").first().click();
  await expect(page.getByTestId("reg-selections")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("reg-once")).toHaveCount(0);
  await page.getByTestId("reg-selections").getByRole("button").first().click();
  await expect(page.getByTestId("reg-checkout")).toBeVisible({ timeout: 30_000 });
  await shot(page, "registration-cart-update");
  await page.getByTestId("reg-checkout").click();

  await expect(page.getByTestId("checkout-update")).toBeVisible({ timeout: 30_000 });
  await page.waitForSelector("html[data-hydrated]");
  await page.locator("#f-phone").fill("0912345678");
  await page.locator("#f-city").fill("臺北市");
  await page.locator("#f-district").fill("中正區");
  await page.locator("#f-postalCode").fill("100");
  await page.locator("#f-address").fill("重慶南路一段122號");
  await shot(page, "checkout-update");
  await page.getByTestId("co-pay-CREDIT_CARD").check();
  await page.getByTestId("co-submit").click();
  await expect(page.getByTestId("test-payment")).toBeVisible({ timeout: 30_000 });
  await page.getByTestId("test-pay").click();

  // Back on the renewal page: paid, the plan runs a term on, the branch is open.
  await expect(page.getByTestId("renewal-result")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("renewal-history")).toBeVisible();
  await shot(page, "renewal-done");
  await page.getByTestId("renewal-to-admin").click();
  await expect(page.getByTestId("admin-topbar")).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/registration-cart/);
  await shotsAfter(page, host);
});

/** REN_SHOTS only: the renewal page and the branch's plan section in both languages at 375 and 1280 px. */
async function shotsAfter(page: Page, host: string) {
  if (!process.env.REN_SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of ["zh-TW", "en"]) {
      await page.context().addCookies([{ name: "sf_lang", value: locale, domain: host, path: "/" }]);
      for (const [name, path, id] of [
        ["renewal", "/registration-cart/update", "renewal-status"],
        ["plan-section", "/admin/settingpage/setting-branch-store", "branch-plan"],
      ] as const) {
        await page.goto(hostUrl(host, path));
        await expect(page.getByTestId(id)).toBeVisible({ timeout: 30_000 });
        await shot(page, `${name}-${locale}`);
      }
    }
  }
}
