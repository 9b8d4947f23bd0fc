import { Hono } from "hono";
import { oneBranchPatch, settingBranchPatch } from "../../network/settings/schemas";
import { patchBranchSetting, patchOneBranch, readBranchSetting, readOneBranch } from "../../network/settings/service";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { type Access, adminBody, adminScope, idOf, write } from "../helpers";

// Spec back-office §7 "GET, PATCH /api/admin/setting/branch; PATCH /api/admin/setting/branch/{id}".
// The settings call is open to branches (their own branch info, Settings 9); the network parts
// of its body are the head store's (400027 to a branch). One branch's setting is the head store's
// (Branches 5). Settings travel in initial data: the writes bump "initial".

const OWN: Access = { system: "SettingStore", keys: ["initial"] };
const ONE: Access = { system: "Branch", keys: ["initial"] };
const hostOf = (c: { get(k: "rc"): { hostname: string | null } }) => c.get("rc").hostname ?? "";

export const branchSettingRoutes = new Hono<AppEnv>()
  .get("/admin/setting/branch", async (c) => ok(c, await readBranchSetting(adminScope(c), hostOf(c))))
  .patch("/admin/setting/branch", async (c) => {
    const body = await adminBody(c, settingBranchPatch);
    const host = hostOf(c);
    return ok(c, await write(c, OWN, { payload: body }, (s, _u, audit) => patchBranchSetting(s, body, host, audit)));
  })
  .get("/admin/setting/branch/:id", async (c) => ok(c, await readOneBranch(adminScope(c), idOf(c))))
  .patch("/admin/setting/branch/:id", async (c) => {
    const id = idOf(c);
    const body = await adminBody(c, oneBranchPatch);
    return ok(
      c,
      await write(c, ONE, { objectId: id, payload: body }, (s, _u, audit) => patchOneBranch(s, id, body, audit)),
    );
  });
