import type { FrontendErrorLogRow } from "@db/schema";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { FrontendErrorListQuery } from "../../shared/store/errorLogs";

// The back office's read of the frontend error log: the same error on the same Taipei day is one
// row with its count (the write folds repeats, service.ts), newest day first.

function detailOf(r: FrontendErrorLogRow): Record<string, unknown> {
  try {
    const d = r.detail ? JSON.parse(r.detail) : {};
    return d && typeof d === "object" && !Array.isArray(d) ? d : {};
  } catch {
    return {};
  }
}

const toItem = (r: FrontendErrorLogRow) => ({
  id: r.id,
  kind: r.kind,
  day: r.day,
  message: r.message,
  pageUrl: r.pageUrl,
  source: r.source,
  count: r.count,
  firstSeenAt: r.createdAt,
  lastSeenAt: r.lastSeenAt,
  userAgent: r.userAgent,
  detail: detailOf(r),
});
export type FrontendErrorItem = ReturnType<typeof toItem>;

export async function listFrontendErrors(scope: StoreScope, q: FrontendErrorListQuery) {
  const { rows, total, occurrences } = await scope.frontendErrorLogs.page(
    { kind: q.kind, q: q.q || undefined, dayFrom: q.dateFrom, dayTo: q.dateTo },
    { offset: q.offset, limit: q.limit },
  );
  return { items: rows.map(toItem), total, occurrences };
}
