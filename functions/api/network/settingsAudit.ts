import { Hono } from "hono";
import { z } from "zod";
import {
  DISPLAYS,
  decideAudit,
  listAudits,
  noticesOf,
  readAuditProfile,
  saveAuditProfile,
} from "../../network/settings/audit";
import { requireAdminAccess } from "../../platform/http/adminWrite";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { parseWith } from "../../platform/http/input";
import { reviewInput } from "../../store/account/schemas";
import { type Access, adminBody, adminScope, idOf, write } from "../helpers";

// Branch audit (issue 13 §4): the head store's list and decisions (Branches 5, head store only),
// the branch owner's profile (Settings 9, setting-audit-profile) and the store's notices.

const AUDIT: Access = { system: "Branch", keys: ["initial"] };
const PROFILE: Access = { system: "StoreReview", keys: ["initial"] };

const displayQuery = z.object({
  display: z.enum(Object.keys(DISPLAYS) as ["pending", "approved", "denied"]).default("pending"),
});
export const auditDecision = z.strictObject({
  status: z.enum(["NORMAL", "DENY"]),
  message: z.string().trim().max(200, "validation.tooLong").default(""),
});

export const branchAuditRoutes = new Hono<AppEnv>()
  .get("/admin/branch/audits", async (c) => {
    const scope = adminScope(c);
    return ok(c, await listAudits(scope, parseWith(displayQuery, c.req.query()).display));
  })
  .patch("/admin/branch/audits/:id", async (c) => {
    const id = idOf(c);
    const body = await adminBody(c, auditDecision);
    return ok(
      c,
      await write(c, AUDIT, { objectId: id, payload: body }, (s, _u, audit) => decideAudit(s, id, body, audit)),
    );
  })
  .get("/admin/branch/auditProfile", async (c) => ok(c, await readAuditProfile(adminScope(c))))
  .patch("/admin/branch/auditProfile", async (c) => {
    const body = await adminBody(c, reviewInput);
    // Review data is personal: the audit payload names the fields, not their values.
    return ok(
      c,
      await write(c, PROFILE, { payload: { fields: Object.keys(body) } }, (s, _u, audit) =>
        saveAuditProfile(s, body, audit),
      ),
    );
  })
  .get("/admin/branch/notices", async (c) => {
    const { scope } = requireAdminAccess(c.get("rc"));
    return ok(c, await noticesOf(scope));
  });
