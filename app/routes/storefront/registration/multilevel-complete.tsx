import "~/i18n/areas/network/registration";
import { applicationView } from "@functions/network/registration/application";
import { PartyPopper } from "lucide-react";
import { ShopErrorBoundary } from "~/components/shop/ShopError";
import { EmptyState, LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import type { Route } from "./+types/multilevel-complete";
import { Panel, RegPage } from "./parts";
import { memberNetwork, originFor } from "./registration.server";

// /multilevel-complete: the new branch's address and the way into its back office (the owner
// signs in there with the e-mail of the application and the member password).

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc, scope, user } = await memberNetwork(context, request);
  const app = await applicationView(scope, user);
  if (app?.status !== "CREATED" || !app.host) return { branch: null };
  const origin = originFor(rc.origin, app.host);
  return { branch: { host: app.host, url: `${origin}/`, admin: `${origin}/admin`, email: app.email } };
}

export default function MultilevelComplete({ loaderData: { branch } }: Route.ComponentProps) {
  const t = useT();
  return (
    <RegPage title={t("reg.done.title")} step={3} testId="multilevel-complete">
      <Panel>
        {branch ? (
          <div className="flex flex-col items-center gap-4 py-4 text-center">
            <PartyPopper size={44} className="text-brand-600" aria-hidden />
            <p>{t("reg.done.body")}</p>
            <a
              href={branch.url}
              className="text-lg font-bold break-all text-brand-700 hover:underline"
              data-testid="branch-host"
            >
              {branch.host}
            </a>
            <p className="text-sm text-muted">{t("reg.done.hint", { email: branch.email })}</p>
            <a
              href={branch.admin}
              className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-[15px] font-medium text-white hover:bg-brand-700"
              data-testid="branch-admin"
            >
              {t("reg.done.login")}
            </a>
          </div>
        ) : (
          <EmptyState
            title={t("reg.done.none")}
            action={<LinkButton to="/join-us">{t("reg.join.start")}</LinkButton>}
          />
        )}
      </Panel>
    </RegPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
