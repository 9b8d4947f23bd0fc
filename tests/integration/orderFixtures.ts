import { api, createStore, freshIp, loginToken, sql } from "../helpers";

// Set-up shared by the order and subscription tests: a store with its admin, shipping and payment
// methods, products made through the admin products API, and orders written as real D1 rows (the
// order placement of checkout is another area's; these tests depend on the order code alone).

export const ADMIN = { email: "root@example.com", password: "admin12345", name: "Root Admin" };

export const RECEIVER = {
  name: "王小明",
  phone: "0912345678",
  email: "ming@example.com",
  city: "臺北市",
  district: "中正區",
  postalCode: "100",
  address: "重慶南路一段122號",
};

export type Shop = { host: string; storeId: number; admin: string; homeId: number };

async function insertId(query: string, ...binds: unknown[]): Promise<number> {
  const [row] = await sql<{ id: number }>(`${query} RETURNING id`, ...binds);
  return row!.id;
}

/** A store with its root admin (logged in), a NT$60 home shipping method and open payment methods. */
export async function shop(host: string, storeType = "NORMAL"): Promise<Shop> {
  const storeId = await createStore(host, storeType, ADMIN);
  const homeId = await insertId(
    `INSERT INTO shipping_methods (store_id, code, type, name, shipping_fee, is_open, if_open_cash_on_delivery)
     VALUES (?, 'HOME', 'SELF', 'Home', 6000, 1, 1)`,
    storeId,
  );
  const details: Record<string, unknown> = {
    TRANSFER: { bankCode: "822", bankName: "中國信託", accountName: "好茶有限公司", accountNumber: "123456789012" },
  };
  for (const m of ["TRANSFER", "CREDIT_CARD", "CASH_ON_DELIVERY"]) {
    await sql(
      `INSERT INTO payment_methods (store_id, method, is_open, details) VALUES (?, ?, 1, ?)
       ON CONFLICT (store_id, method) DO UPDATE SET is_open = 1, details = excluded.details`,
      storeId,
      m,
      JSON.stringify(details[m] ?? {}),
    );
  }
  return { host, storeId, admin: await loginToken(host, ADMIN.email, ADMIN.password), homeId };
}

/** A member registered from an address of its own (registration is rate limited per address). */
export async function member(host: string, email: string) {
  const r = await api(host, "POST", "/api/auth/register", {
    body: { name: "Mia Member", email, password: "member1234" },
    headers: { "cf-connecting-ip": freshIp() },
  });
  if (r.body.code !== 0) throw new Error(`register: ${JSON.stringify(r.body)}`);
  return { token: r.body.data.accessToken as string, userId: r.body.data.user.id as number };
}

/** A product with one stock line, made through POST /api/admin/products. */
export async function product(
  s: Shop,
  o: { name?: string; price?: number; stock?: number; subscription?: { price: number; cycles: number[] } } = {},
) {
  const body: Record<string, unknown> = {
    name: o.name ?? "Oolong",
    price: o.price ?? 50000,
    stocks: [{ spec: "", stock: o.stock ?? 10 }],
  };
  if (o.subscription) {
    body.paymentPlan = "SUBSCRIPTION";
    body.subscriptionPrice = o.subscription.price;
    body.subscriptionCycles = o.subscription.cycles;
  }
  const r = await api(s.host, "POST", "/api/admin/products", { token: s.admin, body });
  if (r.body.code !== 0) throw new Error(`product: ${JSON.stringify(r.body)}`);
  return { productId: r.body.data.id as number, stockId: r.body.data.stocks[0].id as number };
}

export type Line = { productId: number; stockId: number; quantity: number; unitPrice: number; name?: string };

let orderSeq = 0;

/**
 * An order as checkout leaves it: the order row, its lines, the stock it took and its first
 * timeline row. Returns the order id.
 */
export async function order(
  s: Pick<Shop, "storeId" | "homeId">,
  userId: number,
  lines: Line[],
  o: {
    status?: string;
    paymentStatus?: string;
    paymentMethod?: string;
    deliveredAt?: string | null;
    createdAt?: string;
    receiver?: Record<string, unknown>;
    number?: string;
    subscriptionId?: number | null;
  } = {},
): Promise<number> {
  orderSeq += 1;
  const items = lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0);
  const id = await insertId(
    `INSERT INTO orders (store_id, order_number, user_id, status, payment_status, payment_method, shipping_method_id,
       shipping_code, receiver, items_total_amount, shipping_fee, total_amount, delivered_at, subscription_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'HOME', ?, ?, 6000, ?, ?, ?, coalesce(?, strftime('%Y-%m-%dT%H:%M:%fZ','now')))`,
    s.storeId,
    o.number ?? `2611${String(orderSeq).padStart(6, "0")}`,
    userId,
    o.status ?? "UNPROCESSED",
    o.paymentStatus ?? "UNPAID",
    o.paymentMethod ?? "TRANSFER",
    s.homeId,
    JSON.stringify(o.receiver ?? RECEIVER),
    items,
    items + 6000,
    o.deliveredAt ?? null,
    o.subscriptionId ?? null,
    o.createdAt ?? null,
  );
  for (const l of lines) {
    await sql(
      `INSERT INTO order_items (store_id, order_id, product_id, stock_id, product_name, payment_plan, unit_price, quantity, amount)
       VALUES (?, ?, ?, ?, ?, 'NORMAL', ?, ?, ?)`,
      s.storeId,
      id,
      l.productId,
      l.stockId,
      l.name ?? "Oolong",
      l.unitPrice,
      l.quantity,
      l.unitPrice * l.quantity,
    );
    await sql("UPDATE product_stocks SET stock = stock - ? WHERE id = ?", l.quantity, l.stockId);
  }
  await sql(
    `INSERT INTO order_events (store_id, order_id, type, "to", actor, user_id, note)
     VALUES (?, ?, 'STATUS', 'UNPROCESSED', 'MEMBER', ?, 'ORDER_CREATED')`,
    s.storeId,
    id,
    userId,
  );
  return id;
}

export async function stockOf(stockId: number): Promise<number> {
  const [r] = await sql<{ stock: number }>("SELECT stock FROM product_stocks WHERE id = ?", stockId);
  return r!.stock;
}

export async function orderRow(id: number) {
  const [r] = await sql<Record<string, unknown>>("SELECT * FROM orders WHERE id = ?", id);
  return r!;
}

export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
