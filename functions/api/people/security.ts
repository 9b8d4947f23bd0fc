import { Hono } from "hono";
import {
  confirmEnrolment,
  disableTwoFactor,
  listSessions,
  regenerateRecoveryCodes,
  revokeOtherSessions,
  revokeSession,
  securityStatus,
  startEnrolment,
} from "../../people/security/service";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { requireUser } from "../../platform/tenancy/guards";
import { confirmTotpInput, reauthInput } from "../../shared/people/security";
import { type Access, adminBody, adminScope, type C, write } from "../helpers";

// /api/admin/store/user/security… and /sessions…: the signed-in admin's own two-factor sign-in
// and sessions (issue 12, beyond the spec). Settings menu entry 9-15, open to branch stores too
// (it is the admin's own account). Codes, secrets and passwords never enter the audit payload.
const SECURITY: Access = { system: "User", keys: [] };

const currentHash = (c: C) => requireUser(c.get("rc")).tokenHash;

export const securityRoutes = new Hono<AppEnv>()
  .get("/admin/store/user/security", async (c) => {
    const scope = adminScope(c);
    return ok(c, await securityStatus(scope, requireUser(c.get("rc")).user.id));
  })
  .post("/admin/store/user/security/totp", async (c) => {
    // The request body, if any, is ignored (the drainBody middleware reads it).
    return ok(c, await write(c, SECURITY, {}, (s, user, audit) => startEnrolment(s, user, audit)));
  })
  .post("/admin/store/user/security/totp/confirm", async (c) => {
    const { code } = await adminBody(c, confirmTotpInput);
    return ok(
      c,
      await write(c, SECURITY, { payload: { enabled: true } }, (s, u, audit) => confirmEnrolment(s, u.id, code, audit)),
    );
  })
  .post("/admin/store/user/security/totp/disable", async (c) => {
    const input = await adminBody(c, reauthInput);
    return ok(
      c,
      await write(c, SECURITY, { payload: { enabled: false } }, (s, u, audit) => disableTwoFactor(s, u, input, audit)),
    );
  })
  .post("/admin/store/user/security/recoveryCodes", async (c) => {
    const input = await adminBody(c, reauthInput);
    return ok(c, await write(c, SECURITY, {}, (s, u, audit) => regenerateRecoveryCodes(s, u, input, audit)));
  })
  .get("/admin/store/user/sessions", async (c) => {
    const scope = adminScope(c);
    const { user, tokenHash } = requireUser(c.get("rc"));
    return ok(c, await listSessions(scope, user.id, tokenHash));
  })
  .delete("/admin/store/user/sessions/:id", async (c) => {
    adminScope(c);
    const id = c.req.param("id");
    const keep = currentHash(c);
    return ok(c, await write(c, SECURITY, { objectId: id }, (s, u, audit) => revokeSession(s, u.id, id, keep, audit)));
  })
  .delete("/admin/store/user/sessions", async (c) => {
    adminScope(c);
    const keep = currentHash(c);
    return ok(c, await write(c, SECURITY, {}, (s, u, audit) => revokeOtherSessions(s, u.id, keep, audit)));
  });
