import { data, Form, Link, redirect, useNavigation } from "react-router";
import { register } from "../../../functions/accounts/service";
import { registerInput } from "../../../functions/shared/validators";
import { AuthCard } from "../../components/AuthCard";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import { PageMeta } from "../../components/PageMeta";
import { RegisterChoice } from "../../components/social/RegisterChoice";
import { Button, Field } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, scopeOf } from "../../lib/context.server";
import { readForm, runForm } from "../../lib/forms";
import { setSessionHeader } from "../../lib/session.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/register";

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await readForm(request, registerInput);
  if (!parsed.ok) return data(parsed.result, 422);
  const rc = rcOf(context);
  const out = await runForm(() => register(scopeOf(context), parsed.data, rc.clientIp, { guestId: rc.guestId }));
  if (!out.ok) return data(out.result, 200);
  // Spec: successful registration signs the user in.
  return redirect("/", { headers: setSessionHeader(out.value.accessToken, rc.secure) });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const busy = useNavigation().state === "submitting";
  const err = useFieldError(actionData);
  return (
    <AuthCard
      title={t("auth.registerTitle")}
      footer={
        <>
          {t("auth.haveAccount")}{" "}
          <Link to="/login" className="font-medium text-brand-600 hover:underline">
            {t("nav.login")}
          </Link>
        </>
      }
    >
      <PageMeta title={t("auth.registerTitle")} storeName={store.storeName} />
      <RegisterChoice />
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <FormStatus result={actionData} />
        <Field
          label={t("auth.name")}
          name="name"
          autoComplete="name"
          required
          hint={t("auth.nameHint")}
          error={err("name")}
        />
        <Field label={t("auth.email")} name="email" type="email" autoComplete="email" required error={err("email")} />
        <Field
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t("auth.passwordHint")}
          error={err("password")}
        />
        <Button type="submit" busy={busy} data-testid="register-submit">
          {t("auth.registerSubmit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
