import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, DEMO_PASSWORD, hostUrl, PORT, SHOP_B } from "./support";

// setting-store end to end (issue 12 §2): an admin sets a logo and a favicon through the page; the
// storefront header then shows the logo and its icon links point at the favicon's sizes. A wrong
// tax id is refused in place. The demo store is put back afterwards.

const LOGO = path.join(import.meta.dirname, "../fixtures/logo-200x150.png");
const FAVICON = path.join(import.meta.dirname, "../fixtures/photo-640x480.webp");
const ADMIN = "e2e-brand@shop-b.test";

test.beforeAll(async () => {
  // Its own admin account: login is rate limited per account. (Node cannot resolve *.localhost.)
  const stores = (await (
    await fetch(`http://127.0.0.1:${PORT}/operator/stores?q=`, {
      headers: { authorization: "Bearer dev-operator-token" },
    })
  ).json()) as { data: { storeId: number; hosts: string[] }[] };
  const store = stores.data.find((s) => s.hosts.includes(SHOP_B));
  if (!store) throw new Error("demo store shop-b is missing");
  const r = await fetch(`http://127.0.0.1:${PORT}/operator/stores/${store.storeId}/users`, {
    method: "POST",
    headers: { authorization: "Bearer dev-operator-token", "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD, name: "品牌管理員", isAdmin: true }),
  });
  if (r.status !== 201 && r.status !== 409) throw new Error(`e2e admin: HTTP ${r.status}`);
});

const signIn = (page: Page, to?: string) => adminSignIn(page, ADMIN, { host: SHOP_B, to });

type Setting = {
  logo: { path: string; variants: Record<string, { path: string }> } | null;
  favicon: { path: string; variants: Record<string, { path: string }> } | null;
};

const readSetting = (page: Page) =>
  page.evaluate(async () => (await (await fetch("/api/admin/setting/store")).json()).data) as Promise<Setting>;

test("admin sets a logo and a favicon; the storefront shows the logo and links the favicon", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, "/admin/settingpage/setting-store");
  // The page's data loads in the browser (clientLoader): allow a slow first load.
  await expect(page.getByTestId("setting-store")).toBeVisible({ timeout: 60_000 });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  try {
    // A wrong tax id is refused where it was typed, before anything is sent.
    await page.getByTestId("store-companyId").fill("1234");
    await page.getByTestId("store-setting-save").click();
    await expect(page.locator("#f-companyId-err")).toBeVisible();
    await page.getByTestId("store-companyId").fill("12345678");

    await page.getByTestId("store-logo-input").setInputFiles(LOGO);
    await expect(page.getByTestId("store-logo-item")).toHaveCount(1, { timeout: 30_000 });
    await page.getByTestId("store-favicon-input").setInputFiles(FAVICON);
    await expect(page.getByTestId("store-favicon-item")).toHaveCount(1, { timeout: 30_000 });
    // The header preview shows the new logo before saving.
    await expect(page.getByTestId("store-logo-preview")).toHaveAttribute("src", /^\/media\//);

    await page.getByTestId("store-setting-save").click();
    await expect(page.getByTestId("flash-success").last()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("#f-companyId-err")).toHaveCount(0);
    const saved = await readSetting(page);
    expect(saved.logo).not.toBeNull();
    expect(saved.favicon).not.toBeNull();
    const logoSrc = saved.logo?.variants.w400?.path ?? saved.logo?.path ?? "";
    // The admin top bar shows it too (from the next page load on).
    await page.reload();
    await expect(page.getByTestId("admin-logo")).toHaveAttribute("src", logoSrc, { timeout: 30_000 });

    // Storefront: the header logo and the icon links of the favicon.
    await page.goto(hostUrl(SHOP_B, "/"));
    const logo = page.getByTestId("store-logo");
    await expect(logo).toHaveAttribute("src", logoSrc);
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((l) => ({ href: l.getAttribute("href"), sizes: l.getAttribute("sizes") })));
    const fav = saved.favicon?.variants ?? {};
    expect(icons).toContainEqual({ href: fav.f16?.path, sizes: "16x16" });
    expect(icons).toContainEqual({ href: fav.f32?.path, sizes: "32x32" });
    expect(icons).toContainEqual({ href: fav.f192?.path, sizes: "192x192" });
    expect(icons.map((i) => i.href)).not.toContain("/favicon.svg");
    await expect(page.locator('link[rel="apple-touch-icon"][sizes="180x180"]')).toHaveAttribute(
      "href",
      fav.t180?.path ?? "",
    );
    // The linked icon is a real PNG.
    // (Fetched by the page: Node cannot resolve *.localhost, browsers do.)
    const png = await page.evaluate(async (href) => {
      const r = await fetch(href);
      return { status: r.status, type: r.headers.get("content-type"), bytes: (await r.arrayBuffer()).byteLength };
    }, fav.f32?.path ?? "/");
    expect(png).toMatchObject({ status: 200, type: "image/png" });
    expect(png.bytes).toBeGreaterThan(0);
  } finally {
    // Put the demo store back for the other specs (the uploads are swept as unreferenced).
    await page.goto(hostUrl(SHOP_B, "/admin/settingpage/setting-store"));
    const status = await page.evaluate(async () => {
      const r = await fetch("/api/admin/setting/store", {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ logoId: null, faviconId: null, companyId: "" }),
      });
      return (await r.json()).code;
    });
    expect(status).toBe(0);
  }
});
