import { expect, type Page, test } from "@playwright/test";
import {
  adminSignIn,
  ensureAdmin,
  hostUrl,
  type PlacedOrder,
  placeOrder,
  SHOP_A,
  seriousViolations,
  storeApi,
  unique,
} from "./support";

// Issue 28 §2 end to end: a new order placed through the storefront's API raises the Orders
// badge and appears first in /admin/notifications-all; opening it from there reads the order and
// the badge goes back down. Then the notification settings page saves the mail switch.

const EMAIL = "e2e-notifications@shop-a.test";
test.beforeAll(() => ensureAdmin(EMAIL, "通知管理員", 1));

/** A fresh member of shop A buys one of the first in-stock products; returns the order. */
async function newOrder(member: string): Promise<PlacedOrder> {
  const api = await storeApi(SHOP_A);
  const admin = await api.signIn(EMAIL);
  const list = await api.get<{ data: { id: number }[] }>("/api/admin/products?limit=20", admin);
  let stockId: number | null = null;
  for (const p of list.data) {
    const full = await api.get<{ isDisplay?: boolean; stocks: { id: number; stock: number }[] }>(
      `/api/admin/products/${p.id}`,
      admin,
    );
    const s = full.stocks.find((x) => x.stock > 20);
    if (s && full.isDisplay !== false) {
      stockId = s.id;
      break;
    }
  }
  if (!stockId) throw new Error("no product in stock");
  const order = await placeOrder(api, await api.register(member, "通知會員"), stockId);
  await api.dispose();
  return order;
}

/** The Orders tab's badge as a number (0 without one). */
async function ordersBadge(page: Page): Promise<number> {
  const tab = page.getByTestId("tab-orders");
  await expect(tab).toBeVisible();
  const text = (await tab.locator("span.rounded-full").allTextContents())[0] ?? "0";
  return Number(text.replace("+", ""));
}

test("a new order raises the unprocessed badge, is listed in notifications-all and opening it clears it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const order = await newOrder(`${unique("notice")}@shop-a.test`);
  await adminSignIn(page, EMAIL, { to: "/admin/notifications-all" });
  const list = page.getByTestId("notifications-all");
  await expect(list).toBeVisible({ timeout: 30_000 });
  const before = await ordersBadge(page);
  expect(before).toBeGreaterThan(0);
  // Newest first: the order just placed leads the list, worded with its number.
  const first = list.getByTestId("notice-ORDER_UNPROCESSED").first();
  await expect(first).toContainText(order.orderNumber);
  await first.getByRole("link", { name: new RegExp(order.orderNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${order.id}$`));
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();
  // Opening the order read it: the badge (counted from unread orders) is one lower.
  await page.reload();
  await expect(page.getByTestId("admin-topbar")).toBeVisible();
  expect(await ordersBadge(page)).toBe(before - 1);

  // A second order raises it again, seen on the next page the admin opens.
  await newOrder(`${unique("notice")}@shop-a.test`);
  await page.goto(hostUrl(SHOP_A, "/admin/notifications-all"));
  await expect(page.getByTestId("notifications-all")).toBeVisible({ timeout: 30_000 });
  expect(await ordersBadge(page)).toBe(before);
});

test("the notification settings page turns the new-order mail on and off", async ({ page }) => {
  test.setTimeout(120_000);
  await adminSignIn(page, EMAIL, { to: "/admin/notification-settings" });
  await expect(page.getByTestId("notification-settings")).toBeVisible({ timeout: 30_000 });
  await page.waitForSelector("html[data-hydrated]");
  const toggle = page.getByTestId("mail-switch-ORDER_UNPROCESSED");
  const was = (await toggle.getAttribute("aria-checked")) === "true";
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(!was), { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId("mail-switch-ORDER_UNPROCESSED")).toHaveAttribute("aria-checked", String(!was), {
    timeout: 30_000,
  });
  // Back as it was, so the demo store keeps its setting.
  await page.waitForSelector("html[data-hydrated]");
  await page.getByTestId("mail-switch-ORDER_UNPROCESSED").click();
  await expect(page.getByTestId("mail-switch-ORDER_UNPROCESSED")).toHaveAttribute("aria-checked", String(was), {
    timeout: 15_000,
  });
});

test("both pages have no serious axe violation at 375 and 1280 px, in both languages", async ({ browser }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const [width, locale] of [
    [375, "en"],
    [1280, "zh-TW"],
    [375, "zh-TW"],
    [1280, "en"],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addCookies([{ name: "sf_lang", value: locale, domain: SHOP_A, path: "/" }]);
    const page = await context.newPage();
    await adminSignIn(page, EMAIL, { to: "/admin/notifications-all" });
    for (const path of ["/admin/notifications-all", "/admin/notification-settings"]) {
      await page.goto(hostUrl(SHOP_A, path));
      await page.locator("html[data-hydrated]").waitFor();
      await expect(page.getByTestId(path.slice("/admin/".length))).toBeVisible({ timeout: 30_000 });
      for (const v of await seriousViolations(page)) problems.push(`${width} ${locale} ${path}: ${v}`);
    }
    await context.close();
  }
  expect(problems).toEqual([]);
});
