import { useMatches, useSearchParams } from "react-router";
import { useT } from "../../i18n";
import { LINE, LineStartForm, SocialFailure } from "./SocialSignIn";

/** Route id of /email/register (app/routes.ts): the same form as /register, without the choice. */
export const EMAIL_REGISTER_ROUTE = "email-register";

// /register offers the two ways to sign up (LINE, then the e-mail form below it); /email/register
// is the plain e-mail form.
export function RegisterChoice() {
  const t = useT();
  const [params] = useSearchParams();
  const emailOnly = useMatches().some((m) => m.id === EMAIL_REGISTER_ROUTE);
  if (emailOnly) return null;
  const redirect = params.get("redirect") ?? (params.get("type") === "checkout" ? "/checkout" : "/");
  return (
    <div className="mb-6 flex flex-col gap-4" data-testid="register-choice">
      <p className="text-sm text-muted">{t("social.chooseRegister")}</p>
      <SocialFailure />
      <LineStartForm mode="login" redirect={redirect} label={t("social.registerWith", { service: LINE })} />
      <div className="flex items-center gap-3 text-sm text-muted">
        <span className="h-px flex-1 bg-line" />
        {t("social.registerWithEmail")}
        <span className="h-px flex-1 bg-line" />
      </div>
    </div>
  );
}
