import type { ScheduleRow } from "@db/schema";
import type { z } from "zod";
import type { AuditTrail } from "../../platform/auditTrail";
import { AppError, invalid, notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import type { ScheduleInput, ScheduleStatus, ScheduleType, schedulePatch } from "./schemas";

// A store's schedules (spec back-office §2.2 Schedule, §7 CRUD /api/admin/schedules): what the
// admin writes. The run at its time is ./run.ts.

export type ScheduleView = Omit<ScheduleRow, "storeId" | "runToken"> & { targetName: string | null };

const repo = (scope: StoreScope) => scope.schedules;

async function withNames(scope: StoreScope, rows: ScheduleRow[]): Promise<ScheduleView[]> {
  const names = new Map<string, string>();
  const byType = new Map<string, number[]>();
  for (const r of rows) byType.set(r.type, [...(byType.get(r.type) ?? []), r.targetId]);
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const t of await repo(scope).targets(type as ScheduleType, ids)) names.set(`${type}:${t.id}`, t.name);
    }),
  );
  return rows.map(({ storeId: _s, runToken: _t, ...r }) => ({
    ...r,
    targetName: names.get(`${r.type}:${r.targetId}`) ?? null,
  }));
}

export async function listSchedules(scope: StoreScope, q: { type?: ScheduleType; status?: ScheduleStatus }) {
  return withNames(scope, await repo(scope).list(q));
}

export async function getSchedule(scope: StoreScope, id: number): Promise<ScheduleView> {
  const row = await repo(scope).get(id);
  if (!row) throw notFound();
  const [view] = await withNames(scope, [row]);
  return view as ScheduleView;
}

/** The objects of one type a schedule may name (the edit page's choices). */
export const scheduleTargets = (scope: StoreScope, type: ScheduleType) => repo(scope).targets(type);

/** The time must be ahead and the object the store's own; field issues name what is wrong. */
async function checkWhole(scope: StoreScope, v: Pick<ScheduleInput, "type" | "targetId" | "runAt">, now: number) {
  if (Date.parse(v.runAt) <= now) throw invalid([{ path: "runAt", message: "schedules.runAtPast" }]);
  const [target] = await repo(scope).targets(v.type, [v.targetId]);
  if (!target)
    throw new AppError(Code.DATA_DOES_NOT_EXIST, 200, "Data does not exist", [
      { path: "targetId", message: "schedules.targetGone" },
    ]);
  return target;
}

const ranAlready = () =>
  new AppError(Code.INVALID_REQUEST, 422, "This schedule already ran; it is kept as a record.", [
    { path: "_", message: "schedules.ranAlready" },
  ]);

export async function createSchedule(
  scope: StoreScope,
  userId: number,
  input: ScheduleInput,
  audit: AuditTrail,
  now = Date.now(),
) {
  const target = await checkWhole(scope, input, now);
  const runAt = new Date(input.runAt).toISOString();
  const row = await repo(scope).create({ ...input, runAt, createdBy: userId }, [
    audit.item({ created: true, objectName: target.name, after: { ...input, runAt } }),
  ]);
  return getSchedule(scope, row.id);
}

export async function patchSchedule(
  scope: StoreScope,
  id: number,
  patch: z.output<typeof schedulePatch>,
  audit: AuditTrail,
  now = Date.now(),
) {
  const before = await repo(scope).get(id);
  if (!before) throw notFound();
  if (before.status !== "NORMAL") throw ranAlready();
  const merged = { ...before, ...patch } as ScheduleInput;
  const target = await checkWhole(scope, merged, now);
  const set = patch.runAt ? { ...patch, runAt: new Date(patch.runAt).toISOString() } : patch;
  const row = await repo(scope).update(id, set, [
    audit.item({ objectId: id, objectName: target.name, before, after: set }),
  ]);
  // Claimed by a run between the read and the write: it is a record now.
  if (!row) throw ranAlready();
  return getSchedule(scope, id);
}

/** A waiting schedule is cancelled by deleting it; a record of a run may be deleted too. */
export async function deleteSchedule(scope: StoreScope, id: number, audit: AuditTrail) {
  const before = await repo(scope).get(id);
  if (!before) throw notFound();
  await repo(scope).remove(id, [audit.item({ objectId: id, before })]);
  return { id };
}
