// GET /api/admin/user/excel: the members of the current filter and search as .xlsx (same segment,
// search and supplier flag as the list), every member it matches (issue 28 §1) in keyset pages as the
// export job's source; times are Excel dates shown in Taipei, amounts NT$ numbers.

import { taipeiDateTime } from "../../commerce/orders/time";
import type { ExportSource, Locale } from "../../platform/exports/job";
import { at, type XCell } from "../../platform/exports/xlsx";
import { type MemberExcelQuery, memberExcelQuery } from "../../shared/people/members";
import { filterOf } from "./service";

const HEADER: Record<Locale, string[]> = {
  "zh-TW": [
    "會員編號",
    "姓名",
    "電子郵件",
    "手機",
    "性別",
    "生日",
    "加入時間",
    "最後上線",
    "狀態",
    "供應商公司",
    "訂單數",
    "消費總額 (NT$)",
    "備註",
  ],
  en: [
    "Member ID",
    "Name",
    "Email",
    "Phone",
    "Gender",
    "Birthday",
    "Joined",
    "Last seen",
    "Status",
    "Supplier company",
    "Orders",
    "Total spent (NT$)",
    "Note",
  ],
};

const WORDS: Record<Locale, Record<string, string>> = {
  "zh-TW": { male: "男", female: "女", normal: "正常", blocked: "已封鎖", sheet: "會員", suppliers: "供應商" },
  en: {
    male: "Male",
    female: "Female",
    normal: "Active",
    blocked: "Blocked",
    sheet: "Members",
    suppliers: "Suppliers",
  },
};

export const memberExport: ExportSource<MemberExcelQuery> = {
  parse: (raw) => memberExcelQuery.parse(raw),
  total: async (scope, q) =>
    (await scope.members.list(filterOf(q), { key: "createdAt", dir: "desc" }, { offset: 0, limit: 1 })).total,
  header: (locale) => HEADER[locale],
  sheet: (locale, q) => (q.supplier ? WORDS[locale].suppliers : WORDS[locale].sheet) ?? "",
  filename: (q) =>
    `${q.supplier ? "suppliers" : "members"}-${q.filter}-${taipeiDateTime(new Date().toISOString()).slice(0, 10).replaceAll("-", "")}.xlsx`,
  async page(scope, q, locale: Locale, cursor, limit) {
    const rows = await scope.members.every(filterOf(q), limit, cursor ?? undefined);
    const w = WORDS[locale];
    const out: XCell[][] = rows.map((m) => [
      m.id,
      m.name,
      m.email,
      m.phone,
      w[m.gender] ?? "",
      m.birthday,
      at(m.createdAt),
      at(m.lastSeenAt),
      (m.blockedAt ? w.blocked : w.normal) ?? "",
      m.isSupplier ? m.companyName : "",
      m.orderCount,
      m.totalSpent / 100,
      m.adminNote,
    ]);
    const last = rows.at(-1);
    return { rows: out, records: rows.length, next: rows.length === limit && last ? last.id : null };
  },
};
