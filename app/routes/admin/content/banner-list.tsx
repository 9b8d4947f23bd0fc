import type { Banner } from "@functions/shared/commerce/catalogue";
import { Image } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { CONTENT_API, CONTENT_PATHS } from "~/components/admin/content/api";
import { ListPage, useRowOrder, ViewStoreLink } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { listOf } from "~/components/admin/loaderData";
import { useT } from "~/i18n";
import { BANNER_TYPE_TONE, BannerThumb } from "./lib/BannerThumb";
import { DisplayToggle, useContentRows } from "./lib/contentRows";

// /admin/settingpage/setting-banner-list — the home page's blocks in display order (sort, higher
// first): show/hide, reorder, delete (spec back-office §2.2, §3 "Home banner").

export async function clientLoader() {
  const list = listOf<Banner>(await adminLoad<unknown>(CONTENT_API.banners));
  return { banners: list.sort((a, b) => b.sort - a.sort || b.id - a.id) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BannerList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const nameOf = (b: Banner) => b.title.trim() || t(`adminContent.bannerType.${b.type}`);
  const send = (id: number, body: object) => adminSend("PATCH", CONTENT_API.banner(id), body);
  const { flag, del, failText } = useContentRows<Banner>({
    api: CONTENT_API.banner,
    name: nameOf,
    shown: (b) => b.isShow,
    send: (b, isShow) => send(b.id, { isShow }),
    deleteTitle: t("adminContent.banner.deleteTitle"),
  });
  const order = useRowOrder<Banner>({
    rows: loaderData.banners,
    send: (id, sort) => send(id, { sort }),
    idPrefix: "banner-move",
    done: t("adminContent.orderSaved"),
    failText,
  });
  const rows = order.rows;

  const columns: Column<Banner>[] = [
    {
      key: "thumb",
      header: t("adminContent.banner.thumb"),
      cell: (b) => <BannerThumb b={b} />,
      media: true,
      width: "w-24",
    },
    {
      key: "title",
      header: t("adminContent.banner.title"),
      primary: true,
      cell: (b) => (
        <div className="min-w-0">
          <Link
            to={CONTENT_PATHS.banner(b.id)}
            className="font-medium text-ink hover:text-brand-700 hover:underline"
            data-testid="banner-title-link"
          >
            {nameOf(b)}
          </Link>
          <p className="mt-0.5 text-sm text-muted">
            {t(`adminContent.displayType.${b.displayType}`)}
            {b.type === "PICTURE" || b.type === "VIDEO"
              ? ` · ${t("adminContent.banner.imageCount", { count: b.media.length })}`
              : ` · ${t("adminContent.banner.amountOf", { count: b.amount })}`}
          </p>
        </div>
      ),
    },
    {
      key: "type",
      header: t("adminContent.banner.type"),
      cell: (b) => <Badge tone={BANNER_TYPE_TONE[b.type] ?? "neutral"}>{t(`adminContent.bannerType.${b.type}`)}</Badge>,
    },
    {
      key: "sort",
      header: t("adminContent.sort"),
      cell: (b) => <span className="tabular-nums">{b.sort}</span>,
      align: "right",
    },
    {
      key: "isShow",
      header: t("adminContent.banner.isShow"),
      cell: (b) => <DisplayToggle flag={flag} row={b} name={nameOf(b)} testId={`banner-show-${b.id}`} />,
    },
  ];

  return (
    <ListPage
      title={t("adminContent.banner.listTitle")}
      description={
        rows.length
          ? t("adminContent.banner.listSummary", { count: rows.length, shown: rows.filter(flag.value).length })
          : undefined
      }
      breadcrumbs={[{ label: t("adminContent.settings") }, { label: t("adminContent.banner.listTitle") }]}
      actions={<ViewStoreLink label={t("adminContent.viewStore")} />}
      create={{ to: CONTENT_PATHS.banner("new"), label: t("adminContent.banner.new"), testId: "banner-new" }}
      testId="banner-list"
      columns={columns}
      rows={rows}
      rowKey={(b) => b.id}
      rowLabel={nameOf}
      rowTestId={(b) => `banner-row-${b.id}`}
      busy={order.busy}
      rowActions={(b) => (
        <>
          {order.buttons(b, {
            up: t("adminContent.moveUpNamed", { name: nameOf(b) }),
            down: t("adminContent.moveDownNamed", { name: nameOf(b) }),
          })}
          <EditRowLink to={CONTENT_PATHS.banner(b.id)} name={nameOf(b)} />
          <DeleteRowButton name={nameOf(b)} onClick={() => del.ask(b)} testId={`banner-delete-${b.id}`} />
        </>
      )}
      empty={{
        icon: <Image size={36} aria-hidden />,
        title: t("adminContent.banner.emptyTitle"),
        body: t("adminContent.banner.emptyBody"),
      }}
    >
      {del.dialog}
    </ListPage>
  );
}
