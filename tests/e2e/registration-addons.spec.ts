import { expect, type Page, test } from "@playwright/test";
import { FORM } from "../fixtures/registrationForm";
import { DEMO_PASSWORD, hostUrl, nationalId, ownAddress, SHOP_B, useLocale } from "./support";

// Issue 13 §2 registration add-ons on a real build: a member of 森林總店 (shop-b) with a
// registration cart goes on from the cart to /cart-extras/openstore (the seeded CREATING_STORE
// gift, scripts/seed-registration.mjs), takes the gift and continues to /checkout/openstore, whose
// bill lists it free. The application and the plan are set through the API (registration.spec.ts
// walks those pages).

/** REG_SHOTS=<dir>: a full-page picture of each step, to look at the pages (not a check). */
async function shot(page: Page, name: string) {
  const dir = process.env.REG_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

type Plan = { products: { id: number; typeForCreatingStore: string }[] };

/** A new member with a saved application and a complete plan in the registration cart. */
async function memberWithPlan(page: Page) {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto(hostUrl(SHOP_B, "/robots.txt"));
  await page.evaluate(
    async ({ run, password, identification, form }) => {
      const post = async (method: string, path: string, body: unknown) => {
        const r = await fetch(path, {
          method,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        const json = await r.json();
        if (json.code !== 0) throw new Error(`${path}: ${JSON.stringify(json)}`);
        return json.data;
      };
      const email = `add${run}@shop-b.test`;
      await post("POST", "/api/auth/register", { email, password, name: "加購會員" });
      await post("POST", "/api/branch/application", {
        ...form,
        name: "森林加購分店",
        email,
        confirmEmail: email,
        identification,
        domainName: `add${run}`.toLowerCase(),
      });
      const plan: Plan = await (await fetch("/api/branch/plan")).json().then((b) => b.data);
      const of = (t: string) => plan.products.filter((p) => p.typeForCreatingStore === t);
      const chosen = of("MUST_BE_BOUGHT")[0];
      if (!chosen) throw new Error("the demo has no registration plan");
      await post("POST", "/api/branch/cart", { productId: chosen.id, quantity: 1 });
      for (const p of of("MUST_BE_BOUGHT_ONCE"))
        await post("POST", "/api/branch/cart", { productId: p.id, quantity: 1 });
      const pick = of("OPTION_TO_BE_BOUGHT")[0];
      if (pick) await post("POST", "/api/branch/plan/select", { planId: chosen.id, productId: pick.id });
    },
    { run, password: DEMO_PASSWORD, identification: nationalId(), form: FORM },
  );
}

test("a registrant takes the opening gift on /cart-extras/openstore and sees it free in the /checkout/openstore bill", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await ownAddress(page.context());
  await page.goto(hostUrl(SHOP_B, "/robots.txt"));
  // The demo's plan and gift are seeded last: wait until the head store takes registrations.
  await expect
    .poll(() => page.evaluate(async () => (await (await fetch("/api/verifications/current")).json()).code as number), {
      timeout: 90_000,
      intervals: [2_000],
    })
    .toBe(0);
  await memberWithPlan(page);

  await page.goto(hostUrl(SHOP_B, "/registration-cart/register"));
  await page.waitForSelector("html[data-hydrated]");
  await expect(page.getByTestId("reg-extras-link")).toBeVisible();
  await shot(page, "registration-cart");
  await page.getByTestId("reg-checkout").click();

  // The next step is the gift page of the registration flow.
  await expect(page.getByTestId("cart-extras")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/cart-extras\/openstore$/);
  const offer = page.getByTestId("offer").first();
  await expect(offer).toContainText("開店禮");
  const giftName = (await offer.locator("p.font-medium").textContent())?.trim() ?? "";
  expect(giftName).not.toBe("");
  await shot(page, "cart-extras");
  await offer.getByTestId("offer-add").click();
  await expect(offer.getByText(/已加入|in your cart/)).toBeVisible({ timeout: 30_000 });
  await shot(page, "cart-extras-taken");
  const box = await page.getByTestId("extras-next").boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.getByTestId("extras-next").click();

  // Seeded demo: no add-ons, so straight on to the registration checkout, whose bill holds the gift.
  await expect(page.getByTestId("checkout-openstore")).toBeVisible({ timeout: 30_000 });
  const line = page.getByTestId("co-bill").locator("li", { hasText: giftName });
  await expect(line).toContainText("贈品");
  await shot(page, "checkout-openstore");

  // The same bill in English.
  await useLocale(page, "en");
  await page.reload();
  await expect(page.getByTestId("co-bill").locator("li", { hasText: giftName })).toContainText("Gift");
  await shot(page, "checkout-openstore-en");
  await page.goto(hostUrl(SHOP_B, "/cart-extras/openstore"));
  await expect(page.getByTestId("extras-next")).toHaveText(/Next: checkout/);
  await shot(page, "cart-extras-en");
  await page.goto(hostUrl(SHOP_B, "/registration-cart/register"));
  await expect(page.getByTestId("reg-bill-lines")).toContainText(giftName);
  await shot(page, "registration-cart-en");
});
