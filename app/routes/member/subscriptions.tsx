import { memberSubscriptions } from "@functions/commerce/subscriptions/service";
import { requireUser } from "@functions/platform/tenancy/guards";
import { formatMoney } from "@functions/shared/pricing";
import { ChevronRight, Repeat } from "lucide-react";
import { Link } from "react-router";
import { calendarDate, sep } from "../../components/orders/format";
import { LineThumb } from "../../components/orders/LineThumb";
import { SubscriptionStatusBadge } from "../../components/orders/StatusBadge";
import { PageMeta } from "../../components/PageMeta";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { Card, EmptyState, LinkButton } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { rcOf, scopeOf } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/subscriptions";

// /profile/subscriptions: the member's subscriptions (newest first) with their next delivery date.

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requireUser(rcOf(context));
  return memberSubscriptions(scopeOf(context), user.id, { offset: 0, limit: 100 });
}

export const ErrorBoundary = ShopErrorBoundary;

export default function MemberSubscriptions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  return (
    <div className="flex flex-col gap-4">
      <PageMeta title={t("subs.listTitle")} storeName={store.storeName} />
      <h2 className="text-lg font-semibold">{t("subs.listTitle")}</h2>
      {loaderData.items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Repeat size={36} aria-hidden />}
            title={t("subs.emptyTitle")}
            body={t("subs.emptyBody")}
            action={<LinkButton to="/">{t("orders.shop")}</LinkButton>}
          />
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="member-subscriptions">
          {loaderData.items.map((s) => (
            <li key={s.id}>
              <Link
                to={`/profile/subscription/${s.id}`}
                className="flex items-center gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 transition-colors hover:border-brand-500"
              >
                <LineThumb src={s.mediaPath} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="truncate font-medium">{s.productName}</p>
                    <SubscriptionStatusBadge status={s.status} />
                  </div>
                  <p className="text-sm text-muted">
                    {t("orders.cycle", { n: s.cycle })} · {formatMoney(s.unitPrice)} × {s.quantity}
                  </p>
                  {s.status === "ACTIVE" && (
                    <p className="text-sm text-muted">
                      {t("subs.next")}
                      {sep(locale)}
                      {calendarDate(s.nextOrderDate, locale)}
                    </p>
                  )}
                </div>
                <ChevronRight size={18} aria-hidden className="shrink-0 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
