import type { InvoiceMethodRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { InvoiceCreateInput, InvoicePatchInput } from "./schemas";

// Setting-invoice (GET, POST /api/admin/invoice; PATCH, DELETE /{id}) and the checkout's view of it.
// One method per invoice type: two "company" options would only confuse the shopper.

export function invoiceView(r: InvoiceMethodRow) {
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    /** English name as entered (null: none); pages resolve with invoiceDisplayName. */
    nameEn: r.nameEn,
    isOpen: r.isOpen,
    sort: r.sort,
    details: r.details,
    createdAt: r.createdAt,
  };
}
export type InvoiceMethodView = ReturnType<typeof invoiceView>;

export async function listInvoiceMethods(scope: StoreScope): Promise<InvoiceMethodView[]> {
  return (await scope.invoiceMethods.list()).map(invoiceView);
}

/** The open invoice methods a shopper may choose at checkout. */
export async function openInvoiceMethods(scope: StoreScope): Promise<InvoiceMethodView[]> {
  return (await scope.invoiceMethods.listOpen()).map(invoiceView);
}

async function assertTypeFree(scope: StoreScope, type: string, exceptId?: number) {
  const taken = (await scope.invoiceMethods.list()).some((r) => r.type === type && r.id !== exceptId);
  if (taken) throw invalid([{ path: "type", message: "validation.duplicate" }]);
}

export async function createInvoiceMethod(
  scope: StoreScope,
  input: InvoiceCreateInput,
  audit: AuditTrail,
): Promise<InvoiceMethodView> {
  const repo = scope.invoiceMethods;
  await assertTypeFree(scope, input.type);
  const sort = input.sort ?? (await repo.list()).length;
  const values = { ...input, sort };
  return invoiceView(await repo.create(values, [audit.item({ created: true, objectName: input.name, after: values })]));
}

export async function updateInvoiceMethod(
  scope: StoreScope,
  id: number,
  patch: InvoicePatchInput,
  audit: AuditTrail,
): Promise<InvoiceMethodView> {
  const repo = scope.invoiceMethods;
  const current = await repo.get(id);
  if (!current) throw notFound();
  const type = patch.type ?? current.type;
  if (patch.type && patch.type !== current.type) await assertTypeFree(scope, patch.type, id);
  const details = patch.details ?? current.details;
  if (type !== "DONATION" && Array.isArray(details.charities) && details.charities.length) {
    throw invalid([{ path: "details.charities", message: "validation.oneOf" }]);
  }
  const row = await repo.update(id, patch, [
    audit.item({ objectId: id, objectName: current.name, before: current, after: patch }),
  ]);
  if (!row) throw notFound();
  return invoiceView(row);
}

export async function deleteInvoiceMethod(scope: StoreScope, id: number, audit: AuditTrail): Promise<{ id: number }> {
  const repo = scope.invoiceMethods;
  const current = await repo.get(id);
  if (!current) throw notFound();
  if (!(await repo.remove(id, [audit.item({ objectId: id, objectName: current.name, before: current })])))
    throw notFound();
  return { id };
}
