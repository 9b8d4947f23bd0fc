import { Truck } from "lucide-react";
import { type Locale, useLocale, useT } from "../../i18n";

/** A calendar date (YYYY-MM-DD, already Asia/Taipei) with its weekday, in the page's language. */
export function formatShipDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "zh-TW", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
    weekday: "short",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "Ships by <date>" from functions/shared/commerce/deliveryEstimate.ts; nothing when there is no estimate. */
export function DeliveryEstimate({ date, className }: { date: string | null; className?: string }) {
  const t = useT();
  const locale = useLocale();
  if (!date) return null;
  return (
    <p className={`flex items-start gap-2 text-sm text-ink ${className ?? ""}`} data-testid="ships-by" data-date={date}>
      <Truck size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-600" />
      <span>
        <span className="font-medium">{t("delivery.shipsBy", { date: formatShipDate(date, locale) })}</span>
        <span className="block text-xs text-muted">{t("delivery.shipsByHint")}</span>
      </span>
    </p>
  );
}
