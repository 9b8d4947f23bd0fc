import type { StoreScope } from "./scope";

export type Mail = { to: string; subject: string; body: string };

/**
 * Mail adapter. Locally (MAIL_PROVIDER=outbox) every message is written to the D1 outbox, which
 * /dev/outbox shows in development. A real provider (e.g. Cloudflare Email Service or any HTTPS
 * mail API) plugs in here behind MAIL_PROVIDER; see README "Mail".
 */
export async function sendMail(s: StoreScope, mail: Mail): Promise<void> {
  switch (s.env.MAIL_PROVIDER ?? "outbox") {
    default:
      await s.outbox.send(mail.to, mail.subject, mail.body);
  }
}
