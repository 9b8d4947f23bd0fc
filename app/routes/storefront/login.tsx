import { TWO_FACTOR_COOKIE } from "@functions/people/social/web";
import { clearCookie, readCookie } from "@functions/platform/cookies";
import { safeRedirectPath } from "@functions/shared/safeRedirect";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { SignInFields } from "../../components/auth/SignInFields";
import { TwoFactorStep } from "../../components/auth/TwoFactorStep";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import { PageMeta } from "../../components/PageMeta";
import { SocialSignIn } from "../../components/social/SocialSignIn";
import { Button } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf } from "../../lib/context.server";
import { setSessionHeader } from "../../lib/session.server";
import { signIn } from "../../lib/signIn.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/login";

/** A LINE sign-in of an admin with two-factor on lands here with its challenge (line-callback.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  const challenge = readCookie(request.headers.get("cookie"), TWO_FACTOR_COOKIE);
  if (!challenge) return { challenge: null };
  return data({ challenge }, { headers: { "set-cookie": clearCookie(TWO_FACTOR_COOKIE, rcOf(context).secure) } });
}

export async function action({ request, context }: Route.ActionArgs) {
  // An admin with two-factor on signing in here gets the code step too (signIn.server.ts).
  const out = await signIn(request, context);
  if (!out.ok) return data(out.result, out.status);
  const rc = rcOf(context);
  return redirect(safeRedirectPath(out.values.redirect), { headers: setSessionHeader(out.token, rc.secure) });
}

export default function Login({ actionData, loaderData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const err = useFieldError(actionData);
  const challenge = actionData ? actionData.challenge : loaderData?.challenge;
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
      <PageMeta
        title={t("auth.loginTitle")}
        storeName={store.storeName}
        description={t("shop.meta.login", { store: store.storeName })}
      />
      {challenge ? (
        <TwoFactorStep
          challenge={challenge}
          result={actionData}
          redirect={params.get("redirect") ?? "/"}
          restartTo="/login"
        />
      ) : (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <FormStatus result={actionData} />
          <input type="hidden" name="redirect" value={params.get("redirect") ?? "/"} />
          <SignInFields err={err} emailAutoComplete="email" />
          <div className="-mt-1 text-right text-sm">
            <Link to="/forget-password" className="text-brand-600 hover:underline">
              {t("auth.forgot")}
            </Link>
          </div>
          <Button type="submit" busy={busy} data-testid="login-submit">
            {t("auth.loginSubmit")}
          </Button>
        </Form>
      )}
      {!challenge && <SocialSignIn />}
    </AuthCard>
  );
}
