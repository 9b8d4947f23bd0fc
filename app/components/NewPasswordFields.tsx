import { useT } from "../i18n";
import { Field } from "./ui";

/** The new + confirm password pair shared by the password-change and reset forms. */
export function NewPasswordFields({ newError, confirmError }: { newError?: string; confirmError?: string }) {
  const t = useT();
  return (
    <>
      <Field
        label={t("auth.newPassword")}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t("auth.passwordHint")}
        error={newError}
      />
      <Field
        label={t("auth.confirmPassword")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={confirmError}
      />
    </>
  );
}
