import { Hono } from "hono";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { requireScope } from "../../platform/tenancy/guards";
import { settingTestModeInput } from "../../shared/storeSettings/pages";
import {
  calendarPatch,
  contractPost,
  productSettingPatch,
  storyPut,
  subscriptionSettingPatch,
  systemPatch,
} from "../../store/settings/schemas";
import * as svc from "../../store/settings/service";
import { type Access, adminBody, adminScope, idOf, write } from "../helpers";

// The issue 12 settings calls (spec back-office §7 "GET, PATCH /api/admin/setting/system",
// "GET /api/admin/setting/store/calendar"; the rest named in docs/decisions.md). Privilege is the
// menu section of the page (functions/shared/access/adminMenu.ts); spec §6 opens system settings to
// branch stores, everything else here is head-store only. Store settings travel with the store
// row, so their writes bump "initial".

const SYSTEM: Access = { system: "SettingSystem", keys: ["initial"] };
const STORE: Access = { system: "SettingStore", keys: ["initial"] };
const STORY: Access = { system: "Product", keys: ["initial"] };
const PRODUCT: Access = { system: "SettingStore", keys: ["initial"] };
const CONTRACT: Access = { system: "Subscription", keys: [] };
const SUBSCRIPTION: Access = { system: "Subscription", keys: ["initial"] };

export const settingsRoutes = new Hono<AppEnv>()
  .get("/admin/setting/system", (c) => ok(c, svc.readSystem(adminScope(c))))
  .patch("/admin/setting/system", async (c) => {
    const body = await adminBody(c, systemPatch);
    return ok(c, await write(c, SYSTEM, { payload: body }, (s, _u, audit) => svc.patchSystem(s, body, audit)));
  })
  .get("/admin/setting/testMode", (c) => ok(c, svc.readTestMode(adminScope(c), c.get("rc").origin)))
  .patch("/admin/setting/testMode", async (c) => {
    const body = await adminBody(c, settingTestModeInput);
    const origin = c.get("rc").origin;
    return ok(
      c,
      await write(c, STORE, { payload: body }, (s, _u, audit) =>
        svc.patchTestMode(s, body.testModeTime, origin, audit),
      ),
    );
  })
  .get("/admin/setting/store/calendar", (c) => ok(c, svc.readCalendar(adminScope(c))))
  .patch("/admin/setting/store/calendar", async (c) => {
    const body = await adminBody(c, calendarPatch);
    return ok(c, await write(c, STORE, { payload: body }, (s, _u, audit) => svc.patchCalendar(s, body, audit)));
  })
  .get("/admin/setting/product", (c) => ok(c, svc.readProductSetting(adminScope(c))))
  .patch("/admin/setting/product", async (c) => {
    const body = await adminBody(c, productSettingPatch);
    return ok(c, await write(c, PRODUCT, { payload: body }, (s, _u, audit) => svc.patchProductSetting(s, body, audit)));
  })
  .get("/admin/product/:id/story", async (c) => ok(c, await svc.readStory(adminScope(c), idOf(c))))
  .put("/admin/product/:id/story", async (c) => {
    const id = idOf(c);
    const body = await adminBody(c, storyPut);
    // The story's HTML is kept out of the audit row: its length says enough.
    const payload = { isDisplay: body.isDisplay, contentLength: body.content.length };
    return ok(c, await write(c, STORY, { objectId: id, payload }, (s, _u, audit) => svc.putStory(s, id, body, audit)));
  })
  .get("/admin/product/subscriptionContract", async (c) => ok(c, await svc.readContracts(adminScope(c))))
  .post("/admin/product/subscriptionContract", async (c) => {
    const body = await adminBody(c, contractPost);
    const payload = { effectiveAt: body.effectiveAt, contentLength: body.content.length };
    return ok(
      c,
      await write(c, CONTRACT, { objectId: (r: { id: number } | undefined) => r?.id, payload }, (s, user, audit) =>
        svc.addContract(s, user, body, audit),
      ),
    );
  })
  .get("/admin/subscription/setting", (c) => ok(c, svc.readSubscriptionSetting(adminScope(c))))
  .patch("/admin/subscription/setting", async (c) => {
    const body = await adminBody(c, subscriptionSettingPatch);
    return ok(
      c,
      await write(c, SUBSCRIPTION, { payload: body }, (s, _u, audit) => svc.patchSubscriptionSetting(s, body, audit)),
    );
  })
  // Storefront: the contract a shopper agrees to when the cart holds a subscription.
  .get("/subscription/contract", async (c) => ok(c, await svc.currentContract(requireScope(c.get("rc")))));
