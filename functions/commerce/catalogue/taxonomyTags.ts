import type { AuditTrail } from "../../platform/auditTrail";
import { invalid, notFound } from "../../platform/errors";
import { sanitizeHtml } from "../../platform/sanitize";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { Tag } from "../../shared/commerce/catalogue";
import { tx } from "./taxonomyCommon";
import type { InformationCreateInput, InformationPatchInput, TagCreateInput, TagPatchInput } from "./taxonomySchemas";

// Tags and shared product information blocks (see taxonomy.ts).

export type AdminTag = Tag & { isDisplay: boolean; sort: number; productCount: number; createdAt: string };

const duplicateName = () => invalid([{ path: "name", message: "validation.duplicate" }], "A tag of that name exists.");

/**
 * Tags in order. Without includeAdminOnly (what shoppers see) admin-only and hidden tags are left
 * out; with it, every tag. One D1 statement.
 */
export async function listTags(
  scope: StoreScope,
  opts: { includeAdminOnly: boolean; displayOnly?: boolean },
): Promise<Tag[]> {
  const rows = await tx(scope).tags({
    includeAdminOnly: opts.includeAdminOnly,
    displayOnly: opts.displayOnly ?? !opts.includeAdminOnly,
  });
  return rows.map((r) => ({ id: r.id, name: r.name, isOnlyForAdmin: r.isOnlyForAdmin }));
}

export async function adminTags(scope: StoreScope, q: { isDisplay?: boolean; id?: number }): Promise<AdminTag[]> {
  const rows = await tx(scope).tags({ includeAdminOnly: true, displayOnly: false, withCounts: true, ...q });
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
}

export async function adminTag(scope: StoreScope, id: number): Promise<AdminTag> {
  const [tag] = await adminTags(scope, { id });
  if (!tag) throw notFound();
  return tag;
}

export async function createTag(scope: StoreScope, input: TagCreateInput, audit: AuditTrail): Promise<AdminTag> {
  const id = await tx(scope).insertTag(input, [audit.item({ created: true, objectName: input.name, after: input })]);
  if (id === null) throw duplicateName();
  return adminTag(scope, id);
}

export async function updateTag(
  scope: StoreScope,
  id: number,
  input: TagPatchInput,
  audit: AuditTrail,
): Promise<AdminTag> {
  const [before] = await adminTags(scope, { id });
  if (!before) throw notFound();
  const logged = audit.item({ objectId: id, objectName: before.name, before, after: input });
  const r = await tx(scope).updateTag(id, input, [logged]);
  if (r === "missing") throw notFound();
  if (r === "taken") throw duplicateName();
  return adminTag(scope, id);
}

export async function deleteTag(scope: StoreScope, id: number, audit: AuditTrail): Promise<{ id: number }> {
  if (!(await tx(scope).deleteTag(id, [audit.item({ objectId: id })]))) throw notFound();
  return { id };
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Product information
// ─────────────────────────────────────────────────────────────────────────────────────────────

/** A shared block of product copy; content is sanitised HTML. */
export type Information = { id: number; name: string; content: string; isDisplay: boolean; sort: number };
export type AdminInformation = Information & { productCount: number; createdAt: string };

const publicInformation = (r: Information): Information => ({
  id: r.id,
  name: r.name,
  content: r.content,
  isDisplay: r.isDisplay,
  sort: r.sort,
});

export async function listInformation(scope: StoreScope, opts: { displayOnly: boolean }): Promise<Information[]> {
  return (await tx(scope).information({ displayOnly: opts.displayOnly })).map(publicInformation);
}

/** One information block; with displayOnly (the default) null when hidden. */
export async function getInformation(
  scope: StoreScope,
  id: number,
  opts: { displayOnly?: boolean } = {},
): Promise<Information | null> {
  const [row] = await tx(scope).information({ id, displayOnly: opts.displayOnly ?? true });
  return row ? publicInformation(row) : null;
}

export async function adminInformationList(scope: StoreScope, q: { isDisplay?: boolean }): Promise<AdminInformation[]> {
  const rows = await tx(scope).information({ displayOnly: false, withCounts: true, ...q });
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
}

export async function adminInformation(scope: StoreScope, id: number): Promise<AdminInformation> {
  const [row] = await tx(scope).information({ id, displayOnly: false, withCounts: true });
  if (!row) throw notFound();
  return { ...row, productCount: Number(row.productCount) };
}

export async function createInformation(scope: StoreScope, input: InformationCreateInput, audit: AuditTrail) {
  const logged = audit.item({ created: true, objectName: input.name, after: input });
  const id = await tx(scope).insertInformation({ ...input, content: await sanitizeHtml(input.content) }, [logged]);
  return adminInformation(scope, id);
}

export async function updateInformation(
  scope: StoreScope,
  id: number,
  input: InformationPatchInput,
  audit: AuditTrail,
) {
  const patch = input.content === undefined ? input : { ...input, content: await sanitizeHtml(input.content) };
  const [before] = await tx(scope).information({ id, displayOnly: false });
  if (!before) throw notFound();
  const logged = audit.item({ objectId: id, objectName: before.name, before, after: patch });
  if (!(await tx(scope).updateInformation(id, patch, [logged]))) throw notFound();
  return adminInformation(scope, id);
}

/** Products that showed the block keep no dangling reference to it. */
export async function deleteInformation(scope: StoreScope, id: number, audit: AuditTrail): Promise<{ id: number }> {
  if (!(await tx(scope).deleteInformation(id, [audit.item({ objectId: id })]))) throw notFound();
  return { id };
}
