import { Hono } from "hono";
import { invoiceCreateInput, invoicePatchInput } from "../../commerce/invoice/schemas";
import {
  createInvoiceMethod,
  deleteInvoiceMethod,
  listInvoiceMethods,
  openInvoiceMethods,
  updateInvoiceMethod,
} from "../../commerce/invoice/service";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { requireScope } from "../../platform/tenancy/guards";
import { invoiceDisplayName } from "../../shared/commerce/methodNames";
import { type Access, adminBody, adminScope, idOf, write } from "../helpers";

// /api invoice settings (back-office §7 "invoice: GET, POST /api/admin/invoice; PATCH, DELETE /{id}").
// The open types ride in initial data (invoiceMethods): "initial".
const INVOICE: Access = { system: "Invoice", keys: ["initial"] };

export const invoiceRoutes = new Hono<AppEnv>()
  // `displayName`: the name for the request's language (cookie sf_lang), beside `name`/`nameEn`.
  .get("/invoice", async (c) => {
    const rc = c.get("rc");
    const list = await openInvoiceMethods(requireScope(rc));
    return ok(
      c,
      list.map((m) => ({ ...m, displayName: invoiceDisplayName(m, rc.locale) })),
    );
  })
  .get("/admin/invoice", async (c) => ok(c, await listInvoiceMethods(adminScope(c))))
  .post("/admin/invoice", async (c) => {
    const input = await adminBody(c, invoiceCreateInput);
    return ok(
      c,
      await write(c, INVOICE, { objectId: (r: { id: number }) => r.id, payload: input }, (s, _u, audit) =>
        createInvoiceMethod(s, input, audit),
      ),
    );
  })
  .patch("/admin/invoice/:id", async (c) => {
    const id = idOf(c);
    const patch = await adminBody(c, invoicePatchInput);
    return ok(
      c,
      await write(c, INVOICE, { objectId: id, payload: patch }, (s, _u, audit) =>
        updateInvoiceMethod(s, id, patch, audit),
      ),
    );
  })
  .delete("/admin/invoice/:id", async (c) => {
    const id = idOf(c);
    return ok(c, await write(c, INVOICE, { objectId: id }, (s, _u, audit) => deleteInvoiceMethod(s, id, audit)));
  });
