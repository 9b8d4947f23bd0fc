import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { testAuthKey } from "../../functions/people/cards/testVault";
import { api, createStore, registerMember, sql } from "../helpers";

// Saved cards: /api/user/creditCards (GET, POST, PATCH /{id}/default, DELETE /{id}) and the
// /profile/info/cards page action. The TEST vault's 1 NT$ check is voided; a declined card saves
// nothing; the card number never reaches D1; members and stores never see each other's cards.

const A = "cards-a.localhost";
const B = "cards-b.localhost";
const VISA = { holder: "Mia Chen", number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" };

async function member(host = A, email = "mia@example.com") {
  const m = await registerMember(host, email);
  const call = (method: string, path: string, body?: unknown) =>
    api(host, method, `/api/user/creditCards${path}`, { token: m.accessToken, body });
  return { ...m, call };
}

async function pagePost(host: string, token: string, form: Record<string, string>) {
  const r = await SELF.fetch(`http://${host}/profile/info/cards`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://${host}`,
      authorization: `Bearer ${token}`,
    },
    body: new URLSearchParams(form).toString(),
  });
  return { status: r.status, body: await r.text() };
}

describe("saved cards API", () => {
  it("adds a card after a voided 1 NT$ check, keeps only token, last four, brand and expiry", async () => {
    const storeId = await createStore(A);
    const m = await member();
    expect((await m.call("GET", "")).body).toMatchObject({ code: 0, data: [] });
    const r = await m.call("POST", "", VISA);
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.data).toMatchObject({
      provider: "TEST",
      brand: "VISA",
      last4: "4242",
      expMonth: 12,
      expYear: 2039,
      holder: "Mia Chen",
      isDefault: true,
    });
    expect(r.body.data.token).toBeUndefined();
    const rows = await sql<Record<string, unknown>>("SELECT * FROM saved_cards WHERE store_id = ?", storeId);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("4242424242424242");
    expect(JSON.stringify(rows)).not.toContain('"123"');
    // The vault's ledger: one authorisation, voided.
    const ledger = await env.KV.list({ prefix: testAuthKey(storeId, "") });
    expect(ledger.keys).toHaveLength(1);
    expect(await env.KV.get(ledger.keys[0]!.name)).toBe("VOIDED");
  });

  it("a declined card is PAYMENT_FAILED with the provider's code and message, and nothing is saved", async () => {
    const storeId = await createStore(A);
    const m = await member();
    const r = await m.call("POST", "", { ...VISA, number: "4000000000000002" });
    expect(r.body.code).toBe(400042);
    expect(r.body.message).toContain("10003");
    expect(await sql("SELECT id FROM saved_cards WHERE store_id = ?", storeId)).toEqual([]);
  });

  it("refuses bad cards with field issues (Luhn, length, expiry, CVC 3 or 4 for Amex) and a prime in test mode", async () => {
    await createStore(A);
    const m = await member();
    const issues = async (body: unknown) => {
      const r = await m.call("POST", "", body);
      expect(r.status).toBe(422);
      expect(r.body.code).toBe(400001);
      return r.body.issues ?? r.body.data?.issues ?? r.body;
    };
    expect(JSON.stringify(await issues({ ...VISA, number: "4242424242424241" }))).toContain("validation.cardNumber");
    expect(JSON.stringify(await issues({ ...VISA, number: "42424242424242" }))).toContain("validation.cardNumber");
    expect(JSON.stringify(await issues({ ...VISA, expiry: "01/20" }))).toContain("validation.cardExpired");
    expect(JSON.stringify(await issues({ ...VISA, expiry: "13/30" }))).toContain("validation.cardExpiry");
    expect(JSON.stringify(await issues({ ...VISA, cvc: "12" }))).toContain("validation.cardCvc");
    const amex = { ...VISA, number: "378282246310005", cvc: "123" };
    expect(JSON.stringify(await issues(amex))).toContain("validation.cardCvcAmex");
    expect((await m.call("POST", "", { ...amex, cvc: "1234" })).body.data).toMatchObject({
      brand: "AMEX",
      last4: "0005",
    });
    // Without TapPay credentials there is no prime to charge.
    expect((await m.call("POST", "", { prime: "prime_abc" })).body.code).toBe(400041);
    const malformed = await api(A, "POST", "/api/user/creditCards", { token: m.accessToken, raw: "{" });
    expect(malformed.status).toBe(422);
  });

  it("one default: set default moves it, deleting the default promotes the newest; login required", async () => {
    await createStore(A);
    const m = await member();
    const first = (await m.call("POST", "", VISA)).body.data;
    const second = (await m.call("POST", "", { ...VISA, number: "5555555555554444" })).body.data;
    expect(second).toMatchObject({ brand: "MASTERCARD", isDefault: false });
    const moved = await m.call("PATCH", `/${second.id}/default`);
    expect(moved.body.data).toMatchObject({ id: second.id, isDefault: true });
    const list = (await m.call("GET", "")).body.data;
    expect(list.map((c: { id: number; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await m.call("DELETE", `/${second.id}`)).body).toMatchObject({ code: 0, data: { id: second.id } });
    expect((await m.call("GET", "")).body.data).toMatchObject([{ id: first.id, isDefault: true }]);
    expect((await m.call("DELETE", `/${second.id}`)).body.code).toBe(400004);
    expect((await m.call("DELETE", "/abc")).body.code).toBe(400004);
    expect((await api(A, "GET", "/api/user/creditCards")).body.code).toBe(400029);
    expect((await api(A, "POST", "/api/user/creditCards", { body: VISA })).body.code).toBe(400029);
  });

  it("tenant isolation: another member or another store's member cannot see, default or delete a card", async () => {
    await createStore(A);
    await createStore(B);
    const owner = await member(A, "owner@example.com");
    const card = (await owner.call("POST", "", VISA)).body.data;
    const other = await member(A, "other@example.com");
    const far = await member(B, "owner@example.com");
    for (const x of [other, far]) {
      expect((await x.call("GET", "")).body.data).toEqual([]);
      expect((await x.call("PATCH", `/${card.id}/default`)).body.code).toBe(400004);
      expect((await x.call("DELETE", `/${card.id}`)).body.code).toBe(400004);
    }
    // The owner's token is not valid on the other store.
    expect((await api(B, "GET", "/api/user/creditCards", { token: owner.accessToken })).body.code).toBe(400029);
    expect((await owner.call("GET", "")).body.data).toMatchObject([{ id: card.id, isDefault: true }]);
  });
});

describe("/profile/info/cards page", () => {
  it("adds through the page action, shows the decline message, lists the card", async () => {
    await createStore(A);
    const m = await member();
    const bad = await pagePost(A, m.accessToken, { intent: "add", ...VISA, number: "4000000000009995" });
    expect(bad.status).toBe(422);
    expect(bad.body).toContain("card-error");
    expect(bad.body).toContain("Insufficient balance");
    expect(bad.body).not.toContain("4000000000009995");
    const good = await pagePost(A, m.accessToken, { intent: "add", ...VISA });
    expect(good.status).toBe(200);
    const page = await api(A, "GET", "/profile/info/cards", { token: m.accessToken });
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="card-entry"');
    expect(page.body).toContain("4242");
    const invalid = await pagePost(A, m.accessToken, { intent: "add", ...VISA, number: "1234" });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toContain("請輸入正確的卡號");
  }, 240_000); // the first server render compiles the page routes
});
