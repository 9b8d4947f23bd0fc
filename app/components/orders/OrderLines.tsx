import type { OrderDetail } from "@functions/commerce/orders/model";
import { formatMoney } from "@functions/shared/pricing";
import { useT } from "../../i18n";
import { cx } from "../ui";
import "../../i18n/areas/orders";
import { LineThumb } from "./LineThumb";

// An order's lines and amounts: a table from 734 px, stacked rows on phones; prints as a table.

export function OrderLines({ order, compact }: { order: OrderDetail; compact?: boolean }) {
  const t = useT();
  return (
    <div>
      <ul className="divide-y divide-line">
        {order.items.map((l) => (
          <li key={l.id} className="flex items-start gap-3 py-3" data-testid="order-line">
            {!compact && <LineThumb src={l.mediaPath} className="print:hidden" />}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{l.productName}</p>
              <p className="text-sm text-muted">
                {[
                  l.spec,
                  l.paymentPlan !== "NORMAL" ? t(`orders.plan.${l.paymentPlan}`) : "",
                  l.subscriptionCycle ? t("orders.cycle", { n: l.subscriptionCycle }) : "",
                ]
                  .filter((x) => x && !x.startsWith("orders.plan."))
                  .join(" · ")}
              </p>
              <p className="mt-0.5 text-sm text-muted tabular-nums">
                {formatMoney(l.unitPrice)} × {l.quantity}
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums">{formatMoney(l.amount)}</p>
          </li>
        ))}
      </ul>
      <dl className={cx("mt-2 grid gap-1.5 border-t border-line pt-3 text-[15px]")}>
        <Row label={t("orders.itemsTotal")} value={formatMoney(order.itemsTotalAmount)} />
        <Row label={t("orders.shippingFee")} value={formatMoney(order.shippingFee)} />
        {order.discountAmount + order.discountShippingFee > 0 && (
          <Row label={t("orders.discount")} value={formatMoney(-(order.discountAmount + order.discountShippingFee))} />
        )}
        <Row label={t("orders.grandTotal")} value={formatMoney(order.totalAmount)} strong />
      </dl>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cx("flex justify-between gap-4", strong && "text-lg font-bold")}>
      <dt className={strong ? undefined : "text-muted"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The receiver block: home address or the convenience store. */
export function ReceiverBlock({ receiver }: { receiver: OrderDetail["receiver"] }) {
  const t = useT();
  return (
    <address className="text-[15px] not-italic leading-relaxed">
      <span className="font-medium">{receiver.name}</span> · {receiver.phone}
      <br />
      {receiver.cvs
        ? `${t("text.aside", { text: receiver.cvs.storeName, aside: receiver.cvs.storeId })} ${receiver.cvs.address}`
        : [receiver.postalCode, receiver.city, receiver.district, receiver.address].filter(Boolean).join(" ")}
      {receiver.email && (
        <>
          <br />
          {receiver.email}
        </>
      )}
    </address>
  );
}
