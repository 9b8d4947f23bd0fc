import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { announceStatements } from "./announcements";
import { batchOf, type Extra, withExtra } from "./batch";
import { type BatchRead, rowOf } from "./catalogue/sql";
import type { Db } from "./client";
import { couponUsages, type PromotionRow, promotions, type ShippingMethodRow, shippingMethods } from "./schema";

// Tenant-scoped promotions, coupons and activities (one table, db/schema/promotions.ts) and the
// coupon usage counts checkout writes. Every statement carries store_id = storeId.

export type PromotionValues = Omit<
  typeof promotions.$inferInsert,
  "id" | "storeId" | "createdAt" | "updatedAt" | "usedQuantity"
>;

export type PromotionListFilter = {
  kind: "PROMOTION" | "ACTIVITY";
  scope?: "PROMOTION" | "COUPON";
  isOpen?: boolean;
  /** Time states wanted (any of): UPCOMING, IN_PROGRESS, EXPIRED. */
  times?: ("UPCOMING" | "IN_PROGRESS" | "EXPIRED")[];
  keyword?: string;
  now: string;
};

/** A new sort for one promotion of a group whose members changed. */
export type Resort = { id: number; sort: number };

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

const sameCode = (code: string) => sql`lower(${promotions.code}) = lower(${code})`;
// ISO strings sort by time, and the 1111 / 3333 sentinels before / after any real one.
const timeWhere = (t: "UPCOMING" | "IN_PROGRESS" | "EXPIRED", now: string): SQL =>
  t === "UPCOMING"
    ? sql`${promotions.startAt} > ${now}`
    : t === "EXPIRED"
      ? sql`${promotions.endAt} < ${now}`
      : sql`(${promotions.startAt} <= ${now} and ${promotions.endAt} >= ${now})`;
const ordered = [asc(promotions.groupNumber), asc(promotions.sort), asc(promotions.id)];

/** The back office's and the storefront's reads of the rows. */
function promotionReadsOf(db: Db, storeId: number) {
  const mine = eq(promotions.storeId, storeId);
  return {
    async list(f: PromotionListFilter): Promise<PromotionRow[]> {
      const conds: (SQL | undefined)[] = [mine, eq(promotions.kind, f.kind)];
      if (f.scope) conds.push(eq(promotions.scope, f.scope));
      if (f.isOpen !== undefined) conds.push(eq(promotions.isOpen, f.isOpen));
      if (f.times?.length) conds.push(or(...f.times.map((t) => timeWhere(t, f.now))));
      if (f.keyword) {
        const k = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conds.push(or(sql`${promotions.name} like ${k} escape '\\'`, sql`${promotions.code} like ${k} escape '\\'`));
      }
      return db
        .select()
        .from(promotions)
        .where(and(...conds))
        .orderBy(desc(promotions.id));
    },

    async get(id: number, kind?: "PROMOTION" | "ACTIVITY"): Promise<PromotionRow | null> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(mine, eq(promotions.id, id), kind ? eq(promotions.kind, kind) : undefined))
        .limit(1);
      return row ?? null;
    },

    /** Storefront: open rows of a kind, scope PROMOTION, optionally in time now; group then sort. */
    async listOpen(kind: "PROMOTION" | "ACTIVITY", now: string, inTimeOnly: boolean): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(
          and(
            mine,
            eq(promotions.kind, kind),
            eq(promotions.scope, "PROMOTION"),
            eq(promotions.isOpen, true),
            inTimeOnly ? timeWhere("IN_PROGRESS", now) : undefined,
          ),
        )
        .orderBy(...ordered);
    },

    /** Times this member used a coupon (coupon_usages rows written by checkout). */
    async couponUses(promotionId: number, userId: number): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(couponUsages)
        .where(
          and(
            eq(couponUsages.storeId, storeId),
            eq(couponUsages.promotionId, promotionId),
            eq(couponUsages.userId, userId),
          ),
        );
      return Number(r?.n ?? 0);
    },

    /** Whether a code is taken in this store (any kind, case-insensitive), other than by `exceptId`. */
    async codeTaken(code: string, exceptId?: number): Promise<boolean> {
      const [r] = await db
        .select({ id: promotions.id })
        .from(promotions)
        .where(and(mine, sameCode(code), exceptId ? ne(promotions.id, exceptId) : undefined))
        .limit(1);
      return !!r;
    },

    /** Which of `codes` this store already uses (any kind), lower-cased; chunks keep D1's 100 binds. */
    async codesTaken(codes: readonly string[]): Promise<Set<string>> {
      const lower = [...new Set(codes.map((c) => c.toLowerCase()))];
      const chunks: string[][] = [];
      for (let i = 0; i < lower.length; i += 90) chunks.push(lower.slice(i, i + 90));
      const found = await Promise.all(
        chunks.map((chunk) =>
          db
            .select({ code: promotions.code })
            .from(promotions)
            .where(and(mine, inArray(sql`lower(${promotions.code})`, chunk))),
        ),
      );
      return new Set(found.flat().map((r) => (r.code ?? "").toLowerCase()));
    },

    /** Promotions (kind PROMOTION, scope PROMOTION) for the group sort page, group then sort. */
    async groupRows(): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(and(mine, eq(promotions.kind, "PROMOTION"), eq(promotions.scope, "PROMOTION")))
        .orderBy(...ordered);
    },
  };
}

/** The bill's reads, for the bill's own round trip. */
function billReadsOf(db: Db, storeId: number) {
  const mine = eq(promotions.storeId, storeId);
  return {
    /**
     * What a bill needs, for the bill's single round trip (readTogether): the automatic promotions
     * and activities open now; with a code, the coupon (case-insensitive) and this member's uses of
     * it; with `shippingMethodId`, the store's shipping method. Statements only for what was asked.
     */
    forBill(
      now: string,
      code: string | null,
      userId: number | null,
      shippingMethodId?: number | null,
    ): BatchRead<{
      automatic: PromotionRow[];
      coupon: PromotionRow | null;
      couponUses: number;
      shippingMethod: ShippingMethodRow | null;
    }> {
      const statements: SQL[] = [
        db
          .select()
          .from(promotions)
          .where(
            and(mine, eq(promotions.scope, "PROMOTION"), eq(promotions.isOpen, true), timeWhere("IN_PROGRESS", now)),
          )
          .orderBy(...ordered)
          .getSQL(),
      ];
      const at = { coupon: -1, uses: -1, method: -1 };
      if (code) {
        at.coupon =
          statements.push(
            db
              .select()
              .from(promotions)
              .where(and(mine, sameCode(code), eq(promotions.scope, "COUPON")))
              .limit(1)
              .getSQL(),
          ) - 1;
        if (userId != null)
          at.uses =
            statements.push(
              sql`SELECT count(*) AS n FROM coupon_usages WHERE store_id = ${storeId} AND user_id = ${userId}
              AND promotion_id IN (SELECT id FROM promotions WHERE store_id = ${storeId} AND lower(code) = lower(${code}))`,
            ) - 1;
      }
      if (shippingMethodId)
        at.method =
          statements.push(
            db
              .select()
              .from(shippingMethods)
              .where(and(eq(shippingMethods.storeId, storeId), eq(shippingMethods.id, shippingMethodId)))
              .limit(1)
              .getSQL(),
          ) - 1;
      return {
        statements,
        read: (rows) => {
          const first = (i: number) => (i < 0 ? undefined : rows[i]?.[0]);
          const coupon = first(at.coupon);
          const method = first(at.method);
          return {
            automatic: (rows[0] ?? []).map((r) => rowOf(promotions, r)),
            coupon: coupon ? rowOf(promotions, coupon) : null,
            couponUses: Number(first(at.uses)?.n ?? 0),
            shippingMethod: method ? rowOf(shippingMethods, method) : null,
          };
        },
      };
    },
  };
}

/** The back office's writes of the rows and their group sorts. */
function promotionWritesOf(db: Db, storeId: number) {
  /**
   * Its branches' PROMOTION_NEW (open promotions, not coupons or registration gifts) or ACTIVITY_NEW
   * for every row of `kind` open, started and not told yet (db/announcements.ts), after the write.
   */
  const branchesTold = (kind: "PROMOTION" | "ACTIVITY") =>
    announceStatements(db, storeId, kind, new Date().toISOString());
  const mine = eq(promotions.storeId, storeId);
  const resortOne = (r: Resort) =>
    db
      .update(promotions)
      .set({ sort: r.sort, updatedAt: nowIso })
      .where(and(mine, eq(promotions.id, r.id)));

  return {
    /** `extra` (the admin audit row) rides in the same batch, right after each write. */
    async insert(kind: "PROMOTION" | "ACTIVITY", v: PromotionValues, extra: Extra = []): Promise<PromotionRow> {
      const [row] = await withExtra(
        db,
        db
          .insert(promotions)
          .values({ ...v, kind, storeId })
          .returning(),
        [...extra, ...branchesTold(kind)],
      );
      return row as PromotionRow;
    },

    /** Many new rows and `extra` (the import's audit row) in one batch: all of them or none. */
    async insertMany(
      kind: "PROMOTION" | "ACTIVITY",
      vs: readonly PromotionValues[],
      extra: Extra = [],
    ): Promise<number> {
      const stmts: BatchItem<"sqlite">[] = [
        ...vs.map((v) => db.insert(promotions).values({ ...v, kind, storeId })),
        // The sheet's open rows tell the branches as single creates do, in one announcement.
        ...branchesTold(kind),
        ...extra,
      ];
      if (vs.length || extra.length) await batchOf(db, stmts);
      return vs.length;
    },

    /**
     * Updates one row and, in the same batch, gives other rows of this store new sorts (the groups
     * the row leaves or joins): one transaction, so a failure anywhere leaves every row as it was.
     */
    async update(
      id: number,
      kind: "PROMOTION" | "ACTIVITY",
      v: Partial<PromotionValues>,
      resort: readonly Resort[] = [],
      extra: Extra = [],
    ): Promise<PromotionRow | null> {
      const own = db
        .update(promotions)
        .set({ ...v, updatedAt: nowIso })
        .where(and(mine, eq(promotions.id, id), eq(promotions.kind, kind)))
        .returning();
      // A promotion opened now (or started already) tells the branches then, once.
      const [rows] = (await batchOf(db, [own, ...extra, ...resort.map(resortOne), ...branchesTold(kind)])) as [
        PromotionRow[],
      ];
      return rows[0] ?? null;
    },

    async remove(id: number, kind: "PROMOTION" | "ACTIVITY", extra: Extra = []): Promise<boolean> {
      const rows = await withExtra(
        db,
        db
          .delete(promotions)
          .where(and(mine, eq(promotions.id, id), eq(promotions.kind, kind)))
          .returning({ id: promotions.id }),
        extra,
      );
      return rows.length > 0;
    },

    /**
     * Puts `ids` into `groupNumber` in this order (sort 0, 1, …) and gives the groups they left
     * their new sorts (`resort`): one batch, all or nothing.
     */
    async placeInGroup(
      groupNumber: number,
      ids: readonly number[],
      resort: readonly Resort[] = [],
      extra: Extra = [],
    ): Promise<void> {
      const stmts: BatchItem<"sqlite">[] = [
        ...ids.map((id, i) =>
          db
            .update(promotions)
            .set({ groupNumber, sort: i, updatedAt: nowIso })
            .where(and(mine, eq(promotions.id, id))),
        ),
        ...resort.map(resortOne),
        ...extra,
      ];
      if (stmts.length) await db.batch(stmts as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    },
  };
}

export function promotionsOf(db: Db, storeId: number) {
  return { ...promotionReadsOf(db, storeId), ...billReadsOf(db, storeId), ...promotionWritesOf(db, storeId) };
}

export type PromotionsDb = ReturnType<typeof promotionsOf>;
