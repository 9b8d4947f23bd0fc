import "~/i18n/areas/network/registration";
import { networkOf } from "@functions/network/registration/network";
import { needsVerificationCode } from "@functions/network/registration/rules";
import { Info } from "lucide-react";
import { ShopErrorBoundary } from "~/components/shop/ShopError";
import { LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import { scopeOf } from "~/lib/context.server";
import { useRoot } from "~/lib/useRoot";
import type { Route } from "./+types/multilevel-info";
import { Panel, RegPage } from "./parts";
import { notAllowedPage } from "./registration.server";

// /multilevel-info (spec MultiLevelInfoPage): what opening a branch takes here, before the form.

export async function loader({ context }: Route.LoaderArgs) {
  const net = await notAllowedPage(networkOf(scopeOf(context)));
  const plans = await net.cart.planProducts();
  return {
    needsCode: needsVerificationCode(net.setting.trialType),
    planCount: plans.filter((p) => p.typeForCreatingStore === "MUST_BE_BOUGHT").length,
    review: net.head.ifMustReviewUserInfo,
  };
}

export default function MultilevelInfo({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user } = useRoot();
  const points = [
    t("reg.info.login"),
    loaderData.needsCode ? t("reg.info.code") : t("reg.info.noCode"),
    ...(loaderData.planCount ? [t("reg.info.plan", { count: loaderData.planCount })] : []),
    ...(loaderData.review ? [t("reg.info.review")] : []),
  ];
  return (
    <RegPage title={t("reg.info.title")} lead={t("reg.info.lead")} step={1} testId="multilevel-info">
      <Panel>
        <ul className="flex flex-col gap-3">
          {points.map((p) => (
            <li key={p} className="flex items-start gap-2 text-[15px]">
              <Info size={18} className="mt-0.5 shrink-0 text-brand-600" aria-hidden /> {p}
            </li>
          ))}
        </ul>
      </Panel>
      <div>
        <LinkButton
          to={user ? "/multilevel-regist" : "/login?redirect=%2Fmultilevel-regist"}
          data-testid="info-continue"
        >
          {user ? t("reg.info.continue") : t("reg.info.loginFirst")}
        </LinkButton>
      </div>
    </RegPage>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
