import { register } from "@functions/people/accounts/service";
import { registerInput } from "@functions/shared/validators";
import { data, Form, Link, redirect } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { emailField, passwordField } from "../../components/auth/authFields";
import { useAuthForm } from "../../components/auth/useAuthForm";
import { FieldList, type FieldSpec } from "../../components/FieldList";
import { FormStatus } from "../../components/FormStatus";
import { PageMeta } from "../../components/PageMeta";
import { RegisterChoice } from "../../components/social/RegisterChoice";
import { Button } from "../../components/ui";
import { rcOf, scopeOf } from "../../lib/context.server";
import { readForm, runForm } from "../../lib/forms";
import { setSessionHeader } from "../../lib/session.server";
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

const FIELDS: FieldSpec[] = [
  { name: "name", label: "auth.name", autoComplete: "name", required: true, hint: "auth.nameHint" },
  emailField(),
  { ...passwordField("password", "auth.password", "new-password"), required: true, hint: "auth.passwordHint" },
];

export default function Register({ actionData }: Route.ComponentProps) {
  const { t, store, busy, err } = useAuthForm(actionData);
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
      <PageMeta
        title={t("auth.registerTitle")}
        storeName={store.storeName}
        description={t("shop.meta.register", { store: store.storeName })}
      />
      <RegisterChoice />
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <FormStatus result={actionData} />
        <FieldList fields={FIELDS} err={err} />
        <Button type="submit" busy={busy} data-testid="register-submit">
          {t("auth.registerSubmit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
