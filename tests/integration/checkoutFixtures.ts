import { api, createStore, freshIp, sql } from "../helpers";

// Shared set-up of the checkout tests: rows inserted by SQL (products, stock lines, shipping and
// payment methods, cart lines), so each test depends on the checkout code alone.

export async function insertId(query: string, ...binds: unknown[]): Promise<number> {
  const [row] = await sql<{ id: number }>(`${query} RETURNING id`, ...binds);
  return row!.id;
}

export type ProductOpts = {
  stock?: number;
  plan?: string;
  subPrice?: number;
  maxQ?: number;
  minQ?: number;
  saleable?: boolean;
  name?: string;
};

/** A product with one stock line. */
export async function product(storeId: number, price: number, o: ProductOpts = {}) {
  const productId = await insertId(
    `INSERT INTO products (store_id, name, price, payment_plan, subscription_price, subscription_cycles,
       max_quantity_per_order, min_quantity_per_order, is_saleable) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    storeId,
    o.name ?? `P${price}`,
    price,
    o.plan ?? "NORMAL",
    o.subPrice ?? 0,
    o.plan === "SUBSCRIPTION" || o.plan === "NORMAL_AND_SUBSCRIPTION" ? "[1,3]" : "[]",
    o.maxQ ?? 0,
    o.minQ ?? 0,
    o.saleable === false ? 0 : 1,
  );
  const stockId = await insertId(
    "INSERT INTO product_stocks (store_id, product_id, stock) VALUES (?, ?, ?)",
    storeId,
    productId,
    o.stock ?? 50,
  );
  return { productId, stockId };
}

/** A COMBO product made of `parts` (stock line × quantity per set). */
export async function combo(storeId: number, price: number, parts: { stockId: number; quantity: number }[]) {
  const productId = await insertId(
    "INSERT INTO products (store_id, name, price, kind) VALUES (?, 'Combo', ?, 'COMBO')",
    storeId,
    price,
  );
  const stockId = await insertId(
    "INSERT INTO product_stocks (store_id, product_id, stock) VALUES (?, ?, 0)",
    storeId,
    productId,
  );
  for (const p of parts) {
    await sql(
      "INSERT INTO product_combos (store_id, product_id, stock_id, quantity) VALUES (?, ?, ?, ?)",
      storeId,
      productId,
      p.stockId,
      p.quantity,
    );
  }
  return { productId, stockId };
}

export async function cartLine(
  storeId: number,
  userId: number,
  l: { productId: number; stockId: number; quantity: number; plan?: string; cycle?: number },
) {
  return insertId(
    `INSERT INTO cart_items (store_id, user_id, product_id, stock_id, quantity, payment_plan, subscription_cycle)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    storeId,
    userId,
    l.productId,
    l.stockId,
    l.quantity,
    l.plan ?? "NORMAL",
    l.cycle ?? 0,
  );
}

export async function shippingMethod(
  storeId: number,
  o: { code?: string; fee?: number; isOpen?: boolean; cod?: boolean; type?: string } = {},
) {
  return insertId(
    `INSERT INTO shipping_methods (store_id, code, type, name, shipping_fee, is_open, if_open_cash_on_delivery)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    storeId,
    o.code ?? "HOME",
    o.type ?? "SELF",
    o.code ?? "Home",
    o.fee ?? 6000,
    o.isOpen === false ? 0 : 1,
    o.cod ? 1 : 0,
  );
}

export const BANK = {
  bankCode: "822",
  bankName: "中國信託",
  accountName: "好茶有限公司",
  accountNumber: "123456789012",
};

/** Opens the platform's offered payment methods with usable details. */
export async function paymentMethods(storeId: number, closed: string[] = []) {
  const details: Record<string, unknown> = {
    TRANSFER: BANK,
    TRANSFER_VIRTUAL: { bankCode: "822", bankName: "中國信託", prefix: "98765" },
  };
  for (const m of ["TRANSFER", "TRANSFER_VIRTUAL", "CREDIT_CARD", "CASH_ON_DELIVERY", "LINE_PAY"]) {
    await sql(
      `INSERT INTO payment_methods (store_id, method, is_open, details) VALUES (?, ?, ?, ?)
       ON CONFLICT (store_id, method) DO UPDATE SET is_open = excluded.is_open, details = excluded.details`,
      storeId,
      m,
      closed.includes(m) ? 0 : 1,
      JSON.stringify(details[m] ?? {}),
    );
  }
}

export const HOME_RECEIVER = {
  name: "王小明",
  phone: "0912345678",
  email: "ming@example.com",
  city: "臺北市",
  district: "中正區",
  address: "重慶南路一段122號",
};

let keyCounter = 0;
export const newKey = () => `key-${Date.now().toString(36)}-${(keyCounter++).toString(36)}-abcdefgh`;

export type Shop = { host: string; storeId: number; homeId: number; token: string; userId: number };

/** A member of the store, registered from an address of its own (registration is rate limited). */
export async function member(host: string, email: string) {
  const r = await api(host, "POST", "/api/auth/register", {
    body: { name: "Mia Member", email, password: "member1234" },
    headers: { "cf-connecting-ip": freshIp() },
  });
  if (r.body.code !== 0) throw new Error(`register: ${JSON.stringify(r.body)}`);
  return { token: r.body.data.accessToken as string, userId: r.body.data.user.id as number };
}

/** A store with a home shipping method (NT$60), every payment method open and one member. */
export async function shop(host: string, email = "mia@example.com"): Promise<Shop> {
  const storeId = await createStore(host);
  const homeId = await shippingMethod(storeId, { cod: true });
  await paymentMethods(storeId);
  const m = await member(host, email);
  return { host, storeId, homeId, token: m.token, userId: m.userId };
}

export function checkoutBody(s: Pick<Shop, "homeId">, expectedTotal: number, over: Record<string, unknown> = {}) {
  return {
    idempotencyKey: newKey(),
    shippingMethodId: s.homeId,
    receiver: HOME_RECEIVER,
    paymentMethod: "TRANSFER",
    expectedTotal,
    ...over,
  };
}

export function postCheckout(s: Pick<Shop, "host">, token: string | undefined, body: unknown) {
  return api(s.host, "POST", "/api/checkout", { body, token });
}

/** A page as the member's browser gets it (bearer auth works for pages too). */
export async function page(host: string, path: string, token?: string) {
  return api(host, "GET", path, { token });
}

export async function stockOf(stockId: number): Promise<number> {
  const [r] = await sql<{ stock: number }>("SELECT stock FROM product_stocks WHERE id = ?", stockId);
  return r!.stock;
}

/** One promotion tier (threshold, value, gift / add-on extras) as the promotions table stores it. */
export const promotionTier = (id: number, condition: number, value: number, extras: unknown[] = []) => ({
  id,
  condition,
  value,
  profitPercent: 0,
  extras,
});
