import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, hostUrl, PORT, SHOP_A, unique } from "./support";

// The Content-Security-Policy on a real build in Chromium: the shop's and back office's pages load
// and hydrate with no violation at all, and the back office cannot be framed by anyone.

// Its own address and admin account: logins here count against no other spec's limits.
test.use({ extraHTTPHeaders: { "cf-connecting-ip": "198.51.100.61" } });
const ADMIN = "e2e-csp@shop-a.test";

test.beforeAll(async ({ request }) => {
  const r = await request.post(`http://127.0.0.1:${PORT}/operator/stores/1/users`, {
    headers: { authorization: "Bearer dev-operator-token" },
    data: { email: ADMIN, password: DEMO_PASSWORD, name: "測試管理員", isAdmin: true },
  });
  expect([201, 409]).toContain(r.status());
});

type Watch = { violations: () => Promise<string[]>; console: string[] };

/** Collects `securitypolicyviolation` events (in every frame) and CSP console messages. */
async function watchCsp(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const console: string[] = [];
  page.on("console", (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) console.push(m.text());
  });
  return {
    console,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
}

/** A product of shop A, created through the admin API from inside the page (same origin). */
async function aProduct(page: Page): Promise<number> {
  await page.goto(hostUrl(SHOP_A, "/robots.txt"));
  return page.evaluate(
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
      const created = await json(
        await fetch("/api/admin/products", {
          method: "POST",
          headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
          body: JSON.stringify({ name, price: 12000, stocks: [{ spec: "", stock: 9 }] }),
        }),
      );
      return (created.id ?? created.data?.id) as number;
    },
    { email: ADMIN, password: DEMO_PASSWORD, name: unique("CSP 測試商品") },
  );
}

/**
 * Loads a page, checks its policy allows inline scripts only by a nonce (a render) or by their
 * hashes (a page-cache hit), and proves hydration with a client-side navigation.
 */
async function loadAndHydrate(page: Page, path: string, ready: string) {
  const res = await page.goto(hostUrl(SHOP_A, path));
  expect(res?.headers()["content-security-policy"], path).toMatch(
    /script-src 'self' (?:'nonce-[A-Za-z0-9_-]+' |(?:'sha256-[A-Za-z0-9+/=]+' )+)'report-sample'/,
  );
  await expect(page.getByTestId(ready).first()).toBeVisible();
  // A link click that keeps the window (no document load) only happens once React Router runs.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.getByTestId("store-name").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));
  await expect(page.getByTestId("home")).toBeVisible();
  await expect(page.getByTestId("nav-progress")).toHaveAttribute("data-state", "idle");
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), path).toBe(
    true,
  );
  return res;
}

test("storefront, checkout login and admin login load and hydrate with zero CSP violations", async ({ page }) => {
  test.setTimeout(300_000); // seven documents and six client navigations on a shared 2-core machine
  const productId = await aProduct(page);
  await page.context().clearCookies(); // the API login also set the session cookie: browse as a visitor
  const watch = await watchCsp(page);
  const pages: [string, string][] = [
    ["/", "home"],
    [`/product/${productId}`, "store-name"],
    ["/cart", "cart-page"],
    ["/checkout", "login-submit"], // a visitor is sent to sign in first (checkout login)
    ["/admin", "admin-login-submit"],
  ];
  for (const [path, ready] of pages) {
    await loadAndHydrate(page, path, ready);
    expect(await watch.violations(), path).toEqual([]);
  }
  // The product page again from the page cache (scripts allowed by their hashes): still nothing blocked.
  const cached = await loadAndHydrate(page, `/product/${productId}`, "store-name");
  expect(cached?.headers()["x-sf-page-cache"]).toBe("hit");
  expect(cached?.headers()["content-security-policy"]).toContain("'sha256-");
  expect(await watch.violations()).toEqual([]);
  expect(watch.console).toEqual([]);

  // Control: a script injected without the nonce does not run, and the watch sees the violation.
  const ran = await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.__injected = true";
    document.body.append(s);
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await watch.violations()).join()).toContain("script-src-elem");
});

test("the back office signed in loads with zero CSP violations", async ({ page }) => {
  const watch = await watchCsp(page);
  await page.goto(hostUrl(SHOP_A, "/admin"));
  await page.locator("input[name=email]").fill(ADMIN);
  await page.locator("input[name=password]").fill(DEMO_PASSWORD);
  await page.getByTestId("admin-login-submit").click();
  await expect(page).toHaveURL(/\/admin\/.+/);
  const res = await page.goto(hostUrl(SHOP_A, "/admin/products"));
  expect(res?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator("main").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await watch.violations()).toEqual([]);
  expect(watch.console).toEqual([]);
});

test("an admin page in a frame is blocked; the storefront frames only for its own hosts", async ({ page }) => {
  // Parent documents served by the test itself: one on another origin, one on the shop's own.
  const parent = (frames: Record<string, string>) =>
    `<!doctype html><body>${Object.entries(frames)
      .map(([id, src]) => `<iframe id="${id}" src="${src}" onload="window.__loaded=(window.__loaded||0)+1"></iframe>`)
      .join("")}</body>`;
  const foreign = `http://elsewhere.localhost:${new URL(hostUrl(SHOP_A)).port}/parent`;
  const own = hostUrl(SHOP_A, "/__frame-parent");
  await page.route(foreign, (r) =>
    r.fulfill({
      contentType: "text/html",
      body: parent({ admin: hostUrl(SHOP_A, "/admin"), shop: hostUrl(SHOP_A, "/") }),
    }),
  );
  await page.route(own, (r) =>
    r.fulfill({
      contentType: "text/html",
      body: parent({ admin: hostUrl(SHOP_A, "/admin"), shop: hostUrl(SHOP_A, "/") }),
    }),
  );

  const refused: string[] = [];
  page.on("console", (m) => {
    if (/frame-ancestors/.test(m.text())) refused.push(m.text());
  });

  // Its own origin: the storefront shows, the back office does not.
  await page.goto(own);
  await expect(page.frameLocator("#shop").getByTestId("store-name").first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __loaded?: number }).__loaded)).toBe(2);
  await expect(page.frameLocator("#admin").getByTestId("admin-login-submit")).toHaveCount(0);

  // Another origin: neither shows.
  await page.goto(foreign);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __loaded?: number }).__loaded)).toBe(2);
  await expect(page.frameLocator("#admin").getByTestId("admin-login-submit")).toHaveCount(0);
  await expect(page.frameLocator("#shop").getByTestId("store-name")).toHaveCount(0);
  expect(refused.some((m) => m.includes("'none'"))).toBe(true);
});
