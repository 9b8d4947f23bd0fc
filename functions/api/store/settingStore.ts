import { Hono } from "hono";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { requireScope } from "../../platform/tenancy/guards";
import { storeSettingPatchInput } from "../../shared/storeSettings/company";
import { getStoreSetting, updateStoreSetting } from "../../store/settings/settingStore";
import { type Access, adminBody, adminScope, write } from "../helpers";

// /api/admin/setting/store (spec back-office §7): the store's name, company info, social links,
// meta title/description and brand images. Settings (9), head-store only (spec §6 "most
// settings"). Everything it changes rides in initial data, which every page and its page-cache key
// carry: bumping "initial" refreshes clients and cached storefront pages on the next request.
const SETTING_STORE: Access = { system: "SettingStore", keys: ["initial"] };

export const settingStoreRoutes = new Hono<AppEnv>()
  .get("/admin/setting/store", async (c) => ok(c, await getStoreSetting(adminScope(c))))
  .patch("/admin/setting/store", async (c) => {
    const patch = await adminBody(c, storeSettingPatchInput);
    // The audited object is the store itself.
    const objectId = requireScope(c.get("rc")).storeId;
    return ok(
      c,
      await write(c, SETTING_STORE, { objectId, payload: patch }, (scope, _u, audit) =>
        updateStoreSetting(scope, patch, audit),
      ),
    );
  });
