import { formatMoney } from "@functions/shared/pricing";
import { Link } from "react-router";
import { Section } from "~/components/admin/AdminPage";
import { taipei } from "~/components/orders/format";
import { OrderStatusBadge, PaymentStatusBadge, SubscriptionStatusBadge } from "~/components/orders/StatusBadge";
import { useLocale, useT } from "~/i18n";
import { type MemberDetail, USER_PATHS } from "./lib";

// The read-only half of the member page: spending figures, subscriptions by status and the latest
// orders (each linking to the order page).

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-surface px-3 py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint && <dd className="mt-0.5 text-xs text-muted">{hint}</dd>}
    </div>
  );
}

export function MemberSummary({ m }: { m: MemberDetail }) {
  const t = useT();
  const locale = useLocale();
  const subs = Object.entries(m.subscriptions);
  return (
    <>
      <Section title={t("members.summary")}>
        <dl className="grid grid-cols-2 gap-2 min-[734px]:grid-cols-4">
          <Figure label={t("members.orderCount")} value={String(m.orderCount)} testId="member-order-count" />
          <Figure
            label={t("members.totalSpent")}
            value={formatMoney(m.totalSpent)}
            hint={t("members.totalSpentHint")}
            testId="member-total-spent"
          />
          <Figure label={t("members.lastOrderAt")} value={m.lastOrderAt ? taipei(m.lastOrderAt, locale, false) : "—"} />
          <div className="rounded-lg bg-surface px-3 py-2.5">
            <dt className="text-sm text-muted">{t("members.subscriptions")}</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {subs.length ? (
                subs.map(([status, n]) => (
                  <span key={status} className="inline-flex items-center gap-1 text-sm tabular-nums">
                    <SubscriptionStatusBadge status={status} /> {n}
                  </span>
                ))
              ) : (
                <span className="text-sm text-muted">{t("members.noSubscriptions")}</span>
              )}
            </dd>
          </div>
        </dl>
      </Section>
      <Section title={t("members.recentOrders")}>
        {m.recentOrders.length ? (
          <ul className="divide-y divide-line">
            {m.recentOrders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <Link
                    to={USER_PATHS.order(o.id)}
                    className="font-medium tabular-nums hover:text-brand-700 hover:underline"
                  >
                    {o.orderNumber}
                  </Link>
                  <p className="text-sm text-muted">{taipei(o.createdAt, locale)}</p>
                </div>
                <div className="flex flex-wrap items-center gap-1.5">
                  <OrderStatusBadge status={o.status} />
                  <PaymentStatusBadge status={o.paymentStatus} />
                  <span className="min-w-20 text-right tabular-nums">{formatMoney(o.totalAmount)}</span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t("members.noOrders")}</p>
        )}
      </Section>
    </>
  );
}
