import { z } from "zod";

// Schedules (spec back-office §2.2 Schedule, §7 CRUD /api/admin/schedules). Shared by the API and
// the edit page: a schedule publishes or unpublishes one object of the store at a time.

export const SCHEDULE_TYPES = ["PRODUCT", "ARTICLE", "BANNER", "PROMOTION"] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];
export const SCHEDULE_ACTIONS = ["PUBLISH", "UNPUBLISH"] as const;
/** NORMAL waits for its time; DONE ran; FAILED found its object gone at its time. */
export const SCHEDULE_STATUSES = ["NORMAL", "DONE", "FAILED"] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const NOTE_MAX = 200;

/** The list's path segments (schedule-list/{type}/{status}, menu default all/normal). */
export const LIST_TYPES = ["all", "product", "article", "banner", "promotion"] as const;
export const LIST_STATUSES = ["all", "normal", "done", "failed"] as const;

const fields = {
  type: z.enum(SCHEDULE_TYPES, { error: "validation.required" }),
  targetId: z.number({ error: "schedules.targetRequired" }).int().positive("schedules.targetRequired"),
  action: z.enum(SCHEDULE_ACTIONS, { error: "validation.required" }),
  runAt: z.iso.datetime({ offset: true, error: "validation.date" }),
  note: z.string().trim().max(NOTE_MAX, "validation.tooLong"),
};

export const scheduleCreate = z.strictObject({ ...fields, note: fields.note.default("") });
export type ScheduleInput = z.output<typeof scheduleCreate>;
export const schedulePatch = z
  .strictObject({ ...fields })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "validation.required", path: ["_"] });

export const scheduleListQuery = z.object({
  type: z.enum(SCHEDULE_TYPES).optional(),
  status: z.enum(SCHEDULE_STATUSES).optional(),
});

export const scheduleTargetQuery = z.object({ type: z.enum(SCHEDULE_TYPES) });
