import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { userRef, users } from "./accounts";
import { now, storeRef } from "./columns";

// Admin two-factor sign-in (migration 0013). `enabledAt` null = enrolment not yet confirmed;
// `lastStep` is the TOTP step of the last accepted code, so a code is accepted once.
export const userTotp = sqliteTable(
  "user_totp",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: storeRef(),
    secret: text("secret").notNull(),
    enabledAt: text("enabled_at"),
    lastStep: integer("last_step").notNull().default(0),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("user_totp_store_idx").on(t.storeId, t.userId)],
);

// Only the SHA-256 of each recovery code is kept.
export const userRecoveryCodes = sqliteTable(
  "user_recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    userId: userRef(),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("user_recovery_codes_user_idx").on(t.storeId, t.userId)],
);

// The pending second step of a sign-in: one-time, short-lived, a few attempts.
export const userLoginChallenges = sqliteTable(
  "user_login_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    storeId: storeRef(),
    userId: userRef(),
    expiresAt: text("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("user_login_challenges_user_idx").on(t.storeId, t.userId)],
);

export type UserTotpRow = typeof userTotp.$inferSelect;
