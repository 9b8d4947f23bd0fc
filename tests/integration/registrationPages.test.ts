import { describe, expect, it } from "vitest";
import { memoClear } from "../../functions/platform/tenancy/storeMemo";
import { createStore, loginToken, page, sql } from "../helpers";

const ADMIN = { email: "closed@example.com", password: "closed1234", name: "Closed Admin" };

import { FORM, payTest, regStore } from "./registration/fixtures";

// The registration pages as a browser without a script uses them (issue 13 §2): every step is a
// server-rendered page and a plain form post, from the form to the open branch's address.

const form = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

describe("registration pages", () => {
  it("form → plan → openstore checkout → test payment → branch open → complete page", async () => {
    const r = await regStore();
    const token = r.token;
    const visitor = await page(r.host, "/multilevel-regist");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/login?redirect=%2Fmultilevel-regist");

    for (const path of ["/join-us", "/multilevel-info"]) {
      const p = await page(r.host, path, { token });
      expect(p.status).toBe(200);
      expect(p.html).toContain(path === "/join-us" ? 'data-testid="join-start"' : 'data-testid="info-continue"');
    }
    const blank = await page(r.host, "/multilevel-regist", { token });
    expect(blank.status).toBe(200);
    expect(blank.html).toContain('data-testid="reg-submit"');
    const bad = await page(r.host, "/multilevel-regist", {
      token,
      form: form({ ...FORM, identification: "A123456788" }),
    });
    expect(bad.status).toBe(422);
    expect(await sql("SELECT * FROM branch_applications")).toHaveLength(0);
    const saved = await page(r.host, "/multilevel-regist", { token, form: form(FORM) });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/registration-cart/register");

    const cart = await page(r.host, "/registration-cart/register", { token });
    expect(cart.html).toContain("Starter plan");
    expect(cart.html).not.toContain('data-testid="reg-checkout"');
    for (const p of [r.plan, r.once])
      await page(r.host, "/registration-cart/register", {
        token,
        form: form({ intent: "add", productId: p.productId }),
      });
    const ready = await page(r.host, "/registration-cart/register", { token });
    expect(ready.html).toContain('data-testid="reg-checkout"');

    const co = await page(r.host, "/checkout/openstore", { token });
    expect(co.status).toBe(200);
    const hidden = (name: string) => co.html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";
    expect(hidden("expectedTotal")).toBe("350000");
    const placed = await page(r.host, "/checkout/openstore", {
      token,
      form: form({
        idempotencyKey: hidden("idempotencyKey"),
        expectedTotal: hidden("expectedTotal"),
        shippingMethodId: r.homeId,
        paymentMethod: "CREDIT_CARD",
        name: "王小美",
        phone: "0912345678",
        email: FORM.email,
        city: "臺北市",
        district: "中正區",
        postalCode: "100",
        address: "重慶南路一段122號",
      }),
    });
    expect(placed.status).toBe(302);
    const nonce = new URL(placed.location ?? "", "http://x").searchParams.get("payment") ?? "";
    expect(nonce).not.toBe("");

    // Not paid yet: the opening page says so and offers the checkout again.
    const waiting = await page(r.host, "/multilevel-checkout", { token });
    expect(waiting.html).toContain('href="/checkout/openstore"');
    const cb = await payTest(r.host, nonce, "pay");
    expect(cb.headers.get("location")).toMatch(/^\/multilevel-checkout\?orderId=\d+$/);
    const opened = await page(r.host, "/multilevel-checkout", { token, form: {} });
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/multilevel-complete");
    const done = await page(r.host, "/multilevel-complete", { token });
    expect(done.html).toContain("amytea.reg.localhost");
    expect(done.html).toContain('href="http://amytea.reg.localhost/admin"');
    // The branch's back office answers on its host.
    expect((await page("amytea.reg.localhost", "/admin")).status).toBe(200);
  }, 240_000);

  it("a closed store's admin, sent to the registration cart by the guard, gets a page, not a loop", async () => {
    const id = await createStore("closed.localhost", "NORMAL", ADMIN);
    const token = await loginToken("closed.localhost", ADMIN.email, ADMIN.password);
    await sql("UPDATE stores SET status = 'CLOSE_STORE_UNPAID' WHERE id = ?", id);
    memoClear();
    const home = await page("closed.localhost", "/", { token });
    expect(home.location).toBe("/registration-cart/register");
    const cart = await page("closed.localhost", "/registration-cart/register", { token });
    expect(cart.status).toBe(200);
    expect(cart.html).toContain('data-testid="registration-cart"');
  }, 120_000);
});
