import { expect, type Page, test } from "@playwright/test";
import { ADMIN_FORM_ROUTES } from "../adminRoutes";
import { adminSignIn, hostUrl, SHOP_A } from "./support";

// Issue 28 §5: a person who starts typing the moment a form shows keeps what they typed when the
// form's data arrives — on the first load and after a client-side navigation. Every API answer is
// held back so that the page's own requests (the record, its choice lists, the store's settings)
// land after the typing; the value is read once every held answer has come.
const HOLD_MS = 400;
const TYPED = "手打的字 typed";
const TYPED_NUMBER = "4321";

/** Holds every /api/ answer HOLD_MS and counts what is still on its way. */
async function holdAnswers(page: Page) {
  const pending = { n: 0 };
  await page.route(
    (url) => url.pathname.startsWith("/api/"),
    async (route) => {
      pending.n++;
      try {
        await new Promise((r) => setTimeout(r, HOLD_MS));
        await route.continue();
      } finally {
        pending.n--;
      }
    },
  );
  return pending;
}

/** The form's first text field: what a person types into first. */
const firstField = (page: Page) =>
  page
    .locator("main")
    .locator(
      ['input[type="text"]', "input:not([type])", 'input[type="number"]', "textarea"]
        .map((s) => `${s}:visible:enabled`)
        .join(", "),
    )
    .first();

async function typeBeforeSettled(page: Page, pending: { n: number }, path: string) {
  const field = firstField(page);
  await expect(field, `${path}: a text field`).toBeEditable({ timeout: 30_000 });
  const typed = (await field.getAttribute("type")) === "number" ? TYPED_NUMBER : TYPED;
  await field.fill(typed);
  // Every held answer in, and a render after it.
  await expect.poll(() => pending.n, { timeout: 30_000 }).toBe(0);
  await page.waitForTimeout(HOLD_MS);
  await expect(firstField(page), `${path}: the typed value survives its data`).toHaveValue(typed);
}

test("every kit form keeps what was typed while its data loads, on first load and after a client-side navigation", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await adminSignIn(page, "admin@shop-a.test");
  const pending = await holdAnswers(page);
  for (const path of ADMIN_FORM_ROUTES) {
    // A client-side navigation back to the form: away through the top bar, then the browser's back.
    await page.goto(hostUrl(SHOP_A, path));
    await expect(firstField(page)).toBeEditable({ timeout: 30_000 });
    await expect.poll(() => pending.n, { timeout: 30_000 }).toBe(0);
    await page.getByTestId("admin-topbar").locator('a[href^="/admin"]').first().click();
    await expect(page).not.toHaveURL(hostUrl(SHOP_A, path));
    await page.goBack();
    await typeBeforeSettled(page, pending, `${path} (back)`);

    // A first load of the form.
    await page.goto(hostUrl(SHOP_A, path));
    await typeBeforeSettled(page, pending, path);
  }
});
