import { type SQL, sql } from "drizzle-orm";
import { batchOf, type Extra } from "../batch";
import type { Db } from "../client";

// Members of one head store's branch stores (GET /api/admin/branch/users): the shoppers each
// branch brought in, read by the head store. Scoped to the network's live branches; staff
// accounts (is_admin) are not members.

export type BranchUserRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  branchId: number;
  branchName: string;
  blockedAt: string | null;
  adminNote: string;
  createdAt: string;
  lastSeenAt: string | null;
};

export type BranchUserFilter = { keyword?: string; branchId?: number; blocked?: boolean };

const like = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function branchUsersOf(db: Db, headStoreId: number) {
  const H = headStoreId;
  const fromWhere = (f: BranchUserFilter): SQL => {
    const conds: SQL[] = [sql`s.parent_store_id = ${H}`, sql`s.deleted_at IS NULL`, sql`u.is_admin = 0`];
    if (f.branchId) conds.push(sql`s.id = ${f.branchId}`);
    if (f.blocked === true) conds.push(sql`u.blocked_at IS NOT NULL`);
    if (f.blocked === false) conds.push(sql`u.blocked_at IS NULL`);
    if (f.keyword) {
      const k = like(f.keyword);
      conds.push(sql`(u.name LIKE ${k} ESCAPE '\\' OR u.email LIKE ${k} ESCAPE '\\' OR u.phone LIKE ${k} ESCAPE '\\')`);
    }
    return sql`FROM users u JOIN stores s ON s.id = u.store_id WHERE ${sql.join(conds, sql` AND `)}`;
  };
  const columns = sql`u.id, u.name, u.email, u.phone, s.id AS branchId, s.name AS branchName, u.blocked_at AS blockedAt,
    u.admin_note AS adminNote, u.created_at AS createdAt, u.last_seen_at AS lastSeenAt`;
  return {
    async list(f: BranchUserFilter, page: { offset: number; limit: number }) {
      const from = fromWhere(f);
      const [rows, count] = await Promise.all([
        db.all<BranchUserRow>(
          sql`SELECT ${columns} ${from} ORDER BY u.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
        ),
        db.all<{ n: number }>(sql`SELECT count(*) AS n ${from}`),
      ]);
      return { rows, total: Number(count[0]?.n ?? 0) };
    },
    /** The export's keyset page: newest id first, below `beforeId` when given. */
    async exportPage(f: BranchUserFilter, limit: number, beforeId?: number) {
      const below = beforeId === undefined ? sql`` : sql` AND u.id < ${beforeId}`;
      return db.all<BranchUserRow>(sql`SELECT ${columns} ${fromWhere(f)}${below} ORDER BY u.id DESC LIMIT ${limit}`);
    },
    async one(userId: number): Promise<BranchUserRow | undefined> {
      const [r] = await db.all<BranchUserRow>(sql`SELECT ${columns} ${fromWhere({})} AND u.id = ${userId}`);
      return r;
    },
    /**
     * Writes a branch member's moderation (block, note) in one batch with `extra` (the audit row);
     * a block also ends the member's sessions. Touches only a member of one of this head store's
     * own branches, whatever id is passed.
     */
    async moderate(
      u: Pick<BranchUserRow, "id" | "branchId">,
      change: { blockedAt: string | null; adminNote: string; endSessions: boolean },
      extra: Extra,
      now = new Date().toISOString(),
    ) {
      const ownBranch = sql`${u.branchId} IN (SELECT id FROM stores WHERE parent_store_id = ${H})`;
      await batchOf(db, [
        db.run(sql`UPDATE users SET blocked_at = ${change.blockedAt}, admin_note = ${change.adminNote},
          updated_at = ${now} WHERE id = ${u.id} AND store_id = ${u.branchId} AND is_admin = 0 AND ${ownBranch}`),
        ...extra,
        ...(change.endSessions
          ? [db.run(sql`DELETE FROM sessions WHERE store_id = ${u.branchId} AND user_id = ${u.id} AND ${ownBranch}`)]
          : []),
      ]);
    },
  };
}
