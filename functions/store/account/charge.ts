import type { SavedCardRow } from "@db/schema";
import { isTestMode } from "../../commerce/payment/providers/secrets";
import { randomToken } from "../../platform/crypto";
import type { Env } from "../../platform/env";

// Charging a saved card for a platform bill. The card was saved through the card side of the
// payment adapter (functions/people/cards/vault.ts); its provider's token is what is charged here.
// TEST (local dev and tests only): like a gateway's published test cards, a card ending in 0341
// is saved fine but every charge of it is refused (the "attaches, then declines" test card).
// TAPPAY: platform bills need the platform's own merchant, which is not configured yet, so a
// TapPay card answers "not available" instead of charging the store's merchant account.

export const TEST_CHARGE_DECLINE_LAST4 = "0341";
const LEDGER_TTL_S = 86_400;
/** Every test charge is its own KV entry under this prefix, so a test can count them. */
export const testChargePrefix = (storeId: number, billNumber: string) => `card-test-charge:${storeId}:${billNumber}:`;

export type ChargeResult =
  | { ok: true; providerRef: string }
  | { ok: false; code: string; message: string }
  | { ok: false; code: "NOT_AVAILABLE"; message: string };

export async function chargeSavedCard(
  env: Env,
  storeId: number,
  card: SavedCardRow,
  amount: number,
  billNumber: string,
): Promise<ChargeResult> {
  if (card.provider !== "TEST" || !isTestMode(env)) {
    return { ok: false, code: "NOT_AVAILABLE", message: "Platform bills cannot be charged to this card yet" };
  }
  if (card.last4 === TEST_CHARGE_DECLINE_LAST4)
    return { ok: false, code: "10003", message: "Card declined by the issuer" };
  const ref = `TC${randomToken(8)}`;
  // The ledger lets a test see how many charges a bill caused (a retry must cause none).
  await env.KV.put(`${testChargePrefix(storeId, billNumber)}${ref}`, JSON.stringify({ token: card.token, amount }), {
    expirationTtl: LEDGER_TTL_S,
  });
  return { ok: true, providerRef: ref };
}
