import { Hono } from "hono";
import { adminMedia } from "../../media/ref";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { requireScope } from "../../platform/tenancy/guards";
import { callRule } from "../../shared/access/adminPrivileges";
import { CACHE_KEYS } from "../../shared/constants";
import * as articleMedia from "../../store/content/articleMedia";
import * as articles from "../../store/content/articles";
import * as attachments from "../../store/content/attachments";
import * as banners from "../../store/content/banners";
import * as bulletins from "../../store/content/bulletins";
import { menuInput } from "../../store/content/menu";
import * as pages from "../../store/content/pages";
import {
  articleCreateInput,
  articleListQuery,
  articlePatchInput,
  bannerCreateInput,
  bannerListQuery,
  bannerPatchInput,
  bulletinCreateInput,
  bulletinListQuery,
  bulletinPatchInput,
  categoryCreateInput,
  categoryPatchInput,
  pageCreateInput,
  pagePatchInput,
} from "../../store/content/schemas";
import * as settings from "../../store/content/settings";
import { stylePatchInput } from "../../store/content/style";
import { type Access, adminBody, adminScope, created, formOf, idOf, query, write } from "../helpers";

// /api: banners, pages, articles, bulletins, style and menu settings (storefront + admin).
// Handlers are thin: permission, input, one service call, the envelope.

// Who may use each call is its row of the access table (shared/access/adminPrivilegeCalls.ts: articles 7,
// settings 9, bulletins 11; banners open to branch stores, the rest head-store-only). Here: the
// audit system and what each change makes stale for clients (functions/store/content/README.md).
const BANNERS: Access = { system: "SettingBanner", keys: ["banner"] };
const PAGES: Access = { system: "SettingPage", keys: ["initial"] };
const MENU: Access = { system: "SettingPage", keys: ["initial"] };
const STYLE: Access = { system: "SettingStore", keys: ["initial"] };
const ARTICLES: Access = { system: "Article", keys: ["initial"] };
// Spec back-office §4: "admin changes to media and article categories clear all caches".
const ARTICLE_CATEGORIES: Access = { system: "ArticleCategory", keys: CACHE_KEYS };
// Bulletins are in none of the spec's cached lists: clients read them fresh, nothing to bump.
const BULLETINS: Access = { system: "Bulletin", keys: [] };
const BULLETIN_CATEGORIES: Access = { system: "BulletinCategory", keys: [] };

// Article images are media: "admin changes to media … clear all caches" (spec back-office §4).
const ARTICLE_MEDIA: Access = { system: "Media", keys: CACHE_KEYS };

export const contentRoutes = new Hono<AppEnv>()
  // ---- storefront -------------------------------------------------------------------------------
  .get("/setting/banner", async (c) => {
    query(c, bannerListQuery); // shoppers only ever get shown banners, whatever isDisplay says
    return ok(c, await banners.listBanners(requireScope(c.get("rc")), { displayOnly: true }));
  })
  .get("/setting/pages", async (c) => ok(c, await pages.listPages(requireScope(c.get("rc")))))
  .get("/setting/pages/:id", async (c) => ok(c, await pages.getPage(requireScope(c.get("rc")), idOf(c))))
  .get("/setting/menu", async (c) => ok(c, await settings.getMenu(requireScope(c.get("rc")))))
  .get("/articles", async (c) => {
    const q = query(c, articleListQuery);
    return ok(c, await articles.listArticles(requireScope(c.get("rc")), q));
  })
  .get("/articles/:id", async (c) => ok(c, await articles.getArticle(requireScope(c.get("rc")), idOf(c))))
  .get("/article/categories", async (c) => ok(c, await articles.listArticleCategories(requireScope(c.get("rc")))))
  .get("/article/categories/:id", async (c) =>
    ok(c, await articles.getArticleCategory(requireScope(c.get("rc")), idOf(c))),
  )
  .get("/article/attachements/:id", async (c) => {
    const rc = c.get("rc");
    let asAdmin = false;
    try {
      // Off /api/admin, the admin read of the article stands for the download.
      requireAdminAccess(rc, callRule("GET", "/api/admin/articles/:id"));
      asAdmin = true;
    } catch {
      // a shopper: only attachments of readable articles
    }
    return attachments.downloadAttachment(requireScope(rc), idOf(c), asAdmin);
  })
  .get("/bulletins", async (c) => {
    const q = query(c, bulletinListQuery);
    return ok(c, await bulletins.listBulletins(requireScope(c.get("rc")), { categoryId: q.categoryId }));
  })
  .get("/bulletin/categories", async (c) => ok(c, await bulletins.listBulletinCategories(requireScope(c.get("rc")))))
  .get("/bulletin/categories/:id", async (c) =>
    ok(c, await bulletins.getBulletinCategory(requireScope(c.get("rc")), idOf(c))),
  )

  // ---- admin: banners ---------------------------------------------------------------------------
  .get("/admin/setting/banner", async (c) => ok(c, await banners.listBanners(adminScope(c), { displayOnly: false })))
  .post("/admin/setting/banner", async (c) => {
    const input = await adminBody(c, bannerCreateInput);
    return ok(
      c,
      await write(c, BANNERS, { ...created, payload: input }, (s, _u, audit) => banners.createBanner(s, input, audit)),
    );
  })
  .get("/admin/setting/banner/:id", async (c) => ok(c, await banners.getBanner(adminScope(c), idOf(c))))
  .patch("/admin/setting/banner/:id", async (c) => {
    const id = idOf(c);
    const patch = await adminBody(c, bannerPatchInput);
    return ok(
      c,
      await write(c, BANNERS, { objectId: id, payload: patch }, (s, _u, audit) =>
        banners.updateBanner(s, id, patch, audit),
      ),
    );
  })
  .delete("/admin/setting/banner/:id", async (c) => {
    const id = idOf(c);
    await write(c, BANNERS, { objectId: id }, (s, _u, audit) => banners.deleteBanner(s, id, audit));
    return ok(c, null);
  })

  // ---- admin: pages -----------------------------------------------------------------------------
  .get("/admin/setting/pages", async (c) => ok(c, await pages.adminListPages(adminScope(c))))
  .post("/admin/setting/pages", async (c) => {
    const input = await adminBody(c, pageCreateInput);
    return ok(
      c,
      await write(c, PAGES, { ...created, payload: input }, (s, _u, audit) => pages.createPage(s, input, audit)),
    );
  })
  .get("/admin/setting/pages/:id", async (c) => ok(c, await pages.adminGetPage(adminScope(c), idOf(c))))
  .patch("/admin/setting/pages/:id", async (c) => {
    const id = idOf(c);
    const patch = await adminBody(c, pagePatchInput);
    return ok(
      c,
      await write(c, PAGES, { objectId: id, payload: patch }, (s, _u, audit) => pages.updatePage(s, id, patch, audit)),
    );
  })
  .delete("/admin/setting/pages/:id", async (c) => {
    const id = idOf(c);
    await write(c, PAGES, { objectId: id }, (s, _u, audit) => pages.deletePage(s, id, audit));
    return ok(c, null);
  })

  // ---- admin: style and menu --------------------------------------------------------------------
  .get("/admin/setting/style", async (c) => ok(c, await settings.adminGetStyle(adminScope(c))))
  .patch("/admin/setting/style", async (c) => {
    const patch = await adminBody(c, stylePatchInput);
    return ok(c, await write(c, STYLE, { payload: patch }, (s, _u, audit) => settings.updateStyle(s, patch, audit)));
  })
  .get("/admin/setting/menu", async (c) => ok(c, { items: await settings.adminGetMenu(adminScope(c)) }))
  .patch("/admin/setting/menu", async (c) => {
    const { items } = await adminBody(c, menuInput);
    const saved = await write(c, MENU, { payload: { items } }, (s, _u, audit) => settings.updateMenu(s, items, audit));
    return ok(c, { items: saved });
  })

  // ---- admin: articles --------------------------------------------------------------------------
  .get("/admin/articles", async (c) => {
    const scope = adminScope(c);
    return ok(c, await articles.adminListArticles(scope, query(c, articleListQuery)));
  })
  .post("/admin/articles", async (c) => {
    const input = await adminBody(c, articleCreateInput);
    return ok(
      c,
      await write(c, ARTICLES, { ...created, payload: input }, (s, user, audit) =>
        articles.createArticle(s, user, input, audit),
      ),
    );
  })
  .get("/admin/articles/:id", async (c) => ok(c, await articles.adminGetArticle(adminScope(c), idOf(c))))
  .patch("/admin/articles/:id", async (c) => {
    const id = idOf(c);
    const patch = await adminBody(c, articlePatchInput);
    return ok(
      c,
      await write(c, ARTICLES, { objectId: id, payload: patch }, (s, _u, audit) =>
        articles.updateArticle(s, id, patch, audit),
      ),
    );
  })
  .delete("/admin/articles/:id", async (c) => {
    const id = idOf(c);
    await write(c, ARTICLES, { objectId: id }, (s, _u, audit) => articles.deleteArticle(s, id, audit));
    return ok(c, null);
  })

  // ---- admin: article categories ----------------------------------------------------------------
  .get("/admin/article/categories", async (c) => ok(c, await articles.adminListArticleCategories(adminScope(c))))
  .post("/admin/article/categories", async (c) => {
    const input = await adminBody(c, categoryCreateInput);
    return ok(
      c,
      await write(c, ARTICLE_CATEGORIES, { ...created, payload: input }, (s, _u, audit) =>
        articles.createArticleCategory(s, input, audit),
      ),
    );
  })
  .get("/admin/article/categories/:id", async (c) =>
    ok(c, await articles.adminGetArticleCategory(adminScope(c), idOf(c))),
  )
  .patch("/admin/article/categories/:id", async (c) => {
    const id = idOf(c);
    const patch = await adminBody(c, categoryPatchInput);
    return ok(
      c,
      await write(c, ARTICLE_CATEGORIES, { objectId: id, payload: patch }, (s, _u, audit) =>
        articles.updateArticleCategory(s, id, patch, audit),
      ),
    );
  })
  .delete("/admin/article/categories/:id", async (c) => {
    const id = idOf(c);
    await write(c, ARTICLE_CATEGORIES, { objectId: id }, (s, _u, audit) =>
      articles.deleteArticleCategory(s, id, audit),
    );
    return ok(c, null);
  })

  // ---- admin: article attachments (spec spelling "attachements") --------------------------------
  .post("/admin/article/attachements", async (c) => {
    requireAdminAccess(c.get("rc"));
    const input = await attachments.readAttachmentForm(await formOf(c));
    const payload = {
      type: input.type,
      articleId: input.articleId ?? null,
      name: input.file.name,
      bytes: input.file.size,
    };
    return ok(
      c,
      await write(c, ARTICLES, { ...created, payload }, (s, _u, audit) =>
        attachments.uploadAttachment(s, input, audit),
      ),
    );
  })
  .delete("/admin/article/attachements/:id", async (c) => {
    const id = idOf(c);
    await write(c, ARTICLES, { objectId: id }, (s, _u, audit) => attachments.deleteAttachment(s, id, audit));
    return ok(c, null);
  })

  // ---- admin: article images, through the media pipeline (functions/media) ----------------------
  .post("/admin/article/media", async (c) => {
    requireAdminAccess(c.get("rc"));
    const input = await articleMedia.readArticleMediaForm(await formOf(c));
    const payload = { type: input.type, name: input.file.name, bytes: input.file.size };
    const row = await write(c, { ...ARTICLE_MEDIA, label: "Media.create" }, { ...created, payload }, (s, _u, audit) =>
      articleMedia.uploadArticleMedia(s, input, audit),
    );
    return ok(c, adminMedia(row));
  })
  .delete("/admin/article/media/:id", async (c) => {
    const id = idOf(c);
    await write(c, ARTICLE_MEDIA, { objectId: id }, (s, _u, audit) => articleMedia.deleteArticleMedia(s, id, audit));
    return ok(c, { id });
  })

  // ---- admin: bulletins -------------------------------------------------------------------------
  .get("/admin/bulletins", async (c) => {
    const scope = adminScope(c);
    return ok(c, await bulletins.adminListBulletins(scope, query(c, bulletinListQuery)));
  })
  .post("/admin/bulletins", async (c) => {
    const input = await adminBody(c, bulletinCreateInput);
    return ok(
      c,
      await write(c, BULLETINS, { ...created, payload: input }, (s, _u, audit) =>
        bulletins.createBulletin(s, input, audit),
      ),
    );
  })
  .get("/admin/bulletins/:id", async (c) => ok(c, await bulletins.adminGetBulletin(adminScope(c), idOf(c))))
  .patch("/admin/bulletins/:id", async (c) => {
    const id = idOf(c);
    const patch = await adminBody(c, bulletinPatchInput);
    return ok(
      c,
      await write(c, BULLETINS, { objectId: id, payload: patch }, (s, _u, audit) =>
        bulletins.updateBulletin(s, id, patch, audit),
      ),
    );
  })
  .delete("/admin/bulletins/:id", async (c) => {
    const id = idOf(c);
    await write(c, BULLETINS, { objectId: id }, (s, _u, audit) => bulletins.deleteBulletin(s, id, audit));
    return ok(c, null);
  })

  // ---- admin: bulletin categories ---------------------------------------------------------------
  .get("/admin/bulletin/categories", async (c) => ok(c, await bulletins.adminListBulletinCategories(adminScope(c))))
  .post("/admin/bulletin/categories", async (c) => {
    const input = await adminBody(c, categoryCreateInput);
    return ok(
      c,
      await write(c, BULLETIN_CATEGORIES, { ...created, payload: input }, (s, _u, audit) =>
        bulletins.createBulletinCategory(s, input, audit),
      ),
    );
  })
  .get("/admin/bulletin/categories/:id", async (c) =>
    ok(c, await bulletins.adminGetBulletinCategory(adminScope(c), idOf(c))),
  )
  .patch("/admin/bulletin/categories/:id", async (c) => {
    const id = idOf(c);
    const patch = await adminBody(c, categoryPatchInput);
    return ok(
      c,
      await write(c, BULLETIN_CATEGORIES, { objectId: id, payload: patch }, (s, _u, audit) =>
        bulletins.updateBulletinCategory(s, id, patch, audit),
      ),
    );
  })
  .delete("/admin/bulletin/categories/:id", async (c) => {
    const id = idOf(c);
    await write(c, BULLETIN_CATEGORIES, { objectId: id }, (s, _u, audit) =>
      bulletins.deleteBulletinCategory(s, id, audit),
    );
    return ok(c, null);
  });
