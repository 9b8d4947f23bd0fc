import { expect, test } from "@playwright/test";
import { hostUrl, lookAt, openMobileMenuIfNeeded, SHOP_A, text, unique, useLocale } from "./support";

for (const locale of ["zh-TW", "en"] as const) {
  test(`register → login → edit profile → logout (${locale})`, async ({ page }) => {
    const project = test.info().project.name;
    await useLocale(page, locale);
    const email = `${unique("e2e")}@example.com`;
    const password = "secret-pass-1";

    await page.goto(hostUrl(SHOP_A, "/register"));
    await expect(page.getByRole("heading", { name: text[locale].register })).toBeVisible();
    // Validation first: a too-short password is refused with a field message.
    await page.locator("#f-name").fill("Amy Chen");
    await page.locator("#f-email").fill(email);
    await page.locator("#f-password").fill("short");
    await page.getByTestId("register-submit").click();
    await expect(page.locator("#f-password-err")).toBeVisible();
    await lookAt(page, `test-results/register-error-${locale}-${project}.png`);

    await page.locator("#f-password").fill(password);
    await page.getByTestId("register-submit").click();
    await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));

    // Registration signed the member in (the navbar shows it); log out, then log back in.
    await expect(page.locator("[data-testid=nav-logout]")).toHaveCount(2);
    await openMobileMenuIfNeeded(page);
    await page.locator("[data-testid=nav-logout]:visible").click();
    // The signed-out navbar (login links in both the desktop and the mobile menu) is back.
    await expect(page.locator("[data-testid=nav-login]")).toHaveCount(2);
    await openMobileMenuIfNeeded(page);
    await expect(page.locator("[data-testid=nav-login]:visible")).toBeVisible();

    await page.goto(hostUrl(SHOP_A, "/login"));
    await page.locator("#f-email").fill(email);
    await page.locator("#f-password").fill("wrong-password");
    await page.getByTestId("login-submit").click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.locator("#f-password").fill(password);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));

    await page.goto(hostUrl(SHOP_A, "/profile/info/setting"));
    await expect(page.getByRole("heading", { name: text[locale].settings })).toBeVisible();
    await page.locator("#f-name").fill("Amy Lin");
    await page.locator("#f-phone").fill("0912345678");
    await page.getByTestId("profile-save").click();
    await expect(page.getByText(text[locale].saved)).toBeVisible();
    await page.reload();
    await expect(page.locator("#f-name")).toHaveValue("Amy Lin");
    await expect(page.locator("#f-phone")).toHaveValue("0912345678");
    await lookAt(page, `test-results/profile-${locale}-${project}.png`);

    await openMobileMenuIfNeeded(page);
    await page.locator("[data-testid=nav-logout]:visible").click();
    await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));
    // Signed out: the member area sends the visitor to login.
    await page.goto(hostUrl(SHOP_A, "/profile/info/setting"));
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
}
