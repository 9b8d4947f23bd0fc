// The section a blocked admin page needed, carried over the guard's redirect for one page: a
// short-lived cookie (the redirect's address stays the spec's first page, with no query that its
// filters would keep). Read and cleared by RefusedNotice in the browser, so not HttpOnly.
export const REFUSED_COOKIE = "sf_refused";

export const refusedCookie = (section: number) => `${REFUSED_COOKIE}=${section}; Path=/; Max-Age=60; SameSite=Lax`;

/** The refused section in a cookie header, or null. */
export function refusedOf(cookie: string): number | null {
  const m = new RegExp(`(?:^|;\\s*)${REFUSED_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookie);
  return m ? Number(m[1]) : null;
}
