import type { z } from "zod";
import type { AuditTrail } from "../../platform/auditTrail";
import { sanitizeHtml } from "../../platform/sanitize";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { Page } from "../../shared/commerce/catalogue";
import { contentDb, found } from "./common";
import { type AdminPage, type AdminPageSummary, adminPageOf, type PageSummary, pageOf } from "./model";
import type { pageCreateInput, pagePatchInput } from "./schemas";

// Custom pages (/page/{id}; back-office setting-page-list, setpage). Content is sanitised HTML.

/** A page a shopper may read; hidden and unknown pages are DATA_DOES_NOT_EXIST alike. */
export async function getPage(scope: StoreScope, id: number): Promise<Page> {
  const row = await contentDb(scope).findPage(id);
  return pageOf(found(row?.isDisplay ? row : null));
}

/** The shown pages, without their content (for menus and link pickers). */
export async function listPages(scope: StoreScope): Promise<PageSummary[]> {
  const rows = await contentDb(scope).listPages({ displayOnly: true });
  return rows.map(({ createdAt: _c, updatedAt: _u, ...p }) => p);
}

export const adminListPages = (scope: StoreScope): Promise<AdminPageSummary[]> => contentDb(scope).listPages();

export async function adminGetPage(scope: StoreScope, id: number): Promise<AdminPage> {
  return adminPageOf(found(await contentDb(scope).findPage(id)));
}

export async function createPage(
  scope: StoreScope,
  input: z.infer<typeof pageCreateInput>,
  audit: AuditTrail,
): Promise<AdminPage> {
  const values = { ...input, content: await sanitizeHtml(input.content) };
  const logged = audit.item({ created: true, objectName: values.title, after: values });
  return adminPageOf(await contentDb(scope).insertPage(values, [logged]));
}

export async function updatePage(
  scope: StoreScope,
  id: number,
  patch: z.infer<typeof pagePatchInput>,
  audit: AuditTrail,
): Promise<AdminPage> {
  const c = contentDb(scope);
  const before = found(await c.findPage(id));
  const values = patch.content === undefined ? patch : { ...patch, content: await sanitizeHtml(patch.content) };
  const logged = audit.item({ objectId: id, objectName: values.title ?? before.title, before, after: values });
  return adminPageOf(found(await c.updatePage(id, values, [logged])));
}

export async function deletePage(scope: StoreScope, id: number, audit: AuditTrail): Promise<void> {
  const c = contentDb(scope);
  const before = found(await c.findPage(id));
  found((await c.deletePage(id, [audit.item({ objectId: id, objectName: before.title, before })])) || null);
}
