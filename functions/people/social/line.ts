import { type SocialIdentity, type SocialProvider, SocialProviderError } from "./provider";

// LINE Login v2.1 (https://developers.line.biz/en/reference/line-login/). The authorisation code is
// traded at the token endpoint with the PKCE verifier; the ID token is then checked by LINE's own
// verify endpoint (signature, audience = our channel, expiry), which also returns name and email.
// Without an ID token (openid scope refused) the profile endpoint gives the user id and name.

export const LINE_AUTHORIZE_URL = "https://access.line.me/oauth2/v2.1/authorize";
export const LINE_TOKEN_URL = "https://api.line.me/oauth2/v2.1/token";
export const LINE_VERIFY_URL = "https://api.line.me/oauth2/v2.1/verify";
export const LINE_PROFILE_URL = "https://api.line.me/v2/profile";

export type LineChannel = { channelId: string; channelSecret: string };
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const form = (v: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(v).toString(),
});

async function json(res: Response, step: string): Promise<Record<string, unknown>> {
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // LINE answers JSON; anything else is a failure of that step.
  }
  if (!res.ok) throw new SocialProviderError(`${step}_${res.status}_${String(body.error ?? "error")}`);
  return body;
}

const str = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : null);

export function lineProvider(channel: LineChannel, fetcher: Fetch = (i, init) => fetch(i, init)): SocialProvider {
  return {
    service: "line",
    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const q = new URLSearchParams({
        response_type: "code",
        client_id: channel.channelId,
        redirect_uri: redirectUri,
        state,
        scope: "profile openid email",
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      });
      return `${LINE_AUTHORIZE_URL}?${q}`;
    },
    async exchange({ code, redirectUri, codeVerifier }): Promise<SocialIdentity> {
      const token = await json(
        await fetcher(
          LINE_TOKEN_URL,
          form({
            grant_type: "authorization_code",
            code,
            redirect_uri: redirectUri,
            client_id: channel.channelId,
            client_secret: channel.channelSecret,
            code_verifier: codeVerifier,
          }),
        ),
        "token",
      );
      const idToken = str(token.id_token);
      if (idToken) {
        const claims = await json(
          await fetcher(LINE_VERIFY_URL, form({ id_token: idToken, client_id: channel.channelId })),
          "verify",
        );
        const sub = str(claims.sub);
        if (!sub || claims.aud !== channel.channelId) throw new SocialProviderError("verify_claims");
        return { providerUserId: sub, name: str(claims.name), email: str(claims.email) };
      }
      const accessToken = str(token.access_token);
      if (!accessToken) throw new SocialProviderError("token_missing");
      const profile = await json(
        await fetcher(LINE_PROFILE_URL, { headers: { authorization: `Bearer ${accessToken}` } }),
        "profile",
      );
      const userId = str(profile.userId);
      if (!userId) throw new SocialProviderError("profile_missing");
      return { providerUserId: userId, name: str(profile.displayName), email: null };
    },
  };
}
