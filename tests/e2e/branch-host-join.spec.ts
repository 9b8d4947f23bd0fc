import { expect, test } from "@playwright/test";
import { joinAndPay, memberOn } from "./joinFlow";
import { adminLogin, adminSignIn, DEMO_PASSWORD, hostUrl, ownAddress, SHOP_B } from "./support";

// Issue 13 §2 from a branch host: a visitor of 竹林分店 (bamboo.shop-b.localhost) joins, pays with
// the test provider on bamboo's host and opens a branch UNDER bamboo. 森林總店 reviews new owners,
// so the new branch's owner is asked for the audit profile (the modal); once sent, the modal is
// gone and 森林總店 finds the branch in its pending audit list and bamboo in its downline.

const BAMBOO = `bamboo.${SHOP_B}`;

test("a visitor of a branch host opens a branch under that branch; the owner sends the audit profile from the modal", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await ownAddress(page.context());
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `kid${run}@bamboo.test`;
  const domain = `kid${run}`.toLowerCase();
  const name = `竹苗分店${run.slice(-4)}`;

  await memberOn(page, BAMBOO, email);
  const host = await joinAndPay(page, BAMBOO, { email, domain, name });
  expect(host).toBe(`${domain}.${SHOP_B}`);

  // The new owner signs into the new branch; on its storefront the audit-profile modal asks.
  await adminLogin(page, email, { host, password: DEMO_PASSWORD });
  await page.goto(hostUrl(host, "/"));
  await page.waitForSelector("html[data-hydrated]");
  const modal = page.getByTestId("audit-profile-modal");
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await modal.getByTestId("audit-profile-modal-submit").click();
  await expect(modal.locator("#f-ownerName-err")).toBeVisible();
  // The refused send moves focus to the first invalid field a frame later: typing before it lands
  // would send the e-mail into the name.
  await expect(modal.locator("#f-ownerName")).toBeFocused();
  await modal.locator("#f-ownerName").fill("王小美");
  await modal.locator("#f-phone").fill("0912345678");
  await modal.locator("#f-email").fill(email);
  await expect(modal.locator("#f-ownerName")).toHaveValue("王小美");
  await expect(modal.locator("#f-email")).toHaveValue(email);
  await modal.getByTestId("audit-profile-modal-submit").click();
  await expect(modal.getByTestId("audit-profile-modal-done")).toBeVisible();
  await modal.getByTestId("audit-profile-modal-done").click();
  await expect(modal).toHaveCount(0);
  // Sent: the storefront of the new branch no longer asks.
  await page.goto(hostUrl(host, "/"));
  await page.waitForSelector("html[data-hydrated]");
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("audit-profile-modal")).toHaveCount(0);

  // 森林總店 sees the new branch waiting in its audit list, under bamboo in the organisation.
  const head = await browser.newPage();
  await ownAddress(head.context(), "203.1");
  await adminSignIn(head, "admin@shop-b.test", { host: SHOP_B, to: "/admin/branch-audit-list/pending" });
  await expect(head.getByTestId(`audit-row-${domain}`)).toHaveCount(1, { timeout: 30_000 });
  const row = await head.evaluate(async (d) => {
    const r = await (await fetch(`/api/admin/branches?keyword=${d}`)).json();
    return JSON.stringify(r.data);
  }, domain);
  expect(row).toContain(domain);
  expect(row).toContain('"introducerName":"竹林分店"');
  await head.close();
});
