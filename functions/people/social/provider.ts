// One interface for every social sign-in provider: the real LINE adapter (line.ts) and the local
// test stand-in (testProvider.ts) answer the same two questions.

export type SocialService = "line";
export const SOCIAL_SERVICES: readonly SocialService[] = ["line"];
export const isSocialService = (s: string): s is SocialService => (SOCIAL_SERVICES as readonly string[]).includes(s);

/** Who the provider says signed in. LINE gives an email only when the channel may ask for it. */
export type SocialIdentity = { providerUserId: string; name: string | null; email: string | null };

export interface SocialProvider {
  readonly service: SocialService;
  /** The authorisation URL (OAuth 2.0 code flow with PKCE S256) the browser is sent to. */
  authorizeUrl(p: { redirectUri: string; state: string; codeChallenge: string }): string;
  /** Trades the returned code (with the PKCE verifier) for the identity; throws SocialProviderError. */
  exchange(p: { code: string; redirectUri: string; codeVerifier: string }): Promise<SocialIdentity>;
}

/** A refusal or failure of the provider; `reason` is logged and shown as the failure code. */
export class SocialProviderError extends Error {
  constructor(readonly reason: string) {
    super(`social provider: ${reason}`);
  }
}
