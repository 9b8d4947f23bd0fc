import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, DEMO_PASSWORD, ensureAdmin, hostUrl, SHOP_A, seriousViolations, unique } from "./support";

// Issue 28 §2 end to end: a new order placed through the storefront's API raises the Orders
// badge and appears first in /admin/notifications-all; opening it from there reads the order and
// the badge goes back down. Then the notification settings page saves the mail switch.

const EMAIL = "e2e-notifications@shop-a.test";
const RECEIVER = {
  name: "王小明",
  phone: "0912345678",
  email: "ming@example.com",
  city: "臺北市",
  district: "中正區",
  postalCode: "100",
  address: "重慶南路一段122號",
};

test.beforeAll(() => ensureAdmin(EMAIL, "通知管理員", 1));

/** A fresh member of shop A buys one of the first in-stock product; returns the order's number. */
async function placeOrder(page: Page, member: string): Promise<{ id: number; orderNumber: string }> {
  await page.goto(hostUrl(SHOP_A, "/robots.txt"));
  return page.evaluate(
    async ({ admin, password, member, receiver }) => {
      const json = async (res: Response) => {
        const body = await res.json();
        if (body.code !== 0) throw new Error(`${res.url}: ${JSON.stringify(body)}`);
        return body.data;
      };
      const post = (path: string, body: unknown, token?: string) =>
        fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
      const { accessToken: adminToken } = await json(await post("/api/auth/login", { email: admin, password }));
      const list = await json(
        await fetch("/api/admin/products?limit=20", { headers: { authorization: `Bearer ${adminToken}` } }),
      );
      let stockId: number | null = null;
      for (const p of list.data as { id: number }[]) {
        const full = await json(
          await fetch(`/api/admin/products/${p.id}`, { headers: { authorization: `Bearer ${adminToken}` } }),
        );
        const s = (full.stocks as { id: number; stock: number }[]).find((x) => x.stock > 20);
        if (s && full.isDisplay !== false) {
          stockId = s.id;
          break;
        }
      }
      if (!stockId) throw new Error("no product in stock");
      await json(await post("/api/auth/register", { email: member, password, name: "通知會員" }));
      const { accessToken } = await json(await post("/api/auth/login", { email: member, password }));
      await json(await post("/api/cart/items", { stockId, quantity: 1, paymentPlan: "NORMAL" }, accessToken));
      const methods = await json(await fetch("/api/shipping"));
      const home = methods.find((m: { code: string }) => m.code === "HOME");
      const bill = await json(
        await post("/api/checkout/bill", { shippingMethodId: home.id, city: receiver.city }, accessToken),
      );
      const placed = await json(
        await post(
          "/api/checkout",
          {
            idempotencyKey: `notices-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
            shippingMethodId: home.id,
            receiver,
            paymentMethod: "CASH_ON_DELIVERY",
            invoice: { type: "DONATION", donationCode: "919" },
            expectedTotal: bill.totalAmount,
          },
          accessToken,
        ),
      );
      return { id: placed.order.id as number, orderNumber: placed.order.orderNumber as string };
    },
    { admin: EMAIL, password: DEMO_PASSWORD, member, receiver: RECEIVER },
  );
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
  const order = await placeOrder(page, `${unique("notice")}@shop-a.test`);
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

  // A second order raises it again, seen on the next page the admin opens (registering the
  // member signed the browser in as the member: the admin signs in again).
  await placeOrder(page, `${unique("notice")}@shop-a.test`);
  await page.context().clearCookies();
  await adminSignIn(page, EMAIL, { to: "/admin/notifications-all" });
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
