import { type Context, Hono } from "hono";
import { requestPasswordReset, resetPassword } from "../../people/accounts/passwordReset";
import * as accounts from "../../people/accounts/service";
import { completeTwoFactorLogin } from "../../people/accounts/twoFactor";
import { publicUser } from "../../people/accounts/user";
import { clearSessionCookie, sessionCookie } from "../../platform/cookies";
import { AppError } from "../../platform/errors";
import { type AppEnv, envelope, ok } from "../../platform/http/envelope";
import { jsonBody } from "../../platform/http/input";
import { requireScope, requireUser } from "../../platform/tenancy/guards";
import { Code } from "../../shared/codes";
import { SESSION_TTL_MS } from "../../shared/constants";
import { twoFactorLoginInput } from "../../shared/people/security";
import {
  emailOnlyInput,
  loginInput,
  passwordChangeInput,
  profileInput,
  registerInput,
  resetPasswordInput,
} from "../../shared/validators";

const cookieMaxAge = SESSION_TTL_MS / 1000;

/** Fetch metadata of `fetch()`/XHR from a page of this origin; an <img>, a navigation or another site differ. */
function scriptOfThisOrigin(req: Request): boolean {
  const mode = req.headers.get("sec-fetch-mode");
  return req.headers.get("sec-fetch-site") === "same-origin" && (mode === "cors" || mode === "same-origin");
}

async function endSession(c: Context<AppEnv>, tokenHash: string) {
  const rc = c.get("rc");
  await accounts.logout(requireScope(rc), tokenHash);
  c.header("set-cookie", clearSessionCookie(rc.secure));
  return ok(c, true);
}

export const authRoutes = new Hono<AppEnv>()
  .post("/register", async (c) => {
    const rc = c.get("rc");
    const input = await jsonBody(c, registerInput);
    const out = await accounts.register(requireScope(rc), input, rc.clientIp, { guestId: rc.guestId });
    c.header("set-cookie", sessionCookie(out.accessToken, rc.secure, cookieMaxAge));
    return ok(c, out);
  })
  .post("/login", async (c) => {
    const rc = c.get("rc");
    const input = await jsonBody(c, loginInput);
    const out = await accounts.login(requireScope(rc), input, rc.clientIp, {
      guestId: rc.guestId,
      userAgent: c.req.header("user-agent"),
    });
    // An admin with two-factor on: no session yet, the challenge for POST /auth/login/twoFactor.
    if (out.twoFactor) return c.json(envelope(rc, Code.TWO_FACTOR_REQUIRED, out.twoFactor), 200);
    c.header("set-cookie", sessionCookie(out.accessToken, rc.secure, cookieMaxAge));
    return ok(c, out);
  })
  .post("/login/twoFactor", async (c) => {
    const rc = c.get("rc");
    const input = await jsonBody(c, twoFactorLoginInput);
    const scope = requireScope(rc);
    const out = await completeTwoFactorLogin(scope, input, rc.clientIp, { userAgent: c.req.header("user-agent") });
    await accounts.joinGuestCart(scope, rc.guestId, out.user.id);
    c.header("set-cookie", sessionCookie(out.accessToken, rc.secure, cookieMaxAge));
    return ok(c, out);
  })
  .get("/logout", async (c) => {
    const rc = c.get("rc");
    const { tokenHash } = requireUser(rc);
    const viaCookie = rc.session.kind === "active" && rc.session.via === "cookie";
    // A cookie rides along with any GET the browser makes (an <img>, a link on another site): a
    // cookie session ends here only for a script of this very origin. Bearer clients are unaffected.
    if (viaCookie && !scriptOfThisOrigin(c.req.raw)) {
      throw new AppError(Code.INVALID_REQUEST, 403, "Log out with POST from this site.");
    }
    return endSession(c, tokenHash);
  })
  // The same for cookie clients by POST, which the CSRF guard already holds to this origin.
  .post("/logout", async (c) => endSession(c, requireUser(c.get("rc")).tokenHash))
  .post("/forgetPassword", async (c) => {
    const rc = c.get("rc");
    const { email } = await jsonBody(c, emailOnlyInput);
    await requestPasswordReset(requireScope(rc), email, rc.origin, rc.locale, rc.clientIp);
    return ok(c, true);
  })
  .post("/resetPassword", async (c) => {
    const rc = c.get("rc");
    const input = await jsonBody(c, resetPasswordInput);
    await resetPassword(requireScope(rc), input.token, input.newPassword, rc.clientIp);
    return ok(c, true);
  });

export const userRoutes = new Hono<AppEnv>()
  .get("/profile", (c) => ok(c, publicUser(requireUser(c.get("rc")).user)))
  .patch("/profile", async (c) => {
    const rc = c.get("rc");
    const { user } = requireUser(rc);
    const input = await jsonBody(c, profileInput);
    return ok(c, await accounts.updateProfile(requireScope(rc), user.id, input));
  })
  .patch("/password", async (c) => {
    const rc = c.get("rc");
    const { user } = requireUser(rc);
    const input = await jsonBody(c, passwordChangeInput);
    const out = await accounts.changePassword(requireScope(rc), user.id, input);
    if (rc.session.kind === "active" && rc.session.via === "cookie") {
      c.header("set-cookie", sessionCookie(out.accessToken, rc.secure, cookieMaxAge));
    }
    return ok(c, out);
  })
  .post("/ifEmailExists", async (c) => {
    const rc = c.get("rc");
    const { email } = await jsonBody(c, emailOnlyInput);
    return ok(c, await accounts.ifEmailExists(requireScope(rc), email, rc.clientIp));
  })
  .get("/isOnline", (c) => {
    const rc = c.get("rc");
    return ok(c, rc.session.kind === "active");
  });
