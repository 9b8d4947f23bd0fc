import { registerMember, sql } from "../../../helpers";
import { addBranch } from "../../branches/fixtures";
import { type AreaCases, type Case, type Ctx, n } from "../harness";

// Issue 13 §4, the network admin slice (functions/branches/): the head store's writes on its branches.

const M = "/api/admin/multilevel";
const tag = () => Math.random().toString(36).slice(2, 8);
const branch = (ctx: Ctx, introducer?: number) =>
  addBranch(ctx.storeId, `b${tag()}`, introducer ?? ctx.storeId, { baseDomain: ctx.host });
const introducerOf = (id: number) => n("SELECT introducer_store_id n FROM stores WHERE id=?", id);

const cases: Record<string, Case> = {
  "PATCH /api/admin/multilevel/branches/:id": {
    system: "Branch",
    table: "stores",
    setup: async (ctx) => ({ branch: (await branch(ctx)).id }),
    path: (ids) => `${M}/branches/${ids.branch}`,
    body: () => ({ status: "CLOSE_STORE_BY_SYSTEM" }),
    objectId: (ids) => String(ids.branch),
    changed: async (_ctx, ids) =>
      (await n("SELECT count(*) n FROM stores WHERE id=? AND status='CLOSE_STORE_BY_SYSTEM'", ids.branch)) > 0,
  },
  "POST /api/admin/multilevel/branches/move": {
    system: "Branch",
    table: "branch_tree",
    setup: async (ctx) => {
      const to = await branch(ctx);
      return { branch: (await branch(ctx)).id, to: to.id };
    },
    path: () => `${M}/branches/move`,
    body: (ids) => ({ ids: [ids.branch], introducerId: ids.to }),
    objectId: (ids) => String(ids.branch),
    label: /^Branch\.update$/,
    changed: async (_ctx, ids) => (await introducerOf(ids.branch as number)) === ids.to,
  },
  "PATCH /api/admin/multilevel/branches/reset/:id": {
    system: "Branch",
    table: "stores",
    setup: async (ctx) => {
      const b = await branch(ctx);
      await sql("UPDATE stores SET status='CLOSE_STORE_BY_SYSTEM' WHERE id=?", b.id);
      return { branch: b.id };
    },
    path: (ids) => `${M}/branches/reset/${ids.branch}`,
    objectId: (ids) => String(ids.branch),
    changed: async (_ctx, ids) =>
      (await n("SELECT count(*) n FROM stores WHERE id=? AND reset_at IS NOT NULL", ids.branch)) > 0,
  },
  "DELETE /api/admin/multilevel/branches": {
    system: "Branch",
    table: "branch_jobs",
    setup: async (ctx) => ({ branch: (await branch(ctx)).id }),
    path: () => `${M}/branches`,
    body: (ids) => ({ ids: [ids.branch] }),
    objectId: (ids) => String(ids.branch),
    changed: async (ctx) => (await n("SELECT count(*) n FROM branch_jobs WHERE store_id=?", ctx.storeId)) > 0,
  },
  "PATCH /api/admin/branch/users/:id": {
    system: "User",
    table: "users",
    setup: async (ctx) => {
      const b = await branch(ctx);
      const m = await registerMember(b.hostname, `m${tag()}@example.com`);
      return { user: m.user.id };
    },
    path: (ids) => `/api/admin/branch/users/${ids.user}`,
    body: () => ({ adminNote: "checked" }),
    objectId: (ids) => String(ids.user),
    changed: async (_ctx, ids) =>
      (await n("SELECT count(*) n FROM users WHERE id=? AND admin_note='checked'", ids.user)) > 0,
  },
};

export const branchesAudit: AreaCases = { cases };
