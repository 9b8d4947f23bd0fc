import { expect, test } from "@playwright/test";
import { hostUrl, lookAt, PORT, SHOP_A, unique } from "./support";

/** Reads the reset link from the local mail outbox through the operator API. */
async function resetLinkFor(email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}/operator/stores/1/outbox?to=${encodeURIComponent(email)}`, {
    headers: { authorization: "Bearer dev-operator-token" },
  });
  const body = (await res.json()) as { data: { body: string }[] };
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(body.data[0]?.body ?? "")?.[0];
  if (!link) throw new Error(`no reset mail for ${email}`);
  return link;
}

test("forgotten password: mail from the outbox, new password, log in", async ({ page }) => {
  const email = `${unique("reset")}@example.com`;
  await page.goto(hostUrl(SHOP_A, "/register"));
  await page.locator("#f-name").fill("Rita Ho");
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill("first-password");
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));
  await page.context().clearCookies();

  await page.goto(hostUrl(SHOP_A, "/forget-password"));
  await page.locator("#f-email").fill(email);
  await page.getByRole("button", { name: "寄送重設連結" }).click();
  await expect(page.getByText("重設密碼連結已寄出")).toBeVisible();

  await page.goto(await resetLinkFor(email));
  await page.locator("#f-newPassword").fill("second-password");
  await page.locator("#f-confirmPassword").fill("second-password-x");
  await page.getByRole("button", { name: "設定新密碼" }).click();
  await expect(page.locator("#f-confirmPassword-err")).toHaveText("兩次輸入的密碼不一致");
  await page.locator("#f-confirmPassword").fill("second-password");
  await page.getByRole("button", { name: "設定新密碼" }).click();
  await expect(page.getByText("密碼已更新")).toBeVisible();
  await lookAt(page, `test-results/reset-done-${test.info().project.name}.png`);

  await page.goto(hostUrl(SHOP_A, "/login"));
  await page.locator("#f-email").fill(email);
  await page.locator("#f-password").fill("second-password");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(hostUrl(SHOP_A, "/"));
});
