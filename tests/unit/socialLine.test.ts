import { describe, expect, it } from "vitest";
import { lineChannelOf } from "../../functions/people/social/config";
import { LINE_PROFILE_URL, LINE_TOKEN_URL, LINE_VERIFY_URL, lineProvider } from "../../functions/people/social/line";
import { safeReturn } from "../../functions/people/social/web";

// The real LINE Login adapter cannot reach LINE here: these tests pin the requests it builds and
// how it reads LINE's documented answers (https://developers.line.biz/en/reference/line-login/).

const channel = { channelId: "1650000000", channelSecret: "s3cret" };
type Call = { url: string; init?: RequestInit };

function fakeFetch(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetcher = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const a = answers[url];
    if (!a) throw new Error(`unexpected ${url}`);
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200 });
  };
  return { calls, fetcher };
}

const formOf = (c: Call) => Object.fromEntries(new URLSearchParams(String(c.init?.body)));

describe("LINE Login adapter", () => {
  it("builds the authorisation URL with state, PKCE S256 and the openid/email scopes", () => {
    const url = new URL(
      lineProvider(channel).authorizeUrl({
        redirectUri: "https://shop.example/auth/line/callback",
        state: "st4te",
        codeChallenge: "ch4llenge",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://access.line.me/oauth2/v2.1/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "1650000000",
      redirect_uri: "https://shop.example/auth/line/callback",
      state: "st4te",
      scope: "profile openid email",
      code_challenge: "ch4llenge",
      code_challenge_method: "S256",
    });
  });

  it("trades the code with the verifier, then verifies the ID token for sub, name and email", async () => {
    const { calls, fetcher } = fakeFetch({
      [LINE_TOKEN_URL]: { body: { access_token: "at", id_token: "idt", token_type: "Bearer", expires_in: 2592000 } },
      [LINE_VERIFY_URL]: { body: { sub: "U1234", aud: "1650000000", name: "林小明", email: "ming@example.com" } },
    });
    const id = await lineProvider(channel, fetcher).exchange({
      code: "c0de",
      redirectUri: "https://shop.example/auth/line/callback",
      codeVerifier: "v".repeat(64),
    });
    expect(id).toEqual({ providerUserId: "U1234", name: "林小明", email: "ming@example.com" });
    expect(calls.map((c) => [c.url, c.init?.method])).toEqual([
      [LINE_TOKEN_URL, "POST"],
      [LINE_VERIFY_URL, "POST"],
    ]);
    expect(new Headers(calls[0]!.init?.headers).get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(formOf(calls[0]!)).toEqual({
      grant_type: "authorization_code",
      code: "c0de",
      redirect_uri: "https://shop.example/auth/line/callback",
      client_id: "1650000000",
      client_secret: "s3cret",
      code_verifier: "v".repeat(64),
    });
    expect(formOf(calls[1]!)).toEqual({ id_token: "idt", client_id: "1650000000" });
  });

  it("falls back to the profile endpoint without an ID token, and fails on LINE's errors", async () => {
    const noId = fakeFetch({
      [LINE_TOKEN_URL]: { body: { access_token: "at" } },
      [LINE_PROFILE_URL]: { body: { userId: "U9", displayName: "Amy" } },
    });
    const args = { code: "c", redirectUri: "https://s/auth/line/callback", codeVerifier: "v".repeat(43) };
    expect(await lineProvider(channel, noId.fetcher).exchange(args)).toEqual({
      providerUserId: "U9",
      name: "Amy",
      email: null,
    });
    expect(new Headers(noId.calls[1]!.init?.headers).get("authorization")).toBe("Bearer at");

    const refused = fakeFetch({ [LINE_TOKEN_URL]: { status: 400, body: { error: "invalid_grant" } } });
    await expect(lineProvider(channel, refused.fetcher).exchange(args)).rejects.toThrow(/token_400_invalid_grant/);
    const otherAud = fakeFetch({
      [LINE_TOKEN_URL]: { body: { id_token: "idt" } },
      [LINE_VERIFY_URL]: { body: { sub: "U1", aud: "someone-else" } },
    });
    await expect(lineProvider(channel, otherAud.fetcher).exchange(args)).rejects.toThrow(/verify_claims/);
  });

  it("reads a store's own channel from PROVIDER_SECRETS before the shared one", () => {
    const env = {
      PROVIDER_SECRETS: JSON.stringify({ "7": { lineLogin: { channelId: "own", channelSecret: "x" }, tappay: {} } }),
      LINE_CHANNEL_ID: "shared",
      LINE_CHANNEL_SECRET: "y",
    } as never;
    expect(lineChannelOf(env, 7)?.channelId).toBe("own");
    expect(lineChannelOf(env, 8)?.channelId).toBe("shared");
    expect(lineChannelOf({} as never, 8)).toBeNull();
  });

  it("returns only to same-origin paths", () => {
    expect(safeReturn("/checkout?x=1")).toBe("/checkout?x=1");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "", null, "/a\nb"]) {
      expect(safeReturn(bad)).toBe("/");
    }
  });
});
