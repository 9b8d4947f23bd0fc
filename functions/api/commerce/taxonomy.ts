import { type Context, Hono } from "hono";
import * as svc from "../../commerce/catalogue/taxonomy";
import {
  categoryBatchInput,
  categoryCreateInput,
  categoryListQuery,
  categoryPatchInput,
  idParam,
  informationCreateInput,
  informationListQuery,
  informationPatchInput,
  storefrontCategoryQuery,
  tagCreateInput,
  tagListQuery,
  tagPatchInput,
  topicCreateInput,
  topicListQuery,
  topicPatchInput,
} from "../../commerce/catalogue/taxonomySchemas";
import { notFound } from "../../platform/errors";
import { type AdminWrite, adminWrite, requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { requireScope } from "../../platform/tenancy/guards";
import type { CacheKey } from "../../shared/constants";

// /api: categories, topics, tags, information (storefront + admin). Lists answer `data.data`
// (spec storefront §7); single objects answer `data`.

type C = Context<AppEnv>;

// The audit system of each area. Who may use an area's calls (the Store section; topics open to
// branch stores, spec back-office §6) is the access table's (shared/access/adminPrivilegeCalls.ts).
const ACCESS = {
  category: { system: "ProductCategory" },
  topic: { system: "ProductTopic" },
  tag: { system: "ProductTag" },
  information: { system: "ProductInformation" },
} as const;

// Which client caches a change makes stale. Information has no list key of its own: products read
// it through the store's initial data, so "initial" it is.
const KEYS = {
  category: ["productCategory", "promotionProductCategory", "highlightProductCategory"],
  topic: ["productTopic"],
  tag: ["productTags"],
  information: ["initial"],
} as const satisfies Record<keyof typeof ACCESS, readonly CacheKey[]>;

type Area = keyof typeof ACCESS;

const list = (c: C, items: unknown[]) => ok(c, { data: items });
const query = <S extends Parameters<typeof parseWith>[0]>(c: C, schema: S) => parseWith(schema, c.req.query());
const idOf = (c: C) => parseWith(idParam, c.req.param("id"));
const read = (c: C) => requireAdminAccess(c.get("rc")).scope;
/** The body of an admin write, read only after the caller is known to be allowed (a member learns nothing from 422s). */
const bodyOf = <S extends Parameters<typeof parseWith>[0]>(c: C, schema: S) => {
  read(c);
  return jsonBody(c, schema);
};
/** The path id of an admin call, likewise after the permission check. */
const adminIdOf = (c: C) => {
  read(c);
  return idOf(c);
};

/**
 * One admin write: permission, the change, an audit row and the cache bump (platform/adminWrite).
 * The audited path is the spec's, with `{id}` in place of the id, which goes in objectId.
 */
function write<T>(
  c: C,
  area: Area,
  path: string,
  opts: Pick<AdminWrite<T>, "objectId" | "payload">,
  fn: Parameters<typeof adminWrite<T>>[4],
) {
  return adminWrite(c.get("rc"), c.req.method, path, { ...ACCESS[area], keys: KEYS[area], ...opts }, fn);
}

const byId = (r: { id: number }) => r.id;

const CATEGORIES = "/api/admin/product/categories";
const TOPICS = "/api/admin/product/topics";
const TAGS = "/api/admin/product/tags";
const INFORMATION = "/api/admin/product/information";

export const taxonomyRoutes = new Hono<AppEnv>()
  // ── storefront ────────────────────────────────────────────────────────────────────────────
  .get("/product/categories", async (c) => {
    const { parentId } = query(c, storefrontCategoryQuery);
    return list(c, await svc.storefrontCategories(requireScope(c.get("rc")), parentId));
  })
  .get("/product/topics", async (c) => list(c, await svc.listTopics(requireScope(c.get("rc")), { displayOnly: true })))
  .get("/product/topics/:id", async (c) => {
    const topic = await svc.getTopic(requireScope(c.get("rc")), idOf(c));
    if (!topic) throw notFound();
    return ok(c, topic);
  })
  .get("/product/tags", async (c) =>
    list(c, await svc.listTags(requireScope(c.get("rc")), { includeAdminOnly: false })),
  )
  .get("/product/information", async (c) =>
    list(c, await svc.listInformation(requireScope(c.get("rc")), { displayOnly: true })),
  )
  .get("/product/information/:id", async (c) => {
    const info = await svc.getInformation(requireScope(c.get("rc")), idOf(c));
    if (!info) throw notFound();
    return ok(c, info);
  })

  // ── back office: categories ───────────────────────────────────────────────────────────────
  .get("/admin/product/categories", async (c) =>
    list(c, await svc.adminCategories(read(c), query(c, categoryListQuery))),
  )
  .post("/admin/product/categories", async (c) => {
    const input = await bodyOf(c, categoryCreateInput);
    return ok(
      c,
      await write(c, "category", CATEGORIES, { objectId: byId, payload: input }, (s, _u, audit) =>
        svc.createCategory(s, input, audit),
      ),
    );
  })
  .post("/admin/product/categories/batchUpdate", async (c) => {
    const input = await bodyOf(c, categoryBatchInput);
    const tree = await write(c, "category", `${CATEGORIES}/batchUpdate`, { payload: input }, (s, _u, audit) =>
      svc.batchUpdateCategories(s, input, audit),
    );
    return list(c, tree);
  })
  .get("/admin/product/categories/:id", async (c) => ok(c, await svc.adminCategory(read(c), idOf(c))))
  .patch("/admin/product/categories/:id", async (c) => {
    const id = adminIdOf(c);
    const input = await bodyOf(c, categoryPatchInput);
    return ok(
      c,
      await write(c, "category", `${CATEGORIES}/{id}`, { objectId: id, payload: input }, (s, _u, audit) =>
        svc.updateCategory(s, id, input, audit),
      ),
    );
  })
  .delete("/admin/product/categories/:id", async (c) => {
    const id = adminIdOf(c);
    return ok(
      c,
      await write(c, "category", `${CATEGORIES}/{id}`, { objectId: id }, (s, _u, audit) =>
        svc.deleteCategory(s, id, audit),
      ),
    );
  })

  // ── back office: topics ───────────────────────────────────────────────────────────────────
  .get("/admin/product/topics", async (c) => list(c, await svc.adminTopics(read(c), query(c, topicListQuery))))
  .post("/admin/product/topics", async (c) => {
    const input = await bodyOf(c, topicCreateInput);
    return ok(
      c,
      await write(c, "topic", TOPICS, { objectId: byId, payload: input }, (s, _u, audit) =>
        svc.createTopic(s, input, audit),
      ),
    );
  })
  .get("/admin/product/topics/:id", async (c) => ok(c, await svc.adminTopicDetail(read(c), idOf(c))))
  .patch("/admin/product/topics/:id", async (c) => {
    const id = adminIdOf(c);
    const input = await bodyOf(c, topicPatchInput);
    return ok(
      c,
      await write(c, "topic", `${TOPICS}/{id}`, { objectId: id, payload: input }, (s, _u, audit) =>
        svc.updateTopic(s, id, input, audit),
      ),
    );
  })
  .delete("/admin/product/topics/:id", async (c) => {
    const id = adminIdOf(c);
    return ok(
      c,
      await write(c, "topic", `${TOPICS}/{id}`, { objectId: id }, (s, _u, audit) => svc.deleteTopic(s, id, audit)),
    );
  })

  // ── back office: tags ─────────────────────────────────────────────────────────────────────
  .get("/admin/product/tags", async (c) => list(c, await svc.adminTags(read(c), query(c, tagListQuery))))
  .post("/admin/product/tags", async (c) => {
    const input = await bodyOf(c, tagCreateInput);
    return ok(
      c,
      await write(c, "tag", TAGS, { objectId: byId, payload: input }, (s, _u, audit) => svc.createTag(s, input, audit)),
    );
  })
  .get("/admin/product/tags/:id", async (c) => ok(c, await svc.adminTag(read(c), idOf(c))))
  .patch("/admin/product/tags/:id", async (c) => {
    const id = adminIdOf(c);
    const input = await bodyOf(c, tagPatchInput);
    return ok(
      c,
      await write(c, "tag", `${TAGS}/{id}`, { objectId: id, payload: input }, (s, _u, audit) =>
        svc.updateTag(s, id, input, audit),
      ),
    );
  })
  .delete("/admin/product/tags/:id", async (c) => {
    const id = adminIdOf(c);
    return ok(
      c,
      await write(c, "tag", `${TAGS}/{id}`, { objectId: id }, (s, _u, audit) => svc.deleteTag(s, id, audit)),
    );
  })

  // ── back office: product information ──────────────────────────────────────────────────────
  .get("/admin/product/information", async (c) =>
    list(c, await svc.adminInformationList(read(c), query(c, informationListQuery))),
  )
  .post("/admin/product/information", async (c) => {
    const input = await bodyOf(c, informationCreateInput);
    return ok(
      c,
      await write(
        c,
        "information",
        INFORMATION,
        { objectId: byId, payload: { ...input, content: undefined } },
        (s, _u, audit) => svc.createInformation(s, input, audit),
      ),
    );
  })
  .get("/admin/product/information/:id", async (c) => ok(c, await svc.adminInformation(read(c), idOf(c))))
  .patch("/admin/product/information/:id", async (c) => {
    const id = adminIdOf(c);
    const input = await bodyOf(c, informationPatchInput);
    return ok(
      c,
      await write(
        c,
        "information",
        `${INFORMATION}/{id}`,
        { objectId: id, payload: { ...input, content: undefined } },
        (s, _u, audit) => svc.updateInformation(s, id, input, audit),
      ),
    );
  })
  .delete("/admin/product/information/:id", async (c) => {
    const id = adminIdOf(c);
    return ok(
      c,
      await write(c, "information", `${INFORMATION}/{id}`, { objectId: id }, (s, _u, audit) =>
        svc.deleteInformation(s, id, audit),
      ),
    );
  });
