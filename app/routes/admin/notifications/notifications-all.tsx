import "~/i18n/areas/adminNotifications";
import { NOTIFICATIONS_PAGE } from "@functions/shared/highlights/notifications";
import type { NotificationsPage, NotificationView } from "@functions/store/notifications/service";
import { Bell, Settings } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { Badge, type Column, HeaderLink, ListPage } from "~/components/admin/kit";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";
import { formatTaipei } from "~/lib/taipeiTime";
import { API, LIST_PATH, messageOf, SETTINGS_PATH, typeLabel } from "./lib";

// /admin/notifications-all (spec back-office §2.2 Notifications; optional ?beforeId=, a
// notification id): the store's notifications newest first, a page at a time by position.

export async function clientLoader({ request }: { request: Request }) {
  const raw = new URL(request.url).searchParams.get("beforeId") ?? "";
  const beforeId = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined;
  const page = await adminLoad<NotificationsPage>(API.list, {
    limit: NOTIFICATIONS_PAGE,
    ...(beforeId ? { beforeId } : {}),
  });
  return { page, beforeId: beforeId ?? null };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function NotificationsAllPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { page, beforeId } = loaderData;
  const columns: Column<NotificationView>[] = [
    {
      key: "message",
      header: t("notices.what"),
      primary: true,
      cell: (n) => (
        <Link to={n.path} className="font-medium text-brand-700 hover:underline" data-testid={`notice-link-${n.id}`}>
          {messageOf(n, locale)}
        </Link>
      ),
    },
    {
      key: "type",
      header: t("notices.kind"),
      media: true,
      cell: (n) => <Badge tone="brand">{typeLabel(n.type, locale)}</Badge>,
    },
    {
      key: "createdAt",
      header: t("notices.when"),
      width: "w-48",
      cell: (n) => <span className="tabular-nums text-muted">{formatTaipei(n.createdAt, locale)}</span>,
    },
  ];
  const title = menuLabel("notificationsAll", locale);
  return (
    <ListPage
      title={title}
      description={beforeId ? t("notices.olderHint") : t("notices.description")}
      breadcrumbs={[{ label: menuLabel("notifications", locale) }, { label: title }]}
      testId="notifications-all"
      actions={
        <HeaderLink to={SETTINGS_PATH} label={t("notices.settings")} icon={<Settings size={16} aria-hidden />} />
      }
      columns={columns}
      rows={page.items}
      rowKey={(n) => n.id}
      rowLabel={(n) => messageOf(n, locale)}
      rowTestId={(n) => `notice-${n.type}`}
      serverSort
      empty={{
        icon: <Bell size={28} aria-hidden />,
        title: beforeId ? t("notices.emptyOlder") : t("notices.emptyTitle"),
        body: beforeId ? undefined : t("notices.emptyBody"),
      }}
      keyset={{
        olderHref: page.nextBeforeId ? `${LIST_PATH}?beforeId=${page.nextBeforeId}` : null,
        olderLabel: t("notices.older"),
        newestHref: beforeId ? LIST_PATH : undefined,
        newestLabel: t("notices.newest"),
        endText: page.items.length ? t("notices.emptyOlder") : undefined,
      }}
    />
  );
}
