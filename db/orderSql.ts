import { type SQL, sql } from "drizzle-orm";
import { json } from "./catalogue/sql";
import { str } from "./orderRows";
import type { CountSpec, OrderFilter, OrderMethodNames } from "./orderTypes";

// The SQL fragments the order reads and writes share (db/orders.ts). `S` is the store's id as
// checked by ordersOf; every fragment reads the orders table as `o`.

/** The WHERE of the orders matching a filter. */
export function orderWhere(S: SQL, f: OrderFilter): SQL {
  const parts: SQL[] = [sql`o.store_id = ${S}`];
  if (f.userId !== undefined) parts.push(sql`o.user_id = ${f.userId}`);
  if (f.statuses?.length) parts.push(sql`o.status IN (SELECT value FROM json_each(${json(f.statuses)}))`);
  if (f.notStatuses?.length) parts.push(sql`o.status NOT IN (SELECT value FROM json_each(${json(f.notStatuses)}))`);
  if (f.paymentStatus) parts.push(sql`o.payment_status = ${f.paymentStatus}`);
  if (f.keyword) {
    const k = f.keyword;
    parts.push(sql`(instr(o.order_number, ${k}) > 0 OR instr(coalesce(json_extract(o.receiver, '$.name'), ''), ${k}) > 0
      OR instr(coalesce(json_extract(o.receiver, '$.phone'), ''), ${k}) > 0)`);
  }
  if (f.from) parts.push(sql`o.created_at >= ${f.from}`);
  if (f.to) parts.push(sql`o.created_at < ${f.to}`);
  if (f.branchStoreId !== undefined) parts.push(sql`o.branch_store_id = ${f.branchStoreId}`);
  if (f.paymentStatuses?.length)
    parts.push(sql`o.payment_status IN (SELECT value FROM json_each(${json(f.paymentStatuses)}))`);
  if (f.notPaymentStatuses?.length)
    parts.push(sql`o.payment_status NOT IN (SELECT value FROM json_each(${json(f.notPaymentStatuses)}))`);
  if (f.beforeId !== undefined) parts.push(sql`o.id < ${f.beforeId}`);
  if (f.statusPrefix) {
    const like = sql`o.status LIKE ${`${f.statusPrefix.prefix}%`}`;
    parts.push(f.statusPrefix.not ? sql`NOT ${like}` : like);
  }
  return sql.join(parts, sql` AND `);
}

/** A named count's condition (per-list and unread counts). */
export function countCondition(c: CountSpec): SQL {
  const parts: SQL[] = [sql`1`];
  if (c.status) parts.push(sql`o.status = ${c.status}`);
  if (c.paymentStatus) parts.push(sql`o.payment_status = ${c.paymentStatus}`);
  if (c.notStatuses?.length) parts.push(sql`o.status NOT IN (SELECT value FROM json_each(${json(c.notStatuses)}))`);
  if (c.unreadOnly) parts.push(sql`o.is_read = 0`);
  return sql.join(parts, sql` AND `);
}

/** The current names of the order's shipping and invoice methods (read back with namesOf). */
export const methodNamesOf = (
  S: SQL,
) => sql`(SELECT sm.name FROM shipping_methods sm WHERE sm.store_id = ${S} AND sm.id = o.shipping_method_id) AS sm_name,
  (SELECT sm.name_en FROM shipping_methods sm WHERE sm.store_id = ${S} AND sm.id = o.shipping_method_id) AS sm_name_en,
  (SELECT im.name FROM invoice_methods im WHERE im.store_id = ${S} AND im.type = json_extract(o.invoice, '$.type')
    ORDER BY im.sort, im.id LIMIT 1) AS im_name,
  (SELECT im.name_en FROM invoice_methods im WHERE im.store_id = ${S} AND im.type = json_extract(o.invoice, '$.type')
    ORDER BY im.sort, im.id LIMIT 1) AS im_name_en`;

export const namesOf = (r: Record<string, unknown>): OrderMethodNames => ({
  shippingMethodName: str(r.sm_name),
  shippingMethodNameEn: str(r.sm_name_en),
  invoiceMethodName: str(r.im_name),
  invoiceMethodNameEn: str(r.im_name_en),
});

// A branch is a store of this head store's network: its name is read under that condition only.
// The branch is the one the order was sold on, else (a plan renewal) the branch that renews.
export const branchNameOf = (
  S: SQL,
) => sql`(SELECT b.name FROM stores b WHERE b.parent_store_id = ${S} AND b.id = COALESCE(o.branch_store_id,
  (SELECT r.branch_store_id FROM branch_renewals r WHERE r.store_id = ${S} AND r.order_id = o.id))) AS branch_name`;

export const linesSummaryOf = (
  S: SQL,
) => sql`(SELECT count(*) FROM order_items i WHERE i.store_id = ${S} AND i.order_id = o.id) AS item_count,
  (SELECT product_name FROM order_items i WHERE i.store_id = ${S} AND i.order_id = o.id ORDER BY i.id LIMIT 1) AS first_name,
  (SELECT media_path FROM order_items i WHERE i.store_id = ${S} AND i.order_id = o.id ORDER BY i.id LIMIT 1) AS first_media`;
