import type { SavedCardRow, UserRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, invalid, notFound } from "../../platform/errors";
import { enforceLimit, type Limit } from "../../platform/rateLimit";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { type CardBrand, MAX_SAVED_CARDS, type SavedCardView } from "../../shared/people/cards";
import { vaultFor, vaultNamed } from "./vault";
import type { CardSource, VaultContext } from "./vaultTypes";

// Saved cards of /profile/info/cards and /api/user/creditCards: always one member's own rows; one
// default. Adding a card is the provider's 1 NT$ authorisation (then voided); a refusal is
// PAYMENT_FAILED with the provider's code and message, and nothing is saved.

export function savedCardView(r: SavedCardRow): SavedCardView {
  return {
    id: r.id,
    provider: r.provider,
    brand: r.brand as CardBrand,
    last4: r.last4,
    expMonth: r.expMonth,
    expYear: r.expYear,
    holder: r.holder,
    isDefault: r.isDefault,
    createdAt: r.createdAt,
  };
}

/** Each try is a real authorisation at the issuer: a member may try this many per hour (card testing). */
export const CARD_ADD_LIMIT: Limit = { max: 10, windowS: 3600 };

const repo = (scope: StoreScope, userId: number) => scope.savedCards(userId);
const ctxOf = (scope: StoreScope): VaultContext => ({
  env: scope.env,
  storeId: scope.storeId,
  fetch: (...a) => fetch(...a),
});

/** How this store takes new cards: the test form, TapPay's fields, or not at all. */
export function cardEntryOf(scope: StoreScope): "TEST" | "TAPPAY" | null {
  return vaultFor(scope.env, scope.storeId)?.name ?? null;
}

export async function listSavedCards(scope: StoreScope, userId: number): Promise<SavedCardView[]> {
  return (await repo(scope, userId).list()).map(savedCardView);
}

/** The provider's refusal as the envelope carries it (the page shows the spec's add-card failure). */
export class CardDeclined extends AppError {
  constructor(
    readonly providerCode: string,
    readonly providerMessage: string,
  ) {
    super(Code.PAYMENT_FAILED, 200, `${providerMessage} (${providerCode})`);
  }
}

export async function addSavedCard(
  scope: StoreScope,
  user: Pick<UserRow, "id" | "name" | "email" | "phone">,
  source: CardSource,
  makeDefault: boolean,
  audit?: AuditTrail,
): Promise<SavedCardView> {
  const vault = vaultFor(scope.env, scope.storeId);
  if (!vault || (source.kind === "raw" && !vault.acceptsRaw) || (source.kind === "prime" && vault.acceptsRaw)) {
    throw new AppError(Code.PAYMENT_NOT_AVAILABLE, 200, "This store cannot save cards this way.");
  }
  await enforceLimit(scope.db, `card-add:${scope.storeId}:${user.id}`, CARD_ADD_LIMIT);
  const cards = repo(scope, user.id);
  if ((await cards.count()) >= MAX_SAVED_CARDS) {
    throw invalid([{ path: "_", message: "cards.full" }], `At most ${MAX_SAVED_CARDS} cards.`);
  }
  const ctx = ctxOf(scope);
  const check = await vault
    .authorize(source, { name: user.name, email: user.email, phone: user.phone ?? null }, ctx)
    .catch((e: unknown) => ({ ok: false as const, code: "GATEWAY", message: `gateway unreachable: ${String(e)}` }));
  if (!check.ok) throw new CardDeclined(check.code, check.message);
  if (check.authRef) {
    // A void that fails leaves an uncaptured NT$1 authorisation that lapses at the issuer; the card
    // is still good, so it is saved and the failure logged for the store to follow up.
    await vault.voidAuthorization(check.authRef, ctx).catch((e: unknown) => {
      console.error(
        JSON.stringify({ level: "error", message: "card check void failed", ref: check.authRef, error: String(e) }),
      );
    });
  }
  const holder = source.kind === "raw" ? source.card.holder : source.holder;
  const row = await cards.create(
    {
      provider: vault.name,
      token: check.token,
      last4: check.last4,
      brand: check.brand,
      expMonth: check.expMonth,
      expYear: check.expYear,
      holder,
      isDefault: makeDefault,
    },
    // The admin's own cards are audited (brand and last four only, never the number).
    audit
      ? [audit.item({ created: true, objectName: `${check.brand} ${check.last4}`, after: { isDefault: makeDefault } })]
      : [],
  );
  return savedCardView(row);
}

export async function setDefaultCard(
  scope: StoreScope,
  userId: number,
  id: number,
  audit?: AuditTrail,
): Promise<SavedCardView> {
  const cards = repo(scope, userId);
  if (!(await cards.makeDefault(id, audit ? [audit.item({ objectId: id, after: { isDefault: true } })] : []))) {
    throw notFound();
  }
  const row = await cards.get(id);
  if (!row) throw notFound();
  return savedCardView(row);
}

export async function deleteSavedCard(
  scope: StoreScope,
  userId: number,
  id: number,
  audit?: AuditTrail,
): Promise<{ id: number }> {
  const row = await repo(scope, userId).remove(id, audit ? [audit.item({ objectId: id })] : []);
  if (!row) throw notFound();
  const vault = vaultNamed(scope.env, row.provider);
  if (vault) {
    // The row is gone either way: a provider that cannot be reached only keeps a token nobody holds.
    await vault.forget(row.token, ctxOf(scope)).catch((e: unknown) => {
      console.error(JSON.stringify({ level: "error", message: "card forget failed", id, error: String(e) }));
    });
  }
  return { id };
}
