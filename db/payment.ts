import { and, asc, eq, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Extra } from "./batch";
import type { Db } from "./client";
import { type PaymentMethodRow, paymentMethods, stores } from "./schema";

// Tenant-scoped payment methods (setting-payment): one row per store and method (unique index).

export type PaymentMethodValues = Pick<PaymentMethodRow, "method" | "isOpen" | "sort" | "details">;

/** Insert statements of a new store's methods; `storeId` may be an SQL expression (store creation batch). */
export function paymentMethodInserts(db: Db, storeId: number | SQL, rows: readonly PaymentMethodValues[]) {
  return rows.map((r) => db.insert(paymentMethods).values({ ...r, storeId: storeId as number }));
}

export function paymentMethodsOf(db: Db, storeId: number) {
  const mine = eq(paymentMethods.storeId, storeId);
  return {
    async list(): Promise<PaymentMethodRow[]> {
      return db.select().from(paymentMethods).where(mine).orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
    },
    async listOpen(): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(and(mine, eq(paymentMethods.isOpen, true)))
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
    },
    async get(method: string): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(mine, eq(paymentMethods.method, method)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Upserts the given methods (keyed by store + method) in one batch; others stay as they are.
     * `tappay` (the public TapPay identifiers initial data carries) is written to this store's row
     * in the same batch, and so is `extra` (the admin audit row), last.
     */
    async upsertAll(
      rows: readonly PaymentMethodValues[],
      tappay?: Record<string, unknown>,
      extra: Extra = [],
    ): Promise<PaymentMethodRow[]> {
      const all: BatchItem<"sqlite">[] = [];
      if (rows.length) {
        const updatedAt = new Date().toISOString();
        const stmts = rows.map((r) =>
          db
            .insert(paymentMethods)
            .values({ ...r, storeId, updatedAt })
            .onConflictDoUpdate({
              target: [paymentMethods.storeId, paymentMethods.method],
              set: { isOpen: r.isOpen, sort: r.sort, details: r.details, updatedAt },
            }),
        );
        all.push(...stmts);
        if (tappay) all.push(db.update(stores).set({ tappay }).where(eq(stores.id, storeId)));
      }
      all.push(...extra);
      if (all.length) await db.batch(all as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
      return this.list();
    },
  };
}
