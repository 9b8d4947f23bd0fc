import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { login } from "../../../functions/accounts/service";
import { safeRedirectPath } from "../../../functions/shared/safeRedirect";
import { loginInput } from "../../../functions/shared/validators";
import { AuthCard } from "../../components/AuthCard";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import { PageMeta } from "../../components/PageMeta";
import { SocialSignIn } from "../../components/social/SocialSignIn";
import { Button, Field } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, scopeOf } from "../../lib/context.server";
import { readForm, runForm } from "../../lib/forms";
import { setSessionHeader } from "../../lib/session.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/login";

export async function action({ request, context }: Route.ActionArgs) {
  const { values: v, ...parsed } = await readForm(request, loginInput);
  if (!parsed.ok) return data(parsed.result, 422);
  const rc = rcOf(context);
  const out = await runForm(() => login(scopeOf(context), parsed.data, rc.clientIp, { guestId: rc.guestId }));
  if (!out.ok) return data(out.result, out.result.ok ? 200 : out.result.code === 400429 ? 429 : 200);
  return redirect(safeRedirectPath(v.redirect), { headers: setSessionHeader(out.value.accessToken, rc.secure) });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const err = useFieldError(actionData);
  return (
    <AuthCard
      title={t("auth.loginTitle")}
      footer={
        <>
          {t("auth.noAccount")}{" "}
          <Link to="/register" className="font-medium text-brand-600 hover:underline">
            {t("nav.register")}
          </Link>
        </>
      }
    >
      <PageMeta title={t("auth.loginTitle")} storeName={store.storeName} />
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <FormStatus result={actionData} />
        <input type="hidden" name="redirect" value={params.get("redirect") ?? "/"} />
        <Field label={t("auth.email")} name="email" type="email" autoComplete="email" required error={err("email")} />
        <Field
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={err("password")}
        />
        <div className="-mt-1 text-right text-sm">
          <Link to="/forget-password" className="text-brand-600 hover:underline">
            {t("auth.forgot")}
          </Link>
        </div>
        <Button type="submit" busy={busy} data-testid="login-submit">
          {t("auth.loginSubmit")}
        </Button>
      </Form>
      <SocialSignIn />
    </AuthCard>
  );
}
