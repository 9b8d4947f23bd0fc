import { httpOnlyCookie, readCookie } from "../../platform/cookies";
import { PREVIEW_COOKIE, PREVIEW_PARAMS, type PreviewState, previewOf } from "../../shared/storeSettings/preview";

// The page side of the test-mode preview (functions/shared/storeSettings/preview.ts has the rule): entering by a
// preview link remembers the preview in a cookie (so a page whose links lost the params is sent back
// to a preview address), `?exitPreview=1` forgets it. Both answer with one redirect.

const cookieOf = (value: string, secure: boolean, maxAgeS: number) =>
  httpOnlyCookie(PREVIEW_COOKIE, encodeURIComponent(value), secure, maxAgeS);

export type PreviewGate = { preview: PreviewState; redirect: { location: string; cookie: string } | null };

export function previewGate(request: Request, storeTestModeTime: string | null, secure: boolean, now = Date.now()) {
  const url = new URL(request.url);
  const cookie = readCookie(request.headers.get("cookie"), PREVIEW_COOKIE);
  if (url.searchParams.get("exitPreview") === "1") {
    const next = new URLSearchParams(url.searchParams);
    for (const k of [...PREVIEW_PARAMS, "exitPreview"]) next.delete(k);
    const q = next.toString();
    return {
      preview: null,
      redirect: { location: `${url.pathname}${q ? `?${q}` : ""}`, cookie: cookieOf("", secure, 0) },
    } satisfies PreviewGate;
  }
  const preview = previewOf(storeTestModeTime, url.searchParams, cookie, now);
  const value = preview && `${preview.testModeTime}|${preview.shareTestModeTime}`;
  if (preview && value && cookie !== value) {
    // Until the window ends, at most: an ended test mode leaves nothing behind.
    const maxAge = Math.max(1, Math.floor((Date.parse(preview.testModeTime) - now) / 1000));
    return {
      preview,
      redirect: { location: `${url.pathname}${url.search}`, cookie: cookieOf(value, secure, maxAge) },
    } satisfies PreviewGate;
  }
  return { preview, redirect: null } satisfies PreviewGate;
}
