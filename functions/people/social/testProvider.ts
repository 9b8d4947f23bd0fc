import { sha256, toBase64Url } from "../../platform/crypto";
import { type SocialIdentity, type SocialProvider, SocialProviderError } from "./provider";

// The local stand-in for LINE Login (tests and `npm start` only; see config.ts). Its authorisation
// page is /dev/test-line-authorize; its "code" carries the chosen test identity together with the
// PKCE challenge and redirect URI it was issued for, and the exchange checks them exactly as LINE
// does: the verifier must hash (S256) to the challenge and the redirect URI must be the same.

export const TEST_LINE_CHANNEL_ID = "test-line-channel";
const CODE_TTL_MS = 5 * 60_000;

type TestCode = SocialIdentity & { challenge: string; redirectUri: string; exp: number };

const enc = new TextEncoder();
const dec = new TextDecoder();

function decode(code: string): TestCode | null {
  try {
    const bin = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
    const v = JSON.parse(dec.decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)))) as TestCode;
    return typeof v.providerUserId === "string" && typeof v.challenge === "string" ? v : null;
  } catch {
    return null;
  }
}

/** What the test authorisation page hands back as `code` once a test user is chosen. */
export function issueTestCode(
  identity: SocialIdentity,
  p: { challenge: string; redirectUri: string },
  now = Date.now(),
): string {
  const v: TestCode = { ...identity, challenge: p.challenge, redirectUri: p.redirectUri, exp: now + CODE_TTL_MS };
  return toBase64Url(enc.encode(JSON.stringify(v)));
}

export function testLineProvider(origin: string, now: () => number = Date.now): SocialProvider {
  return {
    service: "line",
    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const q = new URLSearchParams({
        response_type: "code",
        client_id: TEST_LINE_CHANNEL_ID,
        redirect_uri: redirectUri,
        state,
        scope: "profile openid email",
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      });
      return `${origin}/dev/test-line-authorize?${q}`;
    },
    async exchange({ code, redirectUri, codeVerifier }) {
      const v = decode(code);
      if (!v) throw new SocialProviderError("invalid_grant");
      if (v.exp <= now()) throw new SocialProviderError("code_expired");
      if (v.redirectUri !== redirectUri) throw new SocialProviderError("redirect_uri_mismatch");
      if ((await sha256(codeVerifier)) !== v.challenge) throw new SocialProviderError("pkce_mismatch");
      return { providerUserId: v.providerUserId, name: v.name, email: v.email };
    },
  };
}
