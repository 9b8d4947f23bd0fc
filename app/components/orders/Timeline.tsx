import type { OrderEvent } from "@functions/commerce/orders/model";
import { useLocale, useT } from "../../i18n";
import { sep, taipei } from "./format";
import "../../i18n/areas/orders";

// The order's timeline (order_events): what changed, by whom, when (Taipei time), newest last.

export function Timeline({ events }: { events: OrderEvent[] }) {
  const t = useT();
  const locale = useLocale();
  const label = (e: OrderEvent) => {
    if (e.note === "ORDER_CREATED") return t("orders.event.created");
    if (e.type === "STATUS" && e.to) return t(`orders.status.${e.to}`);
    if (e.type === "PAYMENT" && e.to) return `${t("orders.event.PAYMENT")}${sep(locale)}${t(`orders.payment.${e.to}`)}`;
    if (e.type === "LOGISTICS") return t("orders.event.LOGISTICS");
    return e.type;
  };
  return (
    <ol className="relative ml-2 border-l border-line" data-testid="order-timeline">
      {events.map((e) => (
        <li key={e.id} className="relative pb-4 pl-5 last:pb-0">
          <span className="absolute top-1.5 -left-[5px] h-2.5 w-2.5 rounded-full bg-brand-500" aria-hidden />
          <p className="font-medium">{label(e)}</p>
          <p className="text-sm text-muted">
            <time dateTime={e.createdAt}>{taipei(e.createdAt, locale)}</time> · {t(`orders.actor.${e.actor}`)}
          </p>
          {e.note && e.note !== "ORDER_CREATED" && e.type !== "PAYMENT" && (
            <p className="mt-0.5 text-sm text-muted break-words">{e.note}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
