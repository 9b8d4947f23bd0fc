import { Hono } from "hono";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { pageRule } from "../../shared/access/adminPrivileges";
import { PRODUCT } from "../../shared/constants";
import { importBulletins } from "../../store/content/bulletinImport";
import { getSystemBulletin, listSystemBulletins } from "../../store/content/systemBulletins";
import { type Access, idOf } from "../helpers";
import { importSheet, sheetLimit } from "../sheetUpload";

// /api: the bulletin import (back-office §7, all or nothing) and the operator's system notices
// (GET /api/{product}/bulletins). Handlers are thin: permission, input, one service call, the envelope.

const BULLETINS: Access = { system: "Bulletin", keys: [] };

/** System notices are read on notifications-{product}-bulletin-list: that page's row guards the call. */
const noticesRule = () => pageRule(`/admin/notifications-${PRODUCT}-bulletin-list/0`)?.rule ?? null;

export const bulletinNoticeRoutes = new Hono<AppEnv>()
  .post("/admin/bulletin/excel/import", sheetLimit, (c) =>
    importSheet(c, BULLETINS, (file) => (scope, _user, audit) => importBulletins(scope, file, audit)),
  )
  .get(`/${PRODUCT}/bulletins`, async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"), noticesRule());
    return ok(c, await listSystemBulletins(scope));
  })
  .get(`/${PRODUCT}/bulletins/:id{[0-9]+}`, async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"), noticesRule());
    return ok(c, await getSystemBulletin(scope, idOf(c)));
  });
