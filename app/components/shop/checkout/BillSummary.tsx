import "./i18n";
import { formatMoney } from "@functions/shared/pricing";
import { useT } from "~/i18n";
import type { PageBill } from "./checkout.server";
import { Section } from "./parts";

/** Items total, each promotion's discount, shipping and its discount, and the total to pay. */
export function BillSummary({
  bill,
  updating,
  messages,
  children,
}: {
  bill: PageBill;
  updating: boolean;
  messages: string[];
  children?: React.ReactNode;
}) {
  const t = useT();
  const discounts = bill.promotionList.filter((p) => p.discountAmount > 0);
  const row = "flex justify-between gap-3";
  return (
    <Section id="summary" title={t("checkoutPage.section.summary")} messages={messages}>
      <dl className="flex flex-col gap-2 text-[15px]" aria-busy={updating || undefined}>
        <div className={row}>
          <dt className="text-muted">{t("checkoutPage.summary.items")}</dt>
          <dd className="tabular-nums" data-testid="bill-items">
            {formatMoney(bill.itemsTotalAmount)}
          </dd>
        </div>
        {discounts.map((p) => (
          <div key={p.id} className={`${row} text-brand-700`} data-testid="bill-discount">
            <dt className="min-w-0 truncate">{p.code ? t("text.aside", { text: p.name, aside: p.code }) : p.name}</dt>
            <dd className="tabular-nums">{formatMoney(-p.discountAmount)}</dd>
          </div>
        ))}
        <div className={row}>
          <dt className="text-muted">{t("checkoutPage.summary.shipping")}</dt>
          <dd className="tabular-nums" data-testid="bill-shipping">
            {formatMoney(bill.shippingFee)}
          </dd>
        </div>
        {bill.discountShippingFee > 0 && (
          <div className={`${row} text-brand-700`}>
            <dt>{t("checkoutPage.summary.shippingDiscount")}</dt>
            <dd className="tabular-nums" data-testid="bill-shipping-discount">
              {formatMoney(-bill.discountShippingFee)}
            </dd>
          </div>
        )}
        <div className={`${row} border-t border-line pt-3 text-lg font-bold`}>
          <dt>{t("checkoutPage.summary.total")}</dt>
          <dd className="tabular-nums" data-testid="bill-total">
            {formatMoney(bill.totalAmount)}
          </dd>
        </div>
      </dl>
      {bill.freeShipping && (
        <p
          className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700"
          data-testid="bill-free-shipping-hint"
          data-threshold={bill.freeShipping.threshold}
        >
          {t("checkoutPage.summary.freeShippingHint", {
            amount: formatMoney(bill.freeShipping.remaining),
            threshold: formatMoney(bill.freeShipping.threshold),
          })}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {updating ? t("checkoutPage.summary.updating") : ""}
      </p>
      {children}
    </Section>
  );
}
