import { GUEST_COOKIE } from "@functions/platform/cookies";

export const GUEST_ID_RE = /^[A-Za-z0-9]{32}$/;
export const GUEST_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Cookie access, injectable: workerd and SSR have no document. */
export type CookieJar = {
  enabled(): boolean;
  get(name: string): string | null;
  set(name: string, value: string, opts: { maxAgeS: number }): void;
};

/** 32 random letters/digits, unbiased (bytes ≥ 248 are redrawn so each of the 62 symbols is equally likely). */
export function generateGuestId(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  let out = "";
  while (out.length < 32) {
    const bytes = new Uint8Array(48);
    fill(bytes);
    for (const b of bytes) {
      if (b < 248 && out.length < 32) out += ALPHABET[b % 62];
    }
  }
  return out;
}

/** The stored guest id, created (cookie `guestId`, path /, 1 year) when cookies work and none is stored. */
export function ensureGuestId(jar: CookieJar): string | null {
  if (!jar.enabled()) return null;
  const current = jar.get(GUEST_COOKIE);
  if (current && GUEST_ID_RE.test(current)) return current;
  const id = generateGuestId();
  jar.set(GUEST_COOKIE, id, { maxAgeS: GUEST_COOKIE_MAX_AGE_S });
  // A browser may refuse the cookie (blocked storage); then there is no guest id to send.
  return jar.get(GUEST_COOKIE) === id ? id : null;
}

/** document.cookie in a browser; disabled (no guest id) where there is no document. */
export function documentCookieJar(): CookieJar {
  const doc = (globalThis as { document?: Document }).document;
  const nav = (globalThis as { navigator?: Navigator }).navigator;
  return {
    enabled: () => Boolean(doc) && nav?.cookieEnabled !== false,
    get(name) {
      if (!doc) return null;
      for (const part of doc.cookie.split(";")) {
        const i = part.indexOf("=");
        if (i > 0 && part.slice(0, i).trim() === name) {
          try {
            return decodeURIComponent(part.slice(i + 1).trim());
          } catch {
            return null;
          }
        }
      }
      return null;
    },
    set(name, value, { maxAgeS }) {
      if (!doc) return;
      const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
      doc.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax${secure}`;
    },
  };
}

/** An in-memory jar for tests and non-browser callers. */
export function memoryCookieJar(initial: Record<string, string> = {}, enabled = true): CookieJar {
  const m = new Map(Object.entries(initial));
  return {
    enabled: () => enabled,
    get: (n) => m.get(n) ?? null,
    set: (n, v) => void m.set(n, v),
  };
}
