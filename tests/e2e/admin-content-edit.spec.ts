import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, ensureAdmin, hostUrl, SHOP_A, unique } from "./support";

// The content edit pages on the edit kit: a blog category refuses an empty name on the field
// itself, asks before leaving with unsaved changes, saves; an article is written into it and
// deleted from its own page after a confirm; a custom page is created and deleted the same way.

const EMAIL = "e2e-content-edit@shop-a.test";

test.beforeAll(() => ensureAdmin(EMAIL, "內容編輯員"));

const signIn = (page: Page, to?: string) => adminSignIn(page, EMAIL, { to });

/** A record's id by its name, read from the admin API the pages use. */
async function idByName(page: Page, path: string, field: string, name: string) {
  return page.evaluate(
    async ({ path, field, name }) => {
      const body = (await (await fetch(path)).json()) as { data: unknown };
      // Lists come as the array itself or wrapped ({items}, {list}).
      const d = body.data as Record<string, unknown>[] | Record<string, Record<string, unknown>[] | undefined>;
      const list = Array.isArray(d) ? d : (d.items ?? d.list ?? []);
      return (list.find((x) => x[field] === name)?.id as number | undefined) ?? null;
    },
    { path, field, name },
  );
}

/** Deletes from the edit page's delete section, after the confirm. */
async function deleteHere(page: Page) {
  // By keyboard: the sticky save bar may sit over the end of the page while it scrolls.
  await page.getByRole("button", { name: "刪除", exact: true }).press("Enter");
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
}

test("blog category and article: field errors in place, unsaved guard, save, delete with confirm", async ({ page }) => {
  test.setTimeout(120_000);
  const name = unique("E2E分類").slice(0, 40);
  await signIn(page, "/admin/article-edit-category/new");
  await expect(page.getByTestId("article-category-edit")).toBeVisible();
  await page.getByTestId("article-category-save").click();
  await expect(page.locator("#f-name-err")).toBeVisible();
  await expect(page).toHaveURL(/article-edit-category\/new$/);

  await page.getByTestId("article-category-name").fill(name);
  await page.getByRole("navigation", { name: "頁面路徑" }).getByRole("link").last().click();
  const guard = page.getByTestId("unsaved-dialog");
  await expect(guard).toBeVisible();
  await guard.getByRole("button", { name: "繼續編輯" }).click();
  await expect(guard).toHaveCount(0);
  await expect(page.getByTestId("article-category-name")).toHaveValue(name);

  await page.getByTestId("article-category-save").click();
  await expect(page).toHaveURL(/article-category-list\/1$/);
  await expect(page.getByTestId("flash-success").last()).toBeVisible();
  const categoryId = await idByName(page, "/api/admin/article/categories", "name", name);
  expect(categoryId).toBeGreaterThan(0);

  // An article in it (the category preselected from the URL).
  const title = unique("E2E文章").slice(0, 60);
  await page.goto(hostUrl(SHOP_A, `/admin/article-edit/new?categoryId=${categoryId}`));
  await expect(page.locator("#f-categoryId")).toHaveValue(String(categoryId));
  await page.getByTestId("article-name").fill(title);
  await page.getByTestId("article-save").click();
  await expect(page).toHaveURL(new RegExp(`article-list/${categoryId}/1$`));
  const articleId = await idByName(page, "/api/admin/articles?limit=100", "name", title);
  expect(articleId).toBeGreaterThan(0);

  await page.goto(hostUrl(SHOP_A, `/admin/article-edit/${articleId}`));
  await expect(page.getByTestId("article-name")).toHaveValue(title);
  await deleteHere(page);
  await expect(page).toHaveURL(/article-list\/0\/1$/);
  expect(await idByName(page, "/api/admin/articles?limit=100", "name", title)).toBeNull();

  await page.goto(hostUrl(SHOP_A, `/admin/article-edit-category/${categoryId}`));
  await deleteHere(page);
  expect(await idByName(page, "/api/admin/article/categories", "name", name)).toBeNull();
});

test("custom page: created, reopened with its values, deleted after a confirm", async ({ page }) => {
  test.setTimeout(120_000);
  const title = unique("E2E頁面").slice(0, 60);
  await signIn(page, "/admin/settingpage/setpage/new");
  await page.getByTestId("page-title").fill(title);
  await page.getByTestId("page-save").click();
  await expect(page).toHaveURL(/setting-page-list$/);
  const id = await idByName(page, "/api/admin/setting/pages", "title", title);
  expect(id).toBeGreaterThan(0);

  await page.goto(hostUrl(SHOP_A, `/admin/settingpage/setpage/${id}`));
  await expect(page.getByTestId("page-title")).toHaveValue(title);
  await deleteHere(page);
  await expect(page).toHaveURL(/setting-page-list$/);
  expect(await idByName(page, "/api/admin/setting/pages", "title", title)).toBeNull();
});
