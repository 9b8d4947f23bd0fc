import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sql } from "../helpers";
import { cartLine, checkoutBody, member, page, postCheckout, product, shop } from "./checkoutFixtures";

// /apple-pay-page?payment=<nonce>: the member's pending card attempt, its amount, and in test mode
// the TEST provider's completion through the page's own form, ending on the completion page.

const A = "apay-a.localhost";

const fieldsOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]])) as Record<
    string,
    string
  >;

async function placed(method = "CREDIT_CARD") {
  const s = await shop(A);
  const p = await product(s.storeId, 10_000, { stock: 5, name: "Oolong" });
  await cartLine(s.storeId, s.userId, { ...p, quantity: 2 });
  const r = await postCheckout(s, s.token, checkoutBody(s, 26_000, { paymentMethod: method }));
  return { s, r };
}

describe("/apple-pay-page", () => {
  it("shows the amount and pays the attempt through the TEST provider, landing on the completion page", async () => {
    const { s, r } = await placed();
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    const nonce = new URL(r.body.data.next.url, "http://x").searchParams.get("payment")!;
    const html = (await page(A, `/apple-pay-page?payment=${nonce}`, s.token)).body as string;
    expect(html).toContain('data-testid="apple-pay"');
    expect(html).toContain("NT$260");
    expect(html).not.toContain("<header"); // no shop chrome inside the frame
    // The page's form: where it posts, with which fields, into the top window.
    const form = html.slice(html.indexOf('action="/api/payment/callback/TEST"'));
    expect(html).toContain('target="_top"');
    const formHtml = form.slice(0, form.indexOf("</form>"));
    expect(fieldsOf(formHtml)).toEqual({ payment: nonce });
    const button = /<button[^>]*>/.exec(formHtml)?.[0] ?? "";
    expect(button).toContain('name="result"');
    expect(button).toContain('value="pay"');
    const fields = { payment: nonce, result: "pay" };
    const done = await SELF.fetch(`http://${A}/api/payment/callback/TEST`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${A}` },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/complete-purchase?payment=${nonce}`);
    const [order] = await sql<{ payment_status: string }>(
      "SELECT payment_status FROM orders WHERE store_id = ? AND id = ?",
      s.storeId,
      r.body.data.order.id,
    );
    expect(order!.payment_status).toBe("PAID");
    // Paid: the page has nothing left to pay.
    expect((await page(A, `/apple-pay-page?payment=${nonce}`, s.token)).status).toBe(404);
  }, 240_000); // the file's first server render compiles the page modules

  it("only the member's own pending card attempt; others and non-card orders are 404; login required", async () => {
    const { s, r } = await placed();
    const nonce = new URL(r.body.data.next.url, "http://x").searchParams.get("payment")!;
    const leo = await member(A, "leo@example.com");
    expect((await page(A, `/apple-pay-page?payment=${nonce}`, leo.token)).status).toBe(404);
    expect((await page(A, "/apple-pay-page?payment=nope", s.token)).status).toBe(404);
    expect((await page(A, "/apple-pay-page", s.token)).status).toBe(404);
    expect((await page(A, `/apple-pay-page?payment=${nonce}`)).status).toBe(302);
    const missing = await page(A, `/apple-pay-page?payment=${"x".repeat(20)}`, s.token);
    expect(missing.body).toContain('data-testid="apple-pay-missing"');
  });
});
