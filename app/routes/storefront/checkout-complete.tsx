import "../../i18n/commerce";
import { memberOrLogin } from "@functions/commerce/checkout/pageGuard";
import { memberOrder } from "@functions/commerce/checkout/payment";
import { formatMoney } from "@functions/shared/pricing";
import { CheckCircle2 } from "lucide-react";
import { formatTaipei } from "~/lib/taipeiTime";
import { listHref } from "../../components/shop/links";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { ShopMeta } from "../../components/shop/ShopMeta";
import { LinkButton } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { rcOf, salesScopeFor } from "../../lib/context.server";
import type { Route } from "./+types/checkout-complete";
import { notFoundPage } from "./shop.server";

// /checkout-complete?order=<number> (spec CheckoutComplete): the member's own order, how to pay it
// (bank transfer / virtual account / cash on delivery) and what happens next.

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = memberOrLogin(rcOf(context), request);
  const number = new URL(request.url).searchParams.get("order") ?? "";
  const found = number ? await memberOrder(await salesScopeFor(context), userId, number) : null;
  if (!found) notFoundPage("page");
  const { order, items } = found;
  return {
    order: {
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      itemsTotalAmount: order.itemsTotalAmount,
      shippingFee: order.shippingFee,
      discountAmount: order.discountAmount + order.discountShippingFee,
      totalAmount: order.totalAmount,
      receiver: order.receiver,
      paymentInfo: (order.paymentInfo ?? {}) as Record<string, string | number | null | undefined>,
    },
    items: items.map((i) => ({ id: i.id, name: i.productName, spec: i.spec, quantity: i.quantity, amount: i.amount })),
  };
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? "text-base font-bold" : "text-sm"}`}>
      <dt className={strong ? "" : "text-muted"}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export default function CheckoutComplete({ loaderData: { order, items } }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const info = order.paymentInfo;
  const r = order.receiver;
  const amount = formatMoney(order.totalAmount);
  return (
    <main className="mx-auto max-w-2xl px-4 pt-8 pb-16" data-testid="checkout-complete">
      <ShopMeta title={t("checkout.complete.title")} noindex />
      <div className="mb-6 flex flex-col items-center gap-2 text-center">
        <CheckCircle2 size={48} className="text-emerald-600" aria-hidden />
        <h1 className="text-2xl font-bold">{t("checkout.complete.title")}</h1>
        <p className="text-muted">{t("checkout.complete.thanks")}</p>
      </div>
      <section className="mb-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line">
        <dl>
          <Row label={t("checkout.complete.number")} value={order.orderNumber} />
          <Row label={t("checkout.complete.date")} value={formatTaipei(order.createdAt, locale, false)} />
          <Row label={t("checkout.complete.payment")} value={t(`checkout.method.${order.paymentMethod}`)} />
          <Row label={t("checkout.complete.paymentStatus")} value={t(`checkout.payStatus.${order.paymentStatus}`)} />
        </dl>
      </section>
      {order.paymentMethod === "TRANSFER" && order.paymentStatus === "UNPAID" && (
        <section className="mb-4 rounded-[var(--radius-card)] bg-brand-50 p-5" data-testid="transfer-info">
          <h2 className="mb-2 font-bold">{t("checkout.complete.transferTitle")}</h2>
          <p className="mb-2 text-sm">{t("checkout.complete.transferBody", { amount })}</p>
          <dl>
            <Row
              label={t("checkout.complete.bank")}
              value={`${info.bankCode ?? ""} ${info.bankName ?? ""} ${info.branchName ?? ""}`.trim()}
            />
            <Row label={t("checkout.complete.account")} value={String(info.accountNumber ?? "")} />
            {info.accountName && <Row label={t("checkout.complete.accountName")} value={String(info.accountName)} />}
          </dl>
        </section>
      )}
      {order.paymentMethod === "TRANSFER_VIRTUAL" && order.paymentStatus === "UNPAID" && info.virtualAccount && (
        <section className="mb-4 rounded-[var(--radius-card)] bg-brand-50 p-5" data-testid="virtual-account-info">
          <h2 className="mb-2 font-bold">{t("checkout.complete.virtualTitle")}</h2>
          <p className="mb-2 text-sm">
            {t("checkout.complete.virtualBody", {
              amount,
              date: formatTaipei(String(info.expiresAt ?? order.createdAt), locale, false),
            })}
          </p>
          <dl>
            <Row label={t("checkout.complete.bank")} value={`${info.bankCode ?? ""} ${info.bankName ?? ""}`.trim()} />
            <Row label={t("checkout.complete.account")} value={String(info.virtualAccount)} />
          </dl>
        </section>
      )}
      {order.paymentMethod === "CASH_ON_DELIVERY" && (
        <p className="mb-4 rounded-[var(--radius-card)] bg-brand-50 p-5 text-sm">
          {t("checkout.complete.cod", { amount })}
        </p>
      )}
      <section className="mb-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-line">
        <h2 className="mb-2 font-bold">{t("checkout.complete.items")}</h2>
        <ul className="divide-y divide-line">
          {items.map((i) => (
            <li key={i.id} className="flex justify-between gap-4 py-2 text-sm">
              <span>
                {i.name}
                {i.spec && <span className="text-muted"> · {i.spec}</span>}
                <span className="text-muted"> · {t("checkout.complete.quantity", { n: i.quantity })}</span>
              </span>
              <span>{formatMoney(i.amount)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 border-t border-line pt-3">
          <Row label={t("checkout.complete.subtotal")} value={formatMoney(order.itemsTotalAmount)} />
          <Row label={t("checkout.complete.shipping")} value={formatMoney(order.shippingFee)} />
          {order.discountAmount > 0 && (
            <Row label={t("checkout.complete.discount")} value={formatMoney(-order.discountAmount)} />
          )}
          <Row label={t("checkout.complete.total")} value={amount} strong />
        </dl>
      </section>
      <section className="mb-6 rounded-[var(--radius-card)] bg-white p-5 text-sm ring-1 ring-line">
        <h2 className="mb-2 font-bold">{t(r.cvs ? "checkout.complete.pickup" : "checkout.complete.receiver")}</h2>
        <p>
          {r.name} · {r.phone}
        </p>
        <p className="text-muted">
          {r.cvs
            ? `${r.cvs.storeName} (${r.cvs.storeId}) ${r.cvs.address}`
            : `${r.postalCode ?? ""} ${r.city ?? ""}${r.district ?? ""}${r.address ?? ""}`}
        </p>
      </section>
      <p className="mb-4 text-center text-sm text-muted">{t("checkout.complete.next")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <LinkButton to="/profile/orders">{t("checkout.complete.orders")}</LinkButton>
        <LinkButton variant="secondary" to={listHref("new", "all")}>
          {t("checkout.complete.continue")}
        </LinkButton>
      </div>
    </main>
  );
}

export const ErrorBoundary = ShopErrorBoundary;
