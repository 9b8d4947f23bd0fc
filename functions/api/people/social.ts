import { Hono } from "hono";
import { isSocialService, type SocialService } from "../../people/social/provider";
import { socialLoginInput, socialRegisterInput } from "../../people/social/schemas";
import { socialLogin, socialRegister } from "../../people/social/service";
import { issueTpCode } from "../../people/social/tpAuth";
import { sessionCookie } from "../../platform/cookies";
import { AppError } from "../../platform/errors";
import { type AppEnv, envelope, ok } from "../../platform/http/envelope";
import { jsonBody } from "../../platform/http/input";
import { requireScope, requireUser } from "../../platform/tenancy/guards";
import { Code } from "../../shared/codes";
import { SESSION_TTL_MS } from "../../shared/constants";

// Spec storefront §7: POST /api/auth/{service}/login, POST /api/auth/{service}/register and
// GET /api/auth/tpauthcode. Mounted beside the account routes (functions/api/table.ts).

const cookieMaxAge = SESSION_TTL_MS / 1000;

function serviceOf(raw: string): SocialService {
  if (!isSocialService(raw)) throw new AppError(Code.NOT_FOUND, 404, "Not found");
  return raw;
}

export const socialRoutes = new Hono<AppEnv>()
  .get("/auth/tpauthcode", async (c) => {
    const rc = c.get("rc");
    const { user } = requireUser(rc);
    return ok(c, await issueTpCode(requireScope(rc), user.id));
  })
  .post("/auth/:service/login", async (c) => {
    const rc = c.get("rc");
    const service = serviceOf(c.req.param("service"));
    const { tpToken } = await jsonBody(c, socialLoginInput);
    const out = await socialLogin(requireScope(rc), service, tpToken, { guestId: rc.guestId });
    // Same answer as the password step: the client finishes with POST /api/auth/login/twoFactor.
    if (out.kind === "twoFactor") return c.json(envelope(rc, Code.TWO_FACTOR_REQUIRED, out.twoFactor), 200);
    if (out.kind === "register") {
      // Not registered (or the email belongs to a password account): the client keeps the
      // tpToken, name and email for /{service}/register.
      return c.json(envelope(rc, out.code, { name: out.name, email: out.email }), 200);
    }
    c.header("set-cookie", sessionCookie(out.accessToken, rc.secure, cookieMaxAge));
    return ok(c, { accessToken: out.accessToken, user: out.user, name: out.user.name, email: out.user.email });
  })
  .post("/auth/:service/register", async (c) => {
    const rc = c.get("rc");
    const service = serviceOf(c.req.param("service"));
    const input = await jsonBody(c, socialRegisterInput);
    const out = await socialRegister(requireScope(rc), service, input, rc.clientIp, { guestId: rc.guestId });
    c.header("set-cookie", sessionCookie(out.accessToken, rc.secure, cookieMaxAge));
    return ok(c, { accessToken: out.accessToken, user: out.user });
  });
