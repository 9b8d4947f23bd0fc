import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, hostUrl, SHOP_A, unique } from "./support";

// The content back office end to end: an admin creates a picture banner with an uploaded image and
// finds it in the banner list (and in the storefront's banner call), then deletes it; and an admin
// changes a style setting that is still there after a reload (and in /api/initial).

const IMAGE = path.join(import.meta.dirname, "../fixtures/photo-1920x1080.jpg");

const signIn = (page: Page, to?: string) => adminSignIn(page, "e2e-content@shop-a.test", { to });

test("admin creates a picture banner with an uploaded image and the banner list shows it", async ({ page }) => {
  test.setTimeout(120_000);
  const title = unique("E2E橫幅");
  await signIn(page, "/admin/settingpage/setting-banner-list");
  await expect(page.getByTestId("banner-list")).toBeVisible();
  await page.getByTestId("banner-new").click();
  await expect(page).toHaveURL(/\/admin\/settingpage\/setbanner\/new$/);
  await expect(page.getByTestId("banner-edit")).toBeVisible();

  // A picture carousel is the default type.
  await expect(page.getByTestId("banner-type-PICTURE-input")).toBeChecked();
  await page.getByTestId("banner-title").fill(title);
  await page.getByTestId("banner-desktop-uploader-input").setInputFiles(IMAGE);
  await expect(page.getByTestId("banner-desktop-uploader-item")).toHaveCount(1, { timeout: 30_000 });
  await page.getByTestId("banner-desktop-link-0").fill("/page/1");
  // The live preview shows the uploaded image.
  await expect(page.getByTestId("banner-preview").locator("img")).toHaveCount(1);

  await page.getByTestId("banner-save").click();
  await expect(page).toHaveURL(/\/admin\/settingpage\/setting-banner-list$/);
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  const row = page.getByTestId("banner-title-link").filter({ hasText: title, visible: true });
  await expect(row).toBeVisible();
  const id = Number((await row.getAttribute("href"))?.split("/").pop());
  expect(id).toBeGreaterThan(0);
  // Its thumbnail is the uploaded image (a media variant path).
  const shown = page
    .locator(`[data-testid="banner-row-${id}"], [data-testid="banner-row-${id}-card"]`)
    .filter({ visible: true });
  await expect(shown.locator("img").first()).toHaveAttribute("src", /^\/media\//);

  // Shoppers get it from the storefront banner call, with its image and link.
  // (Requests go through the page: Node cannot resolve *.localhost, browsers do.)
  const env = (await page.evaluate(async () => (await fetch("/api/setting/banner?isDisplay=true")).json())) as {
    code: number;
    data: { id: number; title: string; media: { link: string }[] }[];
  };
  expect(env.code).toBe(0);
  const stored = env.data.find((b) => b.id === id);
  expect(stored?.title).toBe(title);
  expect(stored?.media).toHaveLength(1);
  expect(stored?.media[0]?.link).toBe("/page/1");

  // Deleting asks first, then removes the row (and keeps the demo home page as it was).
  await shown.getByTestId(`banner-delete-${id}`).click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  await expect(page.getByTestId("banner-title-link").filter({ hasText: title })).toHaveCount(0);
});

test("admin changes a style setting and it persists after reload", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "/admin/settingpage/setting-style");
  await expect(page.getByTestId("style-settings")).toBeVisible();

  const group = page.getByTestId("style-imageBorderType");
  const before = await group.locator("input:checked").getAttribute("value");
  const next = before === "RADIUS3" ? "RADIUS2" : "RADIUS3";
  await page.getByTestId(`style-imageBorderType-${next}`).click();
  await expect(page.getByTestId("style-changes")).not.toHaveText("");
  await page.getByTestId("style-save").click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  await expect(page.getByTestId("style-save")).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId("style-settings")).toBeVisible();
  await expect(page.getByTestId(`style-imageBorderType-${next}-input`)).toBeChecked();
  // The storefront reads the same value.
  const initial = (await page.evaluate(async () => (await fetch("/api/initial")).json())) as {
    data: { personalSettings: { imageBorderType: string } };
  };
  expect(initial.data.personalSettings.imageBorderType).toBe(next);

  // Put the demo store's style back.
  await page.getByTestId(`style-imageBorderType-${before ?? "RADIUS1"}`).click();
  await page.getByTestId("style-save").click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
});

test("admin reorders blog categories with the keyboard, hides one and deletes it from the list", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "/admin/article-category-list/3");
  await expect(page.getByTestId("article-category-list")).toBeVisible();
  // Two categories at the top of the order (higher sort first), made through the page's own API.
  const [first, second] = (await page.evaluate(
    async (names) => {
      const out: number[] = [];
      for (const [i, name] of names.entries()) {
        const res = await fetch("/api/admin/article/categories", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name, sort: 999_990 - i }),
        });
        out.push(((await res.json()) as { data: { id: number } }).data.id);
      }
      return out;
    },
    [unique("E2E分類甲"), unique("E2E分類乙")],
  )) as [number, number];
  const rows = page.locator('[data-testid^="article-category-row-"]').filter({ visible: true });
  const rowOf = (id: number) =>
    page
      .locator(`[data-testid="article-category-row-${id}"], [data-testid="article-category-row-${id}-card"]`)
      .filter({ visible: true });
  const topTwo = async () =>
    (await rows.evaluateAll((els) => els.slice(0, 2).map((e) => e.getAttribute("data-testid")))).map((s) =>
      Number(s?.replace(/\D+/g, "")),
    );
  await page.reload();
  await expect.poll(topTwo).toEqual([first, second]);

  // Keyboard: "up" on the second moves it first; focus stays on the row (its "down" button now).
  await rowOf(second).locator(`[id="acat-${second}-up"]`).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  await expect.poll(topTwo).toEqual([second, first]);
  await expect(rowOf(second).locator(`[id="acat-${second}-down"]`)).toBeFocused();
  await page.reload();
  await expect.poll(topTwo).toEqual([second, first]);

  // Hiding one moves it to the "hidden" tab.
  await rowOf(first).getByTestId(`article-category-show-${first}`).click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  await page.goto(hostUrl(SHOP_A, "/admin/article-category-list/2"));
  await expect(rowOf(first)).toBeVisible();
  await expect(rowOf(second)).toHaveCount(0);

  // Deleting asks first, then the row is gone.
  await rowOf(first).getByTestId(`article-category-delete-${first}`).click();
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  await expect(rowOf(first)).toHaveCount(0);
  await page.evaluate((id) => fetch(`/api/admin/article/categories/${id}`, { method: "DELETE" }), second);
});

test("a picture banner without an image is not sent: the error shows at the images", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "/admin/settingpage/setbanner/new");
  await expect(page.getByTestId("banner-edit")).toBeVisible();
  await page.getByTestId("banner-title").fill(unique("E2E無圖"));
  await page.getByTestId("banner-save").click();
  await expect(page.getByTestId("banner-desktop-uploader").locator("p.text-danger")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/settingpage\/setbanner\/new$/);
  // Leaving with unsaved changes asks first.
  await page
    .getByRole("link", { name: /首頁橫幅|Home banners/ })
    .first()
    .click();
  await expect(page.getByTestId("unsaved-dialog")).toBeVisible();
});

test("admin adds a link to the menu, saves, finds it after reload and removes it", async ({ page }) => {
  test.setTimeout(90_000);
  const label = unique("E2E連結").slice(0, 28);
  await signIn(page, "/admin/settingpage/setting-menu");
  await expect(page.getByTestId("menu-settings")).toBeVisible();
  await expect(page.getByTestId("menu-save")).toBeDisabled();
  const rows = page.getByTestId("menu-row");
  const before = await rows.count();

  await page.getByTestId("menu-add-type-LINK").click();
  await page.locator("#f-menuAddUrl").fill("/page/1");
  await page.getByTestId("menu-add-label").fill(label);
  await page.getByTestId("menu-add-submit").click();
  await expect(rows).toHaveCount(before + 1);
  await page.getByTestId("menu-save").click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  await expect(page.getByTestId("menu-save")).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId("menu-settings")).toBeVisible();
  await expect(page.getByTestId("menu-label").nth(before)).toHaveValue(label);
  await rows.nth(before).getByTestId("menu-remove").click();
  await page.getByTestId("menu-save").click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  await expect(rows).toHaveCount(before);
});
