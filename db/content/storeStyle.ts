import { eq, sql } from "drizzle-orm";
import { type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import { stores } from "../schema";
import { nowIso } from "./shared";

/** The store's own style and menu settings (see db/content.ts). */
export function storeStyleOf(db: Db, storeId: number) {
  return {
    // ---- store style and menu (the tenant's own row) --------------------------------------------
    storeSettings: () =>
      db
        .select({
          personalSettings: stores.personalSettings,
          settingPage: stores.settingPage,
          imageBorderType: stores.imageBorderType,
        })
        .from(stores)
        .where(eq(stores.id, storeId))
        .get(),
    /**
     * Merges the patch into personal_settings inside SQLite (json_patch), so two admins saving
     * different keys at once both keep their change. imageBorderType also lives in its own column
     * (initial data reads it there), so it is kept in step.
     */
    async patchPersonalSettings(patch: Record<string, unknown>, extra: Extra = []) {
      const border = typeof patch.imageBorderType === "string" ? patch.imageBorderType : undefined;
      const update = db
        .update(stores)
        .set({
          personalSettings: sql`json_patch(coalesce(${stores.personalSettings}, '{}'), ${JSON.stringify(patch)})`,
          ...(border ? { imageBorderType: border } : {}),
          updatedAt: nowIso,
        })
        .where(eq(stores.id, storeId))
        .returning({ personalSettings: stores.personalSettings });
      const [row] = await withExtra(db, update, extra);
      return row?.personalSettings ?? null;
    },
    /** Replaces settingPage.menu, keeping the rest of settingPage. */
    async setMenu(items: unknown[], extra: Extra = []) {
      const update = db
        .update(stores)
        .set({
          settingPage: sql`json_set(coalesce(${stores.settingPage}, '{}'), '$.menu', json(${JSON.stringify(items)}))`,
          updatedAt: nowIso,
        })
        .where(eq(stores.id, storeId))
        .returning({ settingPage: stores.settingPage });
      const [row] = await withExtra(db, update, extra);
      return row?.settingPage ?? null;
    },
  };
}
