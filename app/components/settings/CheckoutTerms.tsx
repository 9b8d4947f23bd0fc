import { ScrollText } from "lucide-react";
import { formatTaipei } from "~/lib/taipeiTime";
import { useLocale, useT } from "../../i18n";
import { Prose } from "../shop/Prose";
import { DeliveryEstimate } from "./DeliveryEstimate";

type Extras = {
  shipsBy: string | null;
  contract: { version: number; content: string; effectiveAt: string } | null;
};

/** Checkout's "ships by" and, for a subscription, the contract version in force (setting pages). */
export function CheckoutTerms({ extras }: { extras: Extras }) {
  const t = useT();
  const locale = useLocale();
  if (!extras.shipsBy && !extras.contract) return null;
  return (
    <div className="mb-5 flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-line">
      <DeliveryEstimate date={extras.shipsBy} />
      {extras.contract && (
        <details className="group" data-testid="subscription-contract" data-version={extras.contract.version}>
          <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
            <ScrollText size={16} aria-hidden className="text-brand-600" />
            {t("contract.title")}
            <span className="font-normal text-muted">
              {t("contract.version", {
                version: extras.contract.version,
                date: formatTaipei(extras.contract.effectiveAt, locale, false),
              })}
            </span>
          </summary>
          <div className="mt-3 max-h-64 overflow-y-auto rounded-lg bg-surface p-3 text-sm">
            <Prose html={extras.contract.content} />
          </div>
          <p className="mt-2 text-xs text-muted">{t("contract.agree")}</p>
        </details>
      )}
    </div>
  );
}
