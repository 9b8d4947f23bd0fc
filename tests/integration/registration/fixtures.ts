import { SELF } from "cloudflare:test";
import { FORM } from "../../fixtures/registrationForm";
import { api, sql } from "../../helpers";
import { headStore } from "../branches/fixtures";
import { HOME_RECEIVER, insertId, member, newKey, paymentMethods, product, shippingMethod } from "../checkoutFixtures";

// A head store that takes registrations: a plan (MUST_BE_BOUGHT), a product bought once, an
// option, a home shipping method, open payment methods and one member who applies.

export type Reg = Awaited<ReturnType<typeof regStore>>;

export async function regStore(
  host = "reg.localhost",
  policy: Record<string, unknown> = {},
  email = "amy@example.com",
) {
  const headId = await headStore(host);
  await sql(
    "UPDATE stores SET policy = json_patch(policy, ?) WHERE id = ?",
    JSON.stringify({ allowBranch: true, selectAmount: 0, ...policy }),
    headId,
  );
  const homeId = await shippingMethod(headId, { fee: 0 });
  await paymentMethods(headId);
  const plan = await product(headId, 300_000, { name: "Starter plan" });
  const once = await product(headId, 50_000, { name: "Welcome kit" });
  const option = await product(headId, 10_000, { name: "Tea sampler" });
  await sql("UPDATE products SET type_for_creating_store = 'MUST_BE_BOUGHT' WHERE id = ?", plan.productId);
  await sql("UPDATE products SET type_for_creating_store = 'MUST_BE_BOUGHT_ONCE' WHERE id = ?", once.productId);
  await sql("UPDATE products SET type_for_creating_store = 'OPTION_TO_BE_BOUGHT' WHERE id = ?", option.productId);
  const m = await member(host, email);
  return { host, headId, homeId, plan, once, option, token: m.token, userId: m.userId };
}

export { FORM };

export const call = (r: Pick<Reg, "host" | "token">, method: string, path: string, body?: unknown) =>
  api(r.host, method, path, { body, token: r.token });

/** Form saved, plan and kit in the cart: ready to check out. */
export async function applied(r: Reg, form: Partial<typeof FORM> = {}) {
  const a = await call(r, "POST", "/api/branch/application", { ...FORM, ...form });
  if (a.body.code !== 0) throw new Error(`application: ${JSON.stringify(a.body)}`);
  await call(r, "POST", "/api/branch/cart", { productId: r.plan.productId, quantity: 1 });
  await call(r, "POST", "/api/branch/cart", { productId: r.once.productId, quantity: 1 });
  return a.body.data as { id: number };
}

export async function checkoutRegistration(r: Reg, total: number, over: Record<string, unknown> = {}) {
  return call(r, "POST", "/api/checkout", {
    idempotencyKey: newKey(),
    shippingMethodId: r.homeId,
    receiver: HOME_RECEIVER,
    paymentMethod: "CREDIT_CARD",
    expectedTotal: total,
    isForCreatingStore: true,
    ...over,
  });
}

export async function payTest(host: string, nonce: string, result: "pay" | "fail") {
  return SELF.fetch(`http://${host}/api/payment/callback/TEST`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` },
    body: new URLSearchParams({ payment: nonce, result }).toString(),
    redirect: "manual",
  });
}

/** Applies, checks out with the test card and pays (or fails): the order id and the callback. */
export async function paid(r: Reg, result: "pay" | "fail" = "pay", form: Partial<typeof FORM> = {}) {
  const app = await applied(r, form);
  const co = await checkoutRegistration(r, 350_000);
  if (co.body.code !== 0) throw new Error(`checkout: ${JSON.stringify(co.body)}`);
  const nonce = new URL(co.body.data.next.url, "http://x").searchParams.get("payment") as string;
  const cb = await payTest(r.host, nonce, result);
  return { app, orderId: co.body.data.order.id as number, cb };
}

export const verification = (
  storeId: number,
  code: string,
  o: { length?: number; unit?: string; maxUses?: number } = {},
) =>
  insertId(
    "INSERT INTO verifications (store_id, code, name, trial_type, trial_length, trial_unit, max_uses) VALUES (?, ?, ?, 'BY_VERIFYCODE', ?, ?, ?)",
    storeId,
    code,
    `Code ${code}`,
    o.length ?? 14,
    o.unit ?? "DAY",
    o.maxUses ?? 0,
  );

export const branchCount = async (headId: number) =>
  Number((await sql<{ n: number }>("SELECT count(*) n FROM stores WHERE parent_store_id = ?", headId))[0]?.n);
