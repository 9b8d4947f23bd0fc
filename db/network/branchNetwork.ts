import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";

// Reads of one head store's network for the back office (issue 13 §4): the downline list, the
// organisation tree's children of a node, pickers and the deleted list. Every query names the
// head store, so another network's stores never show up; subtrees come from the closure table.

export type BranchRow = {
  id: number;
  name: string;
  domainName: string;
  hostname: string | null;
  status: string;
  type: string;
  trialType: string;
  trialEndsAt: string | null;
  /** When the branch's plan ends (branch-renewal.md); null = never. */
  planEndsAt: string | null;
  auditStatus: string;
  resetAt: string | null;
  introducerId: number | null;
  introducerName: string | null;
  /** Level below the head store (first line 1). */
  level: number;
  ownerName: string | null;
  ownerEmail: string | null;
  /** Direct downline count (the tree's expand arrow). */
  childCount: number;
  /** Whole downline below this branch. */
  teamSize: number;
  createdAt: string;
};

export type BranchFilter = {
  /** Whose downline: the head store (everything) or a branch. */
  rootId: number;
  /** Only the direct downline of this store (it must be inside rootId's subtree). */
  introducerId?: number;
  keyword?: string;
  status?: string;
  type?: string;
  /** true: trial not ended; false: not on trial. */
  trial?: boolean;
  audit?: string;
  level?: number;
  /** For the trial filter (now, ISO). */
  now: string;
};

const like = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The network's branch list under a filter, and one branch as a list row. */
function branchListOf(db: Db, H: number) {
  /** The rows of a filter: t is the (ancestor, branch) tree row, s the branch, lvl its level. */
  const fromWhere = (f: BranchFilter): SQL => {
    const anc = f.introducerId ?? f.rootId;
    const conds: SQL[] = [
      sql`t.head_store_id = ${H}`,
      sql`t.ancestor_id = ${anc}`,
      f.introducerId ? sql`t.depth = 1` : sql`t.depth > 0`,
      sql`s.parent_store_id = ${H}`,
      sql`s.deleted_at IS NULL`,
    ];
    if (f.keyword) {
      const k = like(f.keyword);
      conds.push(sql`(s.name LIKE ${k} ESCAPE '\\' OR s.domain_name LIKE ${k} ESCAPE '\\'
        OR EXISTS (SELECT 1 FROM users o WHERE o.store_id = s.id AND o.is_root = 1 AND o.email LIKE ${k} ESCAPE '\\'))`);
    }
    if (f.status) conds.push(sql`s.status = ${f.status}`);
    if (f.type) conds.push(sql`s.type = ${f.type}`);
    if (f.audit) conds.push(sql`s.audit_status = ${f.audit}`);
    if (f.trial === true) conds.push(sql`s.trial_ends_at IS NOT NULL AND s.trial_ends_at > ${f.now}`);
    if (f.trial === false) conds.push(sql`(s.trial_ends_at IS NULL OR s.trial_ends_at <= ${f.now})`);
    if (f.level) conds.push(sql`lvl.depth = ${f.level}`);
    return sql`FROM branch_tree t
      JOIN stores s ON s.id = t.descendant_id
      JOIN branch_tree lvl ON lvl.head_store_id = ${H} AND lvl.ancestor_id = ${H} AND lvl.descendant_id = s.id
      WHERE ${sql.join(conds, sql` AND `)}`;
  };

  const columns = sql`s.id, s.name, s.domain_name AS domainName, s.default_domain AS hostname, s.status, s.type,
    s.trial_type AS trialType, s.trial_ends_at AS trialEndsAt, s.plan_ends_at AS planEndsAt, s.audit_status AS auditStatus, s.reset_at AS resetAt,
    s.introducer_store_id AS introducerId, s.created_at AS createdAt, lvl.depth AS level,
    (SELECT i.name FROM stores i WHERE i.id = s.introducer_store_id) AS introducerName,
    (SELECT o.name FROM users o WHERE o.store_id = s.id AND o.is_root = 1 LIMIT 1) AS ownerName,
    (SELECT o.email FROM users o WHERE o.store_id = s.id AND o.is_root = 1 LIMIT 1) AS ownerEmail,
    (SELECT count(*) FROM branch_tree c WHERE c.head_store_id = ${H} AND c.ancestor_id = s.id AND c.depth = 1) AS childCount,
    (SELECT count(*) FROM branch_tree c WHERE c.ancestor_id = s.id AND c.depth > 0) AS teamSize`;

  return {
    /** One page of a filter and its total: two queries whatever the network's size. */
    async list(f: BranchFilter, page: { offset: number; limit: number }) {
      const from = fromWhere(f);
      // The tree lists a node's children oldest first (join order); the list shows newest first.
      const order = f.introducerId ? sql`s.id ASC` : sql`s.id DESC`;
      const [rows, count] = await Promise.all([
        db.all<BranchRow>(sql`SELECT ${columns} ${from} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`),
        db.all<{ n: number }>(sql`SELECT count(*) AS n ${from}`),
      ]);
      return { rows, total: Number(count[0]?.n ?? 0) };
    },

    /** One live branch of the network as a list row, or undefined. */
    async row(storeId: number): Promise<BranchRow | undefined> {
      const [r] = await db.all<BranchRow>(sql`SELECT ${columns} FROM stores s
        JOIN branch_tree t ON t.head_store_id = ${H} AND t.ancestor_id = s.id AND t.descendant_id = s.id
        JOIN branch_tree lvl ON lvl.head_store_id = ${H} AND lvl.ancestor_id = ${H} AND lvl.descendant_id = s.id
        WHERE s.id = ${storeId} AND s.parent_store_id = ${H} AND s.deleted_at IS NULL`);
      return r;
    },
  };
}

/** Pickers, paths, id checks and the deleted branches. */
function branchLookupsOf(db: Db, H: number) {
  return {
    /** The path from the head store down to a store: ids and names, the head store first. */
    async path(storeId: number): Promise<{ id: number; name: string }[]> {
      return db.all(sql`SELECT s.id, s.name FROM branch_tree t JOIN stores s ON s.id = t.ancestor_id
        WHERE t.head_store_id = ${H} AND t.descendant_id = ${storeId} ORDER BY t.depth DESC`);
    },

    /** Picker rows (id and name) inside a subtree. */
    async simple(rootId: number, keyword: string | undefined, limit: number) {
      const k = keyword ? like(keyword) : null;
      return db.all<{
        id: number;
        name: string;
        domainName: string;
      }>(sql`SELECT s.id, s.name, s.domain_name AS domainName
        FROM branch_tree t JOIN stores s ON s.id = t.descendant_id
        WHERE t.head_store_id = ${H} AND t.ancestor_id = ${rootId} AND t.depth > 0
          AND s.parent_store_id = ${H} AND s.deleted_at IS NULL
          ${k ? sql`AND (s.name LIKE ${k} ESCAPE '\\' OR s.domain_name LIKE ${k} ESCAPE '\\')` : sql``}
        ORDER BY s.name LIMIT ${limit}`);
    },

    /** Live branches among `ids` (the rest are another network's, deleted or unknown). */
    async liveIds(ids: readonly number[]): Promise<number[]> {
      const rows = await db.all<{ id: number }>(sql`SELECT id FROM stores WHERE parent_store_id = ${H}
        AND deleted_at IS NULL AND id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
      return rows.map((r) => r.id);
    },

    /** Names of the network's stores among `ids` (audit rows name what they changed). */
    async simpleByIds(ids: readonly number[]) {
      return db.all<{ id: number; name: string }>(sql`SELECT id, name FROM stores WHERE parent_store_id = ${H}
        AND id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) ORDER BY id`);
    },

    /** Those of `ids` that are the store `target` or one of its ancestors (a move there is a cycle). */
    async aboveOrAt(target: number, ids: readonly number[]): Promise<number[]> {
      const rows = await db.all<{ id: number }>(sql`SELECT ancestor_id AS id FROM branch_tree
        WHERE head_store_id = ${H} AND descendant_id = ${target}
          AND ancestor_id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
      return rows.map((r) => r.id);
    },

    /** Deleted branches, newest deletion first. */
    async deleted(keyword: string | undefined, page: { offset: number; limit: number }) {
      const k = keyword ? like(keyword) : null;
      const where = sql`WHERE s.parent_store_id = ${H} AND s.deleted_at IS NOT NULL
        ${k ? sql`AND (s.name LIKE ${k} ESCAPE '\\' OR s.domain_name LIKE ${k} ESCAPE '\\')` : sql``}`;
      const [rows, count] = await Promise.all([
        db.all<{
          id: number;
          name: string;
          domainName: string;
          hostname: string | null;
          type: string;
          introducerName: string | null;
          ownerEmail: string | null;
          createdAt: string;
          deletedAt: string;
        }>(sql`SELECT s.id, s.name, s.domain_name AS domainName, s.default_domain AS hostname, s.type,
            (SELECT i.name FROM stores i WHERE i.id = s.introducer_store_id) AS introducerName,
            (SELECT o.email FROM users o WHERE o.store_id = s.id AND o.is_root = 1 LIMIT 1) AS ownerEmail,
            s.created_at AS createdAt, s.deleted_at AS deletedAt
          FROM stores s ${where} ORDER BY s.deleted_at DESC, s.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
        db.all<{ n: number }>(sql`SELECT count(*) AS n FROM stores s ${where}`),
      ]);
      return { rows, total: Number(count[0]?.n ?? 0) };
    },
  };
}

export function branchNetworkOf(db: Db, headStoreId: number) {
  const H = headStoreId;
  return { ...branchListOf(db, H), ...branchLookupsOf(db, H) };
}

export type BranchNetwork = ReturnType<typeof branchNetworkOf>;
