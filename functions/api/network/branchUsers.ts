import { type Context, Hono } from "hono";
import { networkAccess } from "../../network/branches/network";
import { branchUserExcelQuery, branchUserPatchInput, branchUserQuery, idParam } from "../../network/branches/schemas";
import { listBranchUsers, patchBranchUser } from "../../network/branches/users";
import { adminWrite } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { answerExport } from "../store/exports";

// The head store's calls over its branches' members (spec back-office §7): head-store-only.

type C = Context<AppEnv>;
const access = (c: C) => networkAccess(c.get("rc"));

export const branchUserRoutes = new Hono<AppEnv>()
  .get("/admin/branch/users", async (c) => {
    const { scope } = access(c);
    return ok(c, await listBranchUsers(scope, parseWith(branchUserQuery, c.req.query())));
  })
  .patch("/admin/branch/users/:id", async (c) => {
    access(c);
    const id = parseWith(idParam, c.req.param("id"));
    const input = await jsonBody(c, branchUserPatchInput);
    const out = await adminWrite(
      c.get("rc"),
      "PATCH",
      "/api/admin/branch/users/{id}",
      { system: "User", keys: [], objectId: id, payload: input },
      (scope, _u, audit) => patchBranchUser(scope, id, input, audit),
    );
    return ok(c, out);
  })
  .get("/admin/branch/user/excel", async (c) => {
    access(c);
    const q = parseWith(branchUserExcelQuery, c.req.query());
    return answerExport(c, "branchUsers", q, q.locale ?? c.get("rc").locale);
  });
