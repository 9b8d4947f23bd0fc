import { requestPasswordReset } from "@functions/people/accounts/passwordReset";
import { emailOnlyInput } from "@functions/shared/validators";
import { data, Form, Link } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { emailField } from "../../components/auth/authFields";
import { useAuthForm } from "../../components/auth/useAuthForm";
import { FieldList } from "../../components/FieldList";
import { FormStatus } from "../../components/FormStatus";
import { PageMeta } from "../../components/PageMeta";
import { Button } from "../../components/ui";
import { rcOf, scopeOf } from "../../lib/context.server";
import { type FormResult, readForm, runForm } from "../../lib/forms";
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
  const { t, store, busy, err } = useAuthForm(actionData);
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
      <PageMeta
        title={t("auth.forgetTitle")}
        storeName={store.storeName}
        description={t("shop.meta.forget", { store: store.storeName })}
      />
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <FormStatus result={actionData} success={t("auth.forgetSent")} />
        <FieldList fields={[emailField()]} err={err} />
        <Button type="submit" busy={busy}>
          {t("auth.forgetSubmit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
