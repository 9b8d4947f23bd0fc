import { env } from "cloudflare:test";
import { vi } from "vitest";
import { fixture } from "../../../fixtures";
import { sql } from "../../../helpers";
import { order } from "../../orderFixtures";
import { type AreaCases, type Case, type Ctx, made, n } from "../harness";

// Content (articles, pages, banners, style, menu, bulletins, highlights) and media.

const A = "/api/admin";

/** A completed media row of the store (R2 is not read by these calls). */
async function mediaRow(ctx: Ctx, type = "BANNER"): Promise<number> {
  const [row] = await sql<{ id: number }>(
    "INSERT INTO media (store_id, type, name, mime, width, height, bytes, original_key, variants) VALUES (?, ?, 'pic', 'image/png', 200, 150, 100, ?, '{}') RETURNING id",
    ctx.storeId,
    type,
    `${ctx.storeId}/m/orig.png`,
  );
  return (row as { id: number }).id;
}
async function productRow(ctx: Ctx): Promise<number> {
  const [row] = await sql<{ id: number }>(
    "INSERT INTO products (store_id, name) VALUES (?, 'Tea') RETURNING id",
    ctx.storeId,
  );
  return (row as { id: number }).id;
}
/** A multipart upload body: the fields and the image under `file` (a fresh form per call). */
function form(fields: Record<string, string>, file = "media", name = "logo.png", bytes = fixture("logo-200x150.png")) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append(file, new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return f;
}
const pdf = () => new TextEncoder().encode("%PDF-1.4\n%audit\n");

/** The internet stood in for: one public image URL answers the fixture (every other URL goes out). */
const IMAGE_URL = "https://images.example.com/audit.png";
let standingIn = false;
function standInImage() {
  if (standingIn) return;
  standingIn = true;
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    return url === IMAGE_URL ? new Response(fixture("logo-200x150.png")) : real(input, init);
  });
}

/** An unread new order (highlight 1, ORDER_UNPROCESSED) of the store. */
async function unreadOrder(ctx: Ctx): Promise<number> {
  const [home] = await sql<{ id: number }>(
    "INSERT INTO shipping_methods (store_id, code, type, name, shipping_fee, is_open) VALUES (?, 'HOME', 'SELF', 'Home', 6000, 1) RETURNING id",
    ctx.storeId,
  );
  const [user] = await sql<{ id: number }>("SELECT id FROM users WHERE store_id=? LIMIT 1", ctx.storeId);
  return order({ storeId: ctx.storeId, homeId: (home as { id: number }).id }, (user as { id: number }).id, []);
}

const banner = async (ctx: Ctx) =>
  made(ctx, "POST", `${A}/setting/banner`, {
    type: "PICTURE",
    title: "Spring",
    media: [{ mediaId: await mediaRow(ctx), type: "BANNER", sort: 0 }],
  });
const page = (ctx: Ctx) => made(ctx, "POST", `${A}/setting/pages`, { title: "About", content: "<p>Hi</p>" });
const article = (ctx: Ctx) => made(ctx, "POST", `${A}/articles`, { name: "Brewing", content: "<p>Hot</p>" });
const articleCat = (ctx: Ctx) => made(ctx, "POST", `${A}/article/categories`, { name: `a${Math.random()}` });
const bulletin = (ctx: Ctx) => made(ctx, "POST", `${A}/bulletins`, { title: "Closed Monday" });
const bulletinCat = (ctx: Ctx) => made(ctx, "POST", `${A}/bulletin/categories`, { name: `b${Math.random()}` });
const count = (table: string) => async (_c: Ctx, ids: Record<string, number>) =>
  (await n(`SELECT count(*) n FROM ${table} WHERE id=?`, ids.id)) === 0;
const created = (table: string, where: string) => async (ctx: Ctx) =>
  (await n(`SELECT count(*) n FROM ${table} WHERE store_id=? AND ${where}`, ctx.storeId)) > 0;
/** An upload left a row or any R2 object of the store (an undone upload leaves neither). */
const uploaded = (table: string, where: string) => async (ctx: Ctx) =>
  (await created(table, where)(ctx)) || (await env.MEDIA.list({ prefix: `${ctx.storeId}/` })).objects.length > 0;

const cases: Record<string, Case> = {
  // ---- media -------------------------------------------------------------------------------------
  "POST /api/admin/media": {
    system: "Media",
    table: "media",
    path: () => `${A}/media`,
    body: () => form({ type: "BANNER", name: "Hero" }),
    objectId: () => "created",
    changed: uploaded("media", "name='Hero'"),
  },
  "POST /api/admin/product/media": {
    system: "Media",
    table: "product_media",
    setup: async (ctx) => ({ product: await productRow(ctx) }),
    path: () => `${A}/product/media`,
    body: (ids) => form({ productId: String(ids.product), type: "PRODUCT_SQUARE" }),
    objectId: () => "created",
    changed: async (ctx, ids) =>
      (await n("SELECT count(*) n FROM product_media WHERE product_id=?", ids.product)) > 0 ||
      (await uploaded("media", "type='PRODUCT_SQUARE'")(ctx)),
  },
  "DELETE /api/admin/product/media/:id{[0-9]+}": {
    system: "Media",
    table: "media",
    setup: async (ctx) => {
      const product = await productRow(ctx);
      return {
        id: await made(ctx, "POST", `${A}/product/media`, form({ productId: String(product), type: "PRODUCT" })),
      };
    },
    path: (ids) => `${A}/product/media/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: count("product_media"),
  },
  "POST /api/admin/mediaByURL": {
    system: "Media",
    table: "media",
    setup: async () => {
      standInImage();
      return {};
    },
    path: () => `${A}/mediaByURL`,
    body: () => ({ url: IMAGE_URL, type: "BANNER", name: "From afar" }),
    objectId: () => "created",
    changed: uploaded("media", "name='From afar'"),
  },
  "PATCH /api/admin/media/:id{[0-9]+}": {
    system: "Media",
    table: "media",
    setup: async (ctx) => ({ id: await mediaRow(ctx) }),
    path: (ids) => `${A}/media/${ids.id}`,
    body: () => ({ name: "Renamed" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM media WHERE id=? AND name='Renamed'", ids.id)) > 0,
  },
  "DELETE /api/admin/media/:id{[0-9]+}": {
    system: "Media",
    table: "media",
    setup: async (ctx) => ({ id: await mediaRow(ctx) }),
    path: (ids) => `${A}/media/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: count("media"),
  },

  // ---- back-office highlights (orders read) ------------------------------------------------------
  "DELETE /api/admin/highlights/:id": {
    system: "Order",
    table: "orders",
    setup: async (ctx) => ({ order: await unreadOrder(ctx) }),
    path: () => `${A}/highlights/1`,
    objectId: () => "1",
    changed: async (_c, ids) => (await n("SELECT is_read n FROM orders WHERE id=?", ids.order)) === 1,
  },

  // ---- banners, pages, style, menu ---------------------------------------------------------------
  "POST /api/admin/setting/banner": {
    system: "SettingBanner",
    table: "banners",
    setup: async (ctx) => ({ media: await mediaRow(ctx) }),
    path: () => `${A}/setting/banner`,
    body: (ids) => ({ type: "PICTURE", title: "Autumn", media: [{ mediaId: ids.media, type: "BANNER", sort: 0 }] }),
    objectId: () => "created",
    changed: created("banners", "title='Autumn'"),
  },
  "PATCH /api/admin/setting/banner/:id": {
    system: "SettingBanner",
    table: "banners",
    setup: async (ctx) => ({ id: await banner(ctx) }),
    path: (ids) => `${A}/setting/banner/${ids.id}`,
    body: () => ({ title: "Winter" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM banners WHERE id=? AND title='Winter'", ids.id)) > 0,
  },
  "DELETE /api/admin/setting/banner/:id": {
    system: "SettingBanner",
    table: "banners",
    setup: async (ctx) => ({ id: await banner(ctx) }),
    path: (ids) => `${A}/setting/banner/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: count("banners"),
  },
  "POST /api/admin/setting/pages": {
    system: "SettingPage",
    table: "pages",
    path: () => `${A}/setting/pages`,
    body: () => ({ title: "Shipping", content: "<p>Fast</p>" }),
    objectId: () => "created",
    changed: created("pages", "title='Shipping'"),
  },
  "PATCH /api/admin/setting/pages/:id": {
    system: "SettingPage",
    table: "pages",
    setup: async (ctx) => ({ id: await page(ctx) }),
    path: (ids) => `${A}/setting/pages/${ids.id}`,
    body: () => ({ title: "Renamed page" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM pages WHERE id=? AND title='Renamed page'", ids.id)) > 0,
  },
  "DELETE /api/admin/setting/pages/:id": {
    system: "SettingPage",
    table: "pages",
    setup: async (ctx) => ({ id: await page(ctx) }),
    path: (ids) => `${A}/setting/pages/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: count("pages"),
  },
  "PATCH /api/admin/setting/style": {
    system: "SettingStore",
    table: "stores",
    path: () => `${A}/setting/style`,
    body: () => ({ menuType: "STORAGE" }),
    objectId: () => null,
    changed: async (ctx) =>
      (await n(
        "SELECT count(*) n FROM stores WHERE id=? AND json_extract(personal_settings, '$.menuType')='STORAGE'",
        ctx.storeId,
      )) > 0,
  },
  "PATCH /api/admin/setting/menu": {
    system: "SettingPage",
    table: "stores",
    path: () => `${A}/setting/menu`,
    body: () => ({ items: [{ type: "LINK", label: "Join", url: "/join-us" }] }),
    objectId: () => null,
    changed: async (ctx) =>
      (await n(
        "SELECT count(*) n FROM stores WHERE id=? AND json_extract(setting_page, '$.menu[0].label')='Join'",
        ctx.storeId,
      )) > 0,
  },

  // ---- articles, their categories, attachments and images ----------------------------------------
  "POST /api/admin/articles": {
    system: "Article",
    table: "articles",
    path: () => `${A}/articles`,
    body: () => ({ name: "Cold brew", content: "<p>Cold</p>" }),
    objectId: () => "created",
    changed: created("articles", "name='Cold brew'"),
  },
  "PATCH /api/admin/articles/:id": {
    system: "Article",
    table: "articles",
    setup: async (ctx) => ({ id: await article(ctx) }),
    path: (ids) => `${A}/articles/${ids.id}`,
    body: () => ({ name: "Renamed article" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM articles WHERE id=? AND name='Renamed article'", ids.id)) > 0,
  },
  "DELETE /api/admin/articles/:id": {
    system: "Article",
    table: "articles",
    setup: async (ctx) => ({ id: await article(ctx) }),
    path: (ids) => `${A}/articles/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: count("articles"),
  },
  "POST /api/admin/article/categories": {
    system: "ArticleCategory",
    table: "article_categories",
    path: () => `${A}/article/categories`,
    body: () => ({ name: "Guides" }),
    objectId: () => "created",
    changed: created("article_categories", "name='Guides'"),
  },
  "PATCH /api/admin/article/categories/:id": {
    system: "ArticleCategory",
    table: "article_categories",
    setup: async (ctx) => ({ id: await articleCat(ctx) }),
    path: (ids) => `${A}/article/categories/${ids.id}`,
    body: () => ({ name: "Renamed category" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM article_categories WHERE id=? AND name='Renamed category'", ids.id)) > 0,
  },
  "DELETE /api/admin/article/categories/:id": {
    system: "ArticleCategory",
    table: "article_categories",
    setup: async (ctx) => ({ id: await articleCat(ctx) }),
    path: (ids) => `${A}/article/categories/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: count("article_categories"),
  },
  "POST /api/admin/article/attachements": {
    system: "Article",
    table: "article_attachments",
    path: () => `${A}/article/attachements`,
    body: () => form({ type: "FILE" }, "attachement", "guide.pdf", pdf()),
    objectId: () => "created",
    changed: uploaded("article_attachments", "name='guide.pdf'"),
  },
  "DELETE /api/admin/article/attachements/:id": {
    system: "Article",
    table: "article_attachments",
    setup: async (ctx) => ({
      id: await made(ctx, "POST", `${A}/article/attachements`, form({}, "attachement", "old.pdf", pdf())),
    }),
    path: (ids) => `${A}/article/attachements/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: count("article_attachments"),
  },
  "POST /api/admin/article/media": {
    system: "Media",
    table: "media",
    path: () => `${A}/article/media`,
    body: () => form({ type: "ARTICLE_COVER" }),
    objectId: () => "created",
    changed: uploaded("media", "type='ARTICLE_COVER'"),
  },
  "DELETE /api/admin/article/media/:id": {
    system: "Media",
    table: "media",
    setup: async (ctx) => ({ id: await mediaRow(ctx, "ARTICLE_COVER") }),
    path: (ids) => `${A}/article/media/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: count("media"),
  },

  // ---- bulletins and their categories ------------------------------------------------------------
  "POST /api/admin/bulletins": {
    system: "Bulletin",
    table: "bulletins",
    path: () => `${A}/bulletins`,
    body: () => ({ title: "New hours" }),
    objectId: () => "created",
    changed: created("bulletins", "title='New hours'"),
  },
  "PATCH /api/admin/bulletins/:id": {
    system: "Bulletin",
    table: "bulletins",
    setup: async (ctx) => ({ id: await bulletin(ctx) }),
    path: (ids) => `${A}/bulletins/${ids.id}`,
    body: () => ({ title: "Renamed bulletin" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM bulletins WHERE id=? AND title='Renamed bulletin'", ids.id)) > 0,
  },
  "DELETE /api/admin/bulletins/:id": {
    system: "Bulletin",
    table: "bulletins",
    setup: async (ctx) => ({ id: await bulletin(ctx) }),
    path: (ids) => `${A}/bulletins/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: count("bulletins"),
  },
  "POST /api/admin/bulletin/categories": {
    system: "BulletinCategory",
    table: "bulletin_categories",
    path: () => `${A}/bulletin/categories`,
    body: () => ({ name: "Notices" }),
    objectId: () => "created",
    changed: created("bulletin_categories", "name='Notices'"),
  },
  "PATCH /api/admin/bulletin/categories/:id": {
    system: "BulletinCategory",
    table: "bulletin_categories",
    setup: async (ctx) => ({ id: await bulletinCat(ctx) }),
    path: (ids) => `${A}/bulletin/categories/${ids.id}`,
    body: () => ({ name: "Renamed notices" }),
    objectId: (ids) => String(ids.id),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM bulletin_categories WHERE id=? AND name='Renamed notices'", ids.id)) > 0,
  },
  "DELETE /api/admin/bulletin/categories/:id": {
    system: "BulletinCategory",
    table: "bulletin_categories",
    setup: async (ctx) => ({ id: await bulletinCat(ctx) }),
    path: (ids) => `${A}/bulletin/categories/${ids.id}`,
    objectId: (ids) => String(ids.id),
    changed: count("bulletin_categories"),
  },
  "POST /api/admin/bulletin/excel/import": {
    system: "Bulletin",
    table: "bulletins",
    path: () => `${A}/bulletin/excel/import`,
    body: () => {
      const form = new FormData();
      form.append("file", new File(["標題,內容\nImported notice,Open late\n"], "b.csv", { type: "text/csv" }));
      return form;
    },
    objectId: () => null,
    changed: created("bulletins", "title='Imported notice'"),
  },
};

export const contentAudit: AreaCases = { cases };
