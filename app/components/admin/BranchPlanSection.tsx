import "../../i18n/areas/network/branchRenewal";
import { Link } from "react-router";
import { formatTaipei } from "~/lib/taipeiTime";
import { useLocale, useT } from "../../i18n";
import { BranchPlanFacts } from "../BranchPlanFacts";
import { adminLoad } from "./adminApi";
import { SettingsSection } from "./kit";

// A branch's own plan on its back office (setting-branch-store): when it ends, when an unrenewed
// plan closes the branch, and the renew action (/registration-cart/update, functions/branchRenewal).

export type BranchPlan = {
  branch: { status: string; planEndsAt: string | null; plan: { name: string } | null };
  closesAt: string | null;
};

/** GET /api/branch/renewal for the branch's owner; null for anyone else (staff, the head store). */
export const loadBranchPlan = () =>
  adminLoad<BranchPlan>("/api/branch/renewal", undefined, { quiet: true }).catch(() => null);

export function BranchPlanSection({ plan }: { plan: BranchPlan }) {
  const t = useT();
  const locale = useLocale();
  const { branch, closesAt } = plan;
  return (
    <SettingsSection id="branch-store-plan" title={t("ren.status.title")}>
      <BranchPlanFacts planName={branch.plan?.name ?? null} planEndsAt={branch.planEndsAt} />
      {closesAt && (
        <p className="text-sm text-muted">{t("ren.status.closes", { date: formatTaipei(closesAt, locale, false) })}</p>
      )}
      <div>
        <Link
          to="/registration-cart/update"
          reloadDocument
          className="inline-flex h-10 items-center rounded-lg border border-line px-4 text-sm font-medium hover:bg-black/5"
          data-testid="branch-plan-renew"
        >
          {t("ren.renew")}
        </Link>
      </div>
    </SettingsSection>
  );
}
