import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, ensureAdmin, hostUrl, ownAddress, PORT, SHOP_A, unique, WIDTH_FREE } from "./support";

// Issue 28 §8: an applied coupon was gone when the shopper left checkout for the cart or a product
// and came back. It stays with the cart now (kept beside the cart's rows), until removed or used.

const ADMIN = "e2e-checkout-coupon@shop-a.test";
const GIFT = "E2E 優惠券禮盒";
const COUPON = "WELCOME88";

/** The store's API from Node (Node cannot resolve *.localhost: 127.0.0.1 with the store's Host). */
async function call(request: APIRequestContext, method: string, path: string, body?: unknown, token?: string) {
  const r = await request.fetch(`http://127.0.0.1:${PORT}${path}`, {
    method,
    headers: {
      host: `${SHOP_A}:${PORT}`,
      origin: hostUrl(SHOP_A, "").replace(/\/$/, ""),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: body,
  });
  const json = await r.json();
  if (json.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return { data: json.data, cookie: r.headersArray().find((h) => /^sf_session=/.test(h.value))?.value };
}

/** This spec's NT$600 product (made once, stock topped up each run). */
async function giftId(request: APIRequestContext): Promise<number> {
  await ensureAdmin(ADMIN, "優惠券管理員");
  const { data: login } = await call(request, "POST", "/api/auth/login", { email: ADMIN, password: DEMO_PASSWORD });
  const token = login.accessToken as string;
  const found = (
    await call(request, "GET", `/api/admin/products?keyword=${encodeURIComponent(GIFT)}`, undefined, token)
  ).data;
  const list = (Array.isArray(found) ? found : (found.data ?? found.items ?? [])) as { id: number; name: string }[];
  const existing = list.find((p) => p.name === GIFT);
  const stocks = [{ spec: "", stock: 500 }];
  if (!existing) {
    const body = { name: GIFT, price: 600_00, isDisplay: true, isSaleable: true, stocks };
    return (await call(request, "POST", "/api/admin/products", body, token)).data.id;
  }
  const current = (await call(request, "GET", `/api/admin/products/${existing.id}`, undefined, token)).data;
  await call(
    request,
    "PATCH",
    `/api/admin/products/${existing.id}`,
    { stocks: [{ id: current.stocks[0].id, ...stocks[0] }] },
    token,
  );
  return existing.id;
}

/** A new member, signed in on the page's context. */
async function signedInMember(page: Page) {
  const email = `${unique("coupon")}@shop-a.test`;
  const { cookie } = await call(page.request, "POST", "/api/auth/register", {
    email,
    password: DEMO_PASSWORD,
    name: "優惠券會員",
  });
  const value = cookie?.match(/^sf_session=([^;]*)/)?.[1];
  if (!value) throw new Error("register: no session cookie");
  await page
    .context()
    .addCookies([{ name: "sf_session", value, domain: SHOP_A, path: "/", httpOnly: true, sameSite: "Lax" }]);
}

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

test(
  "an applied coupon is still applied after a trip to the cart and a product, until removed",
  WIDTH_FREE,
  async ({ page }) => {
    test.setTimeout(120_000);
    await ownAddress(page.context());
    const productId = await giftId(page.request);
    await signedInMember(page);

    await page.goto(hostUrl(SHOP_A, `/product/${productId}`));
    await hydrated(page);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("nav-cart-count")).toHaveText("1");

    await page.goto(hostUrl(SHOP_A, "/checkout"));
    await hydrated(page);
    await page.getByTestId("coupon-input").fill(COUPON);
    await page.getByTestId("coupon-apply").click();
    await expect(page.getByTestId("coupon-status")).toContainText(COUPON);
    await expect(page.getByTestId("bill-discount")).toContainText("88");

    // Back to the cart, on to the product, and to checkout again: the coupon is still there.
    await page.goto(hostUrl(SHOP_A, "/cart"));
    await expect(page.getByTestId("cart-line")).toContainText(GIFT);
    await page.goto(hostUrl(SHOP_A, `/product/${productId}`));
    await expect(page.getByTestId("product-name")).toHaveText(GIFT);
    await page.goto(hostUrl(SHOP_A, "/cart"));
    await hydrated(page);
    await page.getByTestId("cart-checkout").click();
    await expect(page).toHaveURL(hostUrl(SHOP_A, "/checkout"));
    await expect(page.getByTestId("coupon-status")).toContainText(COUPON);
    await expect(page.getByTestId("coupon-input")).toHaveValue(COUPON);
    await expect(page.getByTestId("bill-discount")).toContainText("88");

    // Removed, it stays removed.
    await hydrated(page);
    await page.getByTestId("coupon-remove").click();
    await expect(page.getByTestId("coupon-status")).toHaveCount(0);
    await expect(page.getByTestId("bill-discount")).toHaveCount(0);
    await page.goto(hostUrl(SHOP_A, "/cart"));
    await page.goto(hostUrl(SHOP_A, "/checkout"));
    await expect(page.getByTestId("checkout-form")).toBeVisible();
    await expect(page.getByTestId("coupon-status")).toHaveCount(0);
    await expect(page.getByTestId("coupon-input")).toHaveValue("");
  },
);
