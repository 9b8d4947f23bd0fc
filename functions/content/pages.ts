import type { z } from "zod";
import { sanitizeHtml } from "../platform/sanitize";
import type { StoreScope } from "../platform/scope";
import type { Page } from "../shared/catalogue";
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

export async function createPage(scope: StoreScope, input: z.infer<typeof pageCreateInput>): Promise<AdminPage> {
  const row = await contentDb(scope).insertPage({ ...input, content: await sanitizeHtml(input.content) });
  return adminPageOf(row);
}

export async function updatePage(
  scope: StoreScope,
  id: number,
  patch: z.infer<typeof pagePatchInput>,
): Promise<AdminPage> {
  const values = patch.content === undefined ? patch : { ...patch, content: await sanitizeHtml(patch.content) };
  return adminPageOf(found(await contentDb(scope).updatePage(id, values)));
}

export async function deletePage(scope: StoreScope, id: number): Promise<void> {
  found((await contentDb(scope).deletePage(id)) || null);
}
