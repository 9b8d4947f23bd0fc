import { data, Form, Link, useNavigation } from "react-router";
import { requestPasswordReset } from "../../../functions/accounts/passwordReset";
import { emailOnlyInput } from "../../../functions/shared/validators";
import { AuthCard } from "../../components/AuthCard";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import { PageMeta } from "../../components/PageMeta";
import { Button, Field } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, scopeOf } from "../../lib/context.server";
import { type FormResult, readForm, runForm } from "../../lib/forms";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/forget-password";

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await readForm(request, emailOnlyInput);
  if (!parsed.ok) return data(parsed.result, 422);
  const rc = rcOf(context);
  const out = await runForm(() =>
    requestPasswordReset(scopeOf(context), parsed.data.email, rc.origin, rc.locale, rc.clientIp),
  );
  return out.ok ? ({ ok: true } satisfies FormResult) : data(out.result, out.result.ok ? 200 : 429);
}

export default function ForgetPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const busy = useNavigation().state === "submitting";
  const err = useFieldError(actionData);
  return (
    <AuthCard
      title={t("auth.forgetTitle")}
      subtitle={t("auth.forgetBody")}
      footer={
        <Link to="/login" className="font-medium text-brand-600 hover:underline">
          {t("auth.backToLogin")}
        </Link>
      }
    >
      <PageMeta title={t("auth.forgetTitle")} storeName={store.storeName} />
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <FormStatus result={actionData} success={t("auth.forgetSent")} />
        <Field label={t("auth.email")} name="email" type="email" autoComplete="email" required error={err("email")} />
        <Button type="submit" busy={busy}>
          {t("auth.forgetSubmit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
