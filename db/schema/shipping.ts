import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now, storeRef } from "./columns";

// Spec back-office §3 shipping method. `code` is the spec's shipping method code (HOME,
// SEVEN_ELEVEN_C2C, …); `type` who runs it (SELF, ECPAY, MING_CHANG). Fees in minor units.
export const shippingMethods = sqliteTable(
  "shipping_methods",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    storeId: storeRef(),
    code: text("code").notNull(),
    type: text("type").notNull().default("SELF"),
    subType: text("sub_type"),
    name: text("name").notNull(),
    /** English name shown on English pages; null: the built-in English name or `name`. */
    nameEn: text("name_en"),
    shippingFee: integer("shipping_fee").notNull().default(0),
    /** Order amount (minor units) from which this method ships free; 0 = never free. */
    freeShippingAmount: integer("free_shipping_amount").notNull().default(0),
    ifOpenCashOnDelivery: integer("if_open_cash_on_delivery", { mode: "boolean" }).notNull().default(false),
    checkStatusUrl: text("check_status_url"),
    isOpen: integer("is_open", { mode: "boolean" }).notNull().default(true),
    isForeign: integer("is_foreign", { mode: "boolean" }).notNull().default(false),
    sort: integer("sort").notNull().default(0),
    /** FIXED: shippingFee everywhere; DISTRICT: districtShippingFee by county/city, else shippingFee. */
    feeType: text("fee_type").notNull().default("FIXED"),
    /** ALL, or ONLY the counties/cities in allowedDistricts. */
    allowedDistrictType: text("allowed_district_type").notNull().default("ALL"),
    allowedDistricts: text("allowed_districts", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** ALL, or ONLY the product ids in allowedProducts. */
    allowedProductType: text("allowed_product_type").notNull().default("ALL"),
    allowedProducts: text("allowed_products", { mode: "json" }).$type<number[]>().notNull().default(sql`'[]'`),
    districtShippingFee: text("district_shipping_fee", { mode: "json" })
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("shipping_methods_store_idx").on(t.storeId, t.sort)],
);

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
