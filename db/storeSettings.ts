import { eq, sql } from "drizzle-orm";
import { type Extra, withExtra } from "./batch";
import type { Db } from "./client";
import { stores } from "./schema";

// The store's own settings row (setting-store: name, company info, social links, meta and brand
// images), reached only for the request's store id.

export type StoreSettingRow = {
  name: string;
  settingStore: Record<string, unknown> | null;
  social: Record<string, string> | null;
  metaTitle: string | null;
  metaDescription: string | null;
};

export type StoreSettingWrite = {
  name?: string;
  /** Keys merged into setting_store; a null value removes the key (json_patch). */
  settingStore?: Record<string, unknown>;
  social?: Record<string, string>;
  metaTitle?: string | null;
  metaDescription?: string | null;
};

const columns = {
  name: stores.name,
  settingStore: stores.settingStore,
  social: stores.social,
  metaTitle: stores.metaTitle,
  metaDescription: stores.metaDescription,
};

export function storeSettingsOf(db: Db, storeId: number) {
  return {
    get: (): Promise<StoreSettingRow | undefined> =>
      db.select(columns).from(stores).where(eq(stores.id, storeId)).get(),

    /**
     * One UPDATE: JSON keys are merged inside SQLite (json_patch), so two admins saving different
     * fields at once both keep their change, and nothing is half-written.
     */
    async patch(w: StoreSettingWrite, extra: Extra = []): Promise<StoreSettingRow | undefined> {
      const json = (col: typeof stores.settingStore | typeof stores.social, v: object | undefined) =>
        v && Object.keys(v).length ? sql`json_patch(coalesce(${col}, '{}'), ${JSON.stringify(v)})` : undefined;
      const set = {
        ...(w.name !== undefined ? { name: w.name } : {}),
        ...(w.metaTitle !== undefined ? { metaTitle: w.metaTitle } : {}),
        ...(w.metaDescription !== undefined ? { metaDescription: w.metaDescription } : {}),
        ...(json(stores.settingStore, w.settingStore)
          ? { settingStore: json(stores.settingStore, w.settingStore) }
          : {}),
        ...(json(stores.social, w.social) ? { social: json(stores.social, w.social) } : {}),
        updatedAt: new Date().toISOString(),
      };
      const [row] = await withExtra(
        db,
        db.update(stores).set(set).where(eq(stores.id, storeId)).returning(columns),
        extra,
      );
      return row;
    },
  };
}
