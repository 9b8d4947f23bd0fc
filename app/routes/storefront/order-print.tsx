import "../../i18n/areas/cards";
import { memberOrLogin } from "@functions/commerce/checkout/pageGuard";
import type { OrderDetail } from "@functions/commerce/orders/model";
import { printableOrders, printIdsOf, printsAsAdmin } from "@functions/commerce/orders/print";
import { Printer } from "lucide-react";
import { data } from "react-router";
import { orderShippingName, taipei } from "../../components/orders/format";
import { OrderLines, ReceiverBlock } from "../../components/orders/OrderLines";
import { PageMeta } from "../../components/PageMeta";
import { Button, cx } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { rcOf, salesScopeFor } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/order-print";

// /order-print?id= or ?ids=1,2,3 (or repeated id, at most 50) — printable orders outside the
// shop's header and footer, one A4 sheet per order (the @page rule is in app.css). A member prints
// their own orders; an admin of the store any of its orders (functions/commerce/orders/print.ts). The print
// button and screen padding disappear on paper.

export async function loader({ context, request }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const userId = memberOrLogin(rc, request);
  const ids = printIdsOf(new URL(request.url).searchParams);
  if (!ids) throw data(null, { status: 404 });
  const who = printsAsAdmin(rc) ? ({ admin: true } as const) : ({ admin: false, userId } as const);
  const orders = await printableOrders(await salesScopeFor(context), who, ids);
  if (!orders.length) throw data(null, { status: 404 });
  return { orders, printedAt: new Date().toISOString() };
}

/** One order's sheet; every sheet but the last ends its printed page. */
function Sheet({ order, printedAt, last }: { order: OrderDetail; printedAt: string; last: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  return (
    <article
      className={cx(
        "print-sheet",
        !last &&
          "mb-12 border-b border-dashed border-line pb-12 print:mb-0 print:break-after-page print:border-0 print:pb-0",
      )}
      data-testid="print-sheet"
    >
      <header className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-ink pb-3">
        <div>
          <p className="text-sm">{store.storeName}</p>
          <h1 className="text-2xl font-bold">{t("orders.buyerCopy")}</h1>
        </div>
        <dl className="text-right text-sm">
          <div>
            <dt className="inline">{t("text.label", { label: t("orders.number") })}</dt>
            <dd className="inline font-semibold tabular-nums">{order.orderNumber}</dd>
          </div>
          <div>
            <dt className="inline">{t("text.label", { label: t("orders.date") })}</dt>
            <dd className="inline">{taipei(order.createdAt, locale)}</dd>
          </div>
          <div>
            <dt className="inline">{t("text.label", { label: t("orders.filter") })}</dt>
            <dd className="inline">
              {t(`orders.status.${order.status}`)} · {t(`orders.payment.${order.paymentStatus}`)}
            </dd>
          </div>
        </dl>
      </header>
      <section className="mt-5 grid gap-5 min-[600px]:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">{t("orders.receiver")}</h2>
          <ReceiverBlock receiver={order.receiver} />
        </div>
        <div className="text-[15px]">
          <h2 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">
            {t("orders.shippingMethod")}
          </h2>
          <p data-testid="order-shipping-name">{orderShippingName(order, locale)}</p>
          <p className="mt-2">
            {t("text.label", { label: t("orders.paymentMethod") })}
            {t(`orders.method.${order.paymentMethod}`)}
          </p>
          {order.note && (
            <p className="mt-2">
              {t("text.label", { label: t("orders.note") })}
              {order.note}
            </p>
          )}
        </div>
      </section>
      <section className="mt-6">
        <h2 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">{t("orders.lines")}</h2>
        <OrderLines order={order} compact />
      </section>
      <p className="mt-8 text-xs text-muted">
        {t("text.label", { label: t("orders.printedAt") })}
        {taipei(printedAt, locale)}
      </p>
    </article>
  );
}

export default function OrderPrint({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { store } = useRoot();
  const { orders, printedAt } = loaderData;
  const first = orders[0];
  const title =
    orders.length === 1 && first
      ? t("orders.printTitle", { number: first.orderNumber })
      : t("print.many", { n: orders.length });
  return (
    <main className="mx-auto w-full max-w-3xl bg-white px-5 py-8 text-ink print:max-w-none print:p-0">
      <PageMeta title={title} storeName={store.storeName} />
      <div className="mb-6 flex items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-muted">{store.storeName}</p>
        <Button type="button" onClick={() => window.print()} data-testid="print-button">
          <Printer size={16} aria-hidden />{" "}
          {orders.length === 1 ? t("orders.print") : t("print.many", { n: orders.length })}
        </Button>
      </div>
      {orders.map((o, i) => (
        <Sheet key={o.id} order={o} printedAt={printedAt} last={i === orders.length - 1} />
      ))}
    </main>
  );
}
