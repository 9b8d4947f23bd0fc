import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { userRef } from "./accounts";
import { now, storeRef } from "./columns";

// A member's saved credit cards (migration 0010). `token` is what the provider needs to charge the
// card again (TapPay: card_key and card_token); the card number itself is never stored.
export const savedCards = sqliteTable(
  "saved_cards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    userId: userRef(),
    provider: text("provider").notNull(), // TEST | TAPPAY
    token: text("token").notNull(),
    last4: text("last4").notNull(),
    brand: text("brand").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    holder: text("holder").notNull().default(""),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("saved_cards_user_idx").on(t.storeId, t.userId)],
);

export type SavedCardRow = typeof savedCards.$inferSelect;
