import { describe, expect, it } from "vitest";
import { loginToken, page } from "../helpers";
import { addBranch } from "./branches/fixtures";
import { DAY, pay, renewalNetwork, run, setPlanEnd, storeOf } from "./branchRenewal/fixtures";

// The renewal as a browser without a script does it (issue 13 §2): a closed branch's owner is sent
// to /registration-cart/update, picks the plan, checks out on /checkout/updatesubscription, pays
// with the test provider and lands back on the renewal page with the branch open.

describe("renewal pages", () => {
  it("closed → renewal cart → update checkout → test payment → open again", async () => {
    const n = await renewalNetwork();
    await setPlanEnd(n.alpha.id, new Date(Date.now() - 10 * DAY).toISOString());
    await run(new Date());
    const host = n.alpha.hostname;
    const token = n.token;
    const admin = await page(host, "/admin/branch-downlinelist", { token });
    expect(admin.status).toBe(302);
    expect(admin.location).toBe("/registration-cart/update");

    // The renewal flow's extras paths pass on: a renewal takes no gifts or add-ons.
    for (const [path, to] of [
      ["/cart-extras/updatesubscription", "/checkout/updatesubscription"],
      ["/cart-additional-products/updatesubscription", "/checkout/updatesubscription"],
      ["/cart-extras/changeproducts", "/registration-cart/update"],
    ]) {
      const r = await page(host, path!, { token });
      expect(r.status, path).toBe(302);
      expect(r.location, path).toBe(to);
    }

    const cart = await page(host, "/registration-cart/update", { token });
    expect(cart.status).toBe(200);
    expect(cart.html).toContain('data-testid="renewal-status"');
    expect(cart.html).toContain("Starter plan");
    expect(cart.html).not.toContain("Welcome kit"); // bought once, at registration
    expect(cart.html).not.toContain('data-testid="reg-checkout"');
    const picked = await page(host, "/registration-cart/update", {
      token,
      form: { intent: "add", productId: String(n.plan.productId) },
    });
    expect(picked.status).toBe(200);
    const ready = await page(host, "/registration-cart/update", { token });
    expect(ready.html).toContain('href="/checkout/updatesubscription"');

    const co = await page(host, "/checkout/updatesubscription", { token });
    expect(co.status).toBe(200);
    expect(co.html).toContain('data-testid="checkout-update"');
    // A client navigation asks for the page's data (`.data`): the renewal's, not a redirect (202).
    expect((await page(host, "/checkout/updatesubscription.data", { token })).status).toBe(200);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(co.html)?.[1] as string;
    const placed = await page(host, "/checkout/updatesubscription", {
      token,
      form: {
        idempotencyKey: key,
        shippingMethodId: String(n.homeId),
        paymentMethod: "CREDIT_CARD",
        expectedTotal: "300000",
        name: "王小明",
        phone: "0912345678",
        email: n.alpha.email,
        city: "臺北市",
        district: "中正區",
        postalCode: "100",
        address: "重慶南路一段122號",
      },
    });
    expect(placed.status).toBe(302);
    const nonce = new URL(placed.location as string, "http://x").searchParams.get("payment") as string;
    expect(nonce).toBeTruthy();
    const cb = await pay(n, nonce);
    const back = cb.headers.get("location") as string;
    expect(back).toMatch(/^\/registration-cart\/update\?orderId=\d+$/);
    expect((await storeOf(n.alpha.id)).status).toBe("NORMAL");
    const done = await page(host, back, { token });
    expect(done.html).toContain('data-testid="renewal-result"');
    expect(done.html).toContain('data-testid="renewal-to-admin"');
    expect((await page(host, "/admin/branch-downlinelist", { token })).status).toBe(200);
  }, 120_000);

  it("another branch's owner is told who may renew; a visitor is asked to log in", async () => {
    const n = await renewalNetwork();
    const bravo = await addBranch(n.headId, "bravo", n.headId, { baseDomain: n.host });
    const bravoToken = await loginToken(bravo.hostname, bravo.email, bravo.password);
    const other = await page(n.alpha.hostname, "/registration-cart/update", { token: bravoToken });
    expect(other.html).not.toContain('data-testid="renewal-status"');
    const visitor = await page(n.alpha.hostname, "/checkout/updatesubscription");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toContain("/login");
  }, 120_000);
});
