import { type AreaCases, type Case, type Ctx, made, n } from "../harness";

// Product taxonomy (categories, topics, tags, information) and shipping countries.

const A = "/api/admin/product";
const tag = (ctx: Ctx) => made(ctx, "POST", `${A}/tags`, { name: `t${Math.random()}` });
const topic = (ctx: Ctx) => made(ctx, "POST", `${A}/topics`, { name: `p${Math.random()}` });
const info = (ctx: Ctx) => made(ctx, "POST", `${A}/information`, { name: `i${Math.random()}`, content: "<p>x</p>" });
const cat = (ctx: Ctx) => made(ctx, "POST", `${A}/categories`, { name: `c${Math.random()}` });

const cases: Record<string, Case> = {
  "POST /api/admin/product/categories": {
    system: "ProductCategory",
    table: "product_categories",
    path: () => `${A}/categories`,
    body: () => ({ name: "Teas" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM product_categories WHERE store_id=? AND name='Teas'", ctx.storeId)) > 0,
  },
  "POST /api/admin/product/categories/batchUpdate": {
    system: "ProductCategory",
    table: "product_categories",
    setup: async (ctx) => ({ id: await cat(ctx) }),
    path: () => `${A}/categories/batchUpdate`,
    body: (ids) => [{ id: ids.id, sort: 7 }],
    objectId: () => null,
    changed: async (_c, ids) => (await n("SELECT sort n FROM product_categories WHERE id=?", ids.id)) === 7,
  },
  "PATCH /api/admin/product/categories/:id": {
    system: "ProductCategory",
    table: "product_categories",
    setup: async (ctx) => ({ id: await cat(ctx) }),
    path: (ids) => `${A}/categories/${ids.id}`,
    body: () => ({ sort: 3 }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT sort n FROM product_categories WHERE id=?", ids.id)) === 3,
  },
  "DELETE /api/admin/product/categories/:id": {
    system: "ProductCategory",
    table: "product_categories",
    setup: async (ctx) => ({ id: await cat(ctx) }),
    path: (ids) => `${A}/categories/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM product_categories WHERE id=?", ids.id)) === 0,
  },
  "POST /api/admin/product/topics": {
    system: "ProductTopic",
    table: "product_topics",
    path: () => `${A}/topics`,
    body: () => ({ name: "Summer" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM product_topics WHERE store_id=? AND name='Summer'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/product/topics/:id": {
    system: "ProductTopic",
    table: "product_topics",
    setup: async (ctx) => ({ id: await topic(ctx) }),
    path: (ids) => `${A}/topics/${ids.id}`,
    body: () => ({ name: "Renamed topic" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM product_topics WHERE id=? AND name='Renamed topic'", ids.id)) > 0,
  },
  "DELETE /api/admin/product/topics/:id": {
    system: "ProductTopic",
    table: "product_topics",
    setup: async (ctx) => ({ id: await topic(ctx) }),
    path: (ids) => `${A}/topics/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM product_topics WHERE id=?", ids.id)) === 0,
  },
  "POST /api/admin/product/tags": {
    system: "ProductTag",
    table: "product_tags",
    path: () => `${A}/tags`,
    body: () => ({ name: "Organic" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM product_tags WHERE store_id=? AND name='Organic'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/product/tags/:id": {
    system: "ProductTag",
    table: "product_tags",
    setup: async (ctx) => ({ id: await tag(ctx) }),
    path: (ids) => `${A}/tags/${ids.id}`,
    body: () => ({ name: "Renamed tag" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM product_tags WHERE id=? AND name='Renamed tag'", ids.id)) > 0,
  },
  "DELETE /api/admin/product/tags/:id": {
    system: "ProductTag",
    table: "product_tags",
    setup: async (ctx) => ({ id: await tag(ctx) }),
    path: (ids) => `${A}/tags/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM product_tags WHERE id=?", ids.id)) === 0,
  },
  "POST /api/admin/product/information": {
    system: "ProductInformation",
    table: "product_information",
    path: () => `${A}/information`,
    body: () => ({ name: "Care", content: "<p>Keep dry</p>" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM product_information WHERE store_id=? AND name='Care'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/product/information/:id": {
    system: "ProductInformation",
    table: "product_information",
    setup: async (ctx) => ({ id: await info(ctx) }),
    path: (ids) => `${A}/information/${ids.id}`,
    body: () => ({ name: "Renamed info" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM product_information WHERE id=? AND name='Renamed info'", ids.id)) > 0,
  },
  "DELETE /api/admin/product/information/:id": {
    system: "ProductInformation",
    table: "product_information",
    setup: async (ctx) => ({ id: await info(ctx) }),
    path: (ids) => `${A}/information/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM product_information WHERE id=?", ids.id)) === 0,
  },
  "POST /api/admin/shipping/countries": {
    system: "Shipping",
    table: "stores",
    path: () => "/api/admin/shipping/countries",
    body: () => ({ code: "jp" }),
    objectId: () => "JP",
  },
};

export const taxonomyAudit: AreaCases = { cases };
