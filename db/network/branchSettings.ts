import { and, eq, isNull } from "drizzle-orm";
import { type Extra, withExtra } from "../batch";
import type { Db } from "../client";
import { type NewStoreRow, stores } from "../schema";

// The branch-network settings: JSON columns of the head store's own row (policy, setting_branch,
// labels) and, for one branch, columns of a branch row of the same network. Nothing here reaches
// a store outside `headStoreId`'s network.

type StorePatch = Pick<
  NewStoreRow,
  | "policy"
  | "settingBranch"
  | "labels"
  | "name"
  | "type"
  | "trialType"
  | "trialEndsAt"
  | "personalSettings"
  | "ifMustReviewUserInfo"
>;

export function branchSettingsOf(db: Db, headStoreId: number) {
  const stamp = () => new Date().toISOString();
  return {
    /** Changes a store of the request itself (the head store's settings, a branch's own info). */
    async updateOwn(storeId: number, patch: Partial<StorePatch>, extra: Extra = []) {
      await withExtra(
        db,
        db
          .update(stores)
          .set({ ...patch, updatedAt: stamp() })
          .where(eq(stores.id, storeId)),
        extra,
      );
    },
    /** Changes one live branch of this network; a branch of another network matches no row. */
    async updateBranch(branchId: number, patch: Partial<StorePatch>, extra: Extra = []) {
      await withExtra(
        db,
        db
          .update(stores)
          .set({ ...patch, updatedAt: stamp() })
          .where(and(eq(stores.id, branchId), eq(stores.parentStoreId, headStoreId), isNull(stores.deletedAt))),
        extra,
      );
    },
  };
}
