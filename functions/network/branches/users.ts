import type { BranchUserRow } from "@db/network/branchUsers";
import { taipeiDateTime } from "../../commerce/orders/time";
import type { AuditTrail } from "../../platform/auditTrail";
import { notFound } from "../../platform/errors";
import type { ExportSource, Locale } from "../../platform/exports/job";
import { at, type XCell } from "../../platform/exports/xlsx";
import type { StoreScope } from "../../platform/tenancy/scope";
import { type BranchUserPatchInput, type BranchUserQuery, branchUserExcelQuery } from "./schemas";

// The members of the network's branch stores, as the head store reads and moderates them
// (spec back-office §7: GET/PATCH /api/admin/branch/users, the branch user excel export).

const filterOf = (q: Pick<BranchUserQuery, "keyword" | "branchId" | "blocked">) => ({
  keyword: q.keyword || undefined,
  branchId: q.branchId,
  blocked: q.blocked,
});

/** A row of the branch users list. */
export type { BranchUserRow };

export async function listBranchUsers(scope: StoreScope, q: BranchUserQuery) {
  const { rows, total } = await scope.branchUsers.list(filterOf(q), q);
  return { items: rows, total, offset: q.offset, limit: q.limit };
}

/** Block (ending the member's sessions in the same batch) or note a member of a branch. */
export async function patchBranchUser(scope: StoreScope, id: number, input: BranchUserPatchInput, audit: AuditTrail) {
  const users = scope.branchUsers;
  const u = await users.one(id);
  if (!u) throw notFound();
  const now = new Date().toISOString();
  const blockedAt = input.blocked === undefined ? u.blockedAt : input.blocked ? (u.blockedAt ?? now) : null;
  const adminNote = input.adminNote ?? u.adminNote;
  const entry = {
    objectId: id,
    objectName: u.name,
    before: { blocked: u.blockedAt !== null, adminNote: u.adminNote },
    after: input,
  };
  await users.moderate(u, { blockedAt, adminNote, endSessions: input.blocked === true }, [audit.item(entry)], now);
  return users.one(id);
}

const HEADER: Record<Locale, string[]> = {
  "zh-TW": ["會員編號", "姓名", "電子郵件", "手機", "分店", "加入時間", "最後上線", "狀態", "備註"],
  en: ["Member ID", "Name", "Email", "Phone", "Branch", "Joined", "Last seen", "Status", "Note"],
};
const WORDS: Record<Locale, { normal: string; blocked: string; sheet: string }> = {
  "zh-TW": { normal: "正常", blocked: "已封鎖", sheet: "分店會員" },
  en: { normal: "Active", blocked: "Blocked", sheet: "Branch members" },
};

type ExcelQuery = Pick<BranchUserQuery, "keyword" | "branchId" | "blocked">;

/** The branch user excel export: every member of the network's branches it matches (issue 28 §1). */
export const branchUserExport: ExportSource<ExcelQuery> = {
  parse: (raw) => branchUserExcelQuery.parse(raw),
  total: async (scope, q) => (await scope.branchUsers.list(filterOf(q), { offset: 0, limit: 1 })).total,
  header: (locale) => HEADER[locale],
  sheet: (locale) => WORDS[locale].sheet,
  filename: () => `branch-users-${taipeiDateTime(new Date().toISOString()).slice(0, 10).replaceAll("-", "")}.xlsx`,
  async page(scope, q, locale: Locale, cursor, limit) {
    const rows = await scope.branchUsers.exportPage(filterOf(q), limit, cursor ?? undefined);
    const w = WORDS[locale];
    const out: XCell[][] = rows.map((u) => [
      u.id,
      u.name,
      u.email,
      u.phone,
      u.branchName,
      at(u.createdAt),
      at(u.lastSeenAt),
      u.blockedAt ? w.blocked : w.normal,
      u.adminNote,
    ]);
    const last = rows.at(-1);
    return { rows: out, records: rows.length, next: rows.length === limit && last ? last.id : null };
  },
};
