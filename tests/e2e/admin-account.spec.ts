import { expect as baseExpect, test } from "@playwright/test";
import { adminSignIn, DEMO_PASSWORD, hostUrl, PORT } from "./support";

// The Account section end to end, on a store of its own (changing the default domain moves the
// store): the owner sees the trial plan, switches to Pro yearly, pays the bill with the test card,
// opens the printed bill and the bill list, then moves the store to a new address: the new host
// answers with the admin login and the old one is the invalid-domain screen.

const OWNER = "e2e-account@acct.test";
// Client loaders of the back office on a busy 2-core machine: allow for slow first loads.
const expect = baseExpect.configure({ timeout: 45_000 });

async function newStore(tag: string): Promise<string> {
  const name = `acct${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const host = `${name}.localhost`;
  const r = await fetch(`http://127.0.0.1:${PORT}/operator/stores`, {
    method: "POST",
    headers: { authorization: "Bearer dev-operator-token", "content-type": "application/json" },
    body: JSON.stringify({
      name: "帳戶測試商店",
      storeType: "NORMAL",
      host,
      admin: { email: OWNER, password: DEMO_PASSWORD, name: "帳戶管理員" },
    }),
  });
  if (r.status !== 201) throw new Error(`e2e account store: HTTP ${r.status}`);
  return host;
}

test("owner changes plan, pays the bill with the test card, reads it, and moves the store's address", async ({
  page,
}, info) => {
  test.setTimeout(400_000);
  const host = await newStore(info.project.name === "mobile" ? "m" : "d");
  await adminSignIn(page, OWNER, { host, to: "/admin/account-store" });
  await expect(page.getByTestId("account-store")).toBeVisible();
  await expect(page.getByTestId("account-current-plan")).toHaveText("基本方案");
  await expect(page.getByTestId("account-plan-state")).toContainText("試用中");
  await expect(page.getByTestId("account-next-bill")).toContainText("NT$599");

  // Pro, yearly: nothing is paid yet, so it applies at once and the next bill follows.
  const plan = page.getByTestId("account-plan-form");
  await plan.getByLabel("進階方案").check();
  await plan.getByLabel("年繳").check();
  await page.getByTestId("account-plan-save").click();
  await expect(page.getByTestId("account-current-plan")).toHaveText("進階方案");
  await expect(page.getByTestId("account-next-bill")).toContainText("NT$12,990");
  await expect(page.getByTestId("account-next-bill")).toContainText("NT$619");

  // A card that is saved but refused when charged: nothing is paid.
  const card = page.getByTestId("account-new-card");
  await card.locator("#f-holder").fill("Amy Lin");
  await card.locator("#f-number").fill("4000 0000 0000 0341");
  await card.locator("#f-expiry").fill("12/39");
  await card.locator("#f-cvc").fill("123");
  await page.getByTestId("account-pay-submit").click();
  await expect(page.getByText("付款失敗：信用卡被拒絕")).toBeVisible();
  await expect(page.getByTestId("account-paid")).toHaveCount(0);

  // The test card pays.
  await page.getByLabel("使用新的信用卡").check();
  await card.locator("#f-holder").fill("Amy Lin");
  await card.locator("#f-number").fill("4242 4242 4242 4242");
  await card.locator("#f-expiry").fill("12/39");
  await card.locator("#f-cvc").fill("123");
  await page.getByTestId("account-pay-submit").click();
  await expect(page.getByTestId("account-paid")).toBeVisible();
  await expect(page.getByTestId("account-plan-state")).not.toContainText("試用中");

  // The bill, printable.
  await page.getByTestId("account-paid").getByRole("link").click();
  await expect(page.getByTestId("bill-sheet")).toBeVisible();
  await expect(page.getByTestId("bill-totals")).toContainText("NT$12,371");
  await expect(page.getByTestId("bill-totals")).toContainText("NT$619");
  await expect(page.getByTestId("bill-totals")).toContainText("NT$12,990");
  await expect(page.getByTestId("bill-sheet")).toContainText("VISA");
  await page.goto(hostUrl(host, "/admin/account-bill-list"));
  await expect(page.getByTestId("account-bill-list")).toBeVisible();
  await expect(page.getByText("NT$12,990").filter({ visible: true }).first()).toBeVisible();

  // A new address: checked, confirmed, and the store answers there at once.
  const next = `${host.split(".")[0]}x`;
  await page.goto(hostUrl(host, "/admin/account-store"));
  await page.locator("#f-domainName").fill(next);
  await page.getByTestId("account-domain-check").click();
  await expect(page.getByTestId("account-domain-status")).toContainText(`${next}.localhost 可以使用`);
  await page.getByTestId("account-domain-save").click();
  await page.getByTestId("account-domain-confirm-confirm").click();
  await expect(page).toHaveURL(hostUrl(`${next}.localhost`, "/admin"));
  await expect(page.locator("#f-email")).toBeVisible();
  await page.goto(hostUrl(host, "/"));
  await expect(page.getByText("此網站不存在")).toBeVisible();
  await page.goto(hostUrl(`${next}.localhost`, "/"));
  await expect(page.getByText("帳戶測試商店").first()).toBeVisible();
});
