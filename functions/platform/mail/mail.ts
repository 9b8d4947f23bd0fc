import type { StoreScope } from "../tenancy/scope";
import { brandMail } from "./mailBrand";

export type Mail = {
  to: string;
  subject: string;
  body: string;
  /** The site the mail links to (the request's origin); else the store's default domain. */
  origin?: string;
  /** Language of the mail's own text, for the footer labels; bilingual mails leave it out. */
  locale?: "zh-TW" | "en";
};

/**
 * Mail adapter. Locally (MAIL_PROVIDER=outbox) every message is written to the D1 outbox, which
 * /dev/outbox shows in development. A real provider (e.g. Cloudflare Email Service or any HTTPS
 * mail API) plugs in here behind MAIL_PROVIDER; see README "Mail". Every mail gets the store's
 * brand header and footer (setting-store) in its text and HTML parts.
 */
export async function sendMail(s: StoreScope, mail: Mail): Promise<void> {
  const branded = brandMail(s.store, mail.body, { origin: mail.origin, locale: mail.locale ?? "both" });
  switch (s.env.MAIL_PROVIDER ?? "outbox") {
    default:
      await s.outbox.send(mail.to, mail.subject, branded.body, branded.html);
  }
}
