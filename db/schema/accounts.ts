import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

// Accounts are per store: the same email may hold separate accounts at two stores.
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    isRoot: integer("is_root", { mode: "boolean" }).notNull().default(false),
    blockedPrivileges: text("blocked_privileges", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    avatar: text("avatar"),
    phone: text("phone"),
    gender: text("gender"),
    birthday: text("birthday"),
    hasAddress: integer("has_address", { mode: "boolean" }).notNull().default(false),
    lastSeenAt: text("last_seen_at"),
    // Back-office member fields (migration 0014): a blocked member cannot sign in or check out.
    blockedAt: text("blocked_at"),
    adminNote: text("admin_note").notNull().default(""),
    isSupplier: integer("is_supplier", { mode: "boolean" }).notNull().default(false),
    companyName: text("company_name").notNull().default(""),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("users_store_email_uq").on(t.storeId, t.email),
    index("users_store_created_idx").on(t.storeId, t.createdAt),
  ],
);

/** The member a row belongs to; their rows go with them. */
export const userRef = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

// Only the SHA-256 of a session token is stored, so a leaked table cannot be replayed.
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    storeId: storeRef(),
    userId: userRef(),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull().default(now),
    // For the admin's session list (migration 0013); last_seen_at is refreshed at most every few minutes.
    userAgent: text("user_agent"),
    ip: text("ip"),
    lastSeenAt: text("last_seen_at"),
  },
  (t) => [index("sessions_user_idx").on(t.storeId, t.userId)],
);

export const passwordResets = sqliteTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  storeId: storeRef(),
  userId: userRef(),
  expiresAt: text("expires_at").notNull(),
  usedAt: text("used_at"),
  createdAt: text("created_at").notNull().default(now),
});

export type UserRow = typeof users.$inferSelect;
