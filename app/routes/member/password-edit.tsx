import { changePassword } from "@functions/people/accounts/service";
import { passwordChangeInput } from "@functions/shared/validators";
import { data, Form } from "react-router";
import { confirmPassword, currentPassword, newPassword } from "../../components/auth/authFields";
import { useAuthForm } from "../../components/auth/useAuthForm";
import { FieldList } from "../../components/FieldList";
import { FormStatus } from "../../components/FormStatus";
import { PageMeta } from "../../components/PageMeta";
import { Button, Card } from "../../components/ui";
import { activeUser, rcOf, scopeOf } from "../../lib/context.server";
import { type FormResult, readForm, runForm } from "../../lib/forms";
import { profileWriter } from "../../lib/profileWrite.server";
import { setSessionHeader } from "../../lib/session.server";
import type { Route } from "./+types/password-edit";

export async function action({ request, context }: Route.ActionArgs) {
  const s = activeUser(context);
  if (!s) return data({ ok: false, issues: [], code: 400029 } satisfies FormResult, 200);
  const parsed = await readForm(request, passwordChangeInput);
  if (!parsed.ok) return data(parsed.result, 422);
  const audited = profileWriter(request, context);
  const out = await runForm(() => audited((audit) => changePassword(scopeOf(context), s.user.id, parsed.data, audit)));
  if (!out.ok) return data(out.result, 422);
  return data({ ok: true } satisfies FormResult, {
    headers: setSessionHeader(out.value.accessToken, rcOf(context).secure),
  });
}

export default function PasswordEdit({ actionData }: Route.ComponentProps) {
  const { t, store, busy, err } = useAuthForm(actionData);
  return (
    <Card className="p-5 min-[734px]:p-7">
      <PageMeta title={t("profile.password")} storeName={store.storeName} />
      <h2 className="text-lg font-semibold">{t("profile.password")}</h2>
      <Form
        method="post"
        className="mt-6 flex max-w-md flex-col gap-4"
        noValidate
        key={actionData?.ok ? "done" : "form"}
      >
        <FormStatus
          result={actionData?.ok ? actionData : actionData && !actionData.issues.length ? actionData : undefined}
          success={t("profile.passwordSaved")}
        />
        <FieldList fields={[currentPassword, newPassword, confirmPassword]} err={err} />
        <Button type="submit" busy={busy} className="self-start">
          {t("profile.save")}
        </Button>
      </Form>
    </Card>
  );
}
