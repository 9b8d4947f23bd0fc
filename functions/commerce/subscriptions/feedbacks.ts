import type { SubscriptionFeedbackListRow } from "@db/subscriptionFeedbacks";
import type { AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import { at, rowsXml, type XCell, XLSX_TYPE, zipXlsx } from "../../platform/exports/xlsx";
import type { StoreScope } from "../../platform/tenancy/scope";
import { type CancelReason, REASON_TEXT } from "../../shared/cancelReasons";
import { taipeiDate, taipeiDayStart } from "../orders/time";
import type { SubscriptionFeedbackQuery } from "./feedbackSchemas";

// Subscription feedbacks: a member's reasons for cancelling (sent with the cancel, PATCH
// /api/subscriptions/{id}); the store lists, answers and marks them processed, and exports the
// filtered list whole as .xlsx with typed cells (numbers, Taipei date-times).

/** One row of the list as the API answers it (the page's type). */
export type SubscriptionFeedbackView = SubscriptionFeedbackListRow;

type Filter = Pick<SubscriptionFeedbackQuery, "status" | "keyword" | "dateFrom" | "dateTo">;
const filterOf = (q: Filter) => ({
  status: q.status,
  keyword: q.keyword || undefined,
  from: q.dateFrom ? taipeiDayStart(q.dateFrom) : undefined,
  to: q.dateTo ? taipeiDayStart(q.dateTo, 1) : undefined,
});

export async function listSubscriptionFeedbacks(scope: StoreScope, q: SubscriptionFeedbackQuery) {
  const { rows, total } = await scope.subscriptionFeedbacks.list(filterOf(q), q);
  return { items: rows, total, offset: q.offset, limit: q.limit };
}

export async function patchSubscriptionFeedback(
  scope: StoreScope,
  id: number,
  input: { status: string; reply: string },
  audit: AuditTrail,
) {
  const before = await scope.subscriptionFeedbacks.get(id);
  if (!before) throw notFound();
  const row = await scope.subscriptionFeedbacks.update(id, input, [
    audit.item({ objectId: id, before: { status: before.status, reply: before.reply }, after: input }),
  ]);
  if (!row) throw notFound();
  return { id: row.id, status: row.status, reply: row.reply, updatedAt: row.updatedAt };
}

/** A member's feedback with their cancel (the subscription is theirs: the caller checked it). */
export function addSubscriptionFeedback(
  scope: StoreScope,
  v: { subscriptionId: number; userId: number; reasons: string[]; content: string },
) {
  return scope.subscriptionFeedbacks.add(v);
}

const HEADER = {
  "zh-TW": ["編號", "時間", "訂閱編號", "會員", "Email", "商品", "原因", "內容", "狀態", "回覆"],
  en: ["ID", "Time", "Subscription", "Member", "Email", "Product", "Reasons", "Content", "Status", "Reply"],
} as const;
const STATUS_TEXT = {
  "zh-TW": { UNPROCESSED: "未處理", PROCESSED: "已處理" },
  en: { UNPROCESSED: "Unprocessed", PROCESSED: "Processed" },
} as const;
const PAGE = 500;

/** GET /api/admin/subscription/feedbacks/excel: every row the filter matches, page by page. */
export async function exportSubscriptionFeedbacks(scope: StoreScope, q: Filter, locale: "zh-TW" | "en") {
  const words = REASON_TEXT[locale] as Record<string, string>;
  const status = STATUS_TEXT[locale] as Record<string, string>;
  async function* pieces() {
    for (let offset = 0; ; offset += PAGE) {
      const { rows } = await scope.subscriptionFeedbacks.list(filterOf(q), { offset, limit: PAGE });
      if (!rows.length) return;
      yield rowsXml(
        rows.map((r): XCell[] => [
          r.id,
          at(r.createdAt),
          r.subscriptionId,
          r.memberName ?? "",
          r.memberEmail ?? "",
          r.productName ?? "",
          r.reasons.map((x) => words[x as CancelReason] ?? x).join(locale === "en" ? ", " : "、"),
          r.content,
          status[r.status] ?? r.status,
          r.reply,
        ]),
      );
      if (rows.length < PAGE) return;
    }
  }
  const body = await zipXlsx(locale === "zh-TW" ? "訂閱回饋" : "Subscription feedback", [...HEADER[locale]], pieces());
  return {
    body,
    filename: `subscription-feedbacks-${taipeiDate(new Date()).replaceAll("-", "")}.xlsx`,
    contentType: XLSX_TYPE,
  };
}
