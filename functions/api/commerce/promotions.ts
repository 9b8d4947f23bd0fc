import { Hono } from "hono";
import { importPromotions } from "../../commerce/promotions/importSheet";
import {
  activityListQuery,
  codeQuery,
  groupPlaceInput,
  promotionCreateInput,
  promotionListQuery,
  promotionPatchInput,
} from "../../commerce/promotions/schemas";
import * as svc from "../../commerce/promotions/service";
import { notFound } from "../../platform/errors";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { requireScope } from "../../platform/tenancy/guards";
import { type Access, adminBody, adminScope, idOf, query, write } from "../helpers";
import { importSheet, sheetLimit } from "../sheetUpload";

// /api: storefront promotions and activities; back-office promotions, coupons, activities, groups.
// Handlers are thin: permission, input, one service call, the envelope.

// Settings section (privilege 9), head-store-only (spec back-office §6). Cache keys: promotions
// change the promotion lists, their groups and which categories hold promotion products;
// activities only the activity list; group order the groups and the promotion list order.
const PROMOTIONS: Access = { system: "Promotion", keys: ["promotion", "promotionGroup", "promotionProductCategory"] };
const ACTIVITIES: Access = { system: "Promotion", keys: ["activity"] };
const GROUPS: Access = { system: "Promotion", keys: ["promotion", "promotionGroup"] };

/** The CRUD of one kind under its spec paths. */
function crud(kind: svc.Kind, base: string, access: Access) {
  return new Hono<AppEnv>()
    .get(base, async (c) => {
      const scope = adminScope(c);
      return ok(c, await svc.adminList(scope, kind, query(c, promotionListQuery)));
    })
    .post(base, async (c) => {
      const input = await adminBody(c, promotionCreateInput);
      const saved = await write(c, access, { objectId: (r: { id: number }) => r.id, payload: input }, (s, _u, audit) =>
        svc.create(s, kind, input, audit),
      );
      return ok(c, saved);
    })
    .get(`${base}/:id{[0-9]+}`, async (c) => ok(c, await svc.adminGet(adminScope(c), kind, idOf(c))))
    .patch(`${base}/:id{[0-9]+}`, async (c) => {
      const id = idOf(c);
      const patch = await adminBody(c, promotionPatchInput);
      return ok(
        c,
        await write(c, access, { objectId: id, payload: patch }, (s, _u, audit) =>
          svc.update(s, kind, id, patch, audit),
        ),
      );
    })
    .delete(`${base}/:id{[0-9]+}`, async (c) => {
      const id = idOf(c);
      await write(c, access, { objectId: id }, (s, _u, audit) => svc.remove(s, kind, id, audit));
      return ok(c, null);
    });
}

export const promotionRoutes = new Hono<AppEnv>()
  // ---- storefront -------------------------------------------------------------------------------
  .get("/promotions", async (c) => ok(c, await svc.listPromotions(requireScope(c.get("rc")))))
  .get("/promotions/:id", async (c) => ok(c, await svc.getPromotion(requireScope(c.get("rc")), idOf(c))))
  .get("/activities", async (c) => {
    const q = query(c, activityListQuery);
    return ok(c, await svc.listActivities(requireScope(c.get("rc")), q));
  })

  // ---- admin: checks and groups (before the CRUD so "creatingStore" is not read as an id) -------
  // Registration (creating-store) promotions: those whose storeScope is CREATING_STORE.
  .get("/admin/promotions/creatingStore", async (c) => ok(c, await svc.creatingStorePromotions(adminScope(c))))
  .get("/admin/promotion/ifPromotionExists", async (c) => {
    const scope = adminScope(c);
    return ok(c, await svc.codeExists(scope, query(c, codeQuery).code));
  })
  .get("/admin/activity/ifCodeExists", async (c) => {
    const scope = adminScope(c);
    return ok(c, await svc.codeExists(scope, query(c, codeQuery).code));
  })
  .get("/admin/promotion/groups", async (c) => ok(c, await svc.groups(adminScope(c))))
  .patch("/admin/promotion/groups/:groupNumber", async (c) => {
    const raw = c.req.param("groupNumber");
    if (!/^\d{1,4}$/.test(raw) || Number(raw) > 1000) throw notFound();
    const groupNumber = Number(raw);
    const { promotionIds } = await adminBody(c, groupPlaceInput);
    const out = await write(c, GROUPS, { objectId: groupNumber, payload: { promotionIds } }, (s, _u, audit) =>
      svc.placeInGroup(s, groupNumber, promotionIds, audit),
    );
    return ok(c, out);
  })
  .post("/admin/promotion/excel/import", sheetLimit, (c) =>
    importSheet(c, PROMOTIONS, (file) => (s, _u, audit) => importPromotions(s, file, audit)),
  )
  .route("/", crud("PROMOTION", "/admin/promotions", PROMOTIONS))
  .route("/", crud("ACTIVITY", "/admin/activities", ACTIVITIES));
