import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../client";

// The branch network as a closure table (ARCHITECTURE "Branch network"): one row per (ancestor,
// descendant) pair of one head store's tree, the head store its own root at depth 0. Every
// statement is scoped by the head store, so a network never reads or writes another network's
// rows (and a network stays one unit of placement on one D1 database).

export type TreeNode = { storeId: number; depth: number };

export function branchTreeOf(db: Db, headStoreId: number) {
  const H = headStoreId;
  return {
    headStoreId: H,

    /** The root row; idempotent, so every network write can include it. */
    rootStatement: (): BatchItem<"sqlite"> =>
      db.run(sql`INSERT OR IGNORE INTO branch_tree (head_store_id, ancestor_id, descendant_id, depth)
        VALUES (${H}, ${H}, ${H}, 0)`),

    /**
     * Attaches a new store under its introducer: a self row plus one row per ancestor of the
     * introducer. `branch` is a SQL expression, so it may name a store inserted earlier in the
     * same batch (a subquery on its unique domain name).
     */
    attachStatement: (branch: ReturnType<typeof sql>, introducerId: number): BatchItem<"sqlite"> =>
      db.run(sql`INSERT INTO branch_tree (head_store_id, ancestor_id, descendant_id, depth)
        SELECT ${H}, ancestor_id, (${branch}), depth + 1 FROM branch_tree
        WHERE head_store_id = ${H} AND descendant_id = ${introducerId}
        UNION ALL SELECT ${H}, (${branch}), (${branch}), 0`),

    /**
     * Moves a subtree under a new introducer: unlinks the subtree from its old ancestors and links
     * it to the new introducer's ancestors (the cross product). The caller refuses cycles first
     * (isInSubtree); these statements also guard it, inserting nothing when the target sits inside
     * the subtree.
     */
    moveStatements: (branchId: number, newIntroducerId: number): BatchItem<"sqlite">[] => [
      db.run(sql`DELETE FROM branch_tree WHERE head_store_id = ${H}
        AND descendant_id IN (SELECT descendant_id FROM branch_tree WHERE head_store_id = ${H} AND ancestor_id = ${branchId})
        AND ancestor_id NOT IN (SELECT descendant_id FROM branch_tree WHERE head_store_id = ${H} AND ancestor_id = ${branchId})
        AND NOT EXISTS (SELECT 1 FROM branch_tree WHERE head_store_id = ${H} AND ancestor_id = ${branchId} AND descendant_id = ${newIntroducerId})`),
      db.run(sql`INSERT INTO branch_tree (head_store_id, ancestor_id, descendant_id, depth)
        SELECT ${H}, up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
        FROM branch_tree up, branch_tree down
        WHERE up.head_store_id = ${H} AND up.descendant_id = ${newIntroducerId}
          AND down.head_store_id = ${H} AND down.ancestor_id = ${branchId}
          AND NOT EXISTS (SELECT 1 FROM branch_tree WHERE head_store_id = ${H} AND ancestor_id = ${branchId} AND descendant_id = ${newIntroducerId})`),
    ],

    /** Unlinks stores from the tree (a deleted branch leaves no rows behind). */
    detachStatement: (storeIds: readonly number[]): BatchItem<"sqlite"> =>
      db.run(sql`DELETE FROM branch_tree WHERE head_store_id = ${H}
        AND (descendant_id IN (SELECT value FROM json_each(${JSON.stringify(storeIds)}))
          OR ancestor_id IN (SELECT value FROM json_each(${JSON.stringify(storeIds)})))`),

    /** True when `storeId` is `rootId` or below it. */
    async isInSubtree(rootId: number, storeId: number): Promise<boolean> {
      const rows = await db.all<{ one: number }>(sql`SELECT 1 AS one FROM branch_tree
        WHERE head_store_id = ${H} AND ancestor_id = ${rootId} AND descendant_id = ${storeId} LIMIT 1`);
      return rows.length > 0;
    },

    /** Ancestors from the head store down to the direct introducer (depth = distance). */
    async ancestors(storeId: number): Promise<TreeNode[]> {
      return db.all<TreeNode>(sql`SELECT ancestor_id AS storeId, depth FROM branch_tree
        WHERE head_store_id = ${H} AND descendant_id = ${storeId} AND depth > 0 ORDER BY depth DESC`);
    },

    /** Every store in a subtree, the root included (depth 0). */
    async subtree(rootId: number): Promise<TreeNode[]> {
      return db.all<TreeNode>(sql`SELECT descendant_id AS storeId, depth FROM branch_tree
        WHERE head_store_id = ${H} AND ancestor_id = ${rootId} ORDER BY depth, descendant_id`);
    },

    /** Level of a store below the head store (head store 0, its first line 1). */
    async levelOf(storeId: number): Promise<number | null> {
      const rows = await db.all<{ depth: number }>(sql`SELECT depth FROM branch_tree
        WHERE head_store_id = ${H} AND ancestor_id = ${H} AND descendant_id = ${storeId}`);
      return rows[0]?.depth ?? null;
    },
  };
}

export type BranchTree = ReturnType<typeof branchTreeOf>;
