import type { z } from "zod";
import type { AuditTrail } from "../../platform/auditTrail";
import { sanitizeHtml } from "../../platform/sanitize";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { Bulletin } from "../../shared/commerce/catalogue";
import { isBranchType } from "../../shared/constants";
import { contentDb, found, missingRefs } from "./common";
import { type AdminBulletin, adminBulletinOf, type BulletinCategory, bulletinCategoryOf, bulletinOf } from "./model";
import type {
  bulletinCreateInput,
  bulletinListQuery,
  bulletinPatchInput,
  categoryCreateInput,
  categoryPatchInput,
} from "./schemas";

// Bulletins (announcements) and their categories. A shopper sees a displayed bulletin whose
// category (if any) is displayed; pinned (isTop) first, then higher sort, then newest.

/** Enough for a bulletin board; older ones stay in the back office. */
export const BULLETIN_LIST_MAX = 200;

export async function listBulletins(scope: StoreScope, q: { categoryId?: number } = {}): Promise<Bulletin[]> {
  const rows = await contentDb(scope).listBulletins({
    displayOnly: true,
    categoryId: q.categoryId,
    limit: BULLETIN_LIST_MAX,
  });
  return rows.map(bulletinOf);
}

export async function listBulletinCategories(scope: StoreScope): Promise<BulletinCategory[]> {
  return (await contentDb(scope).listBulletinCategories({ displayOnly: true })).map(bulletinCategoryOf);
}

export async function getBulletinCategory(scope: StoreScope, id: number): Promise<BulletinCategory> {
  const row = await contentDb(scope).findBulletinCategory(id);
  return bulletinCategoryOf(found(row?.isDisplay ? row : null));
}

// ---- back office --------------------------------------------------------------------------------
// The head store writes; its branches read (spec §2.3: branches have no Bulletin section, they see
// the head store's shown bulletins under Notifications). Every other store reads its own, all of them.

const branchReads = (scope: StoreScope) => isBranchType(scope.store.type);

export async function adminListBulletins(
  scope: StoreScope,
  q: z.infer<typeof bulletinListQuery>,
): Promise<AdminBulletin[]> {
  const rows = branchReads(scope)
    ? await scope.headContent.listBulletins({ displayOnly: true, categoryId: q.categoryId, limit: 1000 })
    : await contentDb(scope).listBulletins({ displayOnly: false, ...q, limit: 1000 });
  return rows.map(adminBulletinOf);
}

export async function adminGetBulletin(scope: StoreScope, id: number): Promise<AdminBulletin> {
  const row = branchReads(scope)
    ? await scope.headContent.findShownBulletin(id)
    : await contentDb(scope).findBulletin(id);
  return adminBulletinOf(found(row));
}

async function checkCategory(scope: StoreScope, categoryId: number | null | undefined) {
  if (!categoryId) return;
  if (!(await contentDb(scope).findBulletinCategory(categoryId))) {
    throw missingRefs([{ path: "categoryId", message: "validation.notFound" }]);
  }
}

export async function createBulletin(
  scope: StoreScope,
  input: z.infer<typeof bulletinCreateInput>,
  audit: AuditTrail,
): Promise<AdminBulletin> {
  await checkCategory(scope, input.categoryId);
  const values = { ...input, content: await sanitizeHtml(input.content) };
  const logged = audit.item({ created: true, objectName: values.title, after: values });
  return adminBulletinOf(await contentDb(scope).insertBulletin(values, [logged]));
}

export async function updateBulletin(
  scope: StoreScope,
  id: number,
  patch: z.infer<typeof bulletinPatchInput>,
  audit: AuditTrail,
): Promise<AdminBulletin> {
  const c = contentDb(scope);
  const before = found(await c.findBulletin(id));
  await checkCategory(scope, patch.categoryId);
  const values = patch.content === undefined ? patch : { ...patch, content: await sanitizeHtml(patch.content) };
  const logged = audit.item({ objectId: id, objectName: values.title ?? before.title, before, after: values });
  return adminBulletinOf(found(await c.updateBulletin(id, values, [logged])));
}

export async function deleteBulletin(scope: StoreScope, id: number, audit: AuditTrail): Promise<void> {
  const c = contentDb(scope);
  const before = found(await c.findBulletin(id));
  found((await c.deleteBulletin(id, [audit.item({ objectId: id, objectName: before.title, before })])) || null);
}

export async function adminListBulletinCategories(scope: StoreScope): Promise<BulletinCategory[]> {
  const rows = branchReads(scope)
    ? await scope.headContent.listBulletinCategories({ displayOnly: true })
    : await contentDb(scope).listBulletinCategories();
  return rows.map(bulletinCategoryOf);
}

export async function adminGetBulletinCategory(scope: StoreScope, id: number): Promise<BulletinCategory> {
  return bulletinCategoryOf(found(await contentDb(scope).findBulletinCategory(id)));
}

export async function createBulletinCategory(
  scope: StoreScope,
  input: z.infer<typeof categoryCreateInput>,
  audit: AuditTrail,
): Promise<BulletinCategory> {
  const logged = audit.item({ created: true, objectName: input.name, after: input });
  return bulletinCategoryOf(await contentDb(scope).insertBulletinCategory(input, [logged]));
}

export async function updateBulletinCategory(
  scope: StoreScope,
  id: number,
  patch: z.infer<typeof categoryPatchInput>,
  audit: AuditTrail,
): Promise<BulletinCategory> {
  const c = contentDb(scope);
  const before = found(await c.findBulletinCategory(id));
  const logged = audit.item({ objectId: id, objectName: patch.name ?? before.name, before, after: patch });
  return bulletinCategoryOf(found(await c.updateBulletinCategory(id, patch, [logged])));
}

/** Its bulletins stay, without a category. */
export async function deleteBulletinCategory(scope: StoreScope, id: number, audit: AuditTrail): Promise<void> {
  const c = contentDb(scope);
  const before = found(await c.findBulletinCategory(id));
  found((await c.deleteBulletinCategory(id, [audit.item({ objectId: id, objectName: before.name, before })])) || null);
}
