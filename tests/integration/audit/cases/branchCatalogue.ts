import { loginToken, sql } from "../../../helpers";
import { addBranch } from "../../branches/fixtures";
import type { AreaCases, Case, Ctx, Ids } from "../harness";
import { n } from "../harness";

// Issue 13 §3: the branch catalogue's admin writes. The head store authorises and sets options;
// customisations are a branch's calls, made by a branch of the audit store (`as`).

const A = "/api/admin";

async function authorisedProduct(ctx: Ctx): Promise<Ids> {
  const [p] = await sql<{ id: number }>(
    "INSERT INTO products (store_id, name, price, is_for_branch) VALUES (?, 'Oolong', 100000, 1) RETURNING id",
    ctx.storeId,
  );
  const [c] = await sql<{ id: number }>(
    "INSERT INTO product_categories (store_id, name, is_for_branch) VALUES (?, 'Tea', 1) RETURNING id",
    ctx.storeId,
  );
  const branch = await addBranch(ctx.storeId, `b${Math.random().toString(36).slice(2, 10)}`, ctx.storeId, {
    baseDomain: ctx.host,
  });
  return { product: p!.id, category: c!.id, branch: branch.id };
}

/** The branch's root admin, signed in on the branch's host. */
async function branchAdmin(_ctx: Ctx, ids: Ids) {
  const [b] = await sql<{ hostname: string; email: string; name: string }>(
    `SELECT h.hostname, u.email, u.name FROM store_hosts h JOIN users u ON u.store_id = h.store_id AND u.is_root = 1
     WHERE h.store_id = ?`,
    ids.branch,
  );
  const token = await loginToken(b!.hostname, b!.email, "branch1234");
  return { storeId: ids.branch as number, token, host: b!.hostname, userName: b!.name };
}

const customised = (ids: Ids, kind: string) =>
  n("SELECT count(*) n FROM branch_customizations WHERE store_id=? AND kind=?", ids.branch, kind).then((x) => x > 0);

const cases: Record<string, Case> = {
  [`PATCH ${A}/product/multilevelBranch`]: {
    system: "Product",
    table: "products",
    setup: authorisedProduct,
    path: () => `${A}/product/multilevelBranch`,
    body: (ids) => ({ ids: [ids.product], isForBranch: false, platformFee: 500 }),
    objectId: (ids) => String(ids.product),
    changed: async (_ctx, ids) => (await n("SELECT platform_fee n FROM products WHERE id=?", ids.product)) === 500,
  },
  [`PATCH ${A}/product/multilevelBranch/profitOptions`]: {
    system: "Store",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/product/multilevelBranch/profitOptions`,
    body: () => ({ types: ["FIXED"], maxUpPermille: 100, maxDownPermille: 100 }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM stores WHERE id=? AND setting_branch LIKE '%profitOptions%'", ctx.storeId)) > 0,
  },
  [`PATCH ${A}/product/category/multilevelBranch`]: {
    system: "ProductCategory",
    table: "product_categories",
    setup: authorisedProduct,
    path: () => `${A}/product/category/multilevelBranch`,
    body: (ids) => ({ ids: [ids.category], isForBranch: false }),
    objectId: (ids) => String(ids.category),
    changed: async (_ctx, ids) =>
      (await n("SELECT is_for_branch n FROM product_categories WHERE id=?", ids.category)) === 0,
  },
  [`PATCH ${A}/product/customizations`]: {
    system: "Product",
    table: "branch_customizations",
    setup: authorisedProduct,
    as: branchAdmin,
    path: () => `${A}/product/customizations`,
    body: (ids) => ({
      items: [{ productId: ids.product, profitType: "AMOUNT_UP", profitValue: 100, isDisplay: true }],
    }),
    objectId: (ids) => String(ids.product),
    changed: (_ctx, ids) => customised(ids, "PRODUCT"),
  },
  [`PATCH ${A}/product/category/customizations/:id`]: {
    system: "ProductCategory",
    table: "branch_customizations",
    setup: authorisedProduct,
    as: branchAdmin,
    path: (ids) => `${A}/product/category/customizations/${ids.category}`,
    body: () => ({ profitType: "ORIGINAL", profitValue: 0, isDisplay: false }),
    objectId: (ids) => String(ids.category),
    changed: (_ctx, ids) => customised(ids, "CATEGORY"),
  },
  [`POST ${A}/product/category/customizations/batchUpdate`]: {
    system: "ProductCategory",
    table: "branch_customizations",
    setup: authorisedProduct,
    as: branchAdmin,
    path: () => `${A}/product/category/customizations/batchUpdate`,
    body: (ids) => ({ items: [{ id: ids.category, profitType: "PERCENT_UP", profitValue: 50, isDisplay: true }] }),
    objectId: (ids) => String(ids.category),
    changed: (_ctx, ids) => customised(ids, "CATEGORY"),
  },
};

export const branchCatalogueAudit: AreaCases = { cases };
