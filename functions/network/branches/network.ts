import type { Statement } from "@db/batch";
import type { BranchFields } from "@db/network/branches";
import type { BranchFilter, BranchNetwork, BranchRow } from "@db/network/branchNetwork";
import type { UserRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, invalid, notFound } from "../../platform/errors";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import type { RequestContext, StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { isBranchType } from "../../shared/constants";
import type { BranchListQuery, BranchMoveInput, BranchPatchInput } from "./schemas";

// The branch network as the back office manages it (issue 13 §4): who sees which part, the
// downline list and tree reads, the head store's edit of one branch and moves. Reads of a branch
// admin stop at its own subtree; writes are the head store's (shared/access/adminPrivilegeCalls.ts).

/** The shapes the network's answers carry (the back office's branch pages read them). */
export type { BranchRow };
export type DeletedBranch = Awaited<ReturnType<BranchNetwork["deleted"]>>["rows"][number];

export type NetworkAccess = { scope: StoreScope; user: UserRow; net: BranchNetwork; rootId: number };

/**
 * The caller's part of the network: a head store sees all of it, a branch its own downline, a
 * NORMAL store its own empty one (it passes the access table; there is simply nothing below it).
 * The section and head-store-only rule are the table's row for the call (the API gate's). On a
 * branch the downline is the owner's, so staff accounts other than the root get 400028 (spec §6 →
 * /not-branch-root).
 */
export function networkAccess(rc: RequestContext): NetworkAccess {
  const { scope, user } = requireAdminAccess(rc);
  if (isBranchType(scope.store.type) && !user.isRoot) {
    throw new AppError(Code.NOT_BRANCH_ROOT, 200, "Only the branch's main account may see its downline.");
  }
  return { scope, user, net: scope.branchNetwork, rootId: scope.storeId };
}

/** A store the caller may look below: its own root or a store in its subtree, else 400004. */
async function rootInside(a: NetworkAccess, storeId: number | undefined): Promise<number> {
  if (storeId === undefined || storeId === a.rootId) return a.rootId;
  if (!(await a.scope.tree.isInSubtree(a.rootId, storeId))) throw notFound();
  return storeId;
}

export async function listBranches(a: NetworkAccess, q: BranchListQuery) {
  const rootId = await rootInside(a, q.rootId);
  const introducerId = q.introducerId === undefined ? undefined : await rootInside(a, q.introducerId);
  const f: BranchFilter = {
    rootId,
    introducerId,
    keyword: q.keyword || undefined,
    status: q.status,
    type: q.type,
    trial: q.trial,
    audit: q.audit,
    level: q.level,
    now: new Date().toISOString(),
  };
  const { rows, total } = await a.net.list(f, { offset: q.offset, limit: q.limit });
  const root = rootId === a.scope.headStoreId ? null : await a.net.row(rootId);
  return { items: rows, total, offset: q.offset, limit: q.limit, root: root ?? null };
}

/** One branch with its path from the head store (the tree's search opens this path). */
export async function branchDetail(a: NetworkAccess, id: number) {
  if (id === a.rootId || !(await a.scope.tree.isInSubtree(a.rootId, id))) throw notFound();
  const row = await a.net.row(id);
  if (!row) throw notFound();
  const path = await a.net.path(id);
  // A branch admin's path starts at itself: the head store's upper lines are not its business.
  const from = path.findIndex((p) => p.id === a.rootId);
  return { ...row, path: from >= 0 ? path.slice(from) : [] };
}

export async function simpleBranches(a: NetworkAccess, keyword: string | undefined, limit: number) {
  return a.net.simple(a.rootId, keyword, limit);
}

/** The tree statements of moving `ids` under `introducerId`, after refusing what cannot move. */
async function moveItems(scope: StoreScope, ids: readonly number[], introducerId: number) {
  const H = scope.headStoreId;
  const net = scope.branchNetwork;
  if (ids.includes(H)) throw invalid([{ path: "ids", message: "validation.oneOf" }]);
  const live = new Set(await net.liveIds(ids));
  if (ids.some((id) => !live.has(id))) throw notFound();
  if (introducerId !== H && !(await scope.branches.find(introducerId))) {
    throw invalid([{ path: "introducerId", message: "validation.oneOf" }]);
  }
  const cycle = await net.aboveOrAt(introducerId, ids);
  if (cycle.length) {
    throw new AppError(
      Code.BRANCH_MOVE_CYCLE,
      200,
      `A branch cannot move under itself or its downline (${cycle.join(", ")}).`,
    );
  }
  return ids.map((id) => [
    ...scope.tree.moveStatements(id, introducerId),
    scope.branches.introducerStatement(id, introducerId),
  ]);
}

/** Moves branches (with their downlines) under a new introducer, in one batch with its audit row. */
export async function moveBranches(scope: StoreScope, input: BranchMoveInput, audit: AuditTrail) {
  const perBranch = await moveItems(scope, input.ids, input.introducerId);
  const names = await scope.branchNetwork.simpleByIds(input.ids);
  const [first, ...rest] = perBranch;
  await scope.batch([
    ...(first ?? []),
    audit.item({
      objectId: input.ids.join(","),
      objectName: names.map((n) => n.name).join(", "),
      after: { introducerId: input.introducerId },
    }),
    ...rest.flat(),
  ]);
  return { ids: input.ids, introducerId: input.introducerId };
}

/** The head store's view of one branch (GET /api/admin/multilevel/branches/{id}). */
export async function headBranch(net: BranchNetwork, id: number) {
  const row = await net.row(id);
  if (!row) throw notFound();
  return { ...row, path: await net.path(id) };
}

/** The head store's edit of one branch: name, status, type, trial, audit and, as a move, its introducer. */
export async function patchBranch(scope: StoreScope, id: number, input: BranchPatchInput, audit: AuditTrail) {
  const branch = await scope.branches.find(id);
  if (!branch) throw notFound();
  const set: BranchFields = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.status !== undefined) set.status = input.status;
  if (input.type !== undefined) set.type = input.type;
  if (input.trialType !== undefined) set.trialType = input.trialType;
  if (input.trialEndsAt !== undefined) set.trialEndsAt = input.trialEndsAt;
  if (input.auditStatus !== undefined) set.auditStatus = input.auditStatus;
  const moving = input.introducerId !== undefined && input.introducerId !== branch.introducerStoreId;
  const moves: Statement[] = moving ? (await moveItems(scope, [id], input.introducerId as number)).flat() : [];
  const before = {
    name: branch.name,
    status: branch.status,
    type: branch.type,
    trialType: branch.trialType,
    trialEndsAt: branch.trialEndsAt,
    auditStatus: branch.auditStatus,
    introducerId: branch.introducerStoreId,
  };
  await scope.batch([
    scope.branches.patchStatement(id, set),
    audit.item({ objectId: id, objectName: branch.name, before, after: input }),
    ...moves,
  ]);
  return headBranch(scope.branchNetwork, id);
}
