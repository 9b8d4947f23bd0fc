import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, fillBranchForm, hostUrl, nationalId, pickDemoPlan, toRegistrationCheckout } from "./support";

// The visitor's side of branch registration (issue 13 §2) on any host of a network: register as a
// member of that host, fill in the §5 form, pick the seeded plan, its kit and the plan's chosen
// product, pay with the test card and land on /multilevel-complete naming the new host.

/** Registers a member on `host` from a page of that host (Node cannot resolve *.localhost). */
export async function memberOn(page: Page, host: string, email: string) {
  await page.goto(hostUrl(host, "/robots.txt"));
  await page.evaluate(
    async ({ email, password }) => {
      const r = await fetch("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password, name: "加盟會員" }),
      });
      const body = await r.json();
      if (body.code !== 0) throw new Error(JSON.stringify(body));
    },
    { email, password: DEMO_PASSWORD },
  );
  // The demo's registration plan is seeded last: wait until the network takes registrations.
  await expect
    .poll(() => page.evaluate(async () => (await (await fetch("/api/verifications/current")).json()).code as number), {
      timeout: 90_000,
      intervals: [2_000],
    })
    .toBe(0);
}

/** From /join-us to /multilevel-complete on the page's host; returns the new branch's host. */
export async function joinAndPay(page: Page, host: string, o: { email: string; domain: string; name: string }) {
  await page.goto(hostUrl(host, "/join-us"));
  await page.waitForSelector("html[data-hydrated]");
  await page.getByTestId("join-start").click();
  await expect(page.getByTestId("multilevel-info")).toBeVisible();
  await page.getByTestId("info-continue").click();
  await expect(page.getByTestId("multilevel-regist")).toBeVisible();
  await fillBranchForm(page, {
    name: o.name,
    domain: o.domain,
    realName: "王小美",
    email: o.email,
    identification: nationalId(),
  });
  await page.getByTestId("reg-submit").click();

  await pickDemoPlan(page);
  await toRegistrationCheckout(page);
  await page.getByTestId("co-pay-CREDIT_CARD").check();
  await page.getByTestId("co-submit").click();
  await expect(page.getByTestId("test-payment")).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).hostname).toBe(host);
  await page.getByTestId("test-pay").click();

  await expect(page.getByTestId("multilevel-complete")).toBeVisible({ timeout: 60_000 });
  expect(new URL(page.url()).hostname).toBe(host);
  const opened = `${o.domain}.${host.split(".").slice(-2).join(".")}`;
  await expect(page.getByTestId("branch-host")).toHaveText(opened);
  return opened;
}
