import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Extra } from "./batch";
import type { Db } from "./client";
import { type InvoiceMethodRow, invoiceMethods, stores } from "./schema";

// Tenant-scoped invoice methods (setting-invoice). Each write also refreshes the store's
// `invoice_methods` column (the open types, in order) in the same batch: initial data carries it.
// `extra` (the admin audit row) goes right after the statement that changes the method.

export type InvoiceMethodValues = Pick<InvoiceMethodRow, "type" | "name" | "isOpen" | "sort" | "details"> &
  Partial<Pick<InvoiceMethodRow, "nameEn">>;

/** Insert statements of a new store's methods; `storeId` may be an SQL expression (store creation batch). */
export function invoiceMethodInserts(db: Db, storeId: number | SQL, rows: readonly InvoiceMethodValues[]) {
  return rows.map((r) => db.insert(invoiceMethods).values({ ...r, storeId: storeId as number }));
}

export function invoiceMethodsOf(db: Db, storeId: number) {
  const mine = eq(invoiceMethods.storeId, storeId);
  // The open types in list order, distinct, as JSON: recomputed by SQLite after the write itself.
  const syncStore = () =>
    db
      .update(stores)
      .set({
        invoiceMethods: sql`(select coalesce(json_group_array(type), '[]') from (select type from ${invoiceMethods} where ${invoiceMethods.storeId} = ${storeId} and ${invoiceMethods.isOpen} = 1 group by type order by min(${invoiceMethods.sort}), min(${invoiceMethods.id})))`,
      })
      .where(eq(stores.id, storeId));
  return {
    async list(): Promise<InvoiceMethodRow[]> {
      return db.select().from(invoiceMethods).where(mine).orderBy(asc(invoiceMethods.sort), asc(invoiceMethods.id));
    },
    async listOpen(): Promise<InvoiceMethodRow[]> {
      return db
        .select()
        .from(invoiceMethods)
        .where(and(mine, eq(invoiceMethods.isOpen, true)))
        .orderBy(asc(invoiceMethods.sort), asc(invoiceMethods.id));
    },
    async get(id: number): Promise<InvoiceMethodRow | null> {
      const [row] = await db
        .select()
        .from(invoiceMethods)
        .where(and(mine, eq(invoiceMethods.id, id)))
        .limit(1);
      return row ?? null;
    },
    async create(values: InvoiceMethodValues, extra: Extra = []): Promise<InvoiceMethodRow> {
      const [rows] = await db.batch([
        db
          .insert(invoiceMethods)
          .values({ ...values, storeId })
          .returning(),
        ...extra,
        syncStore(),
      ]);
      const row = rows[0];
      if (!row) throw new Error("invoice method insert returned nothing");
      return row;
    },
    async update(id: number, patch: Partial<InvoiceMethodValues>, extra: Extra = []): Promise<InvoiceMethodRow | null> {
      const [rows] = await db.batch([
        db
          .update(invoiceMethods)
          .set(patch)
          .where(and(mine, eq(invoiceMethods.id, id)))
          .returning(),
        ...extra,
        syncStore(),
      ]);
      return rows[0] ?? null;
    },
    async remove(id: number, extra: Extra = []): Promise<boolean> {
      const [rows] = await db.batch([
        db
          .delete(invoiceMethods)
          .where(and(mine, eq(invoiceMethods.id, id)))
          .returning({ id: invoiceMethods.id }),
        ...extra,
        syncStore(),
      ]);
      return rows.length > 0;
    },
  };
}
