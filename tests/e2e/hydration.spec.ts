import { expect, type Page, type Route, test } from "@playwright/test";
import { DEMO_PASSWORD, ensureAdmin, hostUrl, SHOP_A, unique, WIDTH_FREE } from "./support";

// What a person types, ticks or chooses before the page hydrates survives hydration and is what
// the form then sends (app/lib/keepTyped.tsx). Every script chunk is held back until the test has
// filled the server-rendered form, so the input really happens before hydration; <html
// data-hydrated> tells when React has taken over.

const ADMIN = "e2e-hydration@shop-a.test";
const SCRIPTS = "**/assets/*.js";

test.beforeEach(async ({ page }, info) => {
  // Held scripts and a cold server build make these slower than a plain visit.
  test.setTimeout(150_000);
  // Own addresses for this spec (login and register are limited per address).
  await page
    .context()
    .setExtraHTTPHeaders({ "cf-connecting-ip": info.project.name === "mobile" ? "198.51.100.62" : "198.51.100.61" });
});

/** Opens `path` with every script held back; `hydrate()` lets them through and waits for React. */
async function openUnhydrated(page: Page, path: string) {
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const hold = async (route: Route) => {
    await gate;
    await route.continue().catch(() => {});
  };
  await page.route(SCRIPTS, hold);
  await page.goto(hostUrl(SHOP_A, path), { waitUntil: "commit" });
  return {
    async hydrate() {
      expect(await page.locator("html").getAttribute("data-hydrated"), "typed before hydration").toBeNull();
      release();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
      await page.unroute(SCRIPTS, hold);
    },
  };
}

/** Calls the store's API from the page (Node cannot resolve *.localhost); throws unless code 0. */
async function api<T>(page: Page, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  if (!page.url().startsWith(hostUrl(SHOP_A, "/"))) await page.goto(hostUrl(SHOP_A, "/robots.txt"));
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const res = await fetch(path, {
        method,
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const env = await res.json();
      if (env.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(env)}`);
      return env.data;
    },
    { method, path, body, token },
  ) as Promise<T>;
}

/** A fresh member, signed in (the register call sets the session cookie). */
async function newMember(page: Page) {
  const email = `${unique("hydr")}@example.com`;
  await api(page, "POST", "/api/auth/register", { email, password: DEMO_PASSWORD, name: "水合測試" });
  return email;
}

/** This spec's admin, signed in; returns the bearer token for API checks. */
async function adminSignIn(page: Page): Promise<string> {
  await ensureAdmin(ADMIN, "水合管理員");
  const out = await api<{ accessToken: string }>(page, "POST", "/api/auth/login", {
    email: ADMIN,
    password: DEMO_PASSWORD,
  });
  return out.accessToken;
}

test("login: email and password typed before hydration sign the member in", async ({ page }) => {
  const email = await newMember(page);
  await api(page, "GET", "/api/auth/logout");
  const view = await openUnhydrated(page, "/login");
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill(DEMO_PASSWORD);
  await view.hydrate();
  await expect(page.locator("#f-email")).toHaveValue(email);
  await expect(page.locator("#f-password")).toHaveValue(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));
  await expect(page.locator("[data-testid=nav-logout]").first()).toBeAttached();
});

test("register: every field typed before hydration creates the account", async ({ page }) => {
  const email = `${unique("hydr-reg")}@example.com`;
  const view = await openUnhydrated(page, "/register");
  await page.locator("#f-name").fill("預先輸入");
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill("secret-pass-1");
  await view.hydrate();
  await expect(page.locator("#f-name")).toHaveValue("預先輸入");
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));
  const me = await api<{ email: string; name: string }>(page, "GET", "/api/user/profile");
  expect(me).toMatchObject({ email, name: "預先輸入" });
});

test("member settings: text, phone and the gender select chosen before hydration are saved", async ({ page }) => {
  await newMember(page);
  const view = await openUnhydrated(page, "/profile/info/setting");
  await page.locator("#f-name").fill("改過的名字");
  await page.locator("#f-phone").fill("0987654321");
  await page.locator("#f-gender").selectOption("female");
  await view.hydrate();
  await expect(page.locator("#f-name")).toHaveValue("改過的名字");
  await expect(page.locator("#f-gender")).toHaveValue("female");
  await page.getByTestId("profile-save").click();
  await expect(page.getByRole("status").filter({ hasText: /更新成功|Saved/ })).toBeVisible();
  await page.reload();
  await expect(page.locator("#f-name")).toHaveValue("改過的名字");
  await expect(page.locator("#f-phone")).toHaveValue("0987654321");
  await expect(page.locator("#f-gender")).toHaveValue("female");
});

test("address book: the city chosen before hydration drives the district list and is saved", async ({ page }) => {
  await newMember(page);
  const view = await openUnhydrated(page, "/profile/info/address?edit=new");
  const form = page.getByTestId("address-form");
  await form.locator("input[name=name]").fill("林預填");
  await form.locator("input[name=phone]").fill("0912000111");
  await form.getByTestId("address-city").selectOption("臺北市");
  await form.getByTestId("address-line").fill("重慶南路一段 122 號");
  await form.locator("input[name=isDefault]").check();
  await view.hydrate();
  // The hydrated form knows the city: its districts are offered, and the postal code follows.
  await expect(form.getByTestId("address-city")).toHaveValue("臺北市");
  await form.getByTestId("address-district").selectOption("中正區");
  await expect(form.getByTestId("address-postal")).toHaveValue("100");
  await expect(form.getByTestId("address-line")).toHaveValue("重慶南路一段 122 號");
  await expect(form.locator("input[name=name]")).toHaveValue("林預填");
  await page.getByTestId("address-save").click();
  await expect(page.getByTestId("address-entry")).toContainText("100 臺北市中正區重慶南路一段 122 號");
  await expect(page.getByTestId("address-entry")).toContainText("林預填");
});

test("product page: a quantity typed before hydration is what the stepper and the cart use", async ({ page }) => {
  const token = await adminSignIn(page);
  const product = await api<{ id: number }>(
    page,
    "POST",
    "/api/admin/products",
    {
      name: unique("水合數量"),
      price: 100_00,
      isDisplay: true,
      isSaleable: true,
      stocks: [{ spec: "", stock: 50 }],
    },
    token,
  );
  await page.context().clearCookies();
  const view = await openUnhydrated(page, `/product/${product.id}`);
  await page.getByTestId("quantity").fill("3");
  await view.hydrate();
  await expect(page.getByTestId("quantity")).toHaveValue("3");
  await page.getByRole("button", { name: /增加|Increase|More/i }).click();
  await expect(page.getByTestId("quantity")).toHaveValue("4");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("nav-cart-count")).not.toHaveText("0");
  await page.goto(hostUrl(SHOP_A, "/cart"));
  await expect(page.getByTestId("cart-quantity")).toHaveText("4");
});

test(
  "admin new product: the form is client-rendered; a name typed as it appears is saved",
  WIDTH_FREE,
  async ({ page }) => {
    const token = await adminSignIn(page);
    const name = unique("水合商品");
    const view = await openUnhydrated(page, "/admin/product-edit/new");
    // Back-office forms load their data in the browser: the server sends the skeleton, nothing to type in.
    await expect(page.locator("main[aria-busy=true]")).toBeVisible();
    await expect(page.getByTestId("product-name-input")).toHaveCount(0);
    await view.hydrate();
    const input = page.getByTestId("product-name-input");
    await input.fill(name);
    await page.locator("#f-paymentPlan").selectOption("PRE_ORDER");
    await page.getByTestId("product-price").fill("250");
    await page.getByRole("switch", { name: /成人|adult/i }).click();
    await expect(input).toHaveValue(name);
    await page.getByTestId("product-save").click();
    await expect(page).toHaveURL(/\/admin\/product-edit\/\d+$/);
    const id = Number(page.url().split("/").pop());
    const saved = await api<{ name: string; paymentPlan: string; price: number; isAdult: boolean }>(
      page,
      "GET",
      `/api/admin/products/${id}`,
      undefined,
      token,
    );
    expect(saved).toMatchObject({ name, paymentPlan: "PRE_ORDER", price: 250_00, isAdult: true });
  },
);

test("admin new article: name and content typed as the form appears are saved", WIDTH_FREE, async ({ page }) => {
  const token = await adminSignIn(page);
  const name = unique("水合文章");
  const view = await openUnhydrated(page, "/admin/article-edit/new");
  await expect(page.getByTestId("article-name")).toHaveCount(0);
  await view.hydrate();
  await page.getByTestId("article-name").fill(name);
  await page.getByTestId("article-content").fill("<p>水合之前</p>");
  await page.getByTestId("article-save").click();
  await expect(page).toHaveURL(/\/admin\/article-list\//);
  const list = await api<{ items: { id: number; name: string }[] }>(
    page,
    "GET",
    "/api/admin/articles?limit=100",
    undefined,
    token,
  );
  const row = list.items.find((r) => r.name === name);
  expect(row).toBeTruthy();
  const article = await api<{ content: string }>(page, "GET", `/api/admin/articles/${row?.id}`, undefined, token);
  expect(article.content).toContain("水合之前");
});
