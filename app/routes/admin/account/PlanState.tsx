import { Badge } from "~/components/admin/kit/Badge";
import { useT } from "~/i18n";
import type { StoreAccount } from "./accountUi";
import { useTrialText } from "./trialText";

/** Where the store stands: its plan and cycle (trial, free for good), status, period and next renewal. */
export function PlanState({ account, planName }: { account: StoreAccount; planName: (code: string) => string }) {
  const t = useT();
  const trialText = useTrialText();
  return (
    <dl className="grid gap-3 text-sm min-[734px]:grid-cols-2" data-testid="account-plan-state">
      <div>
        <dt className="text-muted">{t("adminAccount.current")}</dt>
        <dd className="mt-0.5 flex flex-wrap items-center gap-2 font-medium">
          <span data-testid="account-current-plan">{account.plan ? planName(account.plan) : "—"}</span>
          <span>· {t(`adminAccount.cycle.${account.paymentPlan}`)}</span>
          {(account.trial.kind === "TRIAL" || account.trial.kind === "PERMANENT_FREE") && (
            <Badge tone={account.trial.kind === "TRIAL" ? "brand" : "success"} testId="account-trial">
              {trialText(account.trial)}
            </Badge>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-muted">{t("adminAccount.status")}</dt>
        <dd className="mt-0.5 font-medium">
          <Badge tone={account.storeStatus === "NORMAL" ? "success" : "danger"}>
            {t(`adminAccount.storeStatus.${account.storeStatus}`)}
          </Badge>
        </dd>
      </div>
      <div>
        <dt className="text-muted">{t("adminAccount.period")}</dt>
        <dd className="mt-0.5 font-medium tabular-nums">
          {account.periodStart && account.periodEnd
            ? `${account.periodStart} → ${account.periodEnd}`
            : t("adminAccount.noPeriod")}
        </dd>
      </div>
      <div>
        <dt className="text-muted">{t("adminAccount.renewal")}</dt>
        <dd className="mt-0.5 font-medium tabular-nums" data-testid="account-renewal">
          {account.nextRenewalDate ?? "—"}
        </dd>
      </div>
    </dl>
  );
}
