// Spec storefront §4 / back-office §4 test mode: while the store's test-mode window is open, a
// visitor who opened a preview link (the `testModeTime` and `shareTestModeTime` query params) browses
// the storefront "in preview". In preview, admin and profile- paths go to /not-allow-preview (the
// route guard) and every other page keeps both params in its address, so a shared link stays a
// preview as it is clicked through. Pure, so the page guard and the unit table run the same rule.

export const PREVIEW_PARAMS = ["testModeTime", "shareTestModeTime"] as const;
/** Remembers an open preview between pages whose links do not carry the params. */
export const PREVIEW_COOKIE = "sf_preview";

/** The store's test mode is on: its window end lies in the future. */
export const testModeActive = (testModeTime: string | null | undefined, now = Date.now()) =>
  Boolean(testModeTime && Date.parse(testModeTime) > now);

export type PreviewState = { testModeTime: string; shareTestModeTime: string } | null;

/**
 * The preview a request is in: the params (or the cookie) name the store's current window; a link
 * of an earlier window, or any link once test mode has ended, is no preview.
 */
export function previewOf(
  storeTestModeTime: string | null | undefined,
  params: URLSearchParams,
  cookie: string | null,
  now = Date.now(),
): PreviewState {
  if (!storeTestModeTime || !testModeActive(storeTestModeTime, now)) return null;
  const fromQuery = params.get("testModeTime");
  if (fromQuery === storeTestModeTime) {
    return { testModeTime: fromQuery, shareTestModeTime: params.get("shareTestModeTime") || String(now) };
  }
  if (cookie) {
    const [time, share] = cookie.split("|");
    if (time === storeTestModeTime) return { testModeTime: time, shareTestModeTime: share || String(now) };
  }
  return null;
}

const exempt = (path: string) =>
  path === "/not-allow-preview" ||
  path === "/locale" ||
  path === "/logout" ||
  /\.(xml|txt)$/.test(path) ||
  path.startsWith("/api/") ||
  path.startsWith("/media/");

/**
 * Where a preview page must go so that its address carries the params, or null when it already
 * does (or the page takes none). Admin and profile paths are the route guard's (/not-allow-preview).
 */
export function previewRedirect(url: URL, preview: PreviewState): string | null {
  if (!preview || exempt(url.pathname)) return null;
  const p = url.searchParams;
  if (p.get("testModeTime") === preview.testModeTime && p.get("shareTestModeTime") === preview.shareTestModeTime)
    return null;
  const next = new URLSearchParams(p);
  next.set("testModeTime", preview.testModeTime);
  next.set("shareTestModeTime", preview.shareTestModeTime);
  return `${url.pathname}?${next.toString()}`;
}

/** A link that opens the storefront in preview (the setting page's "copy preview link"). */
export function previewLink(origin: string, testModeTime: string, sharedAt: number) {
  const q = new URLSearchParams({ testModeTime, shareTestModeTime: String(sharedAt) });
  return `${origin}/?${q.toString()}`;
}
