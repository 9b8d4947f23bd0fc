import "../../i18n/areas/twoFactor";
import { ShieldCheck } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "../../i18n";
import type { FormResult } from "../../lib/forms";
import { FormStatus, useFieldError } from "../FormStatus";
import { Button, Field } from "../ui";

/**
 * The second sign-in step of an admin with two-factor on, shown by the login page that asked for
 * the password (the admin's and the storefront's). A plain form post: it works before hydration.
 */
export function TwoFactorStep({
  challenge,
  result,
  redirect,
  restartTo,
}: {
  challenge: string;
  /** The last attempt's outcome (a wrong code shows under the field). */
  result?: FormResult;
  redirect?: string;
  restartTo: string;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const err = useFieldError(result);
  const codeError = err("code");
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate data-testid="two-factor-step">
      <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-700">
        <ShieldCheck size={20} aria-hidden className="mt-0.5 shrink-0" />
        <div>
          <p className="font-semibold">{t("twoFactor.title")}</p>
          <p>{t("twoFactor.body")}</p>
        </div>
      </div>
      {!codeError && result && !result.ok && result.code !== 400340 && <FormStatus result={result} />}
      <input type="hidden" name="intent" value="twoFactor" />
      <input type="hidden" name="challenge" value={challenge} />
      {redirect !== undefined && <input type="hidden" name="redirect" value={redirect} />}
      <Field
        label={t("twoFactor.code")}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        required
        maxLength={20}
        hint={t("twoFactor.codeHint")}
        error={codeError}
        data-testid="two-factor-code"
      />
      <Button type="submit" busy={busy} data-testid="two-factor-submit">
        {t("twoFactor.submit")}
      </Button>
      <Link to={restartTo} className="text-center text-sm text-brand-600 hover:underline" reloadDocument>
        {t("twoFactor.restart")}
      </Link>
    </Form>
  );
}
