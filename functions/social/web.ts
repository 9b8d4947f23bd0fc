// Browser-side pieces of the social flow: the two short-lived HttpOnly cookies and the rule for
// where a flow may return to.

/** The OAuth state given to this browser: the callback must bring the same one back. */
export const STATE_COOKIE = "sf_oauth";
/** The kept third-party ticket (tpToken) while the visitor completes /line/register. */
export const TICKET_COOKIE = "sf_tp";

export function shortCookie(name: string, value: string, secure: boolean, maxAgeS: number): string {
  return [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeS}`, secure ? "Secure" : ""]
    .filter(Boolean)
    .join("; ");
}

export const clearCookie = (name: string, secure: boolean) => shortCookie(name, "", secure, 0);

/**
 * A same-origin path to return to, else the fallback. Refuses protocol-relative forms ("//x",
 * "/\x") that a browser would follow to another host.
 */
export function safeReturn(raw: string | null | undefined, fallback = "/"): string {
  if (!raw || raw.length > 500 || !raw.startsWith("/")) return fallback;
  if (raw.startsWith("//") || raw.startsWith("/\\") || [...raw].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  return raw;
}
