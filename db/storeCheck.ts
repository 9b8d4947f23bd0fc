import { sql } from "drizzle-orm";
import type { Db } from "./client";

// The figures of the back office's store check (/admin/test), in one D1 round trip.

export type StoreCheckFacts = {
  productsOnShelf: number;
  paymentMethodsOpen: number;
  shippingMethodsOpen: number;
  invoiceMethodsOpen: number;
  bannersShown: number;
  pagesShown: number;
};

export function storeCheckOf(db: Db, storeId: number) {
  if (!Number.isSafeInteger(storeId)) throw new Error("store id must be an integer");
  return {
    async facts(): Promise<StoreCheckFacts> {
      const row = await db.get<Record<keyof StoreCheckFacts, number>>(sql`SELECT
        (SELECT count(*) FROM products WHERE store_id = ${storeId} AND is_display = 1) AS productsOnShelf,
        (SELECT count(*) FROM payment_methods WHERE store_id = ${storeId} AND is_open = 1) AS paymentMethodsOpen,
        (SELECT count(*) FROM shipping_methods WHERE store_id = ${storeId} AND is_open = 1) AS shippingMethodsOpen,
        (SELECT count(*) FROM invoice_methods WHERE store_id = ${storeId} AND is_open = 1) AS invoiceMethodsOpen,
        (SELECT count(*) FROM banners WHERE store_id = ${storeId} AND is_show = 1) AS bannersShown,
        (SELECT count(*) FROM pages WHERE store_id = ${storeId} AND is_display = 1) AS pagesShown`);
      return {
        productsOnShelf: Number(row.productsOnShelf),
        paymentMethodsOpen: Number(row.paymentMethodsOpen),
        shippingMethodsOpen: Number(row.shippingMethodsOpen),
        invoiceMethodsOpen: Number(row.invoiceMethodsOpen),
        bannersShown: Number(row.bannersShown),
        pagesShown: Number(row.pagesShown),
      };
    },
  };
}
