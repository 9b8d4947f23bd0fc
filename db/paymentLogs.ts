import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { paymentLogs } from "./schema";

export type NewPaymentLog = Omit<typeof paymentLogs.$inferInsert, "id" | "storeId" | "createdAt">;

export type PaymentLogFilter = {
  method?: string;
  kind?: string;
  orderNumber?: string;
  /** UTC ISO bounds of created_at: [from, to). */
  from?: string;
  to?: string;
};

/** A store's payment error log: every read and write carries the store id. */
export function paymentLogsOf(db: Db, storeId: number) {
  const whereOf = (f: PaymentLogFilter): SQL | undefined =>
    and(
      eq(paymentLogs.storeId, storeId),
      f.method ? eq(paymentLogs.method, f.method) : undefined,
      f.kind ? eq(paymentLogs.kind, f.kind) : undefined,
      f.orderNumber ? eq(paymentLogs.orderNumber, f.orderNumber) : undefined,
      f.from ? gte(paymentLogs.createdAt, f.from) : undefined,
      f.to ? lt(paymentLogs.createdAt, f.to) : undefined,
    );
  return {
    record: (v: NewPaymentLog) => db.insert(paymentLogs).values({ ...v, storeId }),
    async list(f: PaymentLogFilter, page: { offset: number; limit: number }) {
      const where = whereOf(f);
      const [rows, total] = await db.batch([
        db
          .select()
          .from(paymentLogs)
          .where(where)
          .orderBy(desc(paymentLogs.createdAt), desc(paymentLogs.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(paymentLogs).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    get: (id: number) =>
      db
        .select()
        .from(paymentLogs)
        .where(and(eq(paymentLogs.storeId, storeId), eq(paymentLogs.id, id)))
        .get(),
  };
}
