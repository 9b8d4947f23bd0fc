import { type Context, Hono } from "hono";
import { NETWORK_PRIVILEGE, networkAccess } from "../../network/branches/network";
import { branchUserExcelQuery, branchUserPatchInput, branchUserQuery, idParam } from "../../network/branches/schemas";
import { exportBranchUsers, listBranchUsers, patchBranchUser } from "../../network/branches/users";
import { adminWrite } from "../../platform/adminWrite";
import { type AppEnv, download, ok } from "../../platform/envelope";
import { jsonBody, parseWith } from "../../platform/input";

// The head store's calls over its branches' members (spec back-office §7): head-store-only.

type C = Context<AppEnv>;
const headOnly = (c: C) => networkAccess(c.get("rc"), true);

export const branchUserRoutes = new Hono<AppEnv>()
  .get("/admin/branch/users", async (c) => {
    const { scope } = headOnly(c);
    return ok(c, await listBranchUsers(scope, parseWith(branchUserQuery, c.req.query())));
  })
  .patch("/admin/branch/users/:id", async (c) => {
    headOnly(c);
    const id = parseWith(idParam, c.req.param("id"));
    const input = await jsonBody(c, branchUserPatchInput);
    const out = await adminWrite(
      c.get("rc"),
      "PATCH",
      "/api/admin/branch/users/{id}",
      { privilege: NETWORK_PRIVILEGE, headStoreOnly: true, system: "User", keys: [], objectId: id, payload: input },
      (scope, _u, audit) => patchBranchUser(scope, id, input, audit),
    );
    return ok(c, out);
  })
  .get("/admin/branch/user/excel", async (c) => {
    const { scope } = headOnly(c);
    const q = parseWith(branchUserExcelQuery, c.req.query());
    return download(c, await exportBranchUsers(scope, q, q.locale ?? c.get("rc").locale));
  });
