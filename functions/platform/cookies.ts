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

export function sessionCookie(token: string, secure: boolean, maxAgeS: number): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeS}`,
    secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export const clearSessionCookie = (secure: boolean) => sessionCookie("", secure, 0);
