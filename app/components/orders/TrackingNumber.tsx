import { useLocale, useT } from "../../i18n";
import { sep } from "./format";

/** The carrier's tracking number of an order, when the store has entered one (order import). */
export function TrackingNumber({ value }: { value: string | null }) {
  const t = useT();
  const locale = useLocale();
  if (!value) return null;
  return (
    <p className="text-sm text-muted">
      {t("orders.trackingNumber")}
      {sep(locale)}
      <span className="font-mono text-ink" data-testid="order-tracking-number">
        {value}
      </span>
    </p>
  );
}
