import type { TrialStanding } from "@functions/shared/store/trialStanding";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";

/** The one wording of a store's trial standing, for Account's plan badge and the store card. */
export function useTrialText(): (trial: TrialStanding) => string {
  const t = useT();
  const locale = useLocale();
  return (trial) => {
    switch (trial.kind) {
      case "TRIAL":
        return t("adminAccount.trial", { date: formatTaipei(trial.endsAt, locale, false) });
      case "PERMANENT_FREE":
        return t("adminAccount.permanentFree");
      case "PAID":
        return t("adminAccount.trialPaid");
      default:
        return t("adminAccount.trialEnded");
    }
  };
}
