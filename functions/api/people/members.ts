import { type Context, Hono } from "hono";
import { listMembers, memberDetail, patchMember, simpleUsers } from "../../people/members/service";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { parseWith } from "../../platform/http/input";
import { memberExcelQuery, memberListQuery, memberPatchInput, simpleUsersQuery } from "../../shared/people/members";
import { idOf, patchById } from "../helpers";
import { answerExport } from "../store/exports";

// Back-office members and supplier users (spec back-office §7 "users"): privilege 8 (the Users
// section), head-store-only (§6). The supplier list is the same call with `supplier=true`. Writes
// go through adminWrite (audit system "User"); members are not on cached storefront data, so no
// cache key is bumped.

type C = Context<AppEnv>;
const scopeOf = (c: C) => requireAdminAccess(c.get("rc")).scope;

export const memberRoutes = new Hono<AppEnv>()
  .get("/admin/users", async (c) => {
    const scope = scopeOf(c);
    return ok(c, await listMembers(scope, parseWith(memberListQuery, c.req.query())));
  })
  .get("/admin/users/:id", async (c) => {
    const scope = scopeOf(c);
    return ok(c, await memberDetail(scope, idOf(c)));
  })
  .patch("/admin/users/:id", async (c) => {
    const access = { system: "User", keys: [] } as const;
    const out = await patchById(
      c,
      access,
      memberPatchInput,
      (id, input) => (scope, _u, audit) => patchMember(scope, id, input, audit),
    );
    return ok(c, out);
  })
  .get("/admin/simpleUsers", async (c) => {
    const scope = scopeOf(c);
    const q = parseWith(simpleUsersQuery, c.req.query());
    return ok(c, await simpleUsers(scope, q.keyword, q.limit));
  })
  .get("/admin/user/excel", async (c) => {
    scopeOf(c);
    const q = parseWith(memberExcelQuery, c.req.query());
    return answerExport(c, "members", q, q.locale ?? c.get("rc").locale);
  });
