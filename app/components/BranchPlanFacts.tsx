import "../i18n/areas/network/branchRenewal";
import { formatTaipei } from "~/lib/taipeiTime";
import { useLocale, useT } from "../i18n";

/** A branch's plan and when it ends: the renewal page's and the branch back office's one fact list. */
export function BranchPlanFacts({ planName, planEndsAt }: { planName: string | null; planEndsAt: string | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <dl className="grid gap-3 text-sm min-[734px]:grid-cols-2" data-testid="branch-plan">
      <div>
        <dt className="text-muted">{t("ren.status.plan")}</dt>
        <dd className="font-medium break-words">{planName ?? t("ren.status.noPlan")}</dd>
      </div>
      <div>
        <dt className="text-muted">{t("ren.status.ends")}</dt>
        <dd className="font-medium" data-testid="renewal-ends">
          {planEndsAt ? formatTaipei(planEndsAt, locale, false) : t("ren.status.never")}
        </dd>
      </div>
    </dl>
  );
}
