import type { ProductOffer } from "@functions/commerce/promotions/offers";
import { BadgePercent } from "lucide-react";
import { HeadedSection } from "~/components/shop/HeadedSection";
import { formatTaipei } from "~/lib/taipeiTime";
import { useLocale, useT } from "../../i18n";

/** The promotions running now that count this product: their names, what they give, until when. */
export function ProductOffers({ offers }: { offers: readonly ProductOffer[] }) {
  const t = useT();
  const locale = useLocale();
  if (!offers.length) return null;
  return (
    <HeadedSection
      id="product-offers"
      testId="product-offers"
      title={
        <>
          <BadgePercent size={16} aria-hidden className="text-brand-600" />
          {t("shop.detail.offers")}
        </>
      }
      className="rounded-[var(--radius-card)] bg-brand-50 p-4"
      headingClassName="mb-2 flex items-center gap-2 text-sm font-bold text-brand-700"
    >
      <ul className="flex flex-col gap-2">
        {offers.map((o) => (
          <li key={o.id} className="text-sm" data-testid="product-offer" data-offer-id={o.id}>
            <span className="font-semibold text-ink">{o.name}</span>
            {o.description && <span className="block text-muted">{o.description}</span>}
            {o.endAt && (
              <span className="block text-xs text-muted">
                {t("shop.detail.offerUntil", { date: formatTaipei(o.endAt, locale, false) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
