import { memberOrders } from "@functions/commerce/orders/service";
import { requireUser } from "@functions/platform/tenancy/guards";
import { formatMoney } from "@functions/shared/pricing";
import { ChevronRight, Package } from "lucide-react";
import { Link } from "react-router";
import { taipei } from "../../components/orders/format";
import { LineThumb } from "../../components/orders/LineThumb";
import { OrderStatusBadge, PaymentStatusBadge } from "../../components/orders/StatusBadge";
import { PageMeta } from "../../components/PageMeta";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { Card, cx, EmptyState, LinkButton } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { rcOf, salesScopeFor } from "../../lib/context.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/orders";

// /profile/orders: the member's orders, newest first, by status tab (?tab=), 10 a page (?page=).

const PAGE = 10;
const TABS = {
  all: undefined,
  open: ["UNPROCESSED", "PROCESSED"],
  delivered: ["DELIVERED"],
  complete: ["COMPLETE"],
  closed: ["CANCEL_UNPROCESSED", "CANCEL_COMPLETE", "RETURN_UNPROCESSED", "RETURN_COMPLETE"],
} as const;
type Tab = keyof typeof TABS;
const tabOf = (v: string | null): Tab => (v && v in TABS ? (v as Tab) : "all");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(rcOf(context));
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams.get("tab"));
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const status = TABS[tab];
  const list = await memberOrders(await salesScopeFor(context), user.id, {
    status: status ? [...status] : undefined,
    offset: (page - 1) * PAGE,
    limit: PAGE,
  });
  return { ...list, tab, page };
}

export const ErrorBoundary = ShopErrorBoundary;

export default function MemberOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const { items, total, tab, page } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PAGE));
  const href = (x: Tab, p = 1) =>
    `/profile/orders?${new URLSearchParams({ ...(x !== "all" ? { tab: x } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`;
  return (
    <div className="flex flex-col gap-4">
      <PageMeta
        title={t("orders.listTitle")}
        storeName={store.storeName}
        description={t("shop.meta.orders", { store: store.storeName })}
      />
      <h2 className="text-lg font-semibold">{t("orders.listTitle")}</h2>
      <nav aria-label={t("orders.filter")} className="-mx-1 overflow-x-auto px-1">
        <ul className="flex w-max gap-1 rounded-xl border border-line bg-white p-1">
          {(Object.keys(TABS) as Tab[]).map((x) => (
            <li key={x}>
              <Link
                to={href(x)}
                aria-current={x === tab ? "page" : undefined}
                className={cx(
                  "inline-flex h-9 items-center rounded-lg px-3 text-sm whitespace-nowrap",
                  x === tab ? "bg-ink font-medium text-white" : "text-muted hover:bg-black/5 hover:text-ink",
                )}
              >
                {t(`orders.tab.${x}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Package size={36} aria-hidden />}
            title={t(tab === "all" ? "orders.emptyTitle" : "orders.emptyFiltered")}
            body={tab === "all" ? t("orders.emptyBody") : undefined}
            action={tab === "all" ? <LinkButton to="/">{t("orders.shop")}</LinkButton> : undefined}
          />
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="member-orders">
          {items.map((o) => (
            <li key={o.id}>
              <Link
                to={`/profile/order/${o.id}`}
                className="block rounded-[var(--radius-card)] border border-line bg-white p-4 transition-colors hover:border-brand-500"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-muted">
                    {t("orders.number")} <span className="font-medium text-ink tabular-nums">{o.orderNumber}</span>
                  </p>
                  <div className="flex gap-1.5">
                    <OrderStatusBadge status={o.status} />
                    <PaymentStatusBadge status={o.paymentStatus} />
                  </div>
                </div>
                <div className="mt-3 flex items-center gap-3">
                  <LineThumb src={o.firstItemMedia} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{o.firstItemName}</p>
                    <p className="text-sm text-muted">
                      {t("orders.items", { n: o.itemCount })} ·{" "}
                      <time dateTime={o.createdAt}>{taipei(o.createdAt, locale, false)}</time>
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <span className="font-semibold tabular-nums">{formatMoney(o.totalAmount)}</span>
                    <ChevronRight size={18} aria-hidden className="text-muted" />
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav
          className="flex items-center justify-between gap-2 text-sm"
          aria-label={t("orders.pageOf", { page, pages })}
        >
          {page > 1 ? (
            <LinkButton to={href(tab, page - 1)} variant="secondary">
              {t("orders.prev")}
            </LinkButton>
          ) : (
            <span />
          )}
          <span className="text-muted">{t("orders.pageOf", { page, pages })}</span>
          {page < pages ? (
            <LinkButton to={href(tab, page + 1)} variant="secondary">
              {t("orders.next")}
            </LinkButton>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
