import type { DeleteJob } from "@functions/network/branches/deleteJob";
import type { BranchRow, DeletedBranch } from "@functions/network/branches/network";
import { pageParam } from "~/components/admin/kit/listQuery";

// Paths, calls and URL-bound list state of the branch network pages (issue 13 §4).

export type { BranchRow, DeletedBranch, DeleteJob };
export type BranchPage = { items: BranchRow[]; total: number; offset: number; limit: number; root: BranchRow | null };
export type BranchDetail = BranchRow & { path: { id: number; name: string }[] };

export const BRANCH_API = {
  list: "/api/admin/branches",
  one: (id: number) => `/api/admin/branches/${id}`,
  simple: "/api/admin/simpleBranches",
  move: "/api/admin/multilevel/branches/move",
  remove: "/api/admin/multilevel/branches",
  deleted: "/api/admin/multilevel/deletedBranches",
  jobs: "/api/admin/multilevel/branchJobs",
  job: (id: number) => `/api/admin/multilevel/branchJobs/${id}`,
  edit: (id: number) => `/api/admin/multilevel/branches/${id}`,
  reset: (id: number) => `/api/admin/multilevel/branches/reset/${id}`,
  users: "/api/admin/branch/users",
  user: (id: number) => `/api/admin/branch/users/${id}`,
  userExcel: "/api/admin/branch/user/excel",
} as const;

export const BRANCH_PATHS = {
  downline: "/admin/branch-downlinelist",
  proxy: (storeId: number) => `/admin/proxy-down-line-list/${storeId}`,
  organization: "/admin/branch-organization",
  remove: "/admin/delete-branches",
  deleted: "/admin/deleted-branches-list",
  edit: (id: number) => `/admin/edit-branch/${id}`,
  trial: (id: number) => `/admin/edit-trial/${id}`,
  users: "/admin/branch-user-list",
} as const;

export const PAGE_SIZE = 20;
/** Children of a tree node per "show more". */
export const TREE_PAGE = 50;

/** The list filters a URL carries (?keyword, ?status, ?type, ?trial, ?audit, ?level, ?page). */
export function branchQueryOf(url: string) {
  const q = new URL(url).searchParams;
  const page = pageParam(q.get("page"));
  const pick = (k: string) => q.get(k) || undefined;
  return {
    keyword: pick("keyword"),
    status: pick("status"),
    type: pick("type"),
    trial: pick("trial"),
    audit: pick("audit"),
    level: pick("level"),
    introducerId: pick("introducerId"),
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
}

export const isFiltered = (q: ReturnType<typeof branchQueryOf>) =>
  Boolean(q.keyword || q.status || q.type || q.trial || q.audit || q.level || q.introducerId);
