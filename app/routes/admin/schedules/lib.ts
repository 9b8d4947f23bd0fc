import type { ScheduleStatus, ScheduleType } from "@functions/store/schedules/schemas";
import { LIST_STATUSES, LIST_TYPES, SCHEDULE_STATUSES, SCHEDULE_TYPES } from "@functions/store/schedules/schemas";

// The schedule pages' paths, API and shapes (functions/store/schedules/service.ts ScheduleView).

export type Schedule = {
  id: number;
  type: ScheduleType;
  targetId: number;
  targetName: string | null;
  action: "PUBLISH" | "UNPUBLISH";
  runAt: string;
  note: string;
  status: ScheduleStatus;
  ranAt: string | null;
  result: string | null;
};
export type ScheduleTarget = { id: number; name: string; shown: boolean | number };

export type ListType = (typeof LIST_TYPES)[number];
export type ListStatus = (typeof LIST_STATUSES)[number];

export const API = {
  schedules: "/api/admin/schedules",
  schedule: (id: number | string) => `/api/admin/schedules/${id}`,
  targets: "/api/admin/schedules/targets",
};

export const PATHS = {
  list: (type: ListType = "all", status: ListStatus = "normal") => `/admin/schedule-list/${type}/${status}`,
  edit: (id: number | string) => `/admin/schedule-edit/${id}`,
};

/** Path segments → the API's filter; an unknown segment is the menu's default. */
export function listFilter(type: string | undefined, status: string | undefined) {
  const t = (LIST_TYPES as readonly string[]).includes(type ?? "") ? (type as ListType) : "all";
  const s = (LIST_STATUSES as readonly string[]).includes(status ?? "") ? (status as ListStatus) : "normal";
  const apiType = t === "all" ? undefined : SCHEDULE_TYPES.find((x) => x === t.toUpperCase());
  const apiStatus = s === "all" ? undefined : SCHEDULE_STATUSES.find((x) => x === s.toUpperCase());
  return { type: t, status: s, query: { type: apiType, status: apiStatus } };
}

export const STATUS_TONE = { NORMAL: "brand", DONE: "success", FAILED: "warning" } as const;
