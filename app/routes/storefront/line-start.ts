import { socialProvider } from "@functions/people/social/config";
import { STATE_TTL_MS, startAuthorization } from "@functions/people/social/service";
import { STATE_COOKIE, safeReturn } from "@functions/people/social/web";
import { httpOnlyCookie } from "@functions/platform/cookies";
import { redirect } from "react-router";
import { activeUser, rcOf, scopeOf } from "../../lib/context.server";
import type { Route } from "./+types/line-start";

// POST /auth/line/start (mode=login|bind, redirect): starts LINE's authorisation. The state goes to
// D1 (hashed, with the PKCE verifier) and to this browser in an HttpOnly cookie; the callback
// accepts only a state that matches both.

export async function action({ request, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  const s = scopeOf(context);
  const fd = await request.formData();
  const mode = fd.get("mode") === "bind" ? "bind" : "login";
  const returnTo = safeReturn(String(fd.get("redirect") ?? ""), mode === "bind" ? "/profile/info/social" : "/");
  const user = activeUser(context)?.user ?? null;
  if (mode === "bind" && !user) return redirect(`/login?redirect=${encodeURIComponent("/profile/info/social")}`);
  const provider = socialProvider(rc.env, s.storeId, "line", rc.origin);
  if (!provider) {
    const back = mode === "bind" ? "/profile/info/social" : `/login?redirect=${encodeURIComponent(returnTo)}`;
    return redirect(`${back}${back.includes("?") ? "&" : "?"}socialError=400320&reason=unavailable`);
  }
  const { state, url } = await startAuthorization(s, provider, {
    mode,
    userId: mode === "bind" ? (user?.id ?? null) : null,
    returnTo,
    origin: rc.origin,
  });
  return redirect(url, {
    headers: { "set-cookie": httpOnlyCookie(STATE_COOKIE, state, rc.secure, STATE_TTL_MS / 1000) },
  });
}

// Starting a sign-in changes state: only by POST. A plain visit goes to the sign-in page.
export const loader = () => redirect("/login");
