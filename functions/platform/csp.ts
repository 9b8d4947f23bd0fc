import { createContext } from "react-router";

// The Content-Security-Policy of server-rendered pages (ARCHITECTURE "Sessions and security").
// Scripts run only from this origin or with the response's nonce: no 'unsafe-inline' for scripts,
// so markup that slips past the HTML sanitiser cannot run. The nonce is fresh for every response,
// a page served from the page cache included (see `withFreshNonce`).

/** The React Router context key that hands the response's nonce to entry.server.tsx. */
export const cspNonceContext = createContext<string>("");

/** The header naming the nonce a document was rendered with; read and removed before it leaves. */
export const RENDERED_NONCE_HEADER = "x-sf-csp-nonce";

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

// Hosts a form on our pages posts to: ECPay's convenience-store map (functions/ecpay/config.ts).
// Every other flow (LINE Pay, TapPay, the test provider) posts to this origin and is redirected.
const FORM_TARGETS = ["https://logistics.ecpay.com.tw", "https://logistics-stage.ecpay.com.tw"];
// VIDEO banners open a YouTube player (app/components/shop/VideoBanner.tsx).
const FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];

export type PolicyInput = {
  nonce: string;
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
 * - script-src 'self' with the nonce, not 'strict-dynamic': the entry module imports its chunks
 *   and React Router preloads them with `<link rel=modulepreload>`, all from this origin.
 */
export function contentSecurityPolicy(p: PolicyInput): string {
  const ancestors = p.deny ? "'none'" : ["'self'", ...p.frameAncestors].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${p.nonce}' 'report-sample'`,
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

/**
 * A cached document carries the nonce of the render that produced it. Each response gets a new
 * one: the nonce attributes that hold the rendered value (and only those, so a script that came in
 * without the nonce stays blocked) are rewritten on the way out.
 */
export function withFreshNonce(res: Response, rendered: string, fresh: string): Response {
  if (!res.body || rendered === fresh) return res;
  return new HTMLRewriter()
    .on("[nonce]", {
      element(el) {
        if (el.getAttribute("nonce") === rendered) el.setAttribute("nonce", fresh);
      },
    })
    .transform(res);
}
