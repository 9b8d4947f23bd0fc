import { sql } from "../../../helpers";
import type { AreaCases, Case, Ctx } from "../harness";
import { made, n } from "../harness";

// Issue 28 §3: the admin's writes of schedules (their runs are audited by the scheduled handler,
// tests/integration/schedules.test.ts).

const A = "/api/admin";
const later = () => new Date(Date.now() + 3_600_000).toISOString();
const product = async (ctx: Ctx) =>
  (
    await sql<{ id: number }>("INSERT INTO products (store_id, name) VALUES (?, 'Audit Tea') RETURNING id", ctx.storeId)
  )[0]?.id as number;
const schedule = async (ctx: Ctx) => {
  const p = await product(ctx);
  return {
    p,
    s: await made(ctx, "POST", `${A}/schedules`, { type: "PRODUCT", targetId: p, action: "UNPUBLISH", runAt: later() }),
  };
};

const cases: Record<string, Case> = {
  "POST /api/admin/schedules": {
    system: "Schedule",
    table: "schedules",
    setup: async (ctx) => ({ p: await product(ctx) }),
    path: () => `${A}/schedules`,
    body: (ids) => ({ type: "PRODUCT", targetId: ids.p, action: "UNPUBLISH", runAt: later(), note: "New" }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM schedules WHERE store_id=? AND note='New'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/schedules/:id": {
    system: "Schedule",
    table: "schedules",
    setup: schedule,
    path: (ids) => `${A}/schedules/${ids.s}`,
    body: () => ({ note: "Moved" }),
    objectId: (ids) => String(ids.s),
    changed: async (_ctx, ids) => (await n("SELECT count(*) n FROM schedules WHERE id=? AND note='Moved'", ids.s)) > 0,
  },
  "DELETE /api/admin/schedules/:id": {
    system: "Schedule",
    table: "schedules",
    setup: schedule,
    path: (ids) => `${A}/schedules/${ids.s}`,
    objectId: (ids) => String(ids.s),
    changed: async (_ctx, ids) => (await n("SELECT count(*) n FROM schedules WHERE id=?", ids.s)) === 0,
  },
  "PATCH /api/admin/achievements/settings": {
    system: "SettingStore",
    table: "achievement_settings",
    path: () => `${A}/achievements/settings`,
    body: () => ({ orderCounts: [1, 50], revenues: null }),
    objectId: () => null,
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM achievement_settings WHERE store_id=? AND order_counts='[1,50]'", ctx.storeId)) >
      0,
  },
};

export const schedulesAudit: AreaCases = { cases };
