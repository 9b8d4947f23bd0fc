import { type Context, Hono } from "hono";
import { PRODUCT_CACHE_KEYS } from "../../commerce/catalogue/productShared";
import { incomeOrder, incomeOrders } from "../../network/catalogue/income";
import {
  categoryAuthorisation,
  categoryCustomisation,
  categoryCustomisations,
  categoryListQuery,
  incomeQuery,
  productAuthorisation,
  productCustomisations,
  productListQuery,
  profitOptionsInput,
} from "../../network/catalogue/schemas";
import * as svc from "../../network/catalogue/service";
import { type AdminWrite, adminWrite, requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { requireScope } from "../../platform/tenancy/guards";
import { idOf } from "../helpers";

// Branch catalogue calls (spec back-office §7 Products and categories, storefront §7; issue 13 §3).
// Thin: input, permission (the access table's row, platform/adminWrite), one service call, the envelope.

type C = Context<AppEnv>;

// What a branch host shows changes with each of these writes: the head store's (authorising) reach
// its branches' cached pages and initial data through the head store's map in their keys, a branch's
// own (its prices, what it unlists) through its own map.
const SHOWN = [...PRODUCT_CACHE_KEYS.listing, "initial"] as const;

function write<T>(
  c: C,
  path: string,
  opts: Pick<AdminWrite<T>, "system" | "payload">,
  fn: Parameters<typeof adminWrite<T>>[4],
) {
  return adminWrite(c.get("rc"), c.req.method, path, { ...opts, keys: SHOWN }, fn);
}

export const branchCatalogueRoutes = new Hono<AppEnv>()
  .get("/admin/product/multilevelBranch", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await svc.listBranchProducts(scope, parseWith(productListQuery, c.req.query())));
  })
  .patch("/admin/product/multilevelBranch", async (c) => {
    requireAdminAccess(c.get("rc"));
    const input = await jsonBody(c, productAuthorisation);
    const path = "/api/admin/product/multilevelBranch";
    return ok(
      c,
      await write(c, path, { system: "Product", payload: input }, (s, _u, a) => svc.authoriseProducts(s, input, a)),
    );
  })
  .get("/admin/product/multilevelBranch/profitOptions", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await svc.profitOptions(scope));
  })
  .patch("/admin/product/multilevelBranch/profitOptions", async (c) => {
    requireAdminAccess(c.get("rc"));
    const input = await jsonBody(c, profitOptionsInput);
    const path = "/api/admin/product/multilevelBranch/profitOptions";
    // Branch prices on branch hosts change: "initial" of the head store reaches their page keys.
    const opts = { system: "Store" as const, payload: input, keys: ["initial"] as const };
    return ok(
      c,
      await adminWrite(c.get("rc"), c.req.method, path, opts, (s, _u, a) => svc.setProfitOptions(s, input, a)),
    );
  })
  .get("/admin/product/category/multilevelBranch", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await svc.listBranchCategories(scope, parseWith(categoryListQuery, c.req.query()).isForBranch));
  })
  .patch("/admin/product/category/multilevelBranch", async (c) => {
    requireAdminAccess(c.get("rc"));
    const input = await jsonBody(c, categoryAuthorisation);
    const path = "/api/admin/product/category/multilevelBranch";
    return ok(
      c,
      await write(c, path, { system: "ProductCategory", payload: input }, (s, _u, a) =>
        svc.authoriseCategories(s, input, a),
      ),
    );
  })
  .patch("/admin/product/customizations", async (c) => {
    requireAdminAccess(c.get("rc"));
    const input = await jsonBody(c, productCustomisations);
    const path = "/api/admin/product/customizations";
    return ok(
      c,
      await write(c, path, { system: "Product", payload: input }, (s, _u, a) => svc.customiseProducts(s, input, a)),
    );
  })
  .patch("/admin/product/category/customizations/:id", async (c) => {
    requireAdminAccess(c.get("rc"));
    const id = idOf(c);
    const input = await jsonBody(c, categoryCustomisation);
    const path = "/api/admin/product/category/customizations/{id}";
    return ok(
      c,
      await write(c, path, { system: "ProductCategory", payload: input }, (s, _u, a) =>
        svc.customiseCategories(s, { items: [{ id, ...input }] }, a),
      ),
    );
  })
  .post("/admin/product/category/customizations/batchUpdate", async (c) => {
    requireAdminAccess(c.get("rc"));
    const input = await jsonBody(c, categoryCustomisations);
    const path = "/api/admin/product/category/customizations/batchUpdate";
    return ok(
      c,
      await write(c, path, { system: "ProductCategory", payload: input }, (s, _u, a) =>
        svc.customiseCategories(s, input, a),
      ),
    );
  })
  .get("/admin/products/platformFee", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await svc.platformFees(scope));
  })
  .get("/admin/income/orders", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    const q = parseWith(incomeQuery, c.req.query());
    return ok(c, await incomeOrders(scope, q.view, q));
  })
  .get("/admin/income/orders/:id", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await incomeOrder(scope, idOf(c)));
  })
  // Storefront: the fee per authorised product of this host's network (branch hosts included).
  .get("/products/platformFee", async (c) => ok(c, await svc.platformFees(requireScope(c.get("rc")))));
