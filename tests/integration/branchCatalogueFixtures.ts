import { api, loginToken, sql } from "../helpers";
import { addBranch, HEAD_ADMIN, headStore } from "./branches/fixtures";
import { paymentMethods, product, shippingMethod } from "./checkoutFixtures";

// A head store selling through branches: one authorised tea (NT$1,000, special NT$800), one
// product kept for the head store, and two sibling branches with their admins signed in.

export const HEAD = "head.localhost";

export async function network() {
  const headId = await headStore(HEAD);
  const homeId = await shippingMethod(headId, { cod: true });
  await paymentMethods(headId);
  const tea = await product(headId, 100_000, { stock: 10, name: "Oolong" });
  await sql("UPDATE products SET special_price = 80000 WHERE id = ?", tea.productId);
  const own = await product(headId, 50_000, { stock: 10, name: "Head only" });
  const alpha = await addBranch(headId, "alpha");
  const bravo = await addBranch(headId, "bravo");
  const headToken = await loginToken(HEAD, HEAD_ADMIN.email, HEAD_ADMIN.password);
  const alphaToken = await loginToken(alpha.hostname, alpha.email, alpha.password);
  const bravoToken = await loginToken(bravo.hostname, bravo.email, bravo.password);
  const authorise = (ids: number[], body: Record<string, unknown> = { isForBranch: true }) =>
    api(HEAD, "PATCH", "/api/admin/product/multilevelBranch", { token: headToken, body: { ids, ...body } });
  return { headId, homeId, tea, own, alpha, bravo, headToken, alphaToken, bravoToken, authorise };
}

export type Network = Awaited<ReturnType<typeof network>>;

export const customise = (host: string, token: string, items: unknown[]) =>
  api(host, "PATCH", "/api/admin/product/customizations", { token, body: { items } });
