import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, ensureAdmin, hostUrl, type Locale, lookAt, SHOP_A, unique, useLocale } from "./support";

const ADMIN = "e2e-cards@shop-a.test";

// Issue 11 shopper pages on a real build, zh-TW and English at both widths: saved cards (empty,
// declined, added), the address book's convenience-store map pick, /apple-pay-page (framed on the
// shop's own host, completing through the TEST provider), and /order-print of one and of three
// orders (Chromium's PDF: one A4 page per order). Each step leaves a screenshot in test-results/.

async function ownAddress(context: BrowserContext) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": `198.51.${n()}.${n()}` });
}

/** A fresh member signed in (cookie) with `orders` orders of a demo product; returns the order ids and the last card attempt's nonce. */
async function memberWithOrders(page: Page, orders: number) {
  await ensureAdmin(ADMIN, "卡片管理員");
  await page.goto(hostUrl(SHOP_A, "/robots.txt"));
  return page.evaluate(
    async ({ email, password, orders, admin }) => {
      const json = async (res: Response) => {
        const body = await res.json();
        if (body.code !== 0) throw new Error(`${res.url}: ${JSON.stringify(body)}`);
        return body.data;
      };
      const post = (path: string, body: unknown) =>
        fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      // Card payments open (TEST provider in test mode: the demo store has no TapPay credentials).
      await json(await post("/api/auth/login", { email: admin, password }));
      await json(
        await fetch("/api/admin/payments", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            methods: [
              {
                method: "CREDIT_CARD",
                isOpen: true,
                details: { appId: "12345", appKey: "app_test_key", merchantId: "e2e" },
              },
            ],
          }),
        }),
      );
      await json(await post("/api/auth/register", { email, password, name: "卡片會員" }));
      await json(await post("/api/auth/login", { email, password }));
      const listed = await json(await fetch("/api/products?isDisplay=true&hasStock=true&isSaleable=true&limit=20"));
      const products = (Array.isArray(listed) ? listed : listed.data) as { id: number; paymentPlan?: string }[];
      const shipping = (await json(await fetch("/api/shipping"))) as { id: number; code: string }[];
      const home = shipping.find((s) => s.code === "HOME") ?? shipping[0];
      const ids: number[] = [];
      let nonce = "";
      for (let i = 0; i < orders; i++) {
        let stockId = 0;
        for (const p of products) {
          const stocks = await json(await fetch(`/api/products/${p.id}/stocks`));
          const s = (Array.isArray(stocks) ? stocks : stocks.data).find((x: { stock: number }) => x.stock > 5);
          if (s) {
            stockId = s.id;
            break;
          }
        }
        await json(await post("/api/cart/items", { stockId, quantity: 1, paymentPlan: "NORMAL" }));
        const method = i === orders - 1 ? "CREDIT_CARD" : "TRANSFER";
        const body = {
          idempotencyKey: `e2e-${Date.now().toString(36)}-${i}-${Math.random().toString(36).slice(2, 10)}`,
          shippingMethodId: home?.id,
          receiver: {
            name: "王小明",
            phone: "0912345678",
            city: "臺北市",
            district: "中正區",
            address: "重慶南路一段122號",
          },
          paymentMethod: method,
          expectedTotal: 0,
        };
        const first = await (await post("/api/checkout", body)).json();
        if (first.code !== 0 && first.code !== 400037) throw new Error(`checkout: ${JSON.stringify(first)}`);
        const placed =
          first.code === 0
            ? first.data
            : await json(await post("/api/checkout", { ...body, expectedTotal: first.data.bill.totalAmount }));
        ids.push(placed.order.id);
        if (method === "CREDIT_CARD")
          nonce = new URL(placed.next.url, location.origin).searchParams.get("payment") ?? "";
      }
      return { ids, nonce };
    },
    { email: `${unique("e2e-cards")}@example.com`, password: DEMO_PASSWORD, orders, admin: ADMIN },
  );
}

const shot = (page: Page, name: string, locale: Locale) =>
  lookAt(page, `test-results/${name}-${locale}-${test.info().project.name}.png`);

const T = {
  "zh-TW": {
    cards: "信用卡",
    declined: "新增信用卡失敗",
    added: "信用卡已新增",
    picked: "已帶入門市",
    unavailable: "此裝置無法使用 Apple Pay",
  },
  en: {
    cards: "Credit cards",
    declined: "Adding the card failed",
    added: "Card added",
    picked: "Store filled in",
    unavailable: "Apple Pay isn't available on this device",
  },
} as const;

for (const locale of ["zh-TW", "en"] as const) {
  test(`cards, map pick, Apple Pay and order print (${locale})`, async ({ page }) => {
    test.setTimeout(360_000);
    await ownAddress(page.context());
    await useLocale(page, locale);
    const { ids, nonce } = await memberWithOrders(page, 4);

    // Saved cards: empty, declined, added.
    await page.goto(hostUrl(SHOP_A, "/profile/info/cards"));
    await expect(page.getByRole("heading", { name: T[locale].cards, level: 2, exact: true })).toBeVisible();
    await expect(page.getByTestId("saved-cards")).toContainText(
      locale === "en" ? "No saved cards yet" : "還沒有儲存的信用卡",
    );
    await shot(page, "cards-empty", locale);
    await page.getByTestId("card-add").click();
    const form = page.getByTestId("card-form");
    await form.locator("#f-holder").fill("Mia Chen");
    await form.locator("#f-number").fill("4242 4242 4242 4241");
    await form.locator("#f-expiry").fill("12/39");
    await form.locator("#f-cvc").fill("123");
    await page.getByTestId("card-save").click();
    // The shared rule refuses the bad Luhn digit in the browser.
    await expect(form.locator("#f-number-err")).toBeVisible();
    await form.locator("#f-number").fill("4000 0000 0000 0002");
    await page.getByTestId("card-save").click();
    await expect(page.getByTestId("card-error")).toContainText(T[locale].declined);
    await shot(page, "cards-error", locale);
    await form.locator("#f-number").fill("4242 4242 4242 4242");
    await page.getByTestId("card-save").click();
    await expect(page.getByText(T[locale].added)).toBeVisible();
    await expect(page.getByTestId("card-entry")).toHaveCount(1);
    await expect(page.getByTestId("card-entry")).toContainText("4242");
    await shot(page, "cards-added", locale);

    // Address book: a pickup store chosen on the (test) map fills the form.
    await page.goto(hostUrl(SHOP_A, "/profile/info/address"));
    await page.getByTestId("address-add").click();
    const book = page.getByTestId("address-form");
    await book.locator("input[name=type][value=CVS]").check();
    await book.locator("#f-name").fill("王小明");
    await book.locator("#f-phone").fill("0912345678");
    await book.locator("#f-chain").selectOption("FAMI");
    await page.getByTestId("address-map-pick").click();
    await expect(page.getByTestId("test-cvs-map")).toBeVisible({ timeout: 30_000 });
    await page.getByTestId("cvs-006598").click();
    await expect(page).toHaveURL(/\/profile\/info\/address$/, { timeout: 30_000 });
    await expect(page.getByText(T[locale].picked)).toBeVisible();
    await expect(book.locator("#f-storeId")).toHaveValue("006598");
    await expect(book.locator("#f-name")).toHaveValue("王小明");
    await shot(page, "address-map-picked", locale);
    await page.getByTestId("address-save").click();
    await expect(page.getByTestId("address-entry")).toContainText("全家台北站前店");

    // Order print: one, then three orders on three A4 pages.
    await page.goto(hostUrl(SHOP_A, `/order-print?id=${ids[0]}`));
    await expect(page.getByTestId("print-sheet")).toHaveCount(1);
    await shot(page, "order-print-single", locale);
    await page.goto(hostUrl(SHOP_A, `/order-print?ids=${ids.slice(0, 3).join(",")}`));
    await expect(page.getByTestId("print-sheet")).toHaveCount(3);
    await shot(page, "order-print-multiple", locale);
    const pdf = (await page.pdf({ format: "A4", preferCSSPageSize: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length).toBe(3);

    // Apple Pay inside a frame on the shop's own host: no ApplePaySession in Chromium.
    await page.goto(hostUrl(SHOP_A, "/robots.txt"));
    await page.setContent(
      `<iframe id="pay" src="${hostUrl(SHOP_A, `/apple-pay-page?payment=${nonce}`)}" style="width:100%;height:700px;border:0"></iframe>`,
    );
    const frame = page.frameLocator("#pay");
    await expect(frame.getByTestId("apple-pay-unavailable")).toContainText(T[locale].unavailable);
    await page.goto(hostUrl(SHOP_A, `/apple-pay-page?payment=${nonce}`));
    await expect(page.getByTestId("apple-pay-unavailable")).toBeVisible();
    await expect(page.getByTestId("apple-pay-amount")).toContainText("NT$");
    await shot(page, "apple-pay", locale);
    await page.getByTestId("apple-pay-test").click();
    await expect(page).toHaveURL(/\/(complete-purchase|checkout-complete)/);
  });
}
