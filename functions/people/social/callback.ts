import { AppError } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import { Code } from "../../shared/codes";
import type { SocialProvider } from "./provider";
import {
  bindIdentity,
  type CallbackInput,
  completeAuthorization,
  keepTicket,
  type SocialMode,
  socialLogin,
} from "./service";

// What the callback page (/auth/{service}/callback) does with the provider's answer, as one plan the
// page turns into a redirect and cookies.
export type CallbackOutcome =
  | { kind: "signedIn"; accessToken: string; returnTo: string }
  | { kind: "twoFactor"; challenge: string; expiresAt: string; returnTo: string }
  | { kind: "register"; tpToken: string; returnTo: string }
  | { kind: "bound" }
  | { kind: "failed"; mode: SocialMode; code: number; reason: string; returnTo: string };

export async function finishCallback(
  s: StoreScope,
  provider: SocialProvider,
  p: CallbackInput & { sessionUserId: number | null; guestId: string | null },
): Promise<CallbackOutcome> {
  let flow: Awaited<ReturnType<typeof completeAuthorization>>;
  try {
    flow = await completeAuthorization(s, provider, p);
  } catch (e) {
    if (e instanceof AppError) return { kind: "failed", mode: "login", code: e.code, reason: "state", returnTo: "/" };
    throw e;
  }
  const fail = (code: number, reason: string): CallbackOutcome => ({
    kind: "failed",
    mode: flow.mode,
    code,
    reason,
    returnTo: flow.returnTo,
  });
  if (!flow.identity) return fail(Code.SOCIAL_LOGIN_FAILED, flow.reason ?? "no_identity");

  if (flow.mode === "bind") {
    // The member who started binding must still be the one signed in here.
    if (flow.userId === null || flow.userId !== p.sessionUserId) return fail(Code.SOCIAL_LOGIN_FAILED, "session");
    try {
      await bindIdentity(s, flow.userId, provider.service, flow.identity);
    } catch (e) {
      if (e instanceof AppError) return fail(e.code, "bind");
      throw e;
    }
    return { kind: "bound" };
  }

  const tpToken = await keepTicket(s, provider.service, flow.identity, flow.returnTo);
  const out = await socialLogin(s, provider.service, tpToken, { guestId: p.guestId });
  if (out.kind === "signedIn") return { kind: "signedIn", accessToken: out.accessToken, returnTo: out.returnTo };
  if (out.kind === "twoFactor") return { kind: "twoFactor", ...out.twoFactor, returnTo: out.returnTo };
  return { kind: "register", tpToken, returnTo: out.returnTo };
}
