import { expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { DEMO_PASSWORD, hostUrl, PORT, SHOP_A } from "./support";

// Admin two-factor sign-in end to end: an admin of its own turns it on at the security page
// (reading the setup key off the page, computing the code here as an authenticator app would),
// sees the recovery codes once, signs out, and signs in again with the password and then the code;
// a wrong code is refused in place. Then the session list shows this device, and renewing the
// recovery codes asks for the password again.

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: ms,
  });

async function makeAdmin(email: string) {
  const r = await fetch(`http://127.0.0.1:${PORT}/operator/stores/1/users`, {
    method: "POST",
    headers: { authorization: "Bearer dev-operator-token", "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, name: "安全管理員", isAdmin: true }),
  });
  if (r.status !== 201) throw new Error(`e2e 2fa admin: HTTP ${r.status}`);
}

async function passwordStep(page: Page, email: string) {
  await page.goto(hostUrl(SHOP_A, "/admin"));
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill(DEMO_PASSWORD);
  await page.getByTestId("admin-login-submit").click();
}

// Generous waits: sign-in and page loads share a 2-core machine with the rest of the suite.
const SLOW = { timeout: 60_000 };

test("an admin turns on two-step verification, signs out, and signs in with a code", async ({ page }, info) => {
  test.setTimeout(300_000);
  // Its own account per width: two-factor on a shared admin would lock the other specs out.
  const email = `e2e-2fa-${info.project.name}-${Date.now()}@shop-a.test`;
  await makeAdmin(email);
  await passwordStep(page, email);
  await expect(page.getByTestId("admin-topbar")).toBeVisible(SLOW);

  await page.goto(hostUrl(SHOP_A, "/admin/settingpage/setting-security"));
  const section = page.getByTestId("two-factor");
  await expect(section).toHaveAttribute("data-enabled", "false", SLOW);
  await page.getByTestId("two-factor-start").click();
  const qr = page.getByTestId("two-factor-qr");
  await expect(qr.locator("svg")).toBeVisible(SLOW);
  const secret = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await qr.getAttribute("data-otpauth")).toContain(`secret=${secret}`);

  // A wrong first code is refused under the field; the right one turns it on.
  await page.getByTestId("two-factor-confirm-code").fill("000000");
  await page.getByTestId("two-factor-confirm").click();
  await expect(page.locator("#f-code-err")).toBeVisible(SLOW);
  await page.getByTestId("two-factor-confirm-code").fill(codeAt(secret, Date.now()));
  await page.getByTestId("two-factor-confirm").click();
  await expect(page.getByTestId("recovery-code")).toHaveCount(10, SLOW);
  await page.getByTestId("recovery-codes-done").click();
  await expect(section).toHaveAttribute("data-enabled", "true");
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);

  // Sign out from the user menu.
  await page.getByTestId("admin-user-menu").locator("summary").click();
  await page.getByTestId("admin-logout").click();
  await expect(page.getByTestId("admin-login-submit")).toBeVisible(SLOW);

  // The password alone now leads to the code step; a wrong code stays on it with an error.
  await passwordStep(page, email);
  await expect(page.getByTestId("two-factor-step")).toBeVisible(SLOW);
  await expect(page.getByTestId("admin-topbar")).toHaveCount(0);
  await page.getByTestId("two-factor-code").fill("000000");
  await page.getByTestId("two-factor-submit").click();
  await expect(page.locator("#f-code-err")).toBeVisible(SLOW);
  // The next step's code (the one used to enrol is spent): within the accepted drift.
  await page.getByTestId("two-factor-code").fill(codeAt(secret, Date.now() + 30_000));
  await page.getByTestId("two-factor-submit").click();
  await expect(page.getByTestId("admin-topbar")).toBeVisible(SLOW);

  await page.goto(hostUrl(SHOP_A, "/admin/settingpage/setting-security"));
  await expect(page.getByTestId("two-factor")).toHaveAttribute("data-enabled", "true", SLOW);
  await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toHaveCount(1);

  // Renewing the codes asks again who it is: a wrong password is refused under its field in the
  // dialog, the right one shows ten new codes.
  await page.getByTestId("two-factor-renew").click();
  await page.getByTestId("reauth-password").fill("not-the-password");
  await page.getByTestId("reauth-dialog-confirm").click();
  await expect(page.getByTestId("reauth-dialog").locator("#f-password-err")).toBeVisible(SLOW);
  await page.getByTestId("reauth-password").fill(DEMO_PASSWORD);
  await page.getByTestId("reauth-dialog-confirm").click();
  await expect(page.getByTestId("recovery-code")).toHaveCount(10, SLOW);
});
