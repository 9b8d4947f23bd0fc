import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { userRef } from "./accounts";
import { now, storeRef } from "./columns";

// A third-party account bound to a member of one store (migration 0008). One LINE account binds
// to at most one member per store, and a member binds at most one account per provider.
export const socialAccounts = sqliteTable(
  "social_accounts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    userId: userRef(),
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    email: text("email"),
    name: text("name"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("social_accounts_provider_uq").on(t.storeId, t.provider, t.providerUserId),
    uniqueIndex("social_accounts_user_provider_uq").on(t.storeId, t.userId, t.provider),
  ],
);

/** A started OAuth authorisation: hashed state, PKCE verifier, mode and return path (10 minutes). */
export const oauthStates = sqliteTable("oauth_states", {
  stateHash: text("state_hash").primaryKey(),
  storeId: storeRef(),
  provider: text("provider").notNull(),
  mode: text("mode").notNull(),
  userId: integer("user_id"),
  codeVerifier: text("code_verifier").notNull(),
  returnTo: text("return_to").notNull(),
  expiresAt: text("expires_at").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

/** A verified third-party identity kept for registration (the spec's tpToken), stored hashed. */
export const socialTickets = sqliteTable("social_tickets", {
  tokenHash: text("token_hash").primaryKey(),
  storeId: storeRef(),
  provider: text("provider").notNull(),
  providerUserId: text("provider_user_id").notNull(),
  email: text("email"),
  name: text("name"),
  returnTo: text("return_to").notNull(),
  expiresAt: text("expires_at").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

/** One-time codes that sign a member in on another surface (GET /api/auth/tpauthcode). */
export const tpAuthCodes = sqliteTable("tp_auth_codes", {
  codeHash: text("code_hash").primaryKey(),
  storeId: storeRef(),
  userId: userRef(),
  expiresAt: text("expires_at").notNull(),
  usedAt: text("used_at"),
  createdAt: text("created_at").notNull().default(now),
});

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type OauthStateRow = typeof oauthStates.$inferSelect;
export type SocialTicketRow = typeof socialTickets.$inferSelect;
