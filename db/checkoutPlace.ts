import { type SQL, sql } from "drizzle-orm";
import { json, prepare } from "./catalogue/sql";
import { AFTER_COMMIT_GRACE_MS, ORDER_PLACED_JOB, type OrderWrite, type PlaceOutcome } from "./checkoutTypes";
import type { Db } from "./client";
import { noticeStatements } from "./notifications";
import { jobStatement } from "./outboxJobs";

// The order-placing batch (db/checkout.ts place). Every statement carries store_id = storeId.
// D1 has no BEGIN/COMMIT: the one `batch` below is the transaction, so an order, its lines, the
// stock decrements, the coupon use and the cart cleanup are all written or none is. Refusals inside
// the batch abort it: the stock trigger of migration 0004 (OUT_OF_STOCK) and "guard" statements
// that insert NULL into a NOT NULL column when a condition fails; the column named in SQLite's
// message tells which guard fired (see GUARDS).

/** SQLite's message of each in-batch refusal → the outcome. */
const GUARDS: [RegExp, Exclude<PlaceOutcome, { ok: true }>["reason"]][] = [
  [/UNIQUE constraint failed: orders\.store_id, orders\.user_id, orders\.idempotency_key/, "DUPLICATE_KEY"],
  [/OUT_OF_STOCK/, "OUT_OF_STOCK"],
  [/NOT NULL constraint failed: stock_logs\.product_id/, "LINE_GONE"],
  [/NOT NULL constraint failed: coupon_usages\.order_id/, "COUPON_USED_UP"],
  [/NOT NULL constraint failed: coupon_usages\.user_id/, "COUPON_USER_LIMIT"],
];

/** What every statement of one order's batch shares: the store, the member, the order's own id. */
type PlaceScope = { S: SQL; U: number; oid: SQL };

// The seller's upline read from the closure table inside the order's own statement, so the path is
// the tree of that instant (a move committed just before or after never splits it).
function branchPathOf(S: SQL, branchStoreId: number | null) {
  if (branchStoreId === null) return sql`NULL`;
  return sql`(SELECT json_group_array(ancestor_id) FROM (SELECT ancestor_id FROM branch_tree
    WHERE head_store_id = ${S} AND descendant_id = ${branchStoreId} AND depth > 0 ORDER BY depth DESC))`;
}

/** The store's next number, the order row and its lines. */
function orderStatements({ S, U, oid }: PlaceScope, w: OrderWrite): SQL[] {
  const K = w.idempotencyKey;
  return [
    sql`INSERT INTO order_sequences (store_id, last) VALUES (${S}, 1)
        ON CONFLICT (store_id) DO UPDATE SET last = last + 1`,
    // The number is yyMMdd (Taipei date) + the store's sequence: unique per store because the
    // sequence never repeats, whatever the date part.
    sql`INSERT INTO orders (store_id, order_number, user_id, payment_status, checkout_type, payment_method,
          shipping_method_id, shipping_code, receiver, invoice, note, items_total_amount, shipping_fee,
          discount_amount, discount_shipping_fee, total_amount, promotion_list, coupon_code, idempotency_key,
          subscription_id, payment_info, branch_store_id, branch_path)
        SELECT ${S}, substr(strftime('%Y%m%d', 'now', '+8 hours'), 3) || printf('%06d', last), ${U}, ${w.paymentStatus},
          ${w.checkoutType}, ${w.paymentMethod}, ${w.shippingMethodId}, ${w.shippingCode}, ${json(w.receiver)},
          ${w.invoice ? json(w.invoice) : null}, ${w.note}, ${w.itemsTotalAmount}, ${w.shippingFee},
          ${w.discountAmount}, ${w.discountShippingFee}, ${w.totalAmount}, ${json(w.promotionList)},
          ${w.couponCode}, ${K}, ${w.subscriptionId}, ${w.paymentInfo ? json(w.paymentInfo) : null},
          ${w.branchStoreId ?? null}, ${branchPathOf(S, w.branchStoreId ?? null)}
        FROM order_sequences WHERE store_id = ${S}`,
    sql`INSERT INTO order_items (store_id, order_id, product_id, stock_id, product_name, spec, media_path,
          payment_plan, subscription_cycle, unit_price, quantity, amount, promotion_id)
        SELECT ${S}, ${oid}, json_extract(j.value, '$.productId'), json_extract(j.value, '$.stockId'),
          json_extract(j.value, '$.productName'), json_extract(j.value, '$.spec'),
          json_extract(j.value, '$.mediaPath'), json_extract(j.value, '$.paymentPlan'),
          json_extract(j.value, '$.subscriptionCycle'), json_extract(j.value, '$.unitPrice'),
          json_extract(j.value, '$.quantity'), json_extract(j.value, '$.amount'),
          json_extract(j.value, '$.promotionId')
        FROM json_each(${json(w.lines)}) j ORDER BY j.key`,
  ];
}

/** The stock the order takes, logged line by line (`dec`: the decrements as one JSON parameter). */
function stockStatements({ S, U }: PlaceScope, dec: string): SQL[] {
  return [
    // A line deleted since the bill: refuse rather than sell stock that no longer exists.
    sql`INSERT INTO stock_logs (store_id, product_id, stock_id, change, after, reason, user_id)
        SELECT ${S}, NULL, json_extract(j.value, '$.id'), 0, 0, 'ORDER', ${U} FROM json_each(${dec}) j
        WHERE NOT EXISTS (SELECT 1 FROM product_stocks s WHERE s.store_id = ${S} AND s.id = json_extract(j.value, '$.id'))`,
    // The 0004 trigger aborts the batch when any line would go below 0: no oversell, no partial order.
    sql`UPDATE product_stocks SET stock = stock - json_extract(j.value, '$.q')
        FROM json_each(${dec}) j
        WHERE product_stocks.store_id = ${S} AND product_stocks.id = json_extract(j.value, '$.id')`,
    sql`INSERT INTO stock_logs (store_id, product_id, stock_id, change, after, reason, user_id)
        SELECT ${S}, s.product_id, s.id, -json_extract(j.value, '$.q'), s.stock, 'ORDER', ${U}
        FROM json_each(${dec}) j JOIN product_stocks s ON s.store_id = ${S} AND s.id = json_extract(j.value, '$.id')`,
  ];
}

/** The coupon's use: its two limits guarded, then the use recorded and counted. */
function couponStatements({ S, U, oid }: PlaceScope, P: number): SQL[] {
  return [
    sql`INSERT INTO coupon_usages (store_id, promotion_id, user_id, order_id)
        SELECT ${S}, ${P}, ${U}, NULL FROM promotions
        WHERE store_id = ${S} AND id = ${P} AND total_quantity > 0 AND used_quantity >= total_quantity`,
    sql`INSERT INTO coupon_usages (store_id, promotion_id, user_id, order_id)
        SELECT ${S}, ${P}, NULL, ${oid} FROM promotions p
        WHERE p.store_id = ${S} AND p.id = ${P} AND p.limit_per_user > 0
          AND (SELECT count(*) FROM coupon_usages u WHERE u.store_id = ${S} AND u.promotion_id = ${P}
               AND u.user_id = ${U}) >= p.limit_per_user`,
    sql`INSERT INTO coupon_usages (store_id, promotion_id, user_id, order_id) SELECT ${S}, ${P}, ${U}, ${oid}`,
    sql`UPDATE promotions SET used_quantity = used_quantity + 1 WHERE store_id = ${S} AND id = ${P}`,
  ];
}

function subscriptionStatement({ S, U, oid }: PlaceScope, w: OrderWrite): SQL {
  return sql`INSERT INTO subscriptions (store_id, user_id, origin_order_id, product_id, stock_id, quantity, cycle,
          payment_method, shipping_method_id, shipping_code, receiver, next_order_date)
        SELECT ${S}, ${U}, ${oid}, json_extract(j.value, '$.productId'), json_extract(j.value, '$.stockId'),
          json_extract(j.value, '$.quantity'), json_extract(j.value, '$.cycle'), ${w.paymentMethod},
          ${w.shippingMethodId}, ${w.shippingCode}, ${json(w.receiver)},
          date('now', '+' || json_extract(j.value, '$.cycle') || ' months')
        FROM json_each(${json(w.subscriptions)}) j ORDER BY j.key`;
}

/** The member's address book gains the receiver unless it is there already. */
function saveInfoStatement({ U }: PlaceScope, storeId: number, w: OrderWrite, T: string): SQL {
  const r = json(w.receiver);
  // The address book is the member's: on a branch host the branch's, where the member reads it.
  const M = sql.raw(String(w.branchStoreId ?? storeId));
  return sql`INSERT INTO checkout_infos (store_id, user_id, type, receiver, is_default)
        SELECT ${M}, ${U}, ${T}, ${r},
          NOT EXISTS (SELECT 1 FROM checkout_infos WHERE store_id = ${M} AND user_id = ${U})
        WHERE NOT EXISTS (SELECT 1 FROM checkout_infos WHERE store_id = ${M} AND user_id = ${U}
          AND type = ${T} AND receiver = ${r})`;
}

/**
 * The order's notices (issue 28 §2), in its own transaction: the new order's notification (its
 * badge counts from the unread order itself) and, when the sale leaves one of its lines at the
 * store's threshold or under it, a PRODUCT_UNDER_STOCK notification and highlight.
 */
function noticeStatementsOf(S: SQL, storeId: number, w: OrderWrite, oid: SQL, dec: string): SQL[] {
  const order = noticeStatements(storeId, {
    type: "ORDER_UNPROCESSED",
    objectId: oid,
    message: sql`(SELECT order_number FROM orders WHERE id = ${oid})`,
    counts: false,
  });
  if (!w.decrements.length) return order;
  const low = sql`FROM product_stocks s WHERE s.store_id = ${S} AND s.stock <= ${w.lowStockThreshold}
    AND s.id IN (SELECT json_extract(j.value, '$.id') FROM json_each(${dec}) j)`;
  const lowest = sql`(SELECT s.product_id ${low} ORDER BY s.stock, s.id LIMIT 1)`;
  return [
    ...order,
    ...noticeStatements(storeId, {
      type: "PRODUCT_UNDER_STOCK",
      objectId: lowest,
      message: sql`coalesce((SELECT p.name FROM products p WHERE p.store_id = ${S} AND p.id = ${lowest}), '')`,
      when: sql`EXISTS (SELECT 1 ${low})`,
      counts: true,
    }),
  ];
}

/** Every statement of one order's batch, in the order they run. */
function placeStatements(S: SQL, storeId: number, w: OrderWrite, dec: string): SQL[] {
  const U = w.userId;
  const oid = sql`(SELECT id FROM orders WHERE store_id = ${S} AND user_id = ${U} AND idempotency_key = ${w.idempotencyKey})`;
  const scope = { S, U, oid };
  const qs = orderStatements(scope, w);
  if (w.decrements.length) qs.push(...stockStatements(scope, dec));
  if (w.coupon) qs.push(...couponStatements(scope, w.coupon.promotionId));
  if (w.subscriptions.length) qs.push(subscriptionStatement(scope, w));
  qs.push(
    sql`INSERT INTO order_events (store_id, order_id, type, "from", "to", actor, user_id, note)
        SELECT ${S}, ${oid}, 'STATUS', NULL, 'UNPROCESSED', ${w.actor}, ${U}, 'ORDER_CREATED'`,
  );
  if (w.payment) {
    qs.push(
      sql`INSERT INTO payments (store_id, order_id, provider, method, status, amount, nonce)
          SELECT ${S}, ${oid}, ${w.payment.provider}, ${w.paymentMethod}, 'PENDING', ${w.totalAmount}, ${w.payment.nonce}`,
    );
  }
  if (w.cartLineIds.length) {
    qs.push(
      sql`DELETE FROM cart_items WHERE store_id = ${S} AND user_id = ${U}
          AND id IN (SELECT value FROM json_each(${json(w.cartLineIds)}))`,
    );
  }
  if (w.saveCheckoutInfo) qs.push(saveInfoStatement(scope, storeId, w, w.saveCheckoutInfo.type));
  // What the answer does after the commit (its payment's first step, stock news), kept in the
  // order's own transaction: if the answer's path cannot finish it, the scheduled handler does.
  qs.push(jobStatement(storeId, ORDER_PLACED_JOB, sql`json_object('orderId', ${oid})`, AFTER_COMMIT_GRACE_MS));
  qs.push(...noticeStatementsOf(S, storeId, w, oid, dec));
  // The lowest stock the sale left: the page cache hears of stock running low or out (place.ts).
  qs.push(sql`SELECT id, order_number, (SELECT min(s.stock) FROM product_stocks s WHERE s.store_id = ${S}
        AND s.id IN (SELECT json_extract(j.value, '$.id') FROM json_each(${dec}) j)) AS lowest_stock,
        (SELECT max(b.id) FROM outbox_jobs b WHERE b.store_id = ${S} AND b.kind = ${ORDER_PLACED_JOB}
          AND json_extract(b.payload, '$.orderId') = orders.id) AS job_id
      FROM orders WHERE id = ${oid}`);
  return qs;
}

/** Writes the whole order in one transaction; a refusal leaves nothing behind. */
export async function placeOrder(db: Db, S: SQL, storeId: number, w: OrderWrite): Promise<PlaceOutcome> {
  const dec = json(w.decrements.map((d) => ({ id: d.stockId, q: d.quantity })));
  const qs = placeStatements(S, storeId, w, dec);
  try {
    const res = await db.$client.batch(qs.map((q) => prepare(db, q)));
    const row = res.at(-1)?.results?.[0] as
      | { id: number; order_number: string; lowest_stock: number | null; job_id: number | null }
      | undefined;
    if (!row) throw new Error("order batch wrote no order");
    return {
      ok: true,
      orderId: Number(row.id),
      orderNumber: String(row.order_number),
      lowestStock: row.lowest_stock === null ? null : Number(row.lowest_stock),
      jobId: row.job_id === null ? null : Number(row.job_id),
    };
  } catch (e) {
    const msg = String(e instanceof Error ? e.message : e);
    const hit = GUARDS.find(([re]) => re.test(msg));
    if (hit) return { ok: false, reason: hit[1] };
    throw e;
  }
}
