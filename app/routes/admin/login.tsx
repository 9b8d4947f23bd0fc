import { publicUser } from "@functions/people/accounts/user";
import { adminHome } from "@functions/shared/access/routeGuard";
import { storeInitialData } from "@functions/store/initial";
import { LayoutDashboard } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { AuthCard } from "../../components/AuthCard";
import { SignInFields } from "../../components/auth/SignInFields";
import { TwoFactorStep } from "../../components/auth/TwoFactorStep";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import { PageMeta } from "../../components/PageMeta";
import { Button } from "../../components/ui";
import { useT } from "../../i18n";
import { rcOf, scopeOf } from "../../lib/context.server";
import { setSessionHeader } from "../../lib/session.server";
import { signIn } from "../../lib/signIn.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/login";

export async function action({ request, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  const scope = scopeOf(context);
  const out = await signIn(request, context, { adminOnly: true });
  if (!out.ok) return data(out.result, out.status);
  const store = storeInitialData(scope.store);
  const user = publicUser((await scope.accounts.findUser(out.userId))!);
  const to = adminHome(
    {
      status: store.storeStatus,
      type: store.storeType,
      trialType: store.storeTrialType,
      allowBranch: true,
      testModeActive: false,
    },
    { isAdmin: true, isRoot: user.isRoot, blockedPrivileges: user.adminBlockedPrivileges },
  );
  return redirect(to, { headers: setSessionHeader(out.token, rc.secure) });
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const busy = useNavigation().state === "submitting";
  const err = useFieldError(actionData);
  return (
    <AuthCard title={t("auth.adminTitle")} subtitle={t("auth.adminHint")}>
      <PageMeta title={t("auth.adminTitle")} storeName={store.storeName} />
      {actionData?.challenge ? (
        <TwoFactorStep challenge={actionData.challenge} result={actionData} restartTo="/admin" />
      ) : (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <FormStatus result={actionData} />
          <SignInFields err={err} emailAutoComplete="username" />
          <Button type="submit" busy={busy} data-testid="admin-login-submit">
            <LayoutDashboard size={18} aria-hidden /> {t("auth.loginSubmit")}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
