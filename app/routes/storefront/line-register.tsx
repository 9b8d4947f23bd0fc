import "../../i18n/social";
import { socialRegisterForm } from "@functions/people/social/schemas";
import { describeTicket, socialRegister } from "@functions/people/social/service";
import { safeReturn, TICKET_COOKIE } from "@functions/people/social/web";
import { clearCookie, readCookie } from "@functions/platform/cookies";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import { NameEmailFields } from "../../components/member/ProfileFields";
import { PageMeta } from "../../components/PageMeta";
import { LINE, LineStartForm } from "../../components/social/SocialSignIn";
import { Alert, Button } from "../../components/ui";
import { useT } from "../../i18n";
import { activeUser, rcOf, scopeOf } from "../../lib/context.server";
import { readForm, runForm } from "../../lib/forms";
import { setSessionHeader } from "../../lib/session.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/line-register";

// /line/register (spec /{service}/register): completes the sign-up of a LINE account. Name and
// email come from LINE and stay editable; the kept tpToken rides in an HttpOnly cookie.

const ticketOf = (request: Request) => readCookie(request.headers.get("cookie"), TICKET_COOKIE);
const BIND_LOGIN = `/login?redirect=${encodeURIComponent("/profile/info/social")}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (activeUser(context)) throw redirect("/");
  const t = await describeTicket(scopeOf(context), "line", ticketOf(request));
  return { ticket: t && { name: t.name, email: t.email, emailTaken: t.emailTaken }, returnTo: t?.returnTo ?? "/" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  const parsed = await readForm(request, socialRegisterForm);
  if (!parsed.ok) return data(parsed.result, 422);
  const tpToken = ticketOf(request) ?? "";
  const out = await runForm(() =>
    socialRegister(scopeOf(context), "line", { tpToken, ...parsed.data }, rc.clientIp, { guestId: rc.guestId }),
  );
  if (!out.ok) return data(out.result, out.result.ok ? 200 : out.result.code === 400429 ? 429 : 200);
  // Spec: successful registration signs the user in; from checkout it returns to /checkout.
  const headers = new Headers(setSessionHeader(out.value.accessToken, rc.secure));
  headers.append("set-cookie", clearCookie(TICKET_COOKIE, rc.secure));
  return redirect(safeReturn(out.value.returnTo), { headers });
}

export default function LineRegister({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const busy = useNavigation().state === "submitting";
  const err = useFieldError(actionData);
  const { ticket, returnTo } = loaderData;
  const title = t("social.registerTitle", { service: LINE });
  if (!ticket) {
    return (
      <AuthCard title={title}>
        <PageMeta title={title} storeName={store.storeName} />
        <div className="flex flex-col gap-4" data-testid="line-register-expired">
          <Alert tone="info">{t("social.ticketExpired", { service: LINE })}</Alert>
          <LineStartForm mode="login" redirect={returnTo} label={t("social.restart", { service: LINE })} />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={title}
      subtitle={t("social.registerBody", { service: LINE })}
      footer={
        <>
          {t("auth.haveAccount")}{" "}
          <Link to={BIND_LOGIN} className="font-medium text-brand-600 hover:underline">
            {t("social.loginToBind")}
          </Link>
        </>
      }
    >
      <PageMeta title={title} storeName={store.storeName} />
      <Form method="post" className="flex flex-col gap-4" noValidate>
        {ticket.emailTaken && !actionData ? (
          <div data-testid="line-email-taken">
            <Alert tone="error">{t("social.emailTaken", { service: LINE, email: ticket.email })}</Alert>
          </div>
        ) : (
          <FormStatus result={actionData} />
        )}
        <NameEmailFields name={ticket.name} email={ticket.email} err={err} />
        <Button type="submit" busy={busy} data-testid="line-register-submit">
          {t("social.registerSubmit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
