import { Hono } from "hono";
import { type AppEnv, ok } from "../../platform/http/envelope";
import {
  notAllowInput,
  notificationsQuery,
  objectSwitchInput,
  typeSwitchInput,
} from "../../store/notifications/schemas";
import {
  addObjectSwitch,
  addTypeSwitch,
  deleteObjectSwitch,
  deleteTypeSwitch,
  listNotifications,
  notificationSettingsOf,
  objectSwitches,
  saveNotAllow,
  typeSwitches,
} from "../../store/notifications/service";
import { type Access, adminBody, adminScope, created, idOf, query, write } from "../helpers";

// The notifications of spec back-office §7: GET /api/admin/notifications (beforeId paging) and the
// switches (typeSwitches, notAllowTypes, objectSwitches). Notifications 13, head store and branches.

const NOTICES: Access = { system: "Store", keys: ["highlight"] };
const TS = "/admin/notification/typeSwitches";
const OS = "/admin/notification/objectSwitches";
const NA = "/admin/notification/notAllowTypes";

export const notificationRoutes = new Hono<AppEnv>()
  .get("/admin/notifications", async (c) => ok(c, await listNotifications(adminScope(c), query(c, notificationsQuery))))
  .get(TS, async (c) => ok(c, await typeSwitches(adminScope(c))))
  .post(TS, async (c) => {
    const input = await adminBody(c, typeSwitchInput);
    return ok(
      c,
      await write(c, NOTICES, { ...created, payload: input }, (s, _u, audit) => addTypeSwitch(s, input.type, audit)),
    );
  })
  .delete(`${TS}/:id`, async (c) => {
    adminScope(c);
    const id = idOf(c);
    return ok(c, await write(c, NOTICES, { objectId: id }, (s, _u, audit) => deleteTypeSwitch(s, id, audit)));
  })
  .get(NA, async (c) => ok(c, await notificationSettingsOf(adminScope(c))))
  .patch(NA, async (c) => {
    const input = await adminBody(c, notAllowInput);
    return ok(c, await write(c, NOTICES, { payload: input }, (s, _u, audit) => saveNotAllow(s, input, audit)));
  })
  .get(OS, async (c) => ok(c, await objectSwitches(adminScope(c))))
  .post(OS, async (c) => {
    const input = await adminBody(c, objectSwitchInput);
    return ok(
      c,
      await write(c, NOTICES, { ...created, payload: input }, (s, _u, audit) =>
        addObjectSwitch(s, input.type, input.objectId, audit),
      ),
    );
  })
  .delete(`${OS}/:id`, async (c) => {
    adminScope(c);
    const id = idOf(c);
    return ok(c, await write(c, NOTICES, { objectId: id }, (s, _u, audit) => deleteObjectSwitch(s, id, audit)));
  });
