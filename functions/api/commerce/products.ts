import { type Context, Hono } from "hono";
import type { z } from "zod";
import { exportProductsCsv, importProducts, PRODUCT_COLUMNS } from "../../commerce/catalogue/excel";
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  keysForPatch,
  listAdminProducts,
  PRODUCT_CACHE_KEYS,
  setProductPrices,
  setProductSorts,
  setTopicProducts,
  updateProduct,
} from "../../commerce/catalogue/products";
import {
  adminProductQueryInput,
  adminStockQueryInput,
  exportQueryInput,
  MAX_ID,
  pricesInput,
  productCreateInput,
  productListQueryInput,
  productPatchInput,
  relatedQueryInput,
  sortsInput,
  stockLogQueryInput,
  stockPatchInput,
  topicPivotsInput,
} from "../../commerce/catalogue/schemas";
import { importStocks, listStockLogs, listStockProducts, patchStocks } from "../../commerce/catalogue/stocks";
import {
  getProduct,
  listProductIds,
  listProducts,
  productStocks,
  relatedProducts,
} from "../../commerce/catalogue/storefront";
import { notFound } from "../../platform/errors";
import { type AdminWrite, type AuditedWrite, adminWrite, requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, download, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { requireScope } from "../../platform/tenancy/guards";
import type { AdminProduct, ProductListQuery } from "../../shared/commerce/catalogue";
import { importSheet, sheetLimit } from "../sheetUpload";
import { answerExport } from "../store/exports";

// /api: products, stocks, special prices, import/export (storefront + admin). Handlers parse, check
// access and call the services in this folder. Admin calls belong to the Products section
// (privilege 4) and are head-store only (spec back-office §6).

const idParam = (c: Context<AppEnv>) => {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw notFound();
  return id;
};
const query = <S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> => parseWith(schema, c.req.query());

type ProductWrite = Pick<AdminWrite<unknown>, "system" | "keys">;

/** A head-store PATCH of listed rows (sorts, prices, stock): access before the body is read, `{ data }` back. */
async function patchRows<S extends z.ZodType, T>(
  c: Context<AppEnv>,
  schema: S,
  what: ProductWrite,
  write: (items: z.output<S>) => AuditedWrite<T>,
) {
  const rc = c.get("rc");
  requireAdminAccess(rc);
  const items = await jsonBody(c, schema);
  const data = await adminWrite(rc, "PATCH", c.req.path, { ...what, payload: items }, write(items));
  return ok(c, { data });
}

export const productRoutes = new Hono<AppEnv>()
  // ── storefront (spec storefront §7) ──
  .get("/products", async (c) => {
    const scope = requireScope(c.get("rc"));
    const q = query(c, productListQueryInput);
    const lq: ProductListQuery = {
      isDisplay: q.isDisplay,
      hasSpecialPrice: q.hasSpecialPrice,
      categoryId: q.categoryId,
      hasStock: q.hasStock,
      isSaleable: q.isSaleable,
      topicId: q.topicId,
      forBannerTopic: q.forBannerTopic,
      tagIds: q.tags,
      keyword: q.keyword,
      sortBy: q.sortBy,
      sortDirection: q.sortDirection,
      offset: q.offset,
      limit: q.limit,
    };
    if (q.isIDsOnly) {
      const { ids, total } = await listProductIds(scope, lq);
      return ok(c, { data: ids, total });
    }
    const { items, total } = await listProducts(scope, lq);
    return ok(c, { data: items, total });
  })
  .get("/products/relatedProducts", async (c) => {
    const scope = requireScope(c.get("rc"));
    const q = query(c, relatedQueryInput);
    return ok(c, { data: await relatedProducts(scope, q.productId, q.limit) });
  })
  .get("/products/:id{[0-9]+}", async (c) => ok(c, await getProduct(requireScope(c.get("rc")), idParam(c))))
  .get("/products/:id{[0-9]+}/stocks", async (c) =>
    ok(c, { data: await productStocks(requireScope(c.get("rc")), idParam(c)) }),
  )

  // ── back office (spec back-office §7 "Products and categories") ──
  .get("/admin/products", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await listAdminProducts(scope, query(c, adminProductQueryInput)));
  })
  .post("/admin/products", async (c) => {
    const rc = c.get("rc");
    requireAdminAccess(rc); // a member learns nothing from the body's validation
    const input = await jsonBody(c, productCreateInput);
    const product = await adminWrite<AdminProduct>(
      rc,
      "POST",
      c.req.path,
      { system: "Product", keys: PRODUCT_CACHE_KEYS.all, objectId: (p) => p.id, payload: input },
      (scope, user, audit) => createProduct(scope, user, input, audit),
    );
    return ok(c, product);
  })
  .get("/admin/products/:id{[0-9]+}", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await getAdminProduct(scope, idParam(c)));
  })
  .patch("/admin/products/:id{[0-9]+}", async (c) => {
    const rc = c.get("rc");
    requireAdminAccess(rc);
    const id = idParam(c);
    const input = await jsonBody(c, productPatchInput);
    const product = await adminWrite(
      rc,
      "PATCH",
      c.req.path,
      { system: "Product", keys: keysForPatch(input), objectId: id, payload: input },
      (scope, user, audit) => updateProduct(scope, user, id, input, audit),
    );
    return ok(c, product);
  })
  .delete("/admin/products/:id{[0-9]+}", async (c) => {
    const rc = c.get("rc");
    const id = idParam(c);
    const data = await adminWrite(
      rc,
      "DELETE",
      c.req.path,
      { system: "Product", keys: PRODUCT_CACHE_KEYS.all, objectId: id },
      (scope, _u, audit) => deleteProduct(scope, id, audit),
    );
    return ok(c, data);
  })
  .patch("/admin/product/sorts", (c) =>
    patchRows(
      c,
      sortsInput,
      { system: "Product", keys: PRODUCT_CACHE_KEYS.listing },
      (items) => (scope, user, audit) => setProductSorts(scope, user, items, audit),
    ),
  )
  .patch("/admin/product/prices", (c) =>
    patchRows(
      c,
      pricesInput,
      { system: "Product", keys: PRODUCT_CACHE_KEYS.listing },
      (items) => (scope, user, audit) => setProductPrices(scope, user, items, audit),
    ),
  )
  .patch("/admin/product/topic/pivots/:id{[0-9]+}", async (c) => {
    const rc = c.get("rc");
    // Topics are open to branch stores (back-office §6), unlike the rest of the product area.
    requireAdminAccess(rc);
    const topicId = idParam(c);
    const { productIds } = await jsonBody(c, topicPivotsInput);
    const data = await adminWrite(
      rc,
      "PATCH",
      c.req.path,
      {
        system: "ProductTopic",
        keys: PRODUCT_CACHE_KEYS.topicPivots,
        objectId: topicId,
        payload: { productIds },
      },
      (scope, _u, audit) => setTopicProducts(scope, topicId, productIds, audit),
    );
    return ok(c, data);
  })
  .get("/admin/product/stocks", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await listStockProducts(scope, query(c, adminStockQueryInput)));
  })
  .patch("/admin/product/stocks", (c) =>
    patchRows(
      c,
      stockPatchInput,
      { system: "ProductStock", keys: PRODUCT_CACHE_KEYS.stock },
      (items) => (scope, user, audit) => patchStocks(scope, user, items, audit),
    ),
  )
  .get("/admin/product/stock/logs", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await listStockLogs(scope, query(c, stockLogQueryInput)));
  })
  .post("/admin/product/stock/import", sheetLimit, (c) =>
    importSheet(
      c,
      { system: "ProductStock", keys: PRODUCT_CACHE_KEYS.stock },
      (file) => (scope, user, audit) => importStocks(scope, user, file, PRODUCT_COLUMNS, audit),
    ),
  )
  .post("/admin/product/excel", sheetLimit, (c) =>
    importSheet(
      c,
      { system: "Product", keys: PRODUCT_CACHE_KEYS.all },
      (file) => (scope, user, audit) => importProducts(scope, user, file, audit),
    ),
  )
  .get("/admin/product/excel", async (c) => {
    const rc = c.get("rc");
    const { scope } = requireAdminAccess(rc);
    const q = query(c, exportQueryInput);
    if (q.format === "csv") return download(c, await exportProductsCsv(scope, q, rc.locale));
    return answerExport(c, "products", q, rc.locale);
  });
