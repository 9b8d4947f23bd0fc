import { expect, type Page, test } from "@playwright/test";
import { memberOn } from "./joinFlow";
import {
  DEMO_PASSWORD,
  fillBranchForm,
  hostUrl,
  nationalId,
  ownAddress,
  pickDemoPlan,
  SHOP_B,
  toRegistrationCheckout,
} from "./support";

// Issue 13 §2 on a real build: a member of 森林總店 (shop-b) joins, fills in the branch form, picks
// the seeded plan, its required kit and the plan's chosen product, pays with the test provider,
// lands on /multilevel-complete, opens the new branch host and signs into its back office.

/** REG_SHOTS=<dir>: a full-page picture of each step, to look at the pages (not a check). */
async function shot(page: Page, name: string) {
  const dir = process.env.REG_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

test("a member joins, picks the plan, pays with the test provider and signs into the new branch's back office", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await ownAddress(page.context());
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `reg${run}@shop-b.test`;
  const domain = `e2e${run}`.toLowerCase();

  // A new member of the head store (registering signs in), then the join page.
  await memberOn(page, SHOP_B, email);
  await page.goto(hostUrl(SHOP_B, "/join-us"));
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.getByTestId("join-us")).toBeVisible();
  await shot(page, "join-us");

  await page.getByTestId("join-start").click();
  await expect(page.getByTestId("multilevel-info")).toBeVisible();
  await shot(page, "multilevel-info");
  await page.getByTestId("info-continue").click();
  await expect(page.getByTestId("multilevel-regist")).toBeVisible();

  // The §5 form; a wrong ID first shows the field's error and saves nothing.
  await fillBranchForm(page, { name: "森林分店測試", domain, realName: "王小美", email, identification: "A123456788" });
  await page.getByTestId("reg-submit").click();
  await expect(page.locator("#f-identification-err")).toBeVisible();
  await shot(page, "multilevel-regist");
  await page.locator("#f-identification").fill(nationalId());
  await page.getByTestId("reg-submit").click();

  // The plan: one MUST_BE_BOUGHT plan, the kit bought once, one product chosen for the plan.
  await pickDemoPlan(page);
  await shot(page, "registration-cart");
  await toRegistrationCheckout(page);
  await shot(page, "checkout-openstore");
  await page.getByTestId("co-pay-CREDIT_CARD").check();
  await page.getByTestId("co-submit").click();
  await expect(page.getByTestId("test-payment")).toBeVisible({ timeout: 30_000 });
  await page.getByTestId("test-pay").click();

  // Back on the head store: the branch opens and the page names its host.
  await expect(page.getByTestId("multilevel-complete")).toBeVisible({ timeout: 60_000 });
  const host = `${domain}.${SHOP_B}`;
  await expect(page.getByTestId("branch-host")).toHaveText(host);
  await shot(page, "multilevel-complete");
  await page.getByTestId("branch-admin").click();
  await page.waitForURL(`**//${host}:*/admin*`);
  await page.waitForSelector("html[data-hydrated]");
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill(DEMO_PASSWORD);
  await page.getByTestId("admin-login-submit").click();
  await expect(page.getByTestId("admin-topbar")).toBeVisible({ timeout: 30_000 });
});
