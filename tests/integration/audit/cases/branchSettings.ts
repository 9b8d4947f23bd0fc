import { env } from "cloudflare:test";
import { getDb } from "../../../../db/client";
import { branchesOf } from "../../../../db/network/branches";
import { hashPassword } from "../../../../functions/platform/crypto";
import { loginToken, sql } from "../../../helpers";
import { addBranch } from "../../branches/fixtures";
import { ADMIN, type AreaCases, type Case, type Ctx, made, n } from "../harness";

// Issue 13 slice SET: network settings, one branch's setting, invitation codes.

const A = "/api/admin";
const uid = () => Math.random().toString(36).slice(2, 10);
const branch = async (ctx: { storeId: number; host: string }) => ({
  branch: (await addBranch(ctx.storeId, `b${uid()}`, ctx.storeId, { baseDomain: ctx.host.toLowerCase() })).id,
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

/** A pending branch of the case's head store, its owner's profile submitted. */
const pending = async (ctx: Ctx) => {
  const { branch } = await branch_(ctx);
  await sql("UPDATE stores SET audit_status='UNAUDITED' WHERE id=?", branch);
  return { branch };
};
const branch_ = branch;
/**
 * The audit-profile call is a branch's: the case moves its context to a new branch whose root admin
 * has the harness admin's name, so the row checks (store, user name) hold for that branch.
 */
const asBranch = async (ctx: Ctx) => {
  // Called again in the same test (the failing call, then the succeeding one): keep the head store.
  const keep = ctx as Ctx & { head?: Ctx };
  if (!keep.head) keep.head = { ...ctx };
  const head = keep.head;
  const domain = `p${uid()}`;
  const hostname = `${domain}.${head.host}`.toLowerCase();
  const id = await branchesOf(getDb(env.DB), head.storeId).create({
    headStoreId: head.storeId,
    introducerStoreId: head.storeId,
    type: "BRANCH_MULTILEVEL_PAY_BY_HEAD_STORE",
    name: `Branch ${domain}`,
    domainName: domain,
    hostname,
    trialType: "NONE",
    trialEndsAt: null,
    auditStatus: "NORMAL",
    admin: { email: ADMIN.email, name: ADMIN.name, passwordHash: await hashPassword(ADMIN.password) },
  });
  Object.assign(ctx, { storeId: id, host: hostname, token: await loginToken(hostname, ADMIN.email, ADMIN.password) });
  return { branch: id };
};

/** A feedback row of one of the head store's branches. */
const feedback = async (ctx: Ctx) => {
  const { branch: b } = await branch(ctx);
  await sql(
    "INSERT INTO branch_feedbacks (store_id, branch_store_id, reasons, content) VALUES (?, ?, '[]', 'x')",
    ctx.storeId,
    b,
  );
  return { f: await n("SELECT max(id) n FROM branch_feedbacks") };
};

const cases: Record<string, Case> = {
  "PATCH /api/admin/branchfeedback/:id": {
    system: "Branch",
    table: "branch_feedbacks",
    setup: feedback,
    path: (ids) => `${A}/branchfeedback/${ids.f}`,
    body: () => ({ status: "PROCESSED", reply: "ok" }),
    objectId: (ids) => String(ids.f),
    changed: async (_ctx, ids) =>
      (await n("SELECT count(*) n FROM branch_feedbacks WHERE id=? AND status='PROCESSED'", ids.f)) > 0,
  },
  "PATCH /api/admin/branch/audits/:id": {
    system: "Branch",
    table: "stores",
    setup: pending,
    path: (ids) => `${A}/branch/audits/${ids.branch}`,
    body: () => ({ status: "NORMAL" }),
    objectId: (ids) => String(ids.branch),
    changed: async (_ctx, ids) =>
      (await n("SELECT count(*) n FROM stores WHERE id=? AND audit_status='NORMAL'", ids.branch)) > 0,
  },
  "PATCH /api/admin/branch/auditProfile": {
    system: "StoreReview",
    table: "store_reviews",
    setup: asBranch,
    path: () => `${A}/branch/auditProfile`,
    body: () => ({
      ownerName: "王小明",
      phone: "0912345678",
      email: "o@example.com",
      companyName: "",
      companyId: "",
      address: "",
    }),
    objectId: (ids) => String(ids.branch),
    changed: async (_ctx, ids) => (await n("SELECT count(*) n FROM store_reviews WHERE store_id=?", ids.branch)) > 0,
  },
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
