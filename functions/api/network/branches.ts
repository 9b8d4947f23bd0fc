import { type Context, Hono } from "hono";
import { deleteJobs, resetBranch, runDeleteJob, startDelete } from "../../network/branches/deleteJob";
import {
  branchDetail,
  headBranch,
  listBranches,
  moveBranches,
  networkAccess,
  patchBranch,
  simpleBranches,
} from "../../network/branches/network";
import {
  branchDeleteInput,
  branchListQuery,
  branchMoveInput,
  branchPatchInput,
  deletedBranchQuery,
  idParam,
  simpleBranchQuery,
} from "../../network/branches/schemas";
import { notFound } from "../../platform/errors";
import { adminWrite } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody, parseWith } from "../../platform/http/input";
import { branchUserRoutes } from "./branchUsers";

// Spec back-office §7 "Branch network" (issue 13 §4). Reads: the caller's part of the network
// (network.ts). Writes: the head store's, through adminWrite (audit system "Branch"); no
// storefront cache shows the network, so no cache key is bumped.

type C = Context<AppEnv>;
const M = "/api/admin/multilevel";
const AUDITED = { system: "Branch", keys: [] } as const;
const idOf = (c: C) => parseWith(idParam, c.req.param("id"));
const access = (c: C) => networkAccess(c.get("rc"));

export const branchRoutes = new Hono<AppEnv>()
  .get("/admin/branches", async (c) => {
    const a = access(c);
    return ok(c, await listBranches(a, parseWith(branchListQuery, c.req.query())));
  })
  .get("/admin/branches/:id", async (c) => {
    const a = access(c);
    return ok(c, await branchDetail(a, idOf(c)));
  })
  .get("/admin/simpleBranches", async (c) => {
    const a = access(c);
    const q = parseWith(simpleBranchQuery, c.req.query());
    return ok(c, await simpleBranches(a, q.keyword || undefined, q.limit));
  })
  .get("/admin/multilevel/deletedBranches", async (c) => {
    const a = access(c);
    const q = parseWith(deletedBranchQuery, c.req.query());
    const { rows, total } = await a.net.deleted(q.keyword || undefined, q);
    return ok(c, { items: rows, total, offset: q.offset, limit: q.limit });
  })
  // The delete job's progress (the page polls it): not in the spec, which leaves the job's shape open.
  .get("/admin/multilevel/branchJobs", async (c) => {
    const a = access(c);
    return ok(c, await deleteJobs(a.scope).recent());
  })
  .get("/admin/multilevel/branchJobs/:id", async (c) => {
    const a = access(c);
    const job = await deleteJobs(a.scope).find(idOf(c));
    if (!job) throw notFound();
    return ok(c, job);
  })
  .post("/admin/multilevel/branches/move", async (c) => {
    access(c); // permission before the body
    const input = await jsonBody(c, branchMoveInput);
    const out = await adminWrite(
      c.get("rc"),
      "POST",
      `${M}/branches/move`,
      { ...AUDITED, payload: input, label: "Branch.update" },
      (scope, _u, audit) => moveBranches(scope, input, audit),
    );
    return ok(c, out);
  })
  .patch("/admin/multilevel/branches/reset/:id", async (c) => {
    access(c);
    const id = idOf(c);
    const out = await adminWrite(
      c.get("rc"),
      "PATCH",
      `${M}/branches/reset/{id}`,
      { ...AUDITED, objectId: id },
      (scope, _u, audit) => resetBranch(scope, id, audit),
    );
    return ok(c, out);
  })
  .get("/admin/multilevel/branches/:id", async (c) => {
    const a = access(c);
    return ok(c, await headBranch(a.net, idOf(c)));
  })
  .patch("/admin/multilevel/branches/:id", async (c) => {
    access(c);
    const id = idOf(c);
    const input = await jsonBody(c, branchPatchInput);
    const out = await adminWrite(
      c.get("rc"),
      "PATCH",
      `${M}/branches/{id}`,
      { ...AUDITED, objectId: id, payload: input },
      (scope, _u, audit) => patchBranch(scope, id, input, audit),
    );
    return ok(c, out);
  })
  .delete("/admin/multilevel/branches", async (c) => {
    access(c);
    const input = await jsonBody(c, branchDeleteInput);
    const rc = c.get("rc");
    const job = await adminWrite(rc, "DELETE", `${M}/branches`, { ...AUDITED, payload: input }, (scope, user, audit) =>
      startDelete(scope, user, input.ids, audit),
    );
    const scope = rc.scope as NonNullable<typeof rc.scope>;
    rc.waitUntil(runDeleteJob(scope.db, scope.env.KV, scope.headStoreId, job.id));
    return ok(c, job);
  })
  .route("/", branchUserRoutes);
