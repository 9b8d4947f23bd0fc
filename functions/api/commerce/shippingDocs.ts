import { Hono } from "hono";
import { queryShippingOrder } from "../../commerce/ecpay/logisticsQuery";
import { shippingOrderQuery } from "../../commerce/ecpay/schemas";
import { consignmentNoteInput } from "../../commerce/shippingNotes/schemas";
import { consignmentNote } from "../../commerce/shippingNotes/service";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";

// The back office's shipping documents and carrier look-ups (spec back-office §7 "Orders and
// shipping"): privilege 1 (orders), head-store-only, read-only towards our data (printing a note
// changes nothing, so it is not audited).

export const shippingDocRoutes = new Hono<AppEnv>()
  .get("/admin/shipping/ecpayQueryShippingOrder", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await queryShippingOrder(scope, parseWith(shippingOrderQuery, c.req.query())));
  })
  .post("/admin/shipping/consignmentNote", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await consignmentNote(scope, await jsonBody(c, consignmentNoteInput)));
  });
