import { formatMoney } from "@functions/shared/pricing";
import { type FormEvent, useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { adminSend } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { Button, cx } from "~/components/ui";
import { useT } from "~/i18n";
import { ACCOUNT_API, type Cycle, type StoreAccount, useAccountFailure } from "./accountUi";
import { PlanState } from "./PlanState";

// The plan block of /admin/account-store: where the store stands, and the plan/cycle/auto-renew
// form (a native form: what was picked before hydration is what is sent).

export function PlanSection({ account, onSaved }: { account: StoreAccount; onSaved: () => void }) {
  const t = useT();
  const fail = useAccountFailure();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosenPlan = account.nextPlan ?? account.plan ?? "";
  const chosenCycle = account.nextPaymentPlan ?? account.paymentPlan;
  const planName = (code: string) => t(`adminAccount.plan.name.${code}`);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    const r = await adminSend("PATCH", ACCOUNT_API.subscription, {
      planCode: String(form.get("planCode") ?? ""),
      paymentPlan: String(form.get("paymentPlan") ?? "") as Cycle,
      autoRenew: form.get("autoRenew") === "on",
    });
    setBusy(false);
    if (!r.ok) {
      setError(Object.values(fail.fields(r))[0] ?? null);
      flash.error(fail.text(r));
      return;
    }
    setError(null);
    flash.success(t("adminAccount.planSaved"));
    onSaved();
  }

  return (
    <Section id="account-plan" title={t("adminAccount.plan.title")} description={t("adminAccount.plan.description")}>
      <PlanState account={account} planName={planName} />
      {account.nextPlan && account.nextPaymentPlan && (
        <p className="mt-3 text-sm text-brand-700" data-testid="account-pending-change">
          {t("adminAccount.pendingChange", {
            plan: planName(account.nextPlan),
            cycle: t(`adminAccount.cycle.${account.nextPaymentPlan}`),
          })}
        </p>
      )}
      {account.plans.length > 0 && (
        <form className="mt-5 flex flex-col gap-4" onSubmit={submit} data-testid="account-plan-form">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t("adminAccount.choosePlan")}</legend>
            <div className="grid gap-2 min-[734px]:grid-cols-2">
              {account.plans.map((p) => (
                <label
                  key={p.code}
                  className={cx(
                    "flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50",
                  )}
                >
                  <input
                    type="radio"
                    name="planCode"
                    value={p.code}
                    defaultChecked={p.code === chosenPlan}
                    className="mt-1"
                  />
                  <span className="flex flex-col">
                    <span className="font-medium">{planName(p.code)}</span>
                    <span className="text-sm text-muted tabular-nums">
                      {t("adminAccount.perCycle.MONTHLY", { price: formatMoney(p.price.MONTHLY) })} ·{" "}
                      {t("adminAccount.perCycle.YEARLY", { price: formatMoney(p.price.YEARLY) })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t("adminAccount.cycle")}</legend>
            <div className="flex flex-wrap gap-4">
              {(["MONTHLY", "YEARLY"] as const).map((c) => (
                <label key={c} className="flex items-center gap-2 text-[15px]">
                  <input type="radio" name="paymentPlan" value={c} defaultChecked={c === chosenCycle} />
                  {t(`adminAccount.cycle.${c}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-start gap-2 text-[15px]">
            <input type="checkbox" name="autoRenew" defaultChecked={account.autoRenew} className="mt-1" />
            <span>
              {t("adminAccount.autoRenew")}
              <span className="block text-sm text-muted">{t("adminAccount.autoRenewHint")}</span>
            </span>
          </label>
          {error && <p className="text-sm text-danger">{error}</p>}
          <div>
            <Button type="submit" busy={busy} data-testid="account-plan-save">
              {t("adminAccount.savePlan")}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
