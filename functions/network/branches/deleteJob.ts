import { batchOf } from "@db/batch";
import { type Db, getDb } from "@db/client";
import { branchDeleteOf, stalledDeleteJobs } from "@db/network/branchDelete";
import { branchesOf } from "@db/network/branches";
import { branchJobsOf, type DeleteJob, type DeletePayload, reclaimBranchJob } from "@db/network/branchJobs";
import type { UserRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import type { Env } from "../../platform/env";
import { AppError, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { forgetHosts } from "../../platform/tenancy/tenancy";
import { Code } from "../../shared/codes";

// DELETE /api/admin/multilevel/branches (issue 13 §4): the request writes a job row (with its
// audit row, one batch) and returns at once; the work runs off the request (waitUntil), one
// branch per D1 batch, so a branch is either fully deleted or untouched and a failure is reported
// per branch. The spec's 30 minutes is the ceiling: a job silent for longer counts as stopped.

export const DELETE_JOB = "DELETE_BRANCHES";
const STALE_MS = 30 * 60 * 1000;

export type { DeleteJob, DeletePayload };

/** This network's branch delete jobs. */
export const deleteJobs = (scope: StoreScope) => scope.branchJobs(DELETE_JOB);

/** The same, for the run off the request (it has the head store's id, not a scope). */
const deleteJobsOf = (db: Db, headStoreId: number) => branchJobsOf(db, headStoreId, DELETE_JOB);

/** Heard of since: a job silent for longer than the ceiling counts as stopped. */
const activeSince = (now = Date.now()) => new Date(now - STALE_MS).toISOString();

/** Writes the job (and its audit row) after checking every id is a live branch of this network. */
export async function startDelete(scope: StoreScope, user: UserRow, ids: number[], audit: AuditTrail) {
  const _H = scope.headStoreId;
  const net = scope.branchNetwork;
  const live = new Set(await net.liveIds(ids));
  if (ids.some((id) => !live.has(id))) throw notFound();
  const jobs = deleteJobs(scope);
  if (await jobs.active(activeSince()))
    throw new AppError(Code.BRANCH_JOB_RUNNING, 200, "A branch delete job is still running.");
  const named = await net.simpleByIds(ids);
  const names = Object.fromEntries(named.map((n) => [String(n.id), n.name]));
  const payload: DeletePayload = { ids, names, deleted: [], failed: [] };
  await scope.batch([
    jobs.insertStatement(payload, user.id),
    audit.item({ objectId: ids.join(","), objectName: named.map((n) => n.name).join(", "), before: { ids } }),
  ]);
  const [job] = await jobs.recent(1);
  if (!job) throw new Error("delete job insert returned nothing");
  return job;
}

/** Runs a PENDING job to its end; safe to call twice (the second finds it taken). */
export async function runDeleteJob(db: Db, kv: KVNamespace, headStoreId: number, jobId: number): Promise<void> {
  const H = headStoreId;
  const jobs = deleteJobsOf(db, H);
  if (!(await jobs.take(jobId, new Date().toISOString()))) return;
  const job = await jobs.find(jobId);
  if (!job) return;
  const del = branchDeleteOf(db, H);
  const p = job.payload;
  for (const id of p.ids) {
    // A resumed job skips what its earlier run already settled.
    if (p.deleted.includes(id) || p.failed.includes(id)) continue;
    const now = new Date().toISOString();
    const branch = await branchesOf(db, H).find(id);
    let ok = false;
    if (branch) {
      const hosts = await del.hostsOf(id);
      try {
        await batchOf(db, del.statements(id, branch.introducerStoreId ?? H, now));
        ok = true;
        await forgetHosts(kv, hosts);
      } catch (e) {
        console.error(`branch delete job ${jobId}: branch ${id} left as it was`, e);
      }
    }
    (ok ? p.deleted : p.failed).push(id);
    await jobs.progress(jobId, p, now);
  }
  const error = p.failed.length > 0 ? `not deleted: ${p.failed.join(", ")}` : null;
  await jobs.finish(jobId, error, new Date().toISOString());
}

/** A job silent this long had its runner cut short (waitUntil ends with the request's isolate). */
const RESUME_AFTER_MS = 2 * 60 * 1000;

/**
 * The scheduled handler's pass: stalled delete jobs are taken back (status PENDING, claimed on the
 * exact row version so two runs never take the same job) and run to their end.
 */
export async function resumeDeleteJobs(env: Env, now = Date.now()): Promise<number[]> {
  const db = getDb(env.DB);
  const resumed: number[] = [];
  for (const j of await stalledDeleteJobs(db, DELETE_JOB, new Date(now - RESUME_AFTER_MS).toISOString())) {
    if (!(await reclaimBranchJob(db, j, new Date(now).toISOString()))) continue;
    await runDeleteJob(db, env.KV, j.headStoreId, j.id);
    resumed.push(j.id);
  }
  return resumed;
}

/**
 * PATCH /api/admin/multilevel/branches/reset/{id}: a closed branch goes back to a fresh
 * registration — unpaid, no trial, reset time stamped (docs/decisions/branch-network.md).
 */
export async function resetBranch(scope: StoreScope, id: number, audit: AuditTrail) {
  const branch = await scope.branches.find(id);
  if (!branch) throw notFound();
  if (branch.status === "NORMAL") {
    throw new AppError(Code.BRANCH_RESET_REFUSED, 200, "Only a closed branch can be reset.");
  }
  const now = new Date().toISOString();
  await scope.batch([
    scope.branches.resetStatement(id, now),
    audit.item({
      objectId: id,
      objectName: branch.name,
      before: { status: branch.status, trialType: branch.trialType, trialEndsAt: branch.trialEndsAt },
      after: { status: "CLOSE_STORE_UNPAID", trialType: "NONE", trialEndsAt: null, resetAt: now },
    }),
  ]);
  return { id, status: "CLOSE_STORE_UNPAID", resetAt: now };
}
