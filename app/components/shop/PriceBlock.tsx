import type { PaymentPlan } from "@functions/shared/commerce/catalogue";
import { effectivePrice, formatMoney } from "@functions/shared/pricing";
import { useT } from "../../i18n";
import { cx } from "../ui";

type Priced = {
  price: number;
  specialPrice: number;
  subscriptionPrice: number;
  unitSpecialPrice?: number;
  hasMultiplePrice?: boolean;
  paymentPlan?: PaymentPlan;
};

/**
 * What a price block shows (spec §9 effective-price rule, §3 hasMultiplePrice):
 * - main: the effective price when above 0, else the list price;
 * - was: the list price struck through when the main price is lower;
 * - subscription: the subscription price as a second line when both prices are set.
 */
export function priceView(p: Priced) {
  const eff = p.unitSpecialPrice ?? effectivePrice(p);
  const multiple = p.hasMultiplePrice ?? (p.specialPrice > 0 && p.subscriptionPrice > 0);
  // With two prices the headline is the one-time special price; the subscription one follows.
  const main = multiple ? p.specialPrice : eff > 0 ? eff : p.price;
  const was = p.price > main ? p.price : null;
  const subscription = multiple ? p.subscriptionPrice : null;
  const mainIsSubscription = !multiple && eff > 0 && eff === p.subscriptionPrice && p.specialPrice <= 0;
  return { main, was, subscription, mainIsSubscription, onSale: was !== null };
}

/** The payment-plan label key of a product, or null for plain NORMAL products. */
export function planLabelKey(plan: PaymentPlan | undefined): string | null {
  return plan && plan !== "NORMAL" ? `shop.plan.${plan}` : null;
}

export function PlanLabel({
  plan,
  className,
  overlay,
}: {
  plan: PaymentPlan | undefined;
  className?: string;
  overlay?: boolean;
}) {
  const t = useT();
  const key = planLabelKey(plan);
  if (!key) return null;
  return (
    <span
      className={cx(
        // Grows to a second line rather than spilling out of its pill on a narrow card (375 px).
        "inline-flex min-h-5 max-w-[calc(100%-1rem)] items-center rounded px-1.5 py-0.5 text-[11px] leading-tight font-semibold tracking-wide text-brand-700",
        overlay ? "bg-white/95 shadow-sm" : "bg-brand-50",
        className,
      )}
      data-testid="plan-label"
    >
      {t(key)}
    </span>
  );
}

export function PriceBlock({ product, size = "md" }: { product: Priced; size?: "md" | "lg" }) {
  const t = useT();
  const v = priceView(product);
  const big = size === "lg";
  return (
    <div className="flex flex-col gap-0.5" data-testid="price-block">
      <p className="flex flex-wrap items-baseline gap-x-2">
        {v.mainIsSubscription && <span className="text-xs text-muted">{t("shop.price.subscription")}</span>}
        <span
          className={cx(
            "font-bold tabular-nums",
            v.onSale ? "text-danger" : "text-ink",
            big ? "text-[28px] leading-tight" : "text-[15px] min-[734px]:text-base",
          )}
          data-testid="price-main"
        >
          <span className="sr-only">{v.onSale ? t("shop.price.sale") : t("shop.price.label")} </span>
          {formatMoney(v.main)}
        </span>
        {v.was !== null && (
          <s className={cx("tabular-nums text-muted", big ? "text-base" : "text-xs")} data-testid="price-was">
            <span className="sr-only">{t("shop.price.original")} </span>
            {formatMoney(v.was)}
          </s>
        )}
      </p>
      {v.subscription !== null && (
        <p
          className={cx("tabular-nums text-brand-700", big ? "text-base" : "text-xs")}
          data-testid="price-subscription"
        >
          {t("shop.price.subscription")} <span className="font-semibold">{formatMoney(v.subscription)}</span>
        </p>
      )}
    </div>
  );
}
