import type { Env } from "../../platform/env";
import type { CardBrand, CardInput } from "../../shared/people/cards";

// The card side of the payment adapter: saving a card is a 1 NT$ authorisation that asks the
// provider to remember the card (spec storefront §5), then a void of that authorisation so the
// member is never charged. Which provider: TapPay when the store has its credentials, else the
// built-in TEST vault in test mode only (the same rule as providerFor("CREDIT_CARD")).

/** Where the card comes from: TapPay's hosted fields (a one-time prime) or the test form. */
export type CardSource = { kind: "prime"; prime: string; holder: string } | { kind: "raw"; card: CardInput };

export type CardHolder = { name: string; email: string; phone: string | null };

export type CardCheck =
  | {
      ok: true;
      /** What the provider needs to charge the card later (stored; never the number). */
      token: string;
      last4: string;
      brand: CardBrand;
      expMonth: number;
      expYear: number;
      /** The 1 NT$ authorisation to void. */
      authRef: string | null;
    }
  /** Refused: the provider's code and message, shown to the member (spec §8 add-card failure). */
  | { ok: false; code: string; message: string };

export type VaultContext = { env: Env; storeId: number; fetch: typeof fetch };

export interface CardVault {
  readonly name: "TEST" | "TAPPAY";
  /** Only the test vault takes a raw card number (locally, never stored). */
  readonly acceptsRaw: boolean;
  authorize(source: CardSource, holder: CardHolder, ctx: VaultContext): Promise<CardCheck>;
  voidAuthorization(authRef: string, ctx: VaultContext): Promise<void>;
  /** Asks the provider to forget a saved card (best effort: the row goes either way). */
  forget(token: string, ctx: VaultContext): Promise<void>;
}

/** The 1 NT$ check, in minor units. */
export const CHECK_AMOUNT = 100;
