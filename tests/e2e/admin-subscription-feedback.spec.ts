import { expect, test } from "@playwright/test";
import {
  addSession,
  adminSignIn,
  ensureAdmin,
  hostUrl,
  ownAddress,
  placeOrder,
  SHOP_B,
  sheetRows,
  storeApi,
  unique,
} from "./support";

// Issue 28 §4 subscription feedbacks end to end in the head store's demo (shop B, whose demo
// catalogue has a subscription product): a fresh member subscribes, cancels on the storefront's
// subscription page with reasons and a note; the head store's admin finds it under Branches →
// Feedback, and the excel export holds it (read back with exceljs).

const EMAIL = "e2e-feedback@shop-b.test";
test.beforeAll(() => ensureAdmin(EMAIL, "回饋管理員", 2));

/** A fresh member of shop B with a monthly subscription; the member's session token. */
async function subscriber(): Promise<string> {
  const api = await storeApi(SHOP_B);
  const admin = await api.signIn(EMAIL);
  const list = await api.get<{ data: { id: number; paymentPlan?: string[] }[] }>(
    "/api/admin/products?limit=100",
    admin,
  );
  const sub = list.data.find((p) => p.paymentPlan?.includes("SUBSCRIPTION"));
  if (!sub) throw new Error("shop B has no subscription product");
  const product = await api.get<{ stocks: { id: number }[] }>(`/api/admin/products/${sub.id}`, admin);
  const member = await api.register(`${unique("feedback")}@shop-b.test`, "回饋會員");
  await placeOrder(api, member, product.stocks[0]!.id, { subscription: true, payment: "TRANSFER" });
  await api.dispose();
  return member;
}

test("a member's cancel feedback is listed for the head store and in its excel", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await ownAddress(page.context());
  await page.context().addCookies([{ name: "sf_lang", value: "zh-TW", domain: SHOP_B, path: "/" }]);
  await addSession(page.context(), SHOP_B, await subscriber());
  const note = `不需要了 ${unique("fb")}`;

  // The member: orders → the subscriptions tab → the subscription → cancel, with reasons and a note.
  await page.goto(hostUrl(SHOP_B, "/profile/orders"));
  await page
    .getByTestId("member-tabs")
    .getByRole("link", { name: /定期購|訂閱/ })
    .click();
  await page.getByTestId("member-subscriptions").getByRole("link").first().click();
  await page.waitForSelector("html[data-hydrated]");
  await page.getByTestId("subscription-action-cancel").click();
  const dialog = page.getByTestId("dialog-cancel");
  await dialog.getByTestId("cancel-reason-ACCIDENTAL_SUBSCRIBE").check();
  await dialog.getByTestId("cancel-feedback-content").fill(note);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByText("已取消").first()).toBeVisible({ timeout: 30_000 });

  // The head store's admin: Branches → Feedback (subscription feedback by default).
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await ownAddress(adminContext);
  const admin = await adminContext.newPage();
  await adminSignIn(admin, EMAIL, { host: SHOP_B });
  const tab = admin.getByTestId("tab-branches");
  if (await tab.isVisible()) await tab.click();
  else {
    await admin.getByTestId("admin-more").locator("summary").click();
    await admin.getByTestId("more-branches").click();
  }
  await admin.getByRole("link", { name: "回饋", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/branch-feedback-list\/subscription_feedback/);
  const list = admin.getByTestId("subscription-feedback-list");
  await expect(list).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText(note).filter({ visible: true })).toHaveCount(1);

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByTestId("subscription-feedback-export").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = await sheetRows(await download.path());
  const row = rows.find((r) => r.some((c) => c === note));
  expect(row, `the export holds "${note}"`).toBeTruthy();
  await admin.screenshot({ path: test.info().outputPath("subscription-feedbacks.png"), fullPage: true });
  await adminContext.close();
});
