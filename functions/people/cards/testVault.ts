import { cardBrandOf, parseExpiry } from "../../shared/people/cards";
import type { CardVault } from "./vaultTypes";

// The built-in card vault of local dev and tests. It behaves like a gateway with published test
// cards: any valid number is authorised except the decline numbers below. Its ledger of 1 NT$
// authorisations lives in KV (a day), so a test can see that each one was voided.

/** Test numbers the vault refuses, with the code and message a gateway would give. */
export const TEST_DECLINES: Record<string, { code: string; message: string }> = {
  "4000000000000002": { code: "10003", message: "Card declined by the issuer" },
  "4000000000009995": { code: "10005", message: "Insufficient balance" },
};

const LEDGER_TTL_S = 86_400;
export const testAuthKey = (storeId: number, ref: string) => `card-test-auth:${storeId}:${ref}`;

const randomHex = (n: number) => {
  let s = "";
  for (const b of crypto.getRandomValues(new Uint8Array(n))) s += b.toString(16).padStart(2, "0");
  return s;
};

export const testVault: CardVault = {
  name: "TEST",
  acceptsRaw: true,
  async authorize(source, _holder, ctx) {
    if (source.kind !== "raw") return { ok: false, code: "TEST_PRIME", message: "The test vault takes the test form" };
    const { number, expiry } = source.card;
    const decline = TEST_DECLINES[number];
    if (decline) return { ok: false, ...decline };
    const exp = parseExpiry(expiry);
    if (!exp) return { ok: false, code: "10001", message: "Invalid expiry" };
    const ref = `TA${randomHex(8)}`;
    await ctx.env.KV.put(testAuthKey(ctx.storeId, ref), "AUTHORIZED", { expirationTtl: LEDGER_TTL_S });
    return {
      ok: true,
      token: `test_${randomHex(12)}`,
      last4: number.slice(-4),
      brand: cardBrandOf(number),
      expMonth: exp.month,
      expYear: exp.year,
      authRef: ref,
    };
  },
  async voidAuthorization(ref, ctx) {
    const key = testAuthKey(ctx.storeId, ref);
    if ((await ctx.env.KV.get(key)) !== "AUTHORIZED") throw new Error(`no open test authorisation ${ref}`);
    await ctx.env.KV.put(key, "VOIDED", { expirationTtl: LEDGER_TTL_S });
  },
  async forget() {},
};
