import type { AdminSubscriptionView, SubscriptionAction } from "@functions/commerce/subscriptions/model";
import { SUBSCRIPTION_STATUSES as STATUSES, type SUBSCRIPTION_STATUSES } from "@functions/shared/commerce/commerce";
import { Repeat } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend, failureKey } from "~/components/admin/adminApi";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { flash } from "~/components/admin/flash";
import { FilterBar, FilterSearch, ListPage, pageParam, useListQuery } from "~/components/admin/kit";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { ORDERS_API } from "./lib";
import { subscriptionColumns } from "./subscriptionColumns";

// /admin/subscription-list — every subscription of the store by status (?status), searchable by
// member, product or phone (?keyword), 20 a page; pause / resume / cancel per row. On the list kit.

type Status = (typeof SUBSCRIPTION_STATUSES)[number];
const PAGE_SIZE = 20;

export async function clientLoader({ request }: { request: Request }) {
  const q = new URL(request.url).searchParams;
  const raw = q.get("status") ?? "";
  const status = (STATUSES as readonly string[]).includes(raw) ? (raw as Status) : undefined;
  const page = pageParam(q.get("page"));
  const keyword = q.get("keyword") || undefined;
  const data = await adminLoad<{ items: AdminSubscriptionView[]; total: number; counts: Record<string, number> }>(
    ORDERS_API.subscriptions,
    { status, keyword, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
  );
  return { ...data, status, keyword };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function SubscriptionList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const q = useListQuery();
  const { revalidate } = useRevalidator();
  const { items, total, counts, status, keyword } = loaderData;
  const [pending, setPending] = useState<{ sub: AdminSubscriptionView; action: SubscriptionAction } | null>(null);
  const [busy, setBusy] = useState(false);
  const all = Object.values(counts).reduce((a, b) => a + b, 0);

  async function apply() {
    if (!pending) return;
    setBusy(true);
    const r = await adminSend("PATCH", ORDERS_API.subscription(pending.sub.id), { action: pending.action });
    setBusy(false);
    setPending(null);
    if (r.ok) flash.success(t("adminOrders.subs.done"));
    else flash.error(r.code === 400051 ? t("adminOrders.subs.refused") : t(failureKey(r)));
    revalidate();
  }

  const columns = subscriptionColumns(t, locale);

  return (
    <ListPage
      title={t("adminOrders.subs.title")}
      testId="subscription-list"
      tabs={{
        label: t("adminOrders.subs.col.status"),
        active: status ?? "ALL",
        items: [
          { key: "ALL", label: t("adminOrders.subs.all"), to: q.href({ status: null }), count: all },
          ...STATUSES.map((s) => ({
            key: s,
            label: t(`subs.status.${s}`),
            to: q.href({ status: s }),
            count: counts[s] ?? 0,
          })),
        ],
      }}
      filters={
        <FilterBar>
          <FilterSearch name="keyword" label={t("adminOrders.subs.search")} />
        </FilterBar>
      }
      columns={columns}
      rows={items}
      rowKey={(s) => s.id}
      rowLabel={(s) => `${s.productName} ${s.member.name}`}
      serverSort
      total={total}
      pageSize={PAGE_SIZE}
      busy={busy}
      rowActions={(s) =>
        s.actions.map((a) => (
          <Button
            key={a}
            type="button"
            variant="ghost"
            className="h-10 px-3 text-sm"
            onClick={() => setPending({ sub: s, action: a })}
          >
            {t(`subs.action.${a}`)}
          </Button>
        ))
      }
      empty={{
        icon: <Repeat size={36} aria-hidden />,
        title: t("adminOrders.subs.emptyTitle"),
        body: t("adminOrders.subs.emptyBody"),
      }}
      filtered={Boolean(keyword || status)}
    >
      {pending && (
        <ConfirmDialog
          title={t(`subs.action.${pending.action}`)}
          body={t("adminOrders.subs.confirm", {
            action: t(`subs.action.${pending.action}`),
            name: pending.sub.member.name,
          })}
          confirmLabel={t(`subs.action.${pending.action}`)}
          tone={pending.action === "cancel" ? "danger" : "brand"}
          busy={busy}
          onConfirm={() => void apply()}
          onCancel={() => setPending(null)}
        />
      )}
    </ListPage>
  );
}
