import { createContext } from "react-router";

// The Content-Security-Policy of server-rendered pages (ARCHITECTURE "Sessions and security").
// Scripts run only from this origin, or inline when they carry the render's nonce: no
// 'unsafe-inline' for scripts, so markup that slips past the HTML sanitiser cannot run. A fresh
// render's policy names its nonce (fresh for every render). A page served from the page cache is
// sent as stored, byte for byte: its nonce attributes were taken out and the policy names the
// hashes of exactly the scripts that carried the nonce (`scriptHashesOf`), so a script that came in
// without it stays blocked there too.

/** The React Router context key that hands the response's nonce to entry.server.tsx. */
export const cspNonceContext = createContext<string>("");

/** The header naming the nonce a document was rendered with; read and removed before it leaves. */
export const RENDERED_NONCE_HEADER = "x-sf-csp-nonce";

/** The header that carries a stored page's script hashes to `withPageHeaders`; removed before it leaves. */
export const SCRIPT_HASHES_HEADER = "x-sf-csp-hashes";

/** Where browsers send violation reports (spec §7 frontend error log). */
export const CSP_REPORT_PATH = "/api/store/frontendErrorLogs";
/** The Reporting API group name of that endpoint (`Reporting-Endpoints`, `report-to`). */
export const CSP_REPORT_GROUP = "csp";

/** 128 random bits, base64url (a CSP nonce must be unguessable and unique per response). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The back office (/admin, /admins and below) is never framed, by anyone. */
export const isBackOfficePath = (pathname: string) => /^\/admins?(?:\/|$|\.data$)/.test(pathname);

// Hosts a form on our pages posts to: ECPay's convenience-store map (functions/commerce/ecpay/config.ts).
// Every other flow (LINE Pay, TapPay, the test provider) posts to this origin and is redirected.
const FORM_TARGETS = ["https://logistics.ecpay.com.tw", "https://logistics-stage.ecpay.com.tw"];
// VIDEO banners open a YouTube player (app/components/shop/VideoBanner.tsx).
const FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];

export type PolicyInput = {
  /** The inline scripts allowed, space-separated: `'nonce-…'` of a fresh render, or a stored page's `'sha256-…'` hashes. */
  scriptSources: string;
  /** Origins allowed to frame the page besides 'self'; empty and `deny` for the back office. */
  frameAncestors: readonly string[];
  deny: boolean;
  reportUrl: string;
};

/**
 * The policy string. Choices where a narrower rule would break the shop:
 * - style-src 'unsafe-inline': React style attributes (swiper, image ratios), React 19 `<style>`
 *   elements (home page, article prose) and the rich-text preview's srcdoc frame. Inline styles
 *   cannot run code; a nonce here would make browsers ignore 'unsafe-inline' and break them.
 * - img-src https: articles and banners may show images from any https host (spec §4: absolute
 *   image links are used as they are), plus the YouTube poster of a VIDEO banner.
 * - script-src 'self' with the nonce or hashes, not 'strict-dynamic': the entry module imports its chunks
 *   and React Router preloads them with `<link rel=modulepreload>`, all from this origin.
 */
export function contentSecurityPolicy(p: PolicyInput): string {
  const ancestors = p.deny ? "'none'" : ["'self'", ...p.frameAncestors].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${p.scriptSources ? `${p.scriptSources} ` : ""}'report-sample'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${FRAME_SOURCES.join(" ")}`,
    `form-action 'self' ${FORM_TARGETS.join(" ")}`,
    `frame-ancestors ${ancestors}`,
    "base-uri 'self'",
    "object-src 'none'",
    `report-uri ${p.reportUrl}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join("; ");
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A rendered document made storable: every `nonce` attribute of its render taken out, and the CSP
 * hash sources of the inline scripts that carried it (and only those: a script that slipped into
 * the markup without the nonce gets no hash). Data blocks (JSON-LD) never run and need none. Browsers hash a script's text after the HTML
 * parser has turned CR and CRLF into LF, so the hash does the same.
 */
export async function scriptHashesOf(html: string, nonce: string): Promise<{ html: string; hashes: string[] }> {
  const attr = ` nonce="${nonce}"`;
  const texts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attrs = ""]) => attrs.includes(attr) && !/\ssrc=|type="application\/(?:ld\+)?json"/i.test(attrs))
    .map(([, , text = ""]) => text.replace(/\r\n?/g, "\n"));
  const hashes = await Promise.all(
    [...new Set(texts)].map(async (text) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
      let bin = "";
      for (const b of new Uint8Array(digest)) bin += String.fromCharCode(b);
      return `'sha256-${btoa(bin)}'`;
    }),
  );
  return { html: html.replaceAll(attr, ""), hashes };
}
