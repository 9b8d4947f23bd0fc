import { Hono } from "hono";
import { createStaff, getStaff, listStaff, removeStaff, updateStaff } from "../../people/staff/service";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody } from "../../platform/http/input";
import { staffCreateInput, staffPatchInput } from "../../shared/people/staff";
import { type Access, type C, created, idOf, write } from "../helpers";

// Staff accounts: GET /api/admin/admins(/{id}) for the Users section (8, head store); POST,
// PATCH, DELETE only for the root account (shared/access/adminPrivilegeCalls.ts marks them root-only and
// the API gate refuses others before this runs; their row is checked here again before a body is
// read).

const STAFF: Access = { system: "User", keys: [] };

const requireRoot = (c: C) => requireAdminAccess(c.get("rc"));

/** The audit row never carries a password: only whether one was set. */
const redact = <T extends { password?: string }>(v: T) =>
  v.password === undefined ? v : { ...v, password: "[redacted]" };

export const staffRoutes = new Hono<AppEnv>()
  .get("/admin/admins", async (c) => ok(c, await listStaff(requireAdminAccess(c.get("rc")).scope)))
  .get("/admin/admins/:id{[0-9]+}", async (c) => ok(c, await getStaff(requireAdminAccess(c.get("rc")).scope, idOf(c))))
  .post("/admin/admins", async (c) => {
    requireRoot(c);
    const rc = c.get("rc");
    const input = await jsonBody(c, staffCreateInput);
    const out = await write(c, STAFF, { ...created, payload: redact(input) }, (scope, _u, audit) =>
      createStaff(scope, input, rc.origin, rc.locale, audit),
    );
    return ok(c, out);
  })
  .patch("/admin/admins/:id{[0-9]+}", async (c) => {
    requireRoot(c);
    const id = idOf(c);
    const input = await jsonBody(c, staffPatchInput);
    const out = await write(c, STAFF, { objectId: id, payload: redact(input) }, (scope, _u, audit) =>
      updateStaff(scope, id, input, audit),
    );
    return ok(c, out);
  })
  .delete("/admin/admins/:id{[0-9]+}", async (c) => {
    requireRoot(c);
    const id = idOf(c);
    const out = await write(c, STAFF, { objectId: id }, (scope, _u, audit) => removeStaff(scope, id, audit));
    return ok(c, out);
  });
