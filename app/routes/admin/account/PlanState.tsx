import { Badge } from "~/components/admin/kit/Badge";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import type { StoreAccount } from "./accountUi";

/** Where the store stands: its plan and cycle (trial, free for good), status, period and next renewal. */
export function PlanState({ account, planName }: { account: StoreAccount; planName: (code: string) => string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <dl className="grid gap-3 text-sm min-[734px]:grid-cols-2" data-testid="account-plan-state">
      <div>
        <dt className="text-muted">{t("adminAccount.current")}</dt>
        <dd className="mt-0.5 flex flex-wrap items-center gap-2 font-medium">
          <span data-testid="account-current-plan">{account.plan ? planName(account.plan) : "—"}</span>
          <span>· {t(`adminAccount.cycle.${account.paymentPlan}`)}</span>
          {account.isOnTrial && account.trialEndsAt && (
            <Badge tone="brand">
              {t("adminAccount.trial", { date: formatTaipei(account.trialEndsAt, locale, false) })}
            </Badge>
          )}
          {account.isPermanentFree && <Badge tone="success">{t("adminAccount.permanentFree")}</Badge>}
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
