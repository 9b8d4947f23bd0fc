import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import {
  DEMO_PASSWORD,
  ensureAdmin,
  hostUrl,
  type Locale,
  lookAt,
  SHOP_A,
  useLocale as setLocale,
  unique,
} from "./support";

// LINE sign-in on a real build, at both widths, against the local test provider: a guest with a
// cart starts checkout, signs up with LINE on /line/register and lands back on /checkout with the
// cart; /profile/info/social shows LINE linked and refuses to unlink the only way in; a member made
// on /email/register links and unlinks LINE. Screenshots of the four pages in both languages.

// Every step is a server round trip (OAuth redirects, SSR): on a loaded machine one can take seconds.
const expect = baseExpect.configure({ timeout: 45_000 });

const ADMIN = "e2e-social@shop-a.test";
const TEA = "E2E LINE 註冊烏龍茶";

/** The test product (made once, stock topped up each run); returns its id. */
async function seedProduct(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  await page.goto(hostUrl(SHOP_A, "/robots.txt"));
  const id = await page.evaluate(
    async ({ email, password, name }) => {
      const json = async (res: Response) => {
        const body = await res.json();
        if (body.code !== 0) throw new Error(`${res.url}: ${JSON.stringify(body)}`);
        return body.data;
      };
      const { accessToken } = await json(
        await fetch("/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        }),
      );
      const headers = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };
      const found = await json(await fetch(`/api/products?keyword=${encodeURIComponent(name)}&limit=10`));
      const list = (Array.isArray(found) ? found : (found.data ?? [])) as { id: number; name: string }[];
      const existing = list.find((p) => p.name === name);
      if (existing) {
        const current = await json(await fetch(`/api/admin/products/${existing.id}`, { headers }));
        await json(
          await fetch(`/api/admin/products/${existing.id}`, {
            method: "PATCH",
            headers,
            body: JSON.stringify({ stocks: [{ id: current.stocks[0].id, spec: "", stock: 500 }] }),
          }),
        );
        return existing.id as number;
      }
      const made = await json(
        await fetch("/api/admin/products", {
          method: "POST",
          headers,
          body: JSON.stringify({
            name,
            price: 38000,
            isDisplay: true,
            isSaleable: true,
            stocks: [{ spec: "", stock: 500 }],
          }),
        }),
      );
      return made.id as number;
    },
    { email: ADMIN, password: DEMO_PASSWORD, name: TEA },
  );
  await page.close();
  return id;
}

let productId = 0;
test.beforeAll(async ({ browser }) => {
  await ensureAdmin(ADMIN, "社群管理員");
  productId = await seedProduct(browser);
});

/** The page in both languages at this project's width (test-results/social-<name>-<locale>-<project>.png). */
async function shoot(page: Page, name: string, project: string, check: (l: Locale) => Promise<void>) {
  for (const locale of ["en", "zh-TW"] as const) {
    await setLocale(page, locale);
    await page.reload();
    await check(locale);
    await lookAt(page, `test-results/social-${name}-${locale}-${project}.png`);
  }
}

/** On the test provider's page: sign in as the given LINE user. */
async function signInAtTestProvider(page: Page, who: { userId: string; name?: string; email?: string }) {
  await expect(page.getByTestId("test-line-authorize")).toBeVisible();
  await page.locator("#f-userId").fill(who.userId);
  if (who.name !== undefined) await page.locator("#f-name").fill(who.name);
  if (who.email !== undefined) await page.locator("#f-email").fill(who.email);
  await page.getByTestId("test-line-signin").click();
}

test("guest checkout → LINE → /line/register prefilled → back on /checkout with the cart; LINE-only cannot unlink", async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const project = info.project.name;
  const email = `${unique("line")}@shop-a.test`;
  const lineId = `U${unique(project).replace(/\W/g, "")}`;

  await page.goto(hostUrl(SHOP_A, `/product/${productId}`));
  await expect(page.getByTestId("product-name")).toHaveText(TEA);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("nav-cart-count")).toHaveText("1");

  await page.goto(hostUrl(SHOP_A, "/cart"));
  await page.getByTestId("cart-checkout").click();
  await expect(page).toHaveURL(/\/login\?type=checkout/);
  await shoot(page, "login", project, async (l) => {
    await expect(page.getByTestId("line-login")).toHaveText(l === "en" ? /Sign in with LINE/ : /使用 LINE 登入/);
  });

  await page.getByTestId("line-login").click();
  await signInAtTestProvider(page, { userId: lineId, name: "林小美", email });
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/line/register"));
  await expect(page.locator("#f-name")).toHaveValue("林小美");
  await expect(page.locator("#f-email")).toHaveValue(email);
  await shoot(page, "line-register", project, async (l) => {
    await expect(page.locator("h1")).toHaveText(l === "en" ? "Complete your LINE sign-up" : "完成 LINE 註冊");
  });
  // The prefilled values are editable.
  await page.locator("#f-name").fill("林美美");
  await page.getByTestId("line-register-submit").click();

  await expect(page).toHaveURL(hostUrl(SHOP_A, "/checkout"));
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  await expect(page.getByTestId("checkout-line")).toContainText(TEA);

  await page.goto(hostUrl(SHOP_A, "/profile/info/social"));
  await expect(page.getByTestId("social-line")).toHaveAttribute("data-linked", "true");
  await expect(page.getByTestId("line-only-way")).toBeVisible();
  await expect(page.getByTestId("line-unbind")).toHaveCount(0);
  await shoot(page, "profile-social-only", project, async (l) => {
    await expect(page.getByTestId("line-only-way")).toContainText(
      l === "en" ? "only way to sign in" : "唯一的登入方式",
    );
  });
});

test("/email/register signs up with e-mail; the member links LINE and unlinks it again", async ({ page }, info) => {
  test.setTimeout(300_000);
  const project = info.project.name;
  const email = `${unique("mail")}@shop-a.test`;

  await page.goto(hostUrl(SHOP_A, "/email/register"));
  await expect(page.getByTestId("register-choice")).toHaveCount(0);
  await shoot(page, "email-register", project, async (l) => {
    await expect(page.getByTestId("register-submit")).toHaveText(l === "en" ? /Sign up|Register|Create/ : /註冊/);
  });
  await setLocale(page, "zh-TW");
  await page.reload();
  await page.locator("#f-name").fill("陳大文");
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill("email-pass-1");
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));

  await page.goto(hostUrl(SHOP_A, "/profile/info/social"));
  await expect(page.getByTestId("social-line")).toHaveAttribute("data-linked", "false");
  await page.getByTestId("line-bind").click();
  await signInAtTestProvider(page, { userId: `U${unique(`b${project}`).replace(/\W/g, "")}`, name: "陳大文" });
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/profile/info/social?bound=line"));
  await expect(page.getByTestId("social-line")).toHaveAttribute("data-linked", "true");
  await shoot(page, "profile-social", project, async (l) => {
    await expect(page.getByTestId("line-unbind")).toHaveText(l === "en" ? "Unlink" : "解除綁定");
  });
  await page.getByTestId("line-unbind").click();
  await expect(page.getByTestId("social-line")).toHaveAttribute("data-linked", "false");
  await expect(page.getByText("已解除 LINE 綁定")).toBeVisible();
});
