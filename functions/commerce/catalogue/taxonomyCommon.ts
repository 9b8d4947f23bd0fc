import type { TaxonomyDb } from "@db/catalogue/taxonomy";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";

// The per-request accessor and the reference checks every taxonomy service shares.

export const accessors = new WeakMap<StoreScope, TaxonomyDb>();
export function tx(scope: StoreScope): TaxonomyDb {
  let t = accessors.get(scope);
  if (!t) {
    t = scope.taxonomy;
    accessors.set(scope, t);
  }
  return t;
}

export const nowIso = () => new Date().toISOString();

export async function requireMedia(t: TaxonomyDb, id: number | null | undefined) {
  if (id == null) return;
  if (!(await t.mediaRow(id))) throw notFound();
}

export async function requireProducts(t: TaxonomyDb, ids: readonly number[] | undefined) {
  if (!ids?.length) return;
  const found = await t.productIdsIn(ids);
  if (found.length !== ids.length) throw notFound();
}
