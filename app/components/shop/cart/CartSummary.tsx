import "~/i18n/cartMessages";
import type { BillPromotion } from "@functions/shared/commerce/commerce";
import { formatMoney } from "@functions/shared/pricing";
import { Gift, ShoppingBag, Sparkles } from "lucide-react";
import { HeadedSection } from "~/components/shop/HeadedSection";
import { useT } from "~/i18n";
import { LinkButton } from "../../ui";

export type SummaryBill = {
  itemsTotalAmount: number;
  discountAmount: number;
  totalAmount: number;
  promotionList: BillPromotion[];
};

/** "Spend NT$X more for …" / "Add N more items for …" hints and the promotions already applied. */
export function PromotionHints({ promotions }: { promotions: BillPromotion[] }) {
  const t = useT();
  const rows = promotions.flatMap((p) => {
    if (p.conditionId !== null && (p.discountAmount > 0 || p.extras.length > 0))
      return [{ id: p.id, done: true, text: t("cart.hint.reached", { name: p.name }) }];
    if (p.shortBy != null && p.shortBy > 0)
      return [
        {
          id: p.id,
          done: false,
          text:
            p.conditionType === "FULL_QUANTITY"
              ? t("cart.hint.quantity", { n: p.shortBy, name: p.name })
              : t("cart.hint.amount", { amount: formatMoney(p.shortBy), name: p.name }),
        },
      ];
    return [];
  });
  if (!rows.length) return null;
  return (
    <ul className="flex flex-col gap-2" data-testid="cart-hints">
      {rows.map((r) => (
        <li
          key={r.id}
          className={
            r.done
              ? "flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700"
              : "flex items-start gap-2 rounded-lg bg-surface px-3 py-2 text-sm text-ink"
          }
        >
          <Sparkles size={16} aria-hidden className="mt-0.5 shrink-0" />
          {r.text}
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, discount and total from the bill, the gift / add-on links and the checkout button. */
export function CartSummary({
  bill,
  hasGifts,
  hasAddOns,
  loggedIn,
  blocked,
}: {
  bill: SummaryBill;
  hasGifts: boolean;
  hasAddOns: boolean;
  loggedIn: boolean;
  blocked: boolean;
}) {
  const t = useT();
  return (
    <HeadedSection
      id="cart-summary"
      testId="cart-summary"
      title={t("cart.summary.title")}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line"
      headingClassName="text-lg font-bold"
    >
      <PromotionHints promotions={bill.promotionList} />
      {(hasGifts || hasAddOns) && (
        <div className="flex flex-col gap-2">
          {hasGifts && (
            <LinkButton to="/cart-extras/normal" variant="secondary" data-testid="cart-extras-link">
              <Gift size={18} aria-hidden /> {t("cart.extras.link")}
            </LinkButton>
          )}
          {hasAddOns && (
            <LinkButton to="/cart-additional-products/normal" variant="secondary" data-testid="cart-additional-link">
              <ShoppingBag size={18} aria-hidden /> {t("cart.additional.link")}
            </LinkButton>
          )}
        </div>
      )}
      <dl className="flex flex-col gap-2 text-[15px]">
        <div className="flex justify-between">
          <dt className="text-muted">{t("cart.summary.subtotal")}</dt>
          <dd className="tabular-nums" data-testid="cart-subtotal">
            {formatMoney(bill.itemsTotalAmount)}
          </dd>
        </div>
        {bill.discountAmount > 0 && (
          <div className="flex justify-between text-brand-700">
            <dt>{t("cart.summary.discount")}</dt>
            <dd className="tabular-nums" data-testid="cart-discount">
              {formatMoney(-bill.discountAmount)}
            </dd>
          </div>
        )}
        <div className="flex justify-between border-t border-line pt-3 text-lg font-bold">
          <dt>{t("cart.summary.total")}</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatMoney(bill.totalAmount)}
          </dd>
        </div>
      </dl>
      <p className="-mt-2 text-xs text-muted">{t("cart.summary.shippingNote")}</p>
      {blocked && <p className="text-sm text-danger">{t("cart.fixProblems")}</p>}
      {blocked ? (
        <span
          aria-disabled="true"
          className="inline-flex h-12 cursor-not-allowed items-center justify-center rounded-lg bg-brand-600 px-5 text-base font-semibold text-white opacity-60"
          data-testid="cart-checkout"
        >
          {loggedIn ? t("cart.checkout") : t("cart.loginToCheckout")}
        </span>
      ) : (
        <LinkButton
          to={loggedIn ? "/checkout" : "/login?type=checkout&redirect=%2Fcheckout"}
          className="h-12 text-base font-semibold"
          data-testid="cart-checkout"
        >
          {loggedIn ? t("cart.checkout") : t("cart.loginToCheckout")}
        </LinkButton>
      )}
    </HeadedSection>
  );
}
