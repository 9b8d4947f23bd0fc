import type { AuditFilter, AuditRow } from "@db/audit";
import { writeXlsx } from "../../commerce/catalogue/sheet";
import { taipeiDateTime, taipeiDayStart } from "../../commerce/orders/time";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { pick } from "../../shared/pick";
import { type AuditChange, REDACTED } from "../../shared/store/auditChanges";
import { MAX_AUDIT_EXPORT, type OperationsFilter, type OperationsQuery } from "./schemas";

// The operation log (back-office /admin/user-logs-list, spec §7 GET /api/admin/operations).

export type Operation = {
  id: number;
  userId: number | null;
  userName: string | null;
  method: string;
  path: string;
  label: string | null;
  system: string;
  objectId: string | null;
  objectName: string | null;
  createdAt: string;
};
export type OperationDetail = Operation & { payload: unknown; changes: AuditChange[] };

const parse = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const toItem = (r: AuditRow): Operation =>
  pick(r, ["id", "userId", "userName", "method", "path", "label", "system", "objectId", "objectName", "createdAt"]);

/** Taipei dates (inclusive) → UTC instants [from, to). */
function filterOf(q: OperationsFilter): AuditFilter {
  return {
    userId: q.userId,
    system: q.system,
    objectId: q.objectId,
    from: q.dateFrom ? taipeiDayStart(q.dateFrom) : undefined,
    to: q.dateTo ? taipeiDayStart(q.dateTo, 1) : undefined,
  };
}

export async function listOperations(scope: StoreScope, q: OperationsQuery) {
  const log = scope.auditLog;
  const [{ rows, total }, authors] = await Promise.all([
    log.page(filterOf(q), { offset: q.offset, limit: q.limit }),
    log.authors(),
  ]);
  return {
    items: rows.map(toItem),
    total,
    offset: q.offset,
    limit: q.limit,
    staff: authors.filter((a) => a.id !== null).map((a) => ({ id: a.id as number, name: a.name ?? "" })),
  };
}

export async function operationDetail(scope: StoreScope, id: number): Promise<OperationDetail> {
  const row = await scope.auditLog.get(id);
  if (!row) throw notFound();
  const changes = parse(row.changes);
  return { ...toItem(row), payload: parse(row.payload), changes: Array.isArray(changes) ? changes : [] };
}

const HEADER = {
  "zh-TW": ["編號", "時間（台北）", "人員", "方法", "路徑", "動作", "系統", "物件編號", "物件名稱", "變更"],
  en: ["ID", "Time (Taipei)", "Staff", "Method", "Path", "Action", "System", "Object ID", "Object name", "Changes"],
} as const;

const show = (v: unknown) => (v === null || v === undefined ? "" : typeof v === "string" ? v : JSON.stringify(v));

/** One cell per row: "field: before → after" lines, secrets already redacted when stored. */
function changesCell(text: string | null): string {
  const changes = parse(text);
  if (!Array.isArray(changes)) return "";
  return (changes as AuditChange[])
    .map((c) => `${c.field}: ${show(c.before)} → ${c.after === REDACTED ? REDACTED : show(c.after)}`)
    .join("\n");
}

/** The filtered rows as .xlsx (newest first, at most MAX_AUDIT_EXPORT). */
export async function exportOperations(scope: StoreScope, q: OperationsFilter, locale: "zh-TW" | "en") {
  const rows = await scope.auditLog.all(filterOf(q), MAX_AUDIT_EXPORT);
  const body = await writeXlsx(
    locale === "zh-TW" ? "操作紀錄" : "Operations",
    [...HEADER[locale]],
    rows.map((r) => [
      r.id,
      taipeiDateTime(r.createdAt),
      r.userName ?? "",
      r.method,
      r.path,
      r.label ?? "",
      r.system,
      r.objectId ?? "",
      r.objectName ?? "",
      changesCell(r.changes),
    ]),
  );
  const stamp = taipeiDateTime(new Date().toISOString()).slice(0, 10).replaceAll("-", "");
  return {
    body,
    filename: `operations-${stamp}.xlsx`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
