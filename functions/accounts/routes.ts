import { Hono } from "hono";
import { clearSessionCookie, sessionCookie } from "../platform/cookies";
import { type AppEnv, ok } from "../platform/envelope";
import { requireScope, requireUser } from "../platform/guards";
import { jsonBody } from "../platform/input";
import { SESSION_TTL_MS } from "../shared/constants";
import {
  emailOnlyInput,
  loginInput,
  passwordChangeInput,
  profileInput,
  registerInput,
  resetPasswordInput,
} from "../shared/validators";
import { requestPasswordReset, resetPassword } from "./passwordReset";
import * as accounts from "./service";
import { publicUser } from "./user";

const cookieMaxAge = SESSION_TTL_MS / 1000;

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
    const out = await accounts.login(requireScope(rc), input, rc.clientIp, { guestId: rc.guestId });
    c.header("set-cookie", sessionCookie(out.accessToken, rc.secure, cookieMaxAge));
    return ok(c, out);
  })
  .get("/logout", async (c) => {
    const rc = c.get("rc");
    const { tokenHash } = requireUser(rc);
    await accounts.logout(requireScope(rc), tokenHash);
    c.header("set-cookie", clearSessionCookie(rc.secure));
    return ok(c, true);
  })
  .post("/forgetPassword", async (c) => {
    const rc = c.get("rc");
    const { email } = await jsonBody(c, emailOnlyInput);
    await requestPasswordReset(requireScope(rc), email, rc.origin, rc.locale);
    return ok(c, true);
  })
  .post("/resetPassword", async (c) => {
    const rc = c.get("rc");
    const input = await jsonBody(c, resetPasswordInput);
    await resetPassword(requireScope(rc), input.token, input.newPassword);
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
    return ok(c, await accounts.ifEmailExists(requireScope(rc), email));
  })
  .get("/isOnline", (c) => {
    const rc = c.get("rc");
    return ok(c, rc.session.kind === "active");
  });
