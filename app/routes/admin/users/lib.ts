import type { PaymentLogItem } from "@functions/commerce/paymentLogs/service";
import type { MemberPage, memberDetail } from "@functions/people/members/service";
import {
  MEMBER_SEGMENTS,
  MEMBER_SORTS,
  type MemberSegment,
  type MemberSortKey,
  SUPPLIER_SEGMENTS,
} from "@functions/shared/people/members";
import { pageParam, parseSort } from "~/components/admin/kit/listQuery";

// Paths, calls and the URL-bound list state of the back office's member, supplier and payment-log
// pages (Users section).

export type MemberListRow = MemberPage["items"][number];
export type MemberDetail = Awaited<ReturnType<typeof memberDetail>>;
export type { FrontendErrorItem } from "@functions/store/errorLogs/list";
export type { PaymentLogItem };

export const USERS_API = {
  list: "/api/admin/users",
  one: (id: number) => `/api/admin/users/${id}`,
  excel: "/api/admin/user/excel",
  simple: "/api/admin/simpleUsers",
  payLogs: "/api/admin/payment/logs",
  payLog: (id: number) => `/api/admin/payment/logs/${id}`,
  errorLogs: "/api/admin/frontendErrorLogs",
} as const;

export const USER_PATHS = {
  members: (filter: string) => `/admin/user-list/${filter}`,
  suppliers: (filter: string) => `/admin/user-supplier-list/${filter}`,
  member: (id: number) => `/admin/user-member/${id}`,
  newSupplier: "/admin/user-supplier/new",
  payLogs: "/admin/user-payment-logs-list",
  payLog: (id: number) => `/admin/user-payment-log/${id}`,
  errorLogs: "/admin/user-error-logs-list",
  order: (id: number) => `/admin/order/${id}`,
} as const;

export const PAGE_SIZE = 20;

/** The list's kind: members (user-list) or supplier users (user-supplier-list). */
export type ListKind = "members" | "suppliers";

export const segmentsOf = (kind: ListKind): readonly string[] =>
  kind === "suppliers" ? SUPPLIER_SEGMENTS : MEMBER_SEGMENTS;

export const segmentOf = (kind: ListKind, raw: string | undefined): MemberSegment | null =>
  segmentsOf(kind).includes(raw ?? "") ? (raw as MemberSegment) : null;

export type ListState = {
  keyword: string;
  sort: MemberSortKey;
  dir: "asc" | "desc";
  page: number;
};

/** ?keyword, ?sort (the list kit's `key` / `-key`), ?page of a list URL; newest first by default. */
export function listStateOf(q: URLSearchParams): ListState {
  const sort = parseSort(q.get("sort"));
  const known = sort && (MEMBER_SORTS as readonly string[]).includes(sort.key);
  return {
    keyword: q.get("keyword") ?? "",
    sort: known ? (sort.key as MemberSortKey) : "createdAt",
    dir: known ? sort.dir : "desc",
    page: pageParam(q.get("page")),
  };
}
