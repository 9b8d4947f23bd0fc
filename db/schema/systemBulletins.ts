import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./columns";

// The platform operator's notices to every store (migration 0033; spec back-office §2.2 system
// notices). Not a tenant table: no store owns them, every store's admins read the shown ones.
export const systemBulletins = sqliteTable(
  "system_bulletins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    isTop: integer("is_top", { mode: "boolean" }).notNull().default(false),
    isDisplay: integer("is_display", { mode: "boolean" }).notNull().default(true),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("system_bulletins_shown_idx").on(t.isDisplay, t.isTop, t.createdAt)],
);

export type SystemBulletinRow = typeof systemBulletins.$inferSelect;
