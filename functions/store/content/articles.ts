import type { UserRow } from "@db/schema";
import type { z } from "zod";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid } from "../../platform/errors";
import { sanitizeHtml } from "../../platform/sanitize";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { ArticleCategory, ArticleDetail, ArticleListItem } from "../../shared/commerce/catalogue";
import type { FieldIssue } from "../../shared/validators";
import { contentDb, found, missingRefs } from "./common";
import { type AdminArticle, adminArticleOf, articleCategoryOf, articleDetailOf, articleListItemOf } from "./model";
import {
  ARTICLE_PAGE_DEFAULT,
  ARTICLE_PAGE_MAX,
  type ArticleCreateInput,
  type ArticlePatchInput,
  type articleListQuery,
  type categoryCreateInput,
  type categoryPatchInput,
} from "./schemas";

// Articles (blog) and their categories: storefront reads and back-office writes.
// A shopper sees an article when it is displayed, its publishedAt (if any) has come, and its
// category (if any) is displayed.

export type ArticlePage = { items: ArticleListItem[]; total: number };

export async function listArticles(
  scope: StoreScope,
  q: { categoryId?: number; offset?: number; limit?: number } = {},
): Promise<ArticlePage> {
  const { rows, total } = await contentDb(scope).listArticles({
    displayOnly: true,
    categoryId: q.categoryId,
    offset: Math.max(0, Math.trunc(q.offset ?? 0)),
    limit: Math.min(ARTICLE_PAGE_MAX, Math.max(1, Math.trunc(q.limit ?? ARTICLE_PAGE_DEFAULT))),
  });
  return { items: rows.map(articleListItemOf), total };
}

export async function getArticle(scope: StoreScope, id: number): Promise<ArticleDetail> {
  return articleDetailOf(found(await contentDb(scope).articleDetail(id, { displayOnly: true })));
}

export async function listArticleCategories(scope: StoreScope): Promise<ArticleCategory[]> {
  return (await contentDb(scope).listArticleCategories({ displayOnly: true })).map(articleCategoryOf);
}

export async function getArticleCategory(scope: StoreScope, id: number): Promise<ArticleCategory> {
  const row = await contentDb(scope).findArticleCategory(id);
  return articleCategoryOf(found(row?.isDisplay ? row : null));
}

// ---- back office --------------------------------------------------------------------------------

export async function adminListArticles(scope: StoreScope, q: z.infer<typeof articleListQuery>): Promise<ArticlePage> {
  const { rows, total } = await contentDb(scope).listArticles({ displayOnly: false, ...q });
  return { items: rows.map(articleListItemOf), total };
}

export async function adminGetArticle(scope: StoreScope, id: number): Promise<AdminArticle> {
  return adminArticleOf(found(await contentDb(scope).articleDetail(id, { displayOnly: false })));
}

/** Ids the body names that are not this store's → 400004; attachments of another article → 422. */
async function checkRefs(
  scope: StoreScope,
  articleId: number | null,
  d: { categoryId?: number | null; coverMediaId?: number | null; productIds?: number[]; attachmentIds?: number[] },
) {
  const c = contentDb(scope);
  const [refs, cover, attachments] = await Promise.all([
    c.existingRefs({ articleCategory: d.categoryId ? [d.categoryId] : [], product: d.productIds ?? [] }),
    d.coverMediaId ? scope.media.find(d.coverMediaId) : Promise.resolve(null),
    c.attachmentsByIds(d.attachmentIds ?? []),
  ]);
  const missing: FieldIssue[] = [];
  const taken: FieldIssue[] = [];
  if (d.categoryId && !refs.articleCategory.has(d.categoryId)) {
    missing.push({ path: "categoryId", message: "validation.notFound" });
  }
  if (d.coverMediaId && !cover) missing.push({ path: "coverMediaId", message: "validation.notFound" });
  (d.productIds ?? []).forEach((p, i) => {
    if (!refs.product.has(p)) missing.push({ path: `productIds.${i}`, message: "validation.notFound" });
  });
  const byId = new Map(attachments.map((a) => [a.id, a]));
  (d.attachmentIds ?? []).forEach((a, i) => {
    const row = byId.get(a);
    if (!row) missing.push({ path: `attachmentIds.${i}`, message: "validation.notFound" });
    else if (row.articleId !== null && row.articleId !== articleId) {
      taken.push({ path: `attachmentIds.${i}`, message: "validation.inUse" });
    }
  });
  if (missing.length) throw missingRefs(missing);
  if (taken.length) throw invalid(taken);
}

export async function createArticle(
  scope: StoreScope,
  user: UserRow,
  input: ArticleCreateInput,
  audit: AuditTrail,
): Promise<AdminArticle> {
  await checkRefs(scope, null, input);
  const { productIds, attachmentIds, ...v } = input;
  const values = { ...v, content: await sanitizeHtml(v.content), creatorName: user.name };
  const logged = audit.item({ created: true, objectName: values.name, after: input });
  const id = await contentDb(scope).insertArticle(values, productIds, attachmentIds, [logged]);
  return adminGetArticle(scope, id);
}

export async function updateArticle(
  scope: StoreScope,
  id: number,
  patch: ArticlePatchInput,
  audit: AuditTrail,
): Promise<AdminArticle> {
  const c = contentDb(scope);
  const before = found(await c.findArticle(id));
  await checkRefs(scope, id, patch);
  const { productIds, attachmentIds, ...v } = patch;
  const values = v.content === undefined ? v : { ...v, content: await sanitizeHtml(v.content) };
  const logged = audit.item({ objectId: id, objectName: values.name ?? before.name, before, after: patch });
  found((await c.updateArticle(id, values, productIds, attachmentIds, [logged])) || null);
  return adminGetArticle(scope, id);
}

/** Deletes the article, its product links and attachments (rows, then their R2 objects). */
export async function deleteArticle(scope: StoreScope, id: number, audit: AuditTrail): Promise<void> {
  const c = contentDb(scope);
  const before = found(await c.findArticle(id));
  const keys = found(await c.deleteArticle(id, [audit.item({ objectId: id, objectName: before.name, before })]));
  if (keys.length) await scope.env.MEDIA.delete(keys.filter(Boolean));
}

// ---- categories ---------------------------------------------------------------------------------

export async function adminListArticleCategories(scope: StoreScope): Promise<ArticleCategory[]> {
  return (await contentDb(scope).listArticleCategories()).map(articleCategoryOf);
}

export async function adminGetArticleCategory(scope: StoreScope, id: number): Promise<ArticleCategory> {
  return articleCategoryOf(found(await contentDb(scope).findArticleCategory(id)));
}

export async function createArticleCategory(
  scope: StoreScope,
  input: z.infer<typeof categoryCreateInput>,
  audit: AuditTrail,
): Promise<ArticleCategory> {
  const logged = audit.item({ created: true, objectName: input.name, after: input });
  return articleCategoryOf(await contentDb(scope).insertArticleCategory(input, [logged]));
}

export async function updateArticleCategory(
  scope: StoreScope,
  id: number,
  patch: z.infer<typeof categoryPatchInput>,
  audit: AuditTrail,
): Promise<ArticleCategory> {
  const c = contentDb(scope);
  const before = found(await c.findArticleCategory(id));
  const logged = audit.item({ objectId: id, objectName: patch.name ?? before.name, before, after: patch });
  return articleCategoryOf(found(await c.updateArticleCategory(id, patch, [logged])));
}

/** Its articles stay, without a category. */
export async function deleteArticleCategory(scope: StoreScope, id: number, audit: AuditTrail): Promise<void> {
  const c = contentDb(scope);
  const before = found(await c.findArticleCategory(id));
  found((await c.deleteArticleCategory(id, [audit.item({ objectId: id, objectName: before.name, before })])) || null);
}
