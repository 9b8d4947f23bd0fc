import type { StoreRow } from "../../db/schema";
import { Code } from "../shared/codes";
import { FRONTEND_VERSION } from "../shared/constants";
import { RETRY_AFTER_S } from "./bindingFailure";

// What a visitor gets while a binding is down and nothing cached can answer (issue 16 §2): 503
// with Retry-After, never a raw 500 or a stack. The API answers the envelope with the busy code;
// a page answers "back soon" in the store's name and language, built from the isolate's memo of
// the store (no D1, no R2, no script: it reloads itself with a meta refresh) in the design
// system's tokens (app/app.css), inline because nothing else may be reachable.

const COPY = {
  "zh-TW": {
    title: "我們很快回來",
    body: `商店暫時無法連線，資料都安全保存著。頁面會在 ${RETRY_AFTER_S} 秒後自動重新整理。`,
    retry: "重新整理",
  },
  en: {
    title: "We'll be back soon",
    body: `The shop can't be reached for a moment; nothing you saved is lost. This page reloads itself in ${RETRY_AFTER_S} seconds.`,
    retry: "Try again",
  },
} as const;

export const BUSY_MESSAGE = "System busy, please retry later.";

const retryHeaders = (contentType: string) => ({
  "content-type": contentType,
  "retry-after": String(RETRY_AFTER_S),
  "cache-control": "no-store",
});

/** The API's answer: the envelope with the busy code (spec client: "System busy… (503)"). */
export function busyEnvelope(requestId?: string): Response {
  return new Response(
    JSON.stringify({
      code: Code.BUSY,
      data: null,
      apiCacheMap: null,
      frontendVersion: FRONTEND_VERSION,
      message: BUSY_MESSAGE,
      ...(requestId ? { requestId } : {}),
    }),
    { status: 503, headers: retryHeaders("application/json; charset=UTF-8") },
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** The page's answer: "back soon" with the store's name when the memo knows it. */
export function backSoonPage(store: StoreRow | null, locale: "zh-TW" | "en", path = "/"): Response {
  const t = COPY[locale];
  const name = store?.name ?? "";
  const page = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${RETRY_AFTER_S}">
<title>${escapeHtml(name ? `${t.title} | ${name}` : t.title)}</title>
<style>
:root{--brand-50:#eef6f5;--brand-600:#17705f;--brand-700:#125a4d;--ink:#1c2024;--muted:#5f6b73;--line:#e3e7ea;--surface:#f6f7f8}
*{box-sizing:border-box}
body{margin:0;background:var(--surface);color:var(--ink);-webkit-font-smoothing:antialiased;font-family:system-ui,-apple-system,"Segoe UI","PingFang TC","Noto Sans TC","Noto Sans CJK TC","Microsoft JhengHei",sans-serif}
header{background:#fff;border-bottom:1px solid var(--line);padding:16px 20px;text-align:center;font-weight:700;font-size:18px}
main{display:flex;min-height:70vh;align-items:center;justify-content:center;padding:64px 20px}
.box{display:flex;max-width:28rem;flex-direction:column;align-items:center;text-align:center}
.icon{margin-bottom:20px;display:flex;height:64px;width:64px;align-items:center;justify-content:center;border-radius:9999px;background:var(--brand-50);color:var(--brand-600)}
.code{margin:0 0 4px;font-size:14px;font-weight:600;letter-spacing:.1em;color:var(--muted)}
h1{margin:0;font-size:24px;font-weight:700}
p.body{margin:12px 0 0;color:var(--muted);line-height:1.6}
a.retry{margin-top:28px;display:inline-flex;min-height:44px;align-items:center;border-radius:10px;background:var(--brand-600);padding:0 20px;color:#fff;font-weight:600;text-decoration:none}
a.retry:hover{background:var(--brand-700)}
</style>
</head>
<body>
${name ? `<header data-testid="back-soon-store">${escapeHtml(name)}</header>` : ""}
<main data-testid="back-soon">
<div class="box">
<div class="icon" aria-hidden="true"><svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="10"/><polyline points="12 6 12 12 16 14"/></svg></div>
<p class="code">503</p>
<h1>${t.title}</h1>
<p class="body">${t.body}</p>
<a class="retry" href="${escapeHtml(path)}">${t.retry}</a>
</div>
</main>
</body>
</html>`;
  return new Response(page, { status: 503, headers: retryHeaders("text/html; charset=UTF-8") });
}

/** A path that wants the envelope rather than a page. */
export const wantsEnvelope = (path: string) => path === "/api" || path.startsWith("/api/") || path.endsWith(".data");
