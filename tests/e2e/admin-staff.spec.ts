import { expect, test } from "@playwright/test";
import { adminLogin, adminSignIn, hostUrl, SHOP_A } from "./support";

// Issue 12 §3: the root account creates a staff member kept out of Orders; that staff member
// signs in and can reach Orders neither by the menu (no tab, nothing in "more") nor by URL
// (sent to the store type's first admin page). Both widths, each with its own new account.

test("root creates staff without Orders; the staff member cannot reach Orders by menu or URL", async ({ page }) => {
  test.setTimeout(150_000);
  const email = `staff-${test.info().project.name}-${Date.now()}@shop-a.test`;
  const password = "staff12345";

  await adminSignIn(page, "admin@shop-a.test", { to: "/admin/user-admin-list" });
  await page.getByTestId("staff-add").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/admin/user-edit/new"));
  await page.getByTestId("staff-name").fill("Ella Staff");
  await page.getByTestId("staff-email").fill(email);
  await page.getByTestId("staff-password").fill(password);
  await page.getByTestId("block-1").check();
  await expect(page.getByTestId("privilege-1")).toHaveAttribute("data-blocked", "true");
  await page.getByTestId("staff-save").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/admin/user-admin-list"));
  // A table row from 734 px, a card below: whichever is on screen.
  const row = page.locator("tr:visible, li:visible").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("訂單");

  await page.getByTestId("admin-user-menu").locator("summary").click();
  await page.getByTestId("admin-logout").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/admin"));

  await adminLogin(page, email, { password });
  // Lands on the first page it may see (NORMAL's first section is Orders, which is blocked).
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/admin/analytics/store"));
  await expect(page.getByTestId("tab-orders")).toHaveCount(0);
  await expect(page.getByTestId("more-orders")).toHaveCount(0);
  await expect(page.getByTestId("tab-analytics")).toHaveCount(1);

  for (const path of ["/admin/orderlist/unprocessed", "/admin/orderlist-overview", "/admin/order/1"]) {
    await page.goto(hostUrl(SHOP_A, path));
    await expect(page).toHaveURL(hostUrl(SHOP_A, "/admin/analytics/store"));
  }
  // Staff may read the staff list but not open the editor.
  await page.goto(hostUrl(SHOP_A, "/admin/user-admin-list"));
  await expect(page.getByTestId("staff-list")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("staff-add")).toHaveCount(0);
  await page.goto(hostUrl(SHOP_A, "/admin/user-edit/new"));
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/admin/analytics/store"));
});
