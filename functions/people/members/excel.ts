// GET /api/admin/user/excel: the members of the current filter and search as .xlsx (same segment,
// search and supplier flag as the list), times in Taipei, amounts in NT$ (minor units / 100).

import { type Cell, writeXlsx } from "../../commerce/catalogue/sheet";
import { taipeiDateTime } from "../../commerce/orders/time";
import type { StoreScope } from "../../platform/tenancy/scope";
import { MEMBER_EXPORT_MAX, type MemberExcelQuery } from "../../shared/people/members";
import { filterOf } from "./service";

type Locale = "zh-TW" | "en";

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

export async function exportMembers(
  scope: StoreScope,
  q: MemberExcelQuery,
  locale: Locale,
): Promise<{ body: Uint8Array; filename: string; contentType: string }> {
  const rows = await scope.members.every(filterOf(q), MEMBER_EXPORT_MAX);
  const w = WORDS[locale];
  const out: Cell[][] = rows.map((m) => [
    m.id,
    m.name,
    m.email,
    m.phone,
    w[m.gender] ?? "",
    m.birthday,
    taipeiDateTime(m.createdAt),
    taipeiDateTime(m.lastSeenAt),
    (m.blockedAt ? w.blocked : w.normal) ?? "",
    m.isSupplier ? m.companyName : "",
    m.orderCount,
    m.totalSpent / 100,
    m.adminNote,
  ]);
  const body = await writeXlsx(q.supplier ? (w.suppliers ?? "") : (w.sheet ?? ""), HEADER[locale], out);
  const stamp = taipeiDateTime(new Date().toISOString()).slice(0, 10).replaceAll("-", "");
  return {
    body,
    filename: `${q.supplier ? "suppliers" : "members"}-${q.filter}-${stamp}.xlsx`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
