import { CHALLENGE_TTL_MS } from "@functions/people/accounts/twoFactor";
import { finishCallback } from "@functions/people/social/callback";
import { socialProvider } from "@functions/people/social/config";
import { TICKET_TTL_MS } from "@functions/people/social/service";
import { STATE_COOKIE, safeReturn, TICKET_COOKIE, TWO_FACTOR_COOKIE } from "@functions/people/social/web";
import { clearCookie, httpOnlyCookie, readCookie } from "@functions/platform/cookies";
import { redirect } from "react-router";
import { activeUser, rcOf, scopeOf } from "../../lib/context.server";
import { setSessionHeader } from "../../lib/session.server";
import type { Route } from "./+types/line-callback";

// GET /auth/line/callback?code&state (or ?error&state): LINE's redirect back. Everything happens
// on the server; the browser only follows the redirect to where the flow leads.

const reasonOf = (r: string) => (/^[\w-]{1,40}$/.test(r) ? r : "error");

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const s = scopeOf(context);
  const url = new URL(request.url);
  const q = (k: string) => url.searchParams.get(k);
  const headers = new Headers({ "set-cookie": clearCookie(STATE_COOKIE, rc.secure) });
  const provider = socialProvider(rc.env, s.storeId, "line", rc.origin);
  if (!provider) return redirect("/login?socialError=400320&reason=unavailable", { headers });

  const out = await finishCallback(s, provider, {
    state: q("state"),
    browserState: readCookie(request.headers.get("cookie"), STATE_COOKIE),
    code: q("code"),
    error: q("error"),
    origin: rc.origin,
    sessionUserId: activeUser(context)?.user.id ?? null,
    guestId: rc.guestId,
  });
  switch (out.kind) {
    case "signedIn":
      headers.append("set-cookie", setSessionHeader(out.accessToken, rc.secure)["set-cookie"]);
      return redirect(safeReturn(out.returnTo), { headers });
    case "twoFactor":
      // No session yet: the login page shows the code step for this challenge (kept out of the URL).
      headers.append(
        "set-cookie",
        httpOnlyCookie(TWO_FACTOR_COOKIE, out.challenge, rc.secure, CHALLENGE_TTL_MS / 1000),
      );
      return redirect(`/login?redirect=${encodeURIComponent(safeReturn(out.returnTo))}`, { headers });
    case "register":
      headers.append("set-cookie", httpOnlyCookie(TICKET_COOKIE, out.tpToken, rc.secure, TICKET_TTL_MS / 1000));
      return redirect("/line/register", { headers });
    case "bound":
      return redirect("/profile/info/social?bound=line", { headers });
    case "failed": {
      console.warn(JSON.stringify({ level: "warn", event: "social-callback", storeId: s.storeId, reason: out.reason }));
      const err = `socialError=${out.code}&reason=${encodeURIComponent(reasonOf(out.reason))}`;
      if (out.mode === "bind") return redirect(`/profile/info/social?${err}`, { headers });
      return redirect(`/login?redirect=${encodeURIComponent(safeReturn(out.returnTo))}&${err}`, { headers });
    }
  }
}
