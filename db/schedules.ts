import { and, asc, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import { type Extra, type Statement, withExtra } from "./batch";
import type { Db } from "./client";
import { type ScheduleRow, schedules } from "./schema";

// Schedules (issue 28 §3, migration 0034): one store's rows through the scope, and the scheduled
// handler's due rows and run statements.

/** Each type's table, its shown flag and the column people know it by. Fixed names, never input. */
const TARGET = {
  PRODUCT: { table: "products", flag: "is_display", name: "name" },
  ARTICLE: { table: "articles", flag: "is_display", name: "name" },
  BANNER: { table: "banners", flag: "is_show", name: "title" },
  PROMOTION: { table: "promotions", flag: "is_open", name: "name" },
} as const satisfies Record<string, { table: string; flag: string; name: string }>;
export type ScheduleType = keyof typeof TARGET;

export type ScheduleTarget = { id: number; name: string; shown: boolean };

type Fields = Pick<ScheduleRow, "type" | "targetId" | "action" | "runAt" | "note">;

export function schedulesOf(db: Db, storeId: number) {
  const mine = eq(schedules.storeId, storeId);
  return {
    list(q: { type?: string; status?: string }) {
      const where: (SQL | undefined)[] = [mine];
      if (q.type) where.push(eq(schedules.type, q.type));
      if (q.status) where.push(eq(schedules.status, q.status));
      // Waiting rows soonest first; ran rows newest first (their run times are what one scans).
      const order = q.status === "NORMAL" ? [asc(schedules.runAt)] : [desc(schedules.runAt), desc(schedules.id)];
      return db
        .select()
        .from(schedules)
        .where(and(...where))
        .orderBy(...order)
        .all();
    },
    get(id: number) {
      return db
        .select()
        .from(schedules)
        .where(and(mine, eq(schedules.id, id)))
        .get();
    },
    async create(v: Fields & { createdBy: number }, extra: Extra = []): Promise<ScheduleRow> {
      const rows = await withExtra(
        db,
        db
          .insert(schedules)
          .values({ ...v, storeId })
          .returning(),
        extra,
      );
      const row = rows[0];
      if (!row) throw new Error("schedule insert returned nothing");
      return row;
    },
    /** Only a waiting row changes: one that ran is a record. */
    async update(id: number, v: Partial<Fields>, extra: Extra = []) {
      const rows = await withExtra(
        db,
        db
          .update(schedules)
          .set({ ...v, updatedAt: new Date().toISOString() })
          .where(and(mine, eq(schedules.id, id), eq(schedules.status, "NORMAL")))
          .returning(),
        extra,
      );
      return rows[0];
    },
    async remove(id: number, extra: Extra = []) {
      const rows = await withExtra(
        db,
        db
          .delete(schedules)
          .where(and(mine, eq(schedules.id, id)))
          .returning({ id: schedules.id }),
        extra,
      );
      return rows.length > 0;
    },
    /** The store's objects of one type a schedule may name (id, name, shown now). */
    targets(type: ScheduleType, ids?: readonly number[]): Promise<ScheduleTarget[]> {
      const t = TARGET[type];
      const only = ids ? sql` AND id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))` : sql``;
      return db.all<ScheduleTarget>(
        sql`SELECT id, ${sql.raw(t.name)} AS name, ${sql.raw(t.flag)} = 1 AS shown FROM ${sql.raw(t.table)}
          WHERE store_id = ${storeId}${only} ORDER BY id DESC LIMIT 500`,
      );
    },
  };
}

/** Waiting rows whose time has come, every store's, oldest first. */
export function dueSchedules(db: Db, nowIso: string, limit: number): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(schedules)
    .where(and(eq(schedules.status, "NORMAL"), lte(schedules.runAt, nowIso)))
    .orderBy(asc(schedules.runAt), asc(schedules.id))
    .limit(limit)
    .all();
}

/**
 * One run of a due row, as batch statements (one transaction): the claim (NORMAL → DONE under a
 * fresh token, or FAILED when the object is gone), then whatever the caller puts right after it
 * (the audit row, which is written only when the claim changed a row), then the change itself,
 * which applies only while the row carries this run's token. A second firing's claim changes
 * nothing, so neither its audit row nor its change is written.
 */
export function runStatements(db: Db, row: ScheduleRow, token: string, nowIso: string, afterClaim: Extra): Statement[] {
  const t = TARGET[row.type as ScheduleType] as (typeof TARGET)[ScheduleType] | undefined;
  if (!t) throw new Error(`unknown schedule type ${row.type}`);
  const exists = sql`EXISTS (SELECT 1 FROM ${sql.raw(t.table)} WHERE id = ${row.targetId} AND store_id = ${row.storeId})`;
  const claim = db.run(sql`UPDATE schedules
    SET status = CASE WHEN ${exists} THEN 'DONE' ELSE 'FAILED' END,
      result = CASE WHEN ${exists} THEN NULL ELSE 'TARGET_GONE' END,
      ran_at = ${nowIso}, run_token = ${token}, updated_at = ${nowIso}
    WHERE id = ${row.id} AND store_id = ${row.storeId} AND status = 'NORMAL' AND run_at <= ${nowIso}`);
  const shown = row.action === "PUBLISH" ? 1 : 0;
  const change = db.run(sql`UPDATE ${sql.raw(t.table)} SET ${sql.raw(t.flag)} = ${shown}, updated_at = ${nowIso}
    WHERE id = ${row.targetId} AND store_id = ${row.storeId}
      AND EXISTS (SELECT 1 FROM schedules WHERE id = ${row.id} AND run_token = ${token} AND status = 'DONE')`);
  return [claim, ...afterClaim, change];
}

/** After a run's batch: whether this run is the one that claimed the row. */
export async function claimedBy(db: Db, ids: readonly number[], token: string): Promise<ScheduleRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(schedules)
    .where(and(inArray(schedules.id, [...ids]), eq(schedules.runToken, token)))
    .all();
}
