import type { AuditStatus } from "@db/network/branchAudit";
import { findStore } from "@db/stores";
import type { z } from "zod";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, notFound } from "../../platform/errors";
import { type StoreScope, scopeWithStore } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import { isBranchType } from "../../shared/constants";
import type { reviewInput } from "../../store/account/schemas";
import { reviewView } from "../../store/account/service";
import { settingBranchOf } from "./service";

// The head store's review of branch owners (issue 13 §4 branch-audit-list, setting-audit-profile).
// A decision and its notices are one D1 batch with the audit row: the branch's status, the
// notice to the branch, the head store's pending notice marked read.

export const DISPLAYS = { pending: "UNAUDITED", approved: "NORMAL", denied: "DENY" } as const satisfies Record<
  string,
  AuditStatus
>;
export type Display = keyof typeof DISPLAYS;

const auditOf = (scope: StoreScope) => scope.branchAudit;

/** GET /api/admin/branch/audits?display=: the list of one tab plus every tab's count. */
export async function listAudits(scope: StoreScope, display: Display) {
  const a = auditOf(scope);
  const [rows, counts] = await Promise.all([a.list(DISPLAYS[display]), a.counts()]);
  return {
    rows,
    counts: Object.fromEntries(Object.entries(DISPLAYS).map(([d, s]) => [d, counts[s] ?? 0])) as Record<
      Display,
      number
    >,
  };
}

/** PATCH /api/admin/branch/audits/{id}: approve (NORMAL) or deny (DENY) a pending branch. */
export async function decideAudit(
  scope: StoreScope,
  branchId: number,
  input: { status: "NORMAL" | "DENY"; message: string },
  audit: AuditTrail,
) {
  const branch = await scope.branches.find(branchId);
  if (!branch) throw notFound();
  if (branch.auditStatus !== "UNAUDITED")
    throw new AppError(Code.BRANCH_AUDIT_NOT_PENDING, 200, "This branch is not waiting for review.");
  const a = auditOf(scope);
  const type = input.status === "NORMAL" ? "BRANCH_USER_NORMAL" : "BRANCH_USER_DENY";
  await scope.batch([
    a.decideStatement(branchId, input.status),
    audit.item({
      objectId: branchId,
      objectName: branch.name,
      before: { auditStatus: branch.auditStatus },
      after: { auditStatus: input.status },
    }),
    a.noticeStatement(branchId, type, branchId, input.status, input.message),
    ...a.decisionNoticeStatements(branchId, type, input.status, input.message),
    // The branch's earlier answers are superseded; the head store's pending notice is handled.
    a.readStatement(branchId, [type === "BRANCH_USER_NORMAL" ? "BRANCH_USER_DENY" : "BRANCH_USER_NORMAL"]),
    a.readStatement(scope.headStoreId, ["BRANCH_USER_UNAUDITED"], branchId),
  ]);
  return { id: branchId, auditStatus: input.status };
}

function requireBranch(scope: StoreScope) {
  if (!isBranchType(scope.store.type)) throw new AppError(Code.NOT_A_BRANCH, 200, "Only a branch store can do this.");
}

async function mustReview(scope: StoreScope) {
  const head = await findStore(scope.db, scope.headStoreId);
  return head ? settingBranchOf(head).ifMustReviewUserInfo : false;
}

/** GET /api/admin/branch/auditProfile: the branch owner's profile, its review state and notices. */
export async function readAuditProfile(scope: StoreScope) {
  requireBranch(scope);
  const [profile, notices, must] = await Promise.all([
    scope.storeAccount.review(),
    auditOf(scope).unread(scope.storeId),
    mustReview(scope),
  ]);
  return {
    auditStatus: scope.store.auditStatus,
    mustReview: must,
    // The storefront's audit-profile modal (spec storefront "Shell"): an open branch whose head
    // store reviews owners, not approved yet, and whose owner has sent nothing is asked for it.
    // (An approved branch is not: sending would put it back in the queue.)
    askProfile: must && !profile && scope.store.status === "NORMAL" && scope.store.auditStatus !== "NORMAL",
    profile: reviewView(profile),
    notices: notices.map(({ id, type, message, createdAt }) => ({ id, type, message, createdAt })),
  };
}

/**
 * PATCH /api/admin/branch/auditProfile: the owner saves (or resubmits) the profile. It waits for the
 * head store's review when the head store reviews profiles or the branch is not approved yet.
 */
export async function saveAuditProfile(scope: StoreScope, input: z.output<typeof reviewInput>, audit: AuditTrail) {
  requireBranch(scope);
  const a = auditOf(scope);
  const next: AuditStatus = (await mustReview(scope)) || scope.store.auditStatus !== "NORMAL" ? "UNAUDITED" : "NORMAL";
  const extra = [
    audit.item({ objectId: scope.storeId, objectName: scope.store.name, after: { auditStatus: next } }),
    a.ownStatusStatement(scope.storeId, next),
    a.readStatement(scope.storeId, ["BRANCH_USER_NORMAL", "BRANCH_USER_DENY"]),
    ...(next === "UNAUDITED"
      ? [
          a.readStatement(scope.headStoreId, ["BRANCH_USER_UNAUDITED"], scope.storeId),
          a.noticeStatement(scope.headStoreId, "BRANCH_USER_UNAUDITED", scope.storeId, "UNAUDITED"),
        ]
      : []),
  ];
  await scope.storeAccount.saveReview(input, extra);
  return readAuditProfile(scopeWithStore(scope, { ...scope.store, auditStatus: next }));
}

/** The branch's unread notices (the remind bar of the admin layout). */
export async function noticesOf(scope: StoreScope) {
  return (await auditOf(scope).unread(scope.storeId)).map(({ id, type, subjectStoreId, message, createdAt }) => ({
    id,
    type,
    subjectStoreId,
    message,
    createdAt,
  }));
}

/** The admin shell's remind-bar data for a branch (spec §2.4); null for other stores. */
export async function branchRemindOf(scope: StoreScope) {
  if (!isBranchType(scope.store.type)) return null;
  const [notices, must] = await Promise.all([auditOf(scope).unread(scope.storeId), mustReview(scope)]);
  return {
    storeStatus: scope.store.status,
    ifMustReviewUserInfo: must,
    notices: notices.map(({ type, message }) => ({ type, message })),
  };
}
