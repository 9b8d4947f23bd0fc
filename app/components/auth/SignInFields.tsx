import { useT } from "../../i18n";
import { Field } from "../ui";

/**
 * The e-mail and password of a sign-in form (shopper and admin). The admin's e-mail is a
 * username to password managers, the shopper's an e-mail address.
 */
export function SignInFields({
  err,
  emailAutoComplete,
}: {
  err: (path: string) => string | undefined;
  emailAutoComplete: "email" | "username";
}) {
  const t = useT();
  return (
    <>
      <Field
        label={t("auth.email")}
        name="email"
        type="email"
        autoComplete={emailAutoComplete}
        required
        error={err("email")}
      />
      <Field
        label={t("auth.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={err("password")}
      />
    </>
  );
}
