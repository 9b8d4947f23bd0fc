import { type Context, Hono } from "hono";
import { adminOrder, adminOrders, adminPatch, clearHighlight, unreadCounts } from "../../commerce/orders/adminService";
import { importOrders } from "../../commerce/orders/importSheet";
import { adminListQuery, adminPatchInput, excelQuery } from "../../commerce/orders/schemas";
import { applyRenewalsOfOrders } from "../../network/renewal/apply";
import { clearNetworkHighlight, isNetworkHighlight } from "../../network/settings/networkNotices";
import { adminWrite, requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import type { RequestContext } from "../../platform/tenancy/scope";
import { callRule, type TableRule } from "../../shared/access/adminPrivileges";
import { allHighlights, clearStoredHighlight, isStoredHighlight } from "../../store/highlights/service";
import { type Access, idOf } from "../helpers";
import { importSheet, sheetLimit } from "../sheetUpload";
import { answerExport } from "../store/exports";

// Back-office orders (spec back-office §7 "Orders and shipping", §3 Highlight): the Orders
// section's rows of the access table (shared/access/adminPrivilegeCalls.ts). Every write goes through
// adminWrite (audit row "Order", highlight cache key bumped).

type C = Context<AppEnv>;
const ORDERS: Access = { system: "Order", keys: ["highlight"] };

const adminScope = (c: C) => requireAdminAccess(c.get("rc")).scope;

// The head store's network notices (functions/network/settings/networkNotices.ts) share the calls.
const NETWORK: Access = { system: "Branch", keys: [] };
// The stored highlight types (functions/store/highlights/service.ts): whoever sees one may clear it.
const HIGHLIGHT: Access = { system: "Store", keys: ["highlight"] };

// Highlights are read by every admin; each kind counts only for those who may use the call that
// lists what it points at: the orders, and the branch audits where the head store acts on notices.
const ordersCall = () => callRule("GET", "/api/admin/orders");
const networkCall = () => callRule("GET", "/api/admin/branch/audits");

function sees(rc: RequestContext, rule: TableRule | null): boolean {
  try {
    requireAdminAccess(rc, rule);
    return true;
  } catch {
    return false;
  }
}

export const adminOrderRoutes = new Hono<AppEnv>()
  .get("/admin/orders", async (c) => {
    const scope = adminScope(c);
    return ok(c, await adminOrders(scope, parseWith(adminListQuery, c.req.query())));
  })
  .get("/admin/orders/:id", async (c) => {
    const scope = adminScope(c);
    return ok(c, await adminOrder(scope, idOf(c)));
  })
  .patch("/admin/orders", async (c) => {
    const rc = c.get("rc");
    requireAdminAccess(rc); // permission before the body
    const input = await jsonBody(c, adminPatchInput);
    const out = await adminWrite(
      rc,
      c.req.method,
      c.req.path,
      { ...ORDERS, objectId: input.ids.join(","), payload: input },
      async (scope, user, audit) => {
        const patched = await adminPatch(scope, user, input, audit);
        // A confirmed branch renewal order extends the branch's plan (functions/branchRenewal).
        if (input.action === "confirmPaid") await applyRenewalsOfOrders(scope.db, scope.storeId, input.ids);
        return patched;
      },
    );
    return ok(c, out);
  })
  .post("/admin/order/excel/import", sheetLimit, (c) =>
    importSheet(
      c,
      ORDERS,
      (file) => (scope, user, audit) =>
        importOrders(scope, user, file, { deliverWithTracking: file.fields.deliverWithTracking === "1" }, audit),
    ),
  )
  .get("/admin/order/unread", async (c) => ok(c, await unreadCounts(adminScope(c))))
  .get("/admin/order/excel", async (c) => {
    const q = parseWith(excelQuery, c.req.query());
    return answerExport(c, "orders", q, q.locale ?? c.get("rc").locale);
  })
  .get("/admin/highlights", async (c) => {
    const rc = c.get("rc");
    const { scope } = requireAdminAccess(rc);
    return ok(c, await allHighlights(scope, { orders: sees(rc, ordersCall()), network: sees(rc, networkCall()) }));
  })
  .delete("/admin/highlights/:id", async (c) => {
    const id = idOf(c);
    if (isStoredHighlight(id)) {
      const out = await adminWrite(
        c.get("rc"),
        c.req.method,
        c.req.path,
        { ...HIGHLIGHT, rule: callRule("GET", "/api/admin/highlights"), objectId: id },
        (scope, _u, audit) => clearStoredHighlight(scope, id, audit),
      );
      return ok(c, out);
    }
    if (isNetworkHighlight(id)) {
      const write = { ...NETWORK, rule: networkCall(), objectId: id };
      const out = await adminWrite(c.get("rc"), c.req.method, c.req.path, write, (scope, _user, audit) =>
        clearNetworkHighlight(scope, id, audit),
      );
      return ok(c, out);
    }
    const out = await adminWrite(
      c.get("rc"),
      c.req.method,
      c.req.path,
      { ...ORDERS, objectId: id },
      (scope, _user, audit) => clearHighlight(scope, id, audit),
    );
    return ok(c, out);
  });
