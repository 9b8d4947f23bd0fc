import { z } from "zod";
import { parseWith } from "../../platform/http/input";
import { cardInput, cardPrimeInput } from "../../shared/people/cards";
import type { CardSource } from "./vaultTypes";

/** Anything with keys: which of the two card bodies it is decides its schema. */
export const cardBody = z.record(z.string(), z.unknown());

/**
 * A new card's body, the member's (/api/user/creditCards) and the admin's
 * (/api/admin/store/user/creditCards): a prime from TapPay's fields, or (test vault only, refused
 * later otherwise) the raw test card.
 */
export function cardSourceOf(raw: Record<string, unknown>): { source: CardSource; makeDefault: boolean } {
  if ("prime" in raw) {
    const v = parseWith(cardPrimeInput, raw);
    return { source: { kind: "prime", prime: v.prime, holder: v.holder ?? "" }, makeDefault: v.isDefault === true };
  }
  const card = parseWith(cardInput, raw);
  return { source: { kind: "raw", card }, makeDefault: card.isDefault === true };
}

/** PATCH /api/admin/store/user/creditCards/{id}: the one change a saved card takes. */
export const cardPatchInput = z.strictObject({ isDefault: z.literal(true, { error: "validation.required" }) });
