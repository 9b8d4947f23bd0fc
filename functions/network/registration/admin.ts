import { registrationPolicyStore } from "@db/network/registrationCart";
import { z } from "zod";
import { notFound } from "../../platform/errors";
import { adminWrite, requireAdminAccess } from "../../platform/http/adminWrite";
import type { RequestContext } from "../../platform/tenancy/scope";
import { PAYMENT_PLANS, TYPES_FOR_CREATING_STORE } from "../../shared/commerce/catalogue";
import { pick } from "../../shared/pick";
import { registrationPolicyOf } from "./rules";

// The head store's registration plan (back office /admin/subscription-registration-plan): which
// products are in it with their typeForCreatingStore and paymentPlanForCreatingStore, and the
// policy keys selectAmount / selectLimit / allowBranch plus minAmountShoppingForCreatingStore.
// Each function serves one /api/admin call and checks that call's row of the access table.

const count = z
  .number({ error: "validation.integer" })
  .int("validation.integer")
  .min(0, "validation.min")
  .max(99, "validation.max");

export const planPolicyInput = z.strictObject({
  allowBranch: z.boolean({ error: "validation.boolean" }).optional(),
  selectAmount: count.optional(),
  selectLimit: count.optional(),
  minAmountShoppingForCreatingStore: z
    .number({ error: "validation.integer" })
    .int("validation.integer")
    .min(0, "validation.min")
    .max(100_000_000, "validation.max")
    .optional(),
});

export const planProductInput = z.strictObject({
  typeForCreatingStore: z.enum(TYPES_FOR_CREATING_STORE, { error: "validation.oneOf" }),
  paymentPlanForCreatingStore: z.union([z.enum(PAYMENT_PLANS, { error: "validation.oneOf" }), z.null()]),
});

export function planPolicyView(store: { policy: unknown; minAmountShoppingForCreatingStore: number }) {
  return {
    ...pick(registrationPolicyOf(store.policy), ["allowBranch", "selectAmount", "selectLimit"]),
    minAmountShoppingForCreatingStore: store.minAmountShoppingForCreatingStore,
  };
}

export async function planProducts(rc: RequestContext) {
  const { scope } = requireAdminAccess(rc);
  return registrationPolicyStore(scope.db, scope.storeId).products();
}

export function readPlanPolicy(rc: RequestContext) {
  const { scope } = requireAdminAccess(rc);
  return planPolicyView(scope.store);
}

export async function patchPlanPolicy(rc: RequestContext, input: z.output<typeof planPolicyInput>) {
  const path = "/api/admin/subscription/creatingStore";
  return adminWrite(
    rc,
    "PATCH",
    path,
    { system: "Store", keys: ["initial"], payload: input },
    async (scope, _u, audit) => {
      const { minAmountShoppingForCreatingStore: min, ...policy } = input;
      const before = planPolicyView(scope.store);
      await scope.batch([
        registrationPolicyStore(scope.db, scope.storeId).patchStatement(policy, min),
        audit.item({ objectId: scope.storeId, objectName: scope.store.name, before, after: { ...before, ...input } }),
      ]);
      return { ...before, ...input };
    },
  );
}

export async function patchPlanProduct(rc: RequestContext, id: number, input: z.output<typeof planProductInput>) {
  const path = `/api/admin/products/creatingStore/${id}`;
  return adminWrite(
    rc,
    "PATCH",
    path,
    { system: "Product", keys: [], objectId: id, payload: input },
    async (scope, _u, audit) => {
      const store = registrationPolicyStore(scope.db, scope.storeId);
      const before = (await store.products()).find((p) => p.id === id);
      if (!before) throw notFound();
      await scope.batch([
        store.productStatement(id, input),
        audit.item({ objectId: id, objectName: before.name, before, after: { ...before, ...input } }),
      ]);
      return { ...before, ...input };
    },
  );
}

/**
 * GET /api/admin/product/categories?isForCreatingStore=true (or ?planId=): the categories that group
 * the registration plan, each with its plan products; with planId only those holding products a
 * registrant can pick for that plan (OPTION_TO_BE_BOUGHT, CREATING_ONLY).
 */
export async function planCategories(rc: RequestContext, planId: number | null) {
  const { scope } = requireAdminAccess(rc);
  const cart = scope.registrationCart;
  const [categories, products] = await Promise.all([cart.categories(), cart.planProducts()]);
  const pickable = new Set(["OPTION_TO_BE_BOUGHT", "CREATING_ONLY"]);
  const wanted = products.filter((p) => planId === null || pickable.has(p.typeForCreatingStore));
  const out = [];
  for (const c of categories) {
    const ids = new Set(await cart.productIdsIn(c.id));
    const inIt = wanted
      .filter((p) => ids.has(p.id))
      .map((p) => ({ id: p.id, name: p.name, type: p.typeForCreatingStore }));
    if (planId === null || inIt.length) out.push({ ...c, products: inIt });
  }
  return out;
}
