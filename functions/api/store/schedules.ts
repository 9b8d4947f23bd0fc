import { Hono } from "hono";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { scheduleCreate, scheduleListQuery, schedulePatch, scheduleTargetQuery } from "../../store/schedules/schemas";
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  patchSchedule,
  scheduleTargets,
} from "../../store/schedules/service";
import { type Access, adminBody, adminScope, created, idOf, patchById, query, write } from "../helpers";

// Spec back-office §7 "schedules: CRUD /api/admin/schedules(/{id})" (Schedule 14, head store only).
// The write of a schedule changes no storefront page (its run does, functions/store/schedules/run.ts),
// so it bumps no cache key. /schedules/targets lists what a schedule may name (the edit page's choice).

const SCHEDULES: Access = { system: "Schedule", keys: [] };

export const scheduleRoutes = new Hono<AppEnv>()
  .get("/admin/schedules", async (c) => ok(c, await listSchedules(adminScope(c), query(c, scheduleListQuery))))
  .get("/admin/schedules/targets", async (c) => {
    const scope = adminScope(c);
    return ok(c, await scheduleTargets(scope, query(c, scheduleTargetQuery).type));
  })
  .post("/admin/schedules", async (c) => {
    const body = await adminBody(c, scheduleCreate);
    return ok(
      c,
      await write(c, SCHEDULES, { ...created, payload: body }, (s, user, audit) =>
        createSchedule(s, user.id, body, audit),
      ),
    );
  })
  .get("/admin/schedules/:id", async (c) => ok(c, await getSchedule(adminScope(c), idOf(c))))
  .patch("/admin/schedules/:id", async (c) =>
    ok(
      c,
      await patchById(c, SCHEDULES, schedulePatch, (id, input) => (s, _u, audit) => patchSchedule(s, id, input, audit)),
    ),
  )
  .delete("/admin/schedules/:id", async (c) => {
    const id = idOf(c);
    adminScope(c);
    return ok(c, await write(c, SCHEDULES, { objectId: id }, (s, _u, audit) => deleteSchedule(s, id, audit)));
  });
