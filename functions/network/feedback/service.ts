import type { UserRow } from "@db/schema";
import { findStore } from "@db/stores";
import { writeXlsx } from "../../commerce/catalogue/sheet";
import { taipeiDateTime } from "../../commerce/orders/time";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, notFound } from "../../platform/errors";
import { mailNotice } from "../../platform/mail/noticeMail";
import { type StoreScope, storeScope } from "../../platform/tenancy/scope";
import { REASON_TEXT } from "../../shared/cancelReasons";
import { Code } from "../../shared/codes";
import { isBranchType } from "../../shared/constants";
import { storeFeedbackImages } from "./images";
import type { FeedbackInput } from "./schemas";

// Branch feedback: a branch sends it from its back office; the head store reads, answers and
// exports it, and sees it per first-line team. A branch lists only what it sent.

const repo = (scope: StoreScope) => scope.branchFeedback;
const isHead = (scope: StoreScope) => scope.headStoreId === scope.storeId;

export async function sendFeedback(scope: StoreScope, user: UserRow, input: FeedbackInput, images: File[] = []) {
  if (!isBranchType(scope.store.type)) throw new AppError(Code.NOT_A_BRANCH, 200, "Only a branch store can do this.");
  const media = await storeFeedbackImages(scope, images);
  try {
    const row = await repo(scope).add({ branchStoreId: scope.storeId, userId: user.id, ...input, media: media.paths });
    if (!row) throw new Error("feedback insert returned nothing");
    await mailHeadStore(scope);
    return { id: row.id, status: row.status, createdAt: row.createdAt, media: row.media };
  } catch (err) {
    await media.undo();
    throw err;
  }
}

/** The head store's mail switch for the feedback its branch just sent (issue 28 §2). */
async function mailHeadStore(scope: StoreScope) {
  const head = await findStore(scope.db, scope.headStoreId);
  if (head) await mailNotice(storeScope(scope.env, scope.db, head), "BRANCH_FEEDBACK_NEW");
}

export function listFeedback(scope: StoreScope, status?: string) {
  return repo(scope).list({ status, branchStoreId: isHead(scope) ? undefined : scope.storeId });
}

export async function patchFeedback(
  scope: StoreScope,
  id: number,
  input: { status: string; reply: string },
  audit: AuditTrail,
) {
  const before = await repo(scope).get(id);
  if (!before) throw notFound();
  const row = await repo(scope).update(id, input, [
    audit.item({ objectId: id, before: { status: before.status, reply: before.reply }, after: input }),
  ]);
  if (!row) throw notFound();
  return { id: row.id, status: row.status, reply: row.reply };
}

export const feedbackTeams = (scope: StoreScope) => repo(scope).teams();

const HEADER = {
  "zh-TW": ["編號", "時間", "分店", "原因", "內容", "狀態", "回覆"],
  en: ["ID", "Time", "Branch", "Reasons", "Content", "Status", "Reply"],
} as const;

/** GET /api/admin/branchfeedback/excel: the filtered list as .xlsx. */
export async function exportFeedback(scope: StoreScope, status: string | undefined, locale: "zh-TW" | "en") {
  const rows = await listFeedback(scope, status);
  const text = REASON_TEXT[locale] as Record<string, string>;
  const body = await writeXlsx(
    locale === "zh-TW" ? "分店回饋" : "Branch feedback",
    [...HEADER[locale]],
    rows.map((r) => [
      r.id,
      taipeiDateTime(r.createdAt),
      r.branchName ?? "",
      r.reasons.map((x) => text[x] ?? x).join("、"),
      r.content,
      r.status,
      r.reply,
    ]),
  );
  const stamp = taipeiDateTime(new Date().toISOString()).slice(0, 10).replaceAll("-", "");
  return {
    body,
    filename: `branch-feedback-${stamp}.xlsx`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
