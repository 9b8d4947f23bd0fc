import { expect, type Page, test } from "@playwright/test";
import {
  DEMO_PASSWORD,
  fillHomeTransfer,
  hostUrl,
  lookAt,
  operator,
  ownAddress,
  SHOP_A,
  unique,
  WIDTH_FREE,
} from "./support";

// Issue 16 in a real browser: with D1 failing, a page nothing cached answers "back soon" in the
// store's name and language; a checkout whose submit meets a 503 sends the same submit again and
// lands on the one order. The fault harness of the served worker is armed through the operator API
// (outside production only) and always disarmed after.

const arm = async (rules: unknown[]) => expect((await operator("PUT", "/operator/faults", rules)).status).toBe(200);
const disarm = () => operator("DELETE", "/operator/faults");

test.afterEach(async () => {
  await disarm();
});

for (const lang of ["zh-TW", "en"] as const) {
  test(`D1 down: an uncached page answers 503 "back soon" in the store's look (${lang})`, async ({ page }, info) => {
    if (lang === "en") {
      await page.context().addCookies([{ name: "sf_lang", value: "en", url: hostUrl(SHOP_A, "/") }]);
    }
    await page.goto(hostUrl(SHOP_A, "/"));
    await arm([{ binding: "d1" }]);
    const res = await page.goto(hostUrl(SHOP_A, `/search/product/${unique("outage")}`));
    expect(res?.status()).toBe(503);
    expect(res?.headers()["retry-after"]).toBe("30");
    await expect(page.getByTestId("back-soon")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      lang === "en" ? "We'll be back soon" : "我們很快回來",
    );
    await expect(page.getByTestId("back-soon-store")).not.toBeEmpty();
    // It fits the width it is shown at.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await lookAt(page, info.outputPath(`back-soon-${lang}.png`));
    // D1 answering again: the same address serves the page.
    await disarm();
    const again = await page.goto(hostUrl(SHOP_A, "/"));
    expect(again?.status()).toBe(200);
  });
}

/** A new member with one product of the demo catalogue in the cart, on a filled-in checkout page. */
async function readyCheckout(page: Page) {
  await ownAddress(page.context());
  const email = `${unique("outage")}@shop-a.test`;
  await page.goto(hostUrl(SHOP_A, "/register"));
  await page.locator("#f-name").fill("斷線顧客");
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill(DEMO_PASSWORD);
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));
  // One product of the demo catalogue in the cart.
  const added = await page.evaluate(async () => {
    const list = await (await fetch("/api/products?limit=20")).json();
    const items = (Array.isArray(list.data) ? list.data : (list.data?.data ?? [])) as {
      id: number;
      stocks?: { id: number; stock: number }[];
    }[];
    for (const p of items) {
      const detail = await (await fetch(`/api/products/${p.id}`)).json();
      const stock = (detail.data?.stocks ?? []).find((s: { stock: number }) => s.stock > 0);
      if (!stock) continue;
      const r = await fetch("/api/cart/items", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ stockId: stock.id, quantity: 1, paymentPlan: "NORMAL" }),
      });
      if ((await r.json()).code === 0) return true;
    }
    return false;
  });
  expect(added).toBe(true);
  await page.goto(hostUrl(SHOP_A, "/checkout"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await fillHomeTransfer(page);
  await expect(page.getByTestId("place-order")).toBeEnabled();
}

test(
  "a checkout whose submit meets a 503 is sent again with the same key and lands on the one order",
  WIDTH_FREE,
  async ({ page }, info) => {
    test.setTimeout(90_000);
    await readyCheckout(page);
    const places: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/checkout")) places.push(r.postData() ?? "");
    });
    // The next D1 round trip fails: the place's first submit gets a 503; the page's resend does not.
    await arm([{ binding: "d1", nth: 1 }]);
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("checkout-complete")).toBeVisible({ timeout: 30_000 });
    await lookAt(page, info.outputPath("checkout-after-retry.png"));
    const calls = (await (await operator("GET", "/operator/faults")).json()) as {
      data: { calls: { binding: string; failed: boolean }[] };
    };
    expect(calls.data.calls.filter((c) => c.failed)).toHaveLength(1);
    const keys = places.map((p) => /idempotencyKey=([^&]+)/.exec(p)?.[1]).filter(Boolean);
    expect(keys.length).toBeGreaterThanOrEqual(2); // sent, then sent again
    expect(new Set(keys).size).toBe(1); // with the same key
    await disarm();
    const orders = await page.evaluate(async () => (await (await fetch("/api/orders?offset=0&limit=20")).json()).data);
    expect(orders.total ?? orders.items?.length).toBe(1);
  },
);

test(
  "D1 staying down: the checkout says so after its resends, and placing again later lands on one order",
  WIDTH_FREE,
  async ({ page }, info) => {
    test.setTimeout(90_000);
    await readyCheckout(page);
    await arm([{ binding: "d1" }]);
    await page.getByTestId("place-order").click();
    // Three resends, 1, 2 and 4 s apart, then the shopper is told; the form is kept as typed.
    await expect(page.getByText(/無法連線到商店確認您的訂單|can't reach the shop/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("receiver-name")).toHaveValue("王小明");
    await expect(page.getByTestId("place-order")).toBeEnabled();
    await lookAt(page, info.outputPath("checkout-unreachable.png"));
    await disarm();
    await page.getByTestId("place-order").click();
    await expect(page.getByTestId("checkout-complete")).toBeVisible({ timeout: 30_000 });
    const orders = await page.evaluate(async () => (await (await fetch("/api/orders?offset=0&limit=20")).json()).data);
    expect(orders.total ?? orders.items?.length).toBe(1);
  },
);
