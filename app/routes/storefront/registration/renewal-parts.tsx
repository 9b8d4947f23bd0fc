import "~/i18n/areas/network/branchRenewal";
import { formatMoney } from "@functions/shared/pricing";
import { BranchPlanFacts } from "~/components/BranchPlanFacts";
import { Alert, LinkButton } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { formatTaipei } from "~/lib/taipeiTime";
import { Panel } from "./parts";
import type { RenewalData } from "./renewal.server";

// /registration-cart/update's own panels: the paid order's outcome, the plan and when it ends,
// and the renewals so far. The cart itself is the registration cart in update mode.

export function RenewalStatus({ renewal }: { renewal: RenewalData }) {
  const t = useT();
  const locale = useLocale();
  const date = (iso: string | null) => (iso ? formatTaipei(iso, locale, false) : t("ren.status.never"));
  const { branch, result } = renewal;
  return (
    <>
      {result && <RenewalResult result={result} date={date} />}
      <Panel title={t("ren.status.title")} testId="renewal-status">
        <BranchPlanFacts planName={branch.plan?.name ?? null} planEndsAt={branch.planEndsAt} />
        <div className="mt-4 flex flex-col gap-2">
          {branch.status === "CLOSE_STORE_RENEWED_FAIL" && <Alert tone="error">{t("ren.status.closed")}</Alert>}
          {branch.status === "CLOSE_STORE_RENEWED_CONFIRM_PAID" && <Alert tone="info">{t("ren.status.waiting")}</Alert>}
          {branch.status === "NORMAL" && renewal.closesAt && (
            <p className="text-sm text-muted">{t("ren.status.closes", { date: date(renewal.closesAt) })}</p>
          )}
          {renewal.termMonths !== null && (
            <p className="text-sm text-muted">
              {renewal.termMonths === 0 ? t("ren.status.termNever") : t("ren.status.term", { n: renewal.termMonths })}
            </p>
          )}
        </div>
      </Panel>
      {renewal.history.length > 0 && (
        <Panel title={t("ren.history.title")} testId="renewal-history">
          <ul className="flex flex-col gap-2 text-sm">
            {renewal.history.map((h) => (
              <li
                key={h.id}
                className="flex flex-wrap justify-between gap-x-3 gap-y-1 border-b border-line pb-2 last:border-0"
              >
                <span className="break-words">{t("ren.history.order", { number: h.orderNumber })}</span>
                <span className="text-muted">
                  {formatMoney(h.totalAmount)} · {t(`ren.history.${h.status}`)}
                  {h.endsAfter ? ` · ${date(h.endsAfter)}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}

function RenewalResult({
  result,
  date,
}: {
  result: NonNullable<RenewalData["result"]>;
  date: (iso: string | null) => string;
}) {
  const t = useT();
  if (result.status === "APPLIED") {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="renewal-result">
        <Alert tone="success">
          {result.endsAfter ? t("ren.result.paid", { date: date(result.endsAfter) }) : t("ren.result.paidNever")}
        </Alert>
        <LinkButton to="/admin" reloadDocument data-testid="renewal-to-admin">
          {t("ren.result.toAdmin")}
        </LinkButton>
      </div>
    );
  }
  const waiting = result.paymentStatus === "UNPAID" || result.paymentStatus === "CONFIRM_PAID";
  const payLater = ["TRANSFER", "TRANSFER_VIRTUAL", "CASH_ON_DELIVERY"].includes(result.paymentMethod);
  return (
    <div data-testid="renewal-result">
      <Alert tone={waiting && payLater ? "info" : "error"}>
        {t(waiting && payLater ? "ren.result.waiting" : "ren.result.unpaid", { number: result.orderNumber })}
      </Alert>
    </div>
  );
}
