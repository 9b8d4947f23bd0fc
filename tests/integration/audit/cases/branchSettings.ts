import { addBranch } from "../../branches/fixtures";
import { type AreaCases, type Case, made, n } from "../harness";

// Issue 13 slice SET: network settings, one branch's setting, invitation codes.

const A = "/api/admin";
const uid = () => Math.random().toString(36).slice(2, 10);
const branch = async (ctx: { storeId: number; host: string }) => ({
  branch: (await addBranch(ctx.storeId, `b${uid()}`, ctx.storeId, { baseDomain: ctx.host })).id,
});
const code = (ctx: Parameters<typeof made>[0]) =>
  made(ctx, "POST", `${A}/verifications`, {
    code: `C${uid()}`,
    name: "Fair",
    trialType: "PERMANENT_FREE",
    trialLength: 0,
    trialUnit: "DAY",
    startAt: null,
    endAt: null,
    maxUses: 0,
    isOpen: true,
  });

const cases: Record<string, Case> = {
  "PATCH /api/admin/setting/branch": {
    system: "SettingStore",
    table: "stores",
    setup: async (ctx) => ({ store: ctx.storeId }),
    path: () => `${A}/setting/branch`,
    body: () => ({ labels: { "zh-TW": { teamLabel: "小隊" }, en: {} } }),
    objectId: (ids) => String(ids.store),
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM stores WHERE id=? AND labels LIKE '%小隊%'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/setting/branch/:id": {
    system: "Branch",
    table: "stores",
    setup: branch,
    path: (ids) => `${A}/setting/branch/${ids.branch}`,
    body: () => ({ trialType: "PERMANENT_FREE" }),
    objectId: (ids) => String(ids.branch),
    changed: async (_ctx, ids) =>
      (await n("SELECT count(*) n FROM stores WHERE id=? AND trial_type='PERMANENT_FREE'", ids.branch)) > 0,
  },
  "POST /api/admin/verifications": {
    system: "Verification",
    table: "verifications",
    path: () => `${A}/verifications`,
    body: () => ({
      code: `N${uid()}`,
      name: "New",
      trialType: "BY_VERIFYCODE",
      trialLength: 1,
      trialUnit: "MONTH",
      startAt: null,
      endAt: null,
      maxUses: 5,
      isOpen: true,
    }),
    objectId: () => "created",
    changed: async (ctx) =>
      (await n("SELECT count(*) n FROM verifications WHERE store_id=? AND name='New'", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/verifications/:id": {
    system: "Verification",
    table: "verifications",
    setup: async (ctx) => ({ v: await code(ctx) }),
    path: (ids) => `${A}/verifications/${ids.v}`,
    body: () => ({ isOpen: false }),
    objectId: (ids) => String(ids.v),
    changed: async (_ctx, ids) => (await n("SELECT count(*) n FROM verifications WHERE id=? AND is_open=0", ids.v)) > 0,
  },
  "DELETE /api/admin/verifications/:id": {
    system: "Verification",
    table: "verifications",
    setup: async (ctx) => ({ v: await code(ctx) }),
    path: (ids) => `${A}/verifications/${ids.v}`,
    objectId: (ids) => String(ids.v),
    changed: async (_ctx, ids) => (await n("SELECT count(*) n FROM verifications WHERE id=?", ids.v)) === 0,
  },
};

export const branchSettingsAudit: AreaCases = { cases };
