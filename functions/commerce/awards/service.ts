import type { AwardGroupView as GroupView } from "@db/productAwards";
import type { AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { AwardInput } from "./schemas";

// Product awards: an award group (title, issuer, year) and the store's products it was given to.
// Every product named must be this store's (else DATA_DOES_NOT_EXIST, nothing written); a PUT
// replaces the group's text and products; a DELETE removes one product's award, and the group with
// its last product.

/** One award group as the API answers it (the product editor's type). */
export type AwardGroupView = GroupView;

const text = (v: Pick<AwardInput, "title" | "issuer" | "year">) => ({ title: v.title, issuer: v.issuer, year: v.year });

async function requireProducts(scope: StoreScope, ids: readonly number[]) {
  if ((await scope.productAwards.productCount(ids)) !== ids.length) throw notFound();
}

export const listAwards = (scope: StoreScope, q: { productId?: number }) => scope.productAwards.list(q);

export async function createAward(scope: StoreScope, input: AwardInput, audit: AuditTrail) {
  await requireProducts(scope, input.productIds);
  const id = await scope.productAwards.create(text(input), input.productIds, [
    audit.item({ created: true, objectName: input.title, after: { ...text(input), productIds: input.productIds } }),
  ]);
  const group = await scope.productAwards.group(id);
  if (!group) throw notFound();
  // `id` is the new group's, as every create answers it.
  return { id: group.groupId, ...group };
}

export async function replaceAward(scope: StoreScope, groupId: number, input: AwardInput, audit: AuditTrail) {
  const before = await scope.productAwards.group(groupId);
  if (!before) throw notFound();
  await requireProducts(scope, input.productIds);
  const ok = await scope.productAwards.replace(groupId, text(input), input.productIds, [
    audit.item({
      objectId: groupId,
      objectName: input.title,
      before: { ...text(before), productIds: before.items.map((i) => i.productId) },
      after: { ...text(input), productIds: input.productIds },
    }),
  ]);
  const group = ok ? await scope.productAwards.group(groupId) : undefined;
  if (!group) throw notFound();
  return group;
}

export async function deleteAward(scope: StoreScope, id: number, audit: AuditTrail) {
  const item = await scope.productAwards.item(id);
  if (!item) throw notFound();
  const ok = await scope.productAwards.remove(id, item.group_id, [
    audit.item({ objectId: id, before: { groupId: item.group_id, productId: item.product_id } }),
  ]);
  if (!ok) throw notFound();
  return { id };
}
