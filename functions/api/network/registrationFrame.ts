import { Hono } from "hono";
import { frameSession } from "../../network/registration/frame";
import { sessionCookie } from "../../platform/cookies";
import { type AppEnv, ok } from "../../platform/http/envelope";
import { jsonBody } from "../../platform/http/input";
import { requireScope } from "../../platform/tenancy/guards";
import { SESSION_TTL_MS } from "../../shared/constants";
import { frameSessionInput } from "../../shared/frameMessages";

// POST /api/frame/session: the framed page's sign-in from a parent's loginRegistStore or
// BranchRegist message (functions/network/registration/frame.ts). The token travels in the body, never as
// a bearer header, so the same-origin check of csrfGuard applies: only this host's page can call.

export const frameRoutes = new Hono<AppEnv>().post("/frame/session", async (c) => {
  const rc = c.get("rc");
  const input = await jsonBody(c, frameSessionInput);
  const out = await frameSession(rc, requireScope(rc), c.req.raw, input);
  c.header("set-cookie", sessionCookie(out.token, rc.secure, SESSION_TTL_MS / 1000));
  return ok(c, { user: out.user, redirectUrl: out.redirectUrl });
});
