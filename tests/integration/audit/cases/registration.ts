import { type AreaCases, type Case, made, n } from "../harness";

// Issue 13 §2: the head store's registration plan (functions/network/registration/admin.ts).

const A = "/api/admin";
const product = (ctx: Parameters<typeof made>[0]) =>
  made(ctx, "POST", `${A}/products`, { name: `p${Math.random()}`, price: 10000, stocks: [{ spec: "", stock: 3 }] });

const cases: Record<string, Case> = {
  "PATCH /api/admin/products/creatingStore/:id": {
    system: "Product",
    table: "products",
    setup: async (ctx) => ({ product: await product(ctx) }),
    path: (ids) => `${A}/products/creatingStore/${ids.product}`,
    body: () => ({ typeForCreatingStore: "MUST_BE_BOUGHT", paymentPlanForCreatingStore: "NORMAL" }),
    objectId: (ids) => String(ids.product),
    changed: async (_ctx, ids) =>
      (await n(
        "SELECT count(*) n FROM products WHERE id=? AND type_for_creating_store='MUST_BE_BOUGHT'",
        ids.product,
      )) > 0,
  },
  "PATCH /api/admin/subscription/creatingStore": {
    system: "Store",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/subscription/creatingStore`,
    body: () => ({ allowBranch: true, selectAmount: 2, selectLimit: 1, minAmountShoppingForCreatingStore: 500_00 }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) =>
      (await n(
        "SELECT count(*) n FROM stores WHERE id=? AND json_extract(policy, '$.selectAmount')=2 AND min_amount_shopping_for_creating_store=50000",
        ctx.storeId,
      )) > 0,
  },
};

export const registrationAudit: AreaCases = { cases };
