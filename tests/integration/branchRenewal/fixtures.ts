import { env } from "cloudflare:test";
import { runBranchRenewals } from "../../../functions/network/renewal/schedule";
import { memoClear } from "../../../functions/platform/tenancy/storeMemo";
import { api, loginToken, sql } from "../../helpers";
import { addBranch, HEAD_ADMIN } from "../branches/fixtures";
import { HOME_RECEIVER, newKey } from "../checkoutFixtures";
import { payTest, regStore } from "../registration/fixtures";

// A head store selling a plan (NT$3,000, MUST_BE_BOUGHT) and a branch "alpha" holding it on
// alpha.rn.localhost, logged in as its root admin; helpers to expire, renew and pay.

export const DAY = 86_400_000;

export async function renewalNetwork(host = "rn.localhost") {
  const r = await regStore(host);
  const alpha = await addBranch(r.headId, "alpha", r.headId, { baseDomain: host });
  await sql("UPDATE stores SET plan_product_id = ? WHERE id = ?", r.plan.productId, alpha.id);
  const token = await loginToken(alpha.hostname, alpha.email, alpha.password);
  const headToken = await loginToken(host, HEAD_ADMIN.email, HEAD_ADMIN.password);
  return { ...r, alpha, token, headToken };
}
export type RenewalNet = Awaited<ReturnType<typeof renewalNetwork>>;

export async function setPlanEnd(storeId: number, iso: string | null) {
  await sql("UPDATE stores SET plan_ends_at = ? WHERE id = ?", iso, storeId);
  memoClear();
}

export async function setting(headId: number, keys: Record<string, unknown>) {
  await sql(
    "UPDATE stores SET setting_branch = json_patch(COALESCE(setting_branch, '{}'), ?) WHERE id = ?",
    JSON.stringify(keys),
    headId,
  );
  memoClear();
}

export const run = async (now: Date) => {
  const out = await runBranchRenewals(env, now);
  memoClear();
  return out;
};

export const storeOf = async (id: number) =>
  (await sql<Record<string, any>>("SELECT status, plan_ends_at, plan_product_id FROM stores WHERE id = ?", id))[0]!;

export const noticesOf = (storeId: number, type: string) =>
  sql<Record<string, any>>("SELECT * FROM branch_notices WHERE store_id = ? AND type = ?", storeId, type);

export const onBranch = (n: RenewalNet, method: string, path: string, body?: unknown, token = n.token) =>
  api(n.alpha.hostname, method, path, { body, token });

/** Picks the plan and places the renewal order; the order id and the test payment's nonce. */
export async function renewalOrder(n: RenewalNet, paymentMethod = "CREDIT_CARD", key = newKey()) {
  const cart = await onBranch(n, "POST", "/api/branch/renewal/cart", { productId: n.plan.productId });
  if (cart.body.code !== 0) throw new Error(`cart: ${JSON.stringify(cart.body)}`);
  const co = await onBranch(n, "POST", "/api/branch/renewal/checkout", {
    idempotencyKey: key,
    shippingMethodId: n.homeId,
    receiver: HOME_RECEIVER,
    paymentMethod,
    expectedTotal: 300_000,
  });
  if (co.body.code !== 0) throw new Error(`checkout: ${JSON.stringify(co.body)}`);
  const url = String(co.body.data.next.url ?? "");
  const nonce = url ? new URL(url, "http://x").searchParams.get("payment") : null;
  return { orderId: co.body.data.order.id as number, nonce, co };
}

export const pay = (n: RenewalNet, nonce: string, result: "pay" | "fail" = "pay") =>
  payTest(n.alpha.hostname, nonce, result);
