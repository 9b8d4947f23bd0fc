import type { AreaCases, Case, Ctx } from "../harness";
import { made, n } from "../harness";

// Issue 28 §2: the admin's writes of the notification switches and settings.

const A = "/api/admin/notification";
const typeSwitch = async (ctx: Ctx) => ({
  s: await made(ctx, "POST", `${A}/typeSwitches`, { type: "ORDER_UNPROCESSED" }),
});
const objectSwitch = async (ctx: Ctx) => ({
  s: await made(ctx, "POST", `${A}/objectSwitches`, { type: "PRODUCT_UNDER_STOCK", objectId: 9 }),
});

const cases: Record<string, Case> = {
  "POST /api/admin/notification/typeSwitches": {
    system: "Store",
    table: "notification_type_switches",
    path: () => `${A}/typeSwitches`,
    body: () => ({ type: "PRODUCT_UNDER_STOCK" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM notification_type_switches WHERE store_id=?", ctx.storeId)) > 0,
  },
  "DELETE /api/admin/notification/typeSwitches/:id": {
    system: "Store",
    table: "notification_type_switches",
    setup: typeSwitch,
    path: (ids) => `${A}/typeSwitches/${ids.s}`,
    objectId: (ids) => String(ids.s),
    changed: async (_c, ids) => (await n("SELECT count(*) n FROM notification_type_switches WHERE id=?", ids.s)) === 0,
  },
  "POST /api/admin/notification/objectSwitches": {
    system: "Store",
    table: "notification_object_switches",
    path: () => `${A}/objectSwitches`,
    body: () => ({ type: "PRODUCT_UNDER_STOCK", objectId: 7 }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM notification_object_switches WHERE store_id=? AND object_id=7", ctx.storeId)) >
      0,
  },
  "DELETE /api/admin/notification/objectSwitches/:id": {
    system: "Store",
    table: "notification_object_switches",
    setup: objectSwitch,
    path: (ids) => `${A}/objectSwitches/${ids.s}`,
    objectId: (ids) => String(ids.s),
    changed: async (_c, ids) =>
      (await n("SELECT count(*) n FROM notification_object_switches WHERE id=?", ids.s)) === 0,
  },
  "PATCH /api/admin/notification/notAllowTypes": {
    system: "Store",
    table: "notification_settings",
    path: () => `${A}/notAllowTypes`,
    body: () => ({ notAllowTypes: ["PRODUCT_UNDER_STOCK"], mailWindowMinutes: 20 }),
    objectId: () => null,
    changed: async (ctx) =>
      (await n(
        "SELECT count(*) n FROM notification_settings WHERE store_id=? AND mail_window_minutes=20",
        ctx.storeId,
      )) > 0,
  },
};

export const notificationsAudit: AreaCases = { cases };
