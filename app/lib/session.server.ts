import { clearSessionCookie, sessionCookie } from "../../functions/platform/cookies";
import { SESSION_TTL_MS } from "../../functions/shared/constants";

export const setSessionHeader = (token: string, secure: boolean) => ({
  "set-cookie": sessionCookie(token, secure, SESSION_TTL_MS / 1000),
});
export const clearSessionHeader = (secure: boolean) => ({ "set-cookie": clearSessionCookie(secure) });
