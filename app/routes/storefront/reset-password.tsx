import { resetPassword } from "@functions/people/accounts/passwordReset";
import { resetPasswordInput } from "@functions/shared/validators";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { PageMeta } from "../../components/PageMeta";
import { Alert, Button, LinkButton } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, scopeOf } from "../../lib/context.server";
import { type FormResult, readForm, runForm } from "../../lib/forms";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/reset-password";

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await readForm(request, resetPasswordInput);
  if (!parsed.ok) return data(parsed.result, 422);
  const ip = rcOf(context).clientIp;
  const out = await runForm(() => resetPassword(scopeOf(context), parsed.data.token, parsed.data.newPassword, ip));
  return out.ok
    ? ({ ok: true } satisfies FormResult)
    : data(out.result, !out.result.ok && out.result.code === 400429 ? 429 : 200);
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const err = useFieldError(actionData);
  const token = params.get("token") ?? "";
  return (
    <AuthCard title={t("auth.resetTitle")}>
      <PageMeta title={t("auth.resetTitle")} storeName={store.storeName} />
      {actionData?.ok ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t("auth.resetDone")}</Alert>
          <LinkButton to="/login">{t("nav.login")}</LinkButton>
        </div>
      ) : !token ? (
        <div className="flex flex-col gap-4">
          <Alert tone="error">{t("code.400302")}</Alert>
          <Link to="/forget-password" className="text-brand-600 hover:underline">
            {t("auth.forgetTitle")}
          </Link>
        </div>
      ) : (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <FormStatus result={actionData} />
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields newError={err("newPassword") ?? err("token")} confirmError={err("confirmPassword")} />
          <Button type="submit" busy={busy}>
            {t("auth.resetSubmit")}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
