import { and, eq, type SQL, sql } from "drizzle-orm";
import { batchOf, type Extra } from "./batch";
import { all, batch } from "./catalogue/sql";
import type { Db } from "./client";
import { sessions, users } from "./schema";

// Tenant-scoped reads and writes of the back office's member and supplier lists. Members are the
// store's users who are not staff (is_admin = 0). Every statement carries store_id = storeId.

/** What the list shows of a member, with the order figures it can be sorted by. */
export type MemberListRow = {
  id: number;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  lastSeenAt: string | null;
  blockedAt: string | null;
  isSupplier: boolean;
  companyName: string;
  orderCount: number;
  totalSpent: number;
};

export type MemberFilter = {
  /** A named segment (see MEMBER_SEGMENT_SQL). */
  segment: string;
  keyword?: string;
  /** Only supplier users (the supplier list). */
  suppliersOnly?: boolean;
  /** UTC ISO start of the current Taipei month, for the "new" segment. */
  monthStart: string;
};

export type MemberSort = {
  key: "createdAt" | "name" | "lastSeenAt" | "orderCount" | "totalSpent";
  dir: "asc" | "desc";
};

/**
 * Money the member has actually spent: paid orders, and cash-on-delivery orders once delivered,
 * leaving out cancelled and returned ones. One rule for the list, its sort and the detail.
 */
const SPENT = sql.raw(
  `(o.payment_status = 'PAID' OR (o.payment_status = 'NOT_REQUIRED' AND o.status IN ('DELIVERED','COMPLETE')))
   AND o.status NOT IN ('CANCEL_COMPLETE','RETURN_COMPLETE')`,
);

const orderCountOf = sql`(SELECT count(*) FROM orders o WHERE o.store_id = u.store_id AND o.user_id = u.id)`;
const totalSpentOf = sql`(SELECT coalesce(sum(o.total_amount), 0) FROM orders o
  WHERE o.store_id = u.store_id AND o.user_id = u.id AND ${SPENT})`;

/** The conditions of each segment of /admin/user-list/{filter} (and the supplier list). */
export function segmentSql(segment: string, monthStart: string): SQL {
  switch (segment) {
    case "normal":
      return sql`u.blocked_at IS NULL`;
    case "blocked":
      return sql`u.blocked_at IS NOT NULL`;
    case "ordered":
      return sql`EXISTS (SELECT 1 FROM orders o WHERE o.store_id = u.store_id AND o.user_id = u.id)`;
    case "new":
      return sql`u.created_at >= ${monthStart}`;
    default:
      return sql`1 = 1`;
  }
}

const SORT_SQL: Record<MemberSort["key"], SQL> = {
  createdAt: sql.raw("u.created_at"),
  name: sql.raw("u.name COLLATE NOCASE"),
  lastSeenAt: sql.raw("coalesce(u.last_seen_at, '')"),
  orderCount: sql.raw("order_count"),
  totalSpent: sql.raw("total_spent"),
};

const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toRow(r: Record<string, unknown>): MemberListRow {
  return {
    id: Number(r.id),
    name: String(r.name),
    email: String(r.email),
    phone: String(r.phone ?? ""),
    createdAt: String(r.created_at),
    lastSeenAt: r.last_seen_at == null ? null : String(r.last_seen_at),
    blockedAt: r.blocked_at == null ? null : String(r.blocked_at),
    isSupplier: Boolean(r.is_supplier),
    companyName: String(r.company_name ?? ""),
    orderCount: Number(r.order_count ?? 0),
    totalSpent: Number(r.total_spent ?? 0),
  };
}

export function membersOf(db: Db, storeId: number) {
  /** Store, not staff, optional supplier flag and search: everything but the segment. */
  const base = (f: Omit<MemberFilter, "segment">): SQL => {
    const parts: SQL[] = [sql`u.store_id = ${storeId}`, sql`u.is_admin = 0`];
    if (f.suppliersOnly) parts.push(sql`u.is_supplier = 1`);
    if (f.keyword) {
      const like = likeOf(f.keyword);
      parts.push(
        sql`(u.name LIKE ${like} ESCAPE '\\' OR u.email LIKE ${like} ESCAPE '\\' OR coalesce(u.phone, '') LIKE ${like} ESCAPE '\\' OR u.company_name LIKE ${like} ESCAPE '\\')`,
      );
    }
    return sql.join(parts, sql` AND `);
  };
  const select = sql`SELECT u.id, u.name, u.email, u.phone, u.created_at, u.last_seen_at, u.blocked_at,
      u.is_supplier, u.company_name, ${orderCountOf} AS order_count, ${totalSpentOf} AS total_spent
    FROM users u`;

  return {
    /** A page of the list and its total, in one round trip. */
    async list(f: MemberFilter, sort: MemberSort, page: { offset: number; limit: number }) {
      const where = sql`${base(f)} AND ${segmentSql(f.segment, f.monthStart)}`;
      const dir = sql.raw(sort.dir === "asc" ? "ASC" : "DESC");
      const [rows = [], count = []] = await batch(db, [
        sql`${select} WHERE ${where} ORDER BY ${SORT_SQL[sort.key]} ${dir}, u.id ${dir} LIMIT ${page.limit} OFFSET ${page.offset}`,
        sql`SELECT count(*) AS n FROM users u WHERE ${where}`,
      ]);
      return { rows: rows.map(toRow), total: Number(count[0]?.n ?? 0) };
    },
    /** How many members each segment holds under the same search (the tabs' counts). */
    async counts(f: Omit<MemberFilter, "segment">, segments: readonly string[]) {
      const cols = segments.map(
        (s) =>
          sql`coalesce(sum(CASE WHEN ${segmentSql(s, f.monthStart)} THEN 1 ELSE 0 END), 0) AS ${sql.identifier(s)}`,
      );
      const [row] = await all<Record<string, number>>(
        db,
        sql`SELECT ${sql.join(cols, sql`, `)} FROM users u WHERE ${base(f)}`,
      );
      return Object.fromEntries(segments.map((s) => [s, Number(row?.[s] ?? 0)]));
    },
    /** The export's keyset page of a filter: newest id first, below `beforeId` when given. */
    async every(f: MemberFilter, limit: number, beforeId?: number) {
      const below = beforeId === undefined ? sql`1` : sql`u.id < ${beforeId}`;
      const rows = await all<Record<string, unknown>>(
        db,
        sql`SELECT u.id, u.name, u.email, u.phone, u.created_at, u.last_seen_at, u.blocked_at, u.is_supplier,
              u.company_name, u.gender, u.birthday, u.admin_note,
              ${orderCountOf} AS order_count, ${totalSpentOf} AS total_spent
            FROM users u WHERE ${base(f)} AND ${segmentSql(f.segment, f.monthStart)} AND ${below}
            ORDER BY u.id DESC LIMIT ${limit}`,
      );
      return rows.map((r) => ({
        ...toRow(r),
        gender: String(r.gender ?? ""),
        birthday: String(r.birthday ?? ""),
        adminNote: String(r.admin_note ?? ""),
      }));
    },
    /** id, name and e-mail for pickers. */
    simple: (keyword: string | undefined, limit: number) =>
      all<{ id: number; name: string; email: string }>(
        db,
        sql`SELECT u.id, u.name, u.email FROM users u WHERE ${base({ keyword, monthStart: "" })}
          ORDER BY u.name COLLATE NOCASE, u.id LIMIT ${limit}`,
      ),
    /** Order figures of one member: counts by status, total spent, latest orders, subscriptions. */
    async summary(userId: number) {
      const [totals = [], recent = [], subs = []] = await batch(db, [
        sql`SELECT count(*) AS order_count,
              coalesce(sum(CASE WHEN ${SPENT} THEN o.total_amount ELSE 0 END), 0) AS total_spent,
              max(o.created_at) AS last_order_at
            FROM orders o WHERE o.store_id = ${storeId} AND o.user_id = ${userId}`,
        sql`SELECT o.id, o.order_number, o.status, o.payment_status, o.total_amount, o.created_at
            FROM orders o WHERE o.store_id = ${storeId} AND o.user_id = ${userId}
            ORDER BY o.created_at DESC, o.id DESC LIMIT 10`,
        sql`SELECT s.status, count(*) AS n FROM subscriptions s
            WHERE s.store_id = ${storeId} AND s.user_id = ${userId} GROUP BY s.status`,
      ]);
      const t = totals[0] ?? {};
      return {
        orderCount: Number(t.order_count ?? 0),
        totalSpent: Number(t.total_spent ?? 0),
        lastOrderAt: t.last_order_at == null ? null : String(t.last_order_at),
        recentOrders: recent.map((o) => ({
          id: Number(o.id),
          orderNumber: String(o.order_number),
          status: String(o.status),
          paymentStatus: String(o.payment_status),
          totalAmount: Number(o.total_amount),
          createdAt: String(o.created_at),
        })),
        subscriptions: Object.fromEntries(subs.map((s) => [String(s.status), Number(s.n)])) as Record<string, number>,
      };
    },
    /**
     * An admin's change of one member of this store (never a staff account), in one batch with
     * `extra` (the audit row); `endSessions` signs the member out everywhere (a block).
     */
    async patch(userId: number, set: MemberFields, endSessions: boolean, extra: Extra, now: string) {
      await batchOf(db, [
        db
          .update(users)
          .set({ ...set, updatedAt: now })
          .where(and(eq(users.storeId, storeId), eq(users.id, userId), eq(users.isAdmin, false))),
        ...extra,
        ...(endSessions
          ? [db.delete(sessions).where(and(eq(sessions.storeId, storeId), eq(sessions.userId, userId)))]
          : []),
      ]);
    },
  };
}

/** What an admin may change on a member's row. */
export type MemberFields = Partial<
  Pick<
    typeof users.$inferInsert,
    "name" | "phone" | "gender" | "birthday" | "adminNote" | "isSupplier" | "companyName" | "blockedAt"
  >
>;

export type MembersDb = ReturnType<typeof membersOf>;
