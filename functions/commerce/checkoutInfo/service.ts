import type { CheckoutInfoRow, ReceiverJson } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { receiverInputOf } from "../../shared/commerce/checkoutValidators";
import { toFieldIssues } from "../../shared/validators";
import { type CheckoutInfoCreateInput, type CheckoutInfoPatchInput, MAX_CHECKOUT_INFOS } from "./schemas";

// The member address book (/profile/info/address; GET, POST /api/user/checkoutInfo, PATCH and
// DELETE /{id}). Always one member's own rows; one default; users.hasAddress follows the rows
// (db/checkoutInfo.ts keeps both in the same batch as each write).

export function checkoutInfoView(r: CheckoutInfoRow) {
  return {
    id: r.id,
    type: r.type as "HOME" | "CVS",
    receiver: r.receiver,
    isDefault: r.isDefault,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
export type CheckoutInfoView = ReturnType<typeof checkoutInfoView>;

const book = (scope: StoreScope, userId: number) => scope.checkoutInfos(userId);

export async function listCheckoutInfos(scope: StoreScope, userId: number): Promise<CheckoutInfoView[]> {
  return (await book(scope, userId).list()).map(checkoutInfoView);
}

export async function getCheckoutInfo(scope: StoreScope, userId: number, id: number): Promise<CheckoutInfoView> {
  const row = await book(scope, userId).get(id);
  if (!row) throw notFound();
  return checkoutInfoView(row);
}

export async function createCheckoutInfo(
  scope: StoreScope,
  userId: number,
  input: CheckoutInfoCreateInput,
  audit?: AuditTrail,
): Promise<CheckoutInfoView> {
  const repo = book(scope, userId);
  if ((await repo.count()) >= MAX_CHECKOUT_INFOS) {
    throw invalid([{ path: "_", message: "addressBook.full" }], `At most ${MAX_CHECKOUT_INFOS} addresses.`);
  }
  const isDefault = input.isDefault === true;
  const row = await repo.create(
    { type: input.type, receiver: input.receiver as ReceiverJson, isDefault },
    // The admin's own address book (back office): the row says which entry, not the address.
    audit ? [audit.item({ created: true, objectName: input.type, after: { type: input.type, isDefault } })] : [],
  );
  return checkoutInfoView(row);
}

export async function updateCheckoutInfo(
  scope: StoreScope,
  userId: number,
  id: number,
  patch: CheckoutInfoPatchInput,
  audit?: AuditTrail,
): Promise<CheckoutInfoView> {
  const repo = book(scope, userId);
  const current = await repo.get(id);
  if (!current) throw notFound();
  const type = patch.type ?? (current.type as "HOME" | "CVS");
  let receiver: ReceiverJson | undefined;
  if (patch.receiver !== undefined) {
    const r = receiverInputOf(type).safeParse(patch.receiver);
    if (!r.success) {
      throw invalid(toFieldIssues(r.error).map((i) => ({ ...i, path: `receiver.${i.path}` })));
    }
    receiver = r.data as ReceiverJson;
  }
  const row = await repo.update(
    id,
    { ...(patch.type ? { type } : {}), ...(receiver ? { receiver } : {}), makeDefault: patch.isDefault === true },
    audit
      ? [
          audit.item({
            objectId: id,
            objectName: type,
            before: { type: current.type, isDefault: current.isDefault },
            after: { type, isDefault: patch.isDefault === true || current.isDefault },
          }),
        ]
      : [],
  );
  if (!row) throw notFound();
  return checkoutInfoView(row);
}

export async function deleteCheckoutInfo(
  scope: StoreScope,
  userId: number,
  id: number,
  audit?: AuditTrail,
): Promise<{ id: number }> {
  if (!(await book(scope, userId).remove(id, audit ? [audit.item({ objectId: id })] : []))) throw notFound();
  return { id };
}
