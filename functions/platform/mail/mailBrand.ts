import type { StoreRow } from "../../../db/schema";
import { companyInfo, logoSrc, storeImage } from "../../shared/storeSettings/brand";

// Every mail of a store carries its brand (setting-store): the logo, or the store name, at the top
// and the company info at the bottom, in the plain-text body and in an HTML part. Mails leave the
// store's host, so image and site links are absolute: the origin of the request that caused the
// mail, else the store's default domain.

export type BrandedMail = { body: string; html: string };

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Plain text → HTML paragraphs; http(s) links become anchors. */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((para) => {
      const html = esc(para)
        .replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}" style="color:#17705f">${u}</a>`)
        .replace(/\n/g, "<br>");
      return `<p style="margin:0 0 16px">${html}</p>`;
    })
    .join("");
}

/** The company lines of the footer (empty ones left out), with the store name first. */
function footerLines(store: StoreRow, locale: "zh-TW" | "en" | "both"): string[] {
  const info = companyInfo(store.settingStore);
  const taxLabel = locale === "en" ? "Tax ID" : locale === "both" ? "統一編號 / Tax ID" : "統一編號";
  return [
    info.companyName && info.companyName !== store.name ? `${store.name} · ${info.companyName}` : store.name,
    info.companyId ? `${taxLabel} ${info.companyId}` : "",
    [info.phone, info.email].filter(Boolean).join(" · "),
    info.address ?? "",
    info.serviceTime ?? "",
  ].filter(Boolean);
}

export function originOf(store: StoreRow, origin?: string | null): string | null {
  if (origin) return origin.replace(/\/+$/, "");
  return store.defaultDomain ? `https://${store.defaultDomain}` : null;
}

export function brandMail(
  store: StoreRow,
  body: string,
  opts: { origin?: string | null; locale?: "zh-TW" | "en" | "both" } = {},
): BrandedMail {
  const origin = originOf(store, opts.origin);
  const lines = footerLines(store, opts.locale ?? "both");
  const site = origin ? `${origin}/` : null;
  const text = [`【${store.name}】`, "", body.trimEnd(), "", "—", ...lines, ...(site ? [site] : [])].join("\n");

  const logo = storeImage(store.settingStore, "logo");
  const name = esc(store.name);
  const mark =
    logo && origin
      ? `<img src="${esc(origin + logoSrc(logo))}" alt="${name}" height="40" style="display:block;height:40px;width:auto;max-width:200px;border:0">`
      : `<span style="font-size:20px;font-weight:700;color:#1f2933">${name}</span>`;
  const header = site ? `<a href="${esc(site)}" style="text-decoration:none">${mark}</a>` : mark;
  const footer =
    lines.map((l) => esc(l)).join("<br>") +
    (site ? `<br><a href="${esc(site)}" style="color:#17705f">${esc(site)}</a>` : "");
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    "<body style=\"margin:0;background:#f5f6f7;font-family:-apple-system,BlinkMacSystemFont,'Noto Sans TC','PingFang TC',sans-serif;color:#1f2933\">",
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:12px">',
    `<tr><td style="padding:20px 24px;border-bottom:1px solid #e5e7eb">${header}</td></tr>`,
    `<tr><td style="padding:24px;font-size:15px;line-height:1.6">${textToHtml(body.trim())}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.6;color:#6b7280">${footer}</td></tr>`,
    "</table></td></tr></table></body></html>",
  ].join("");
  return { body: text, html };
}
