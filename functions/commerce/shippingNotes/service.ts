import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { ecpayAccountOf, logisticsSubTypeOf } from "../ecpay/config";
import { printForms } from "../ecpay/printForm";
import type { ConsignmentNoteInput } from "./schemas";

// POST /api/admin/shipping/consignmentNote: the forms that print the selected orders' consignment
// notes, as `shippingHtml` the page submits (spec back-office §7). An order that ships with ECPay
// (a convenience-store code and ECPay's shipment number in trackingNumber) goes through ECPay's
// print flow, which renders ECPay's own note; every other order gets our print page
// (/consignment-note-print) in the chosen size. Ids of another store are not found, never printed.

export const OWN_PRINT_PATH = "/consignment-note-print";

export type NoteDocument = {
  provider: "ECPAY" | "STOREFLEET";
  /** ECPay's print page (its path) for ECPAY documents. */
  api?: string;
  orderNumbers: string[];
};
type Form = { method: "get" | "post"; action: string; fields: Record<string, string> };

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Forms only, no script: the page submits them itself (a CSP allows no injected script). */
function formHtml(form: Form, index: number): string {
  const inputs = Object.entries(form.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  return `<form method="${form.method}" action="${escapeHtml(form.action)}" target="_blank" accept-charset="UTF-8" data-document="${index}">${inputs}</form>`;
}

export async function consignmentNote(scope: StoreScope, input: ConsignmentNoteInput) {
  const found = await scope.orders.byIds(input.orderIds);
  if (found.length !== input.orderIds.length) throw notFound();
  const byId = new Map(found.map((o) => [o.id, o]));
  const ordered = input.orderIds.map((id) => byId.get(id)).filter((o) => o !== undefined);
  const account = ecpayAccountOf(scope.env, scope.store);
  const viaEcpay = ordered.flatMap((o) => {
    const subType = logisticsSubTypeOf(o.shippingCode);
    return account && subType && o.trackingNumber ? [{ order: o, subType, number: o.trackingNumber }] : [];
  });
  const ecpayIds = new Set(viaEcpay.map((s) => s.order.id));
  const own = ordered.filter((o) => !ecpayIds.has(o.id));

  const forms: Form[] = [];
  const documents: NoteDocument[] = [];
  if (account && viaEcpay.length) {
    const signed = await printForms(
      account,
      viaEcpay.map((s) => ({ subType: s.subType, logisticsId: s.number, paymentNo: s.number })),
    );
    for (const f of signed) {
      const numbers = f.fields.AllPayLogisticsID?.split(",") ?? [];
      forms.push({ method: "post", action: f.action, fields: f.fields });
      documents.push({
        provider: "ECPAY",
        api: f.api,
        orderNumbers: viaEcpay.filter((s) => numbers.includes(s.number)).map((s) => s.order.orderNumber),
      });
    }
  }
  if (own.length) {
    forms.push({
      method: "get",
      action: OWN_PRINT_PATH,
      fields: { ids: own.map((o) => o.id).join(","), size: input.size },
    });
    documents.push({ provider: "STOREFLEET", orderNumbers: own.map((o) => o.orderNumber) });
  }
  return { shippingHtml: forms.map(formHtml).join(""), documents, size: input.size };
}
