import { expect, test } from "@playwright/test";
import { ensureAdmin, hostUrl, PORT, SHOP_A, unique } from "./support";

// Issue 28 §2 end to end: the owner opens the notifications calendar from the menu, finds today's
// seeded orders counted on today's Taipei day and their link to the order list, moves to the next
// month and opens a day's schedule.

const EMAIL = "e2e-calendar@shop-a.test";
const api = `http://127.0.0.1:${PORT}`;
const host = { host: `${SHOP_A}:${PORT}` };

test.beforeAll(() => ensureAdmin(EMAIL, "行事曆管理員", 1));

const taipeiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
function nextMonthOf(day: string) {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

test("the owner opens the calendar from the menu, sees today's orders and next month's schedule", async ({ page }) => {
  test.setTimeout(120_000);
  const login = await page.request.post(`${api}/api/auth/login`, {
    headers: host,
    data: { email: EMAIL, password: "demo1234" },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()).data as { accessToken: string };
  const auth = { ...host, authorization: `Bearer ${accessToken}` };
  const today = taipeiToday();
  // What the order list holds for today (the demo seed places its orders at the first start).
  const orders = await page.request.get(`${api}/api/admin/orders?dateFrom=${today}&dateTo=${today}`, {
    headers: auth,
  });
  const todays = (await orders.json()).data.total as number;
  expect(todays).toBeGreaterThan(0);
  // A schedule on the 15th of next month, 10:00 Taipei, for a product of the store.
  const products = await page.request.get(`${api}/api/products?limit=1`, { headers: host });
  const product = (await products.json()).data.data[0] as { id: number; name: string };
  const next = nextMonthOf(today);
  const made = await page.request.post(`${api}/api/admin/schedules`, {
    headers: auth,
    data: {
      type: "PRODUCT",
      targetId: product.id,
      action: "UNPUBLISH",
      runAt: `${next}-15T10:00:00+08:00`,
      note: unique("calendar"),
    },
  });
  const scheduleId = (await made.json()).data.id as number;

  // The same sign-in's session for the pages.
  const session = login
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && /^sf_session=/.test(h.value));
  const value = session?.value.match(/^sf_session=([^;]*)/)?.[1] ?? "";
  await page
    .context()
    .addCookies([{ name: "sf_session", value, domain: SHOP_A, path: "/", httpOnly: true, sameSite: "Lax" }]);
  await page.goto(hostUrl(SHOP_A, "/admin"));
  await expect(page.getByTestId("admin-topbar")).toBeVisible({ timeout: 30_000 });
  // Notifications is a tab or, when the bar is full, under "More"; its calendar is a section entry.
  const tab = page.getByTestId("tab-notifications");
  if (await tab.isVisible()) await tab.click();
  else {
    await page.getByTestId("admin-more").locator("summary").click();
    await page.getByTestId("more-notifications").click();
  }
  await page.getByRole("navigation", { name: "通知" }).getByRole("link", { name: "通知行事曆" }).click();
  await expect(page).toHaveURL(/\/admin\/notifications-calendar$/);
  await expect(page.getByTestId("admin-page-title")).toHaveText("通知行事曆");

  // Today is open in the panel: its order count, linking to the day's order list.
  const cell = page.getByTestId(`calendar-cell-${today}`);
  await expect(cell).toHaveAttribute("aria-pressed", "true");
  await expect(cell).toHaveAccessibleName(new RegExp(`訂單 ${todays}、`));
  const count = page.getByTestId("calendar-panel-orders").getByRole("link");
  await expect(count).toHaveText(`訂單 ${todays.toLocaleString("zh-TW")} 筆`);
  await expect(count).toHaveAttribute("href", `/admin/orderlist/all?dateFrom=${today}&dateTo=${today}`);

  // Next month: the schedule on the 15th, with its product's name and its link.
  await page.getByTestId("calendar-next").click();
  await expect(page).toHaveURL(new RegExp(`\\?month=${next}$`));
  const [y, m] = next.split("-").map(Number) as [number, number];
  await expect(page.getByTestId("calendar-month")).toHaveText(`${y}年${m}月`);
  await page.getByTestId(`calendar-cell-${next}-15`).click();
  const item = page.getByTestId(`calendar-panel-schedule-${scheduleId}`);
  await expect(item).toContainText(product.name);
  await expect(item).toContainText("10:00");
  await expect(item.getByRole("link")).toHaveAttribute("href", `/admin/schedule-edit/${scheduleId}`);
});
