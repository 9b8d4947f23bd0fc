// Session and locale cookies. The browser keeps cookies per host, so each store's session lives
// only on that store's host; the name carries no host.
export const SESSION_COOKIE = "sf_session";
export const LOCALE_COOKIE = "sf_lang";
export const GUEST_COOKIE = "guestId";

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A host cookie no script may read: the session, the preview, the social flow's short ones. */
export function httpOnlyCookie(name: string, value: string, secure: boolean, maxAgeS: number): string {
  return [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeS}`, secure ? "Secure" : ""]
    .filter(Boolean)
    .join("; ");
}

export const sessionCookie = (token: string, secure: boolean, maxAgeS: number) =>
  httpOnlyCookie(SESSION_COOKIE, token, secure, maxAgeS);

export const clearCookie = (name: string, secure: boolean) => httpOnlyCookie(name, "", secure, 0);
export const clearSessionCookie = (secure: boolean) => clearCookie(SESSION_COOKIE, secure);
