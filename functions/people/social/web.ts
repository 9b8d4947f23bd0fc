// Browser-side pieces of the social flow: the names of its short-lived HttpOnly cookies
// (platform/cookies.ts httpOnlyCookie) and the rule for where a flow may return to.

/** The OAuth state given to this browser: the callback must bring the same one back. */
export const STATE_COOKIE = "sf_oauth";
/** The kept third-party ticket (tpToken) while the visitor completes /line/register. */
export const TICKET_COOKIE = "sf_tp";
/** The two-factor challenge of a LINE sign-in, read once by the login page's code step. */
export const TWO_FACTOR_COOKIE = "sf_2fa";

/** Where a flow may return to: the one redirect rule (functions/shared/safeRedirect). */
export { safeRedirectPath as safeReturn } from "../../shared/safeRedirect";
