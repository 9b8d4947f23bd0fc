import { expect, test } from "@playwright/test";
import { ensureAdmin, hostUrl, PORT, SHOP_A, unique } from "./support";

// Issue 28 §3 end to end: the owner schedules a product to unpublish, the Worker's scheduled
// handler fires at that time (wrangler dev's /cdn-cgi/local/scheduled, given the firing's time),
// and the storefront stops showing the product; the schedule is listed as done.

const EMAIL = "e2e-schedules@shop-a.test";

test.beforeAll(() => ensureAdmin(EMAIL, "排程管理員", 1));

const api = `http://127.0.0.1:${PORT}`;
const host = { host: `${SHOP_A}:${PORT}` };

test("a schedule unpublishes a product at its time and the storefront stops showing it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The owner's session for the pages, and a token for the product the test starts from.
  const login = await page.request.post(`${api}/api/auth/login`, {
    headers: host,
    data: { email: EMAIL, password: "demo1234" },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()).data as { accessToken: string };
  const session = login
    .headersArray()
    .find((h) => /^sf_session=/.test(h.value) && h.name.toLowerCase() === "set-cookie");
  const value = session?.value.match(/^sf_session=([^;]*)/)?.[1] ?? "";
  await page
    .context()
    .addCookies([{ name: "sf_session", value, domain: SHOP_A, path: "/", httpOnly: true, sameSite: "Lax" }]);

  const name = unique("Night Oolong");
  const made = await page.request.post(`${api}/api/admin/products`, {
    headers: { ...host, authorization: `Bearer ${accessToken}` },
    data: { name, price: 42000, stocks: [{ spec: "", stock: 30 }] },
  });
  const productId = (await made.json()).data.id as number;

  // A shopper (no session: the cached page) sees the product.
  const shopper = await browser.newPage();
  await shopper.goto(hostUrl(SHOP_A, `/product/${productId}`));
  await expect(shopper.getByRole("heading", { name })).toBeVisible();

  // The owner schedules it to unpublish in an hour.
  await page.goto(hostUrl(SHOP_A, `/admin/schedule-edit/0?type=PRODUCT&targetId=${productId}`));
  await expect(page.getByTestId("schedule-target").locator("select")).toHaveValue(String(productId));
  await page.getByTestId("schedule-action").locator("select").selectOption("UNPUBLISH");
  const runAt = new Date(Date.now() + 3_600_000);
  const taipei = new Date(runAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
  await page.getByTestId("schedule-run-at").fill(taipei);
  await page.getByTestId("schedule-note").fill("end of season");
  await page.getByTestId("schedule-save").click();
  await expect(page).toHaveURL(/\/admin\/schedule-list\/all\/normal$/);
  const row = page.locator('tr[data-testid^="schedule-row-"]', { hasText: name });
  await expect(row).toBeVisible();

  // Nothing happens before its time…
  await shopper.reload();
  await expect(shopper.getByRole("heading", { name })).toBeVisible();

  // …and at its time the scheduled handler fires (twice, as a cron may) and unpublishes it.
  const at = Math.floor(runAt.getTime() / 60_000) * 60_000 + 60_000;
  for (let i = 0; i < 2; i++) {
    const fired = await page.request.get(`${api}/cdn-cgi/local/scheduled?cron=*+*+*+*+*&time=${at}`);
    expect(fired.status()).toBe(200);
  }
  await shopper.reload();
  await expect(shopper.getByRole("heading", { name })).toHaveCount(0);
  await shopper.close();

  await page.goto(hostUrl(SHOP_A, "/admin/schedule-list/product/done"));
  await expect(page.locator('tr[data-testid^="schedule-row-"]', { hasText: name })).toBeVisible();
});
