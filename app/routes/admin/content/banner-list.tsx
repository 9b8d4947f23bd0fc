import {
  ArrowDown,
  ArrowUp,
  Clapperboard,
  ExternalLink,
  GalleryHorizontal,
  Image,
  LayoutGrid,
  Pencil,
  Plus,
  Trash2,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Banner } from "../../../../functions/shared/catalogue";
import { bestSrc } from "../../../../functions/shared/media";
import { AdminPage, AdminRouteError, AdminSkeleton } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import {
  CONTENT_API,
  CONTENT_PATHS,
  listOf,
  moveItem,
  resortDesc,
  useFailureText,
} from "../../../components/admin/content/api";
import { IconButton, IconLink } from "../../../components/admin/content/IconButton";
import { type Column, DataTable } from "../../../components/admin/DataTable";
import { Badge } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { Toggle } from "../../../components/admin/Toggle";
import { EmptyState, LinkButton } from "../../../components/ui";
import { useT } from "../../../i18n";

// /admin/settingpage/setting-banner-list — the home page's blocks in display order (sort, higher
// first): show/hide, reorder, delete (spec back-office §2.2, §3 "Home banner").

export async function clientLoader() {
  return { banners: listOf<Banner>(await adminLoad<unknown>(CONTENT_API.banners)) };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see banner-edit.tsx).
const PAGE_ID = "banner-list";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

const ordered = (list: readonly Banner[]) => [...list].sort((a, b) => b.sort - a.sort || b.id - a.id);

const TYPE_ICON = {
  PICTURE: Image,
  VIDEO: Clapperboard,
  PRODUCT_SWIPER: GalleryHorizontal,
  PRODUCT_WATERFALL: LayoutGrid,
};
const TYPE_TONE = {
  PICTURE: "brand",
  VIDEO: "warning",
  PRODUCT_SWIPER: "neutral",
  PRODUCT_WATERFALL: "neutral",
} as const;

function Thumb({ b }: { b: Banner }) {
  const first = b.media.find((m) => m.type !== "BANNER_PHONE") ?? b.media[0];
  const Icon = TYPE_ICON[b.type] ?? Image;
  const src = first
    ? bestSrc(first.media, ["w1920h540t1", "w1920h1080t1", "w800h1200t1"])
    : b.type === "VIDEO" && b.videoId
      ? `https://i.ytimg.com/vi/${b.videoId}/mqdefault.jpg`
      : null;
  return (
    <div className="flex h-12 w-20 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface text-brand-600">
      {src ? (
        <img src={src} alt="" className="h-full w-full object-cover" loading="lazy" />
      ) : (
        <Icon size={20} aria-hidden />
      )}
    </div>
  );
}

export default function BannerList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const failText = useFailureText();
  const [rows, setRows] = useState(() => ordered(loaderData.banners));
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<Banner | null>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => setRows(ordered(loaderData.banners)), [loaderData.banners]);

  const nameOf = (b: Banner) => b.title.trim() || t(`adminContent.bannerType.${b.type}`);
  const shownCount = rows.filter((b) => b.isShow).length;

  async function toggleShow(b: Banner, isShow: boolean) {
    setRows((list) => list.map((x) => (x.id === b.id ? { ...x, isShow } : x)));
    const r = await adminSend<Banner>("PATCH", CONTENT_API.banner(b.id), { isShow });
    if (!r.ok) {
      setRows((list) => list.map((x) => (x.id === b.id ? { ...x, isShow: b.isShow } : x)));
      flash.error(failText(r));
      return;
    }
    flash.success(t(isShow ? "adminContent.nowShown" : "adminContent.nowHidden", { name: nameOf(b) }));
  }

  async function move(index: number, to: number) {
    if (busy || to < 0 || to >= rows.length) return;
    const before = rows;
    const next = moveItem(rows, index, to);
    const changes = resortDesc(next);
    const byId = new Map(changes.map((c) => [c.id, c.sort]));
    setRows(next.map((b) => (byId.has(b.id) ? { ...b, sort: byId.get(b.id) ?? b.sort } : b)));
    setBusy(true);
    const results = await Promise.all(
      changes.map((c) => adminSend<Banner>("PATCH", CONTENT_API.banner(c.id), { sort: c.sort })),
    );
    setBusy(false);
    const failed = results.find((r) => !r.ok);
    if (failed && !failed.ok) {
      // Some rows may have moved: show what the server has now.
      const fresh = await adminSend<unknown>("GET", CONTENT_API.banners);
      setRows(fresh.ok ? ordered(listOf<Banner>(fresh.data)) : before);
      flash.error(failText(failed));
      return;
    }
    flash.success(t("adminContent.orderSaved"));
    requestAnimationFrame(() =>
      document.getElementById(`banner-move-${next[to]?.id}-${to < index ? "up" : "down"}`)?.focus(),
    );
  }

  async function remove() {
    if (!toDelete) return;
    setDeleting(true);
    const r = await adminSend("DELETE", CONTENT_API.banner(toDelete.id));
    setDeleting(false);
    if (!r.ok) {
      flash.error(failText(r));
      return;
    }
    setRows((list) => list.filter((x) => x.id !== toDelete.id));
    flash.success(t("adminContent.deleted"));
    setToDelete(null);
  }

  const columns: Column<Banner>[] = [
    { key: "thumb", header: t("adminContent.banner.thumb"), cell: (b) => <Thumb b={b} />, media: true, width: "w-24" },
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
      cell: (b) => <Badge tone={TYPE_TONE[b.type] ?? "neutral"}>{t(`adminContent.bannerType.${b.type}`)}</Badge>,
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
      cell: (b) => (
        <Toggle
          checked={b.isShow}
          onChange={(x) => void toggleShow(b, x)}
          label={t("adminContent.showNamed", { name: nameOf(b) })}
          hideLabel
          testId={`banner-show-${b.id}`}
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={t("adminContent.banner.listTitle")}
      description={
        rows.length ? t("adminContent.banner.listSummary", { count: rows.length, shown: shownCount }) : undefined
      }
      breadcrumbs={[{ label: t("adminContent.settings") }, { label: t("adminContent.banner.listTitle") }]}
      actions={
        <>
          <a
            href="/"
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
          >
            <ExternalLink size={16} aria-hidden /> {t("adminContent.viewStore")}
          </a>
          <LinkButton to={CONTENT_PATHS.banner("new")} data-testid="banner-new">
            <Plus size={18} aria-hidden /> {t("adminContent.banner.new")}
          </LinkButton>
        </>
      }
      testId={PAGE_ID}
    >
      <DataTable
        caption={t("adminContent.banner.listTitle")}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        rowTestId={(b) => `banner-row-${b.id}`}
        loading={busy}
        rowActions={(b) => {
          const i = rows.findIndex((x) => x.id === b.id);
          return (
            <>
              <IconButton
                id={`banner-move-${b.id}-up`}
                onClick={() => void move(i, i - 1)}
                disabled={i <= 0 || busy}
                label={t("adminContent.moveUpNamed", { name: nameOf(b) })}
              >
                <ArrowUp size={16} aria-hidden />
              </IconButton>
              <IconButton
                id={`banner-move-${b.id}-down`}
                onClick={() => void move(i, i + 1)}
                disabled={i >= rows.length - 1 || busy}
                label={t("adminContent.moveDownNamed", { name: nameOf(b) })}
              >
                <ArrowDown size={16} aria-hidden />
              </IconButton>
              <IconLink to={CONTENT_PATHS.banner(b.id)} label={t("adminContent.editNamed", { name: nameOf(b) })}>
                <Pencil size={16} aria-hidden />
              </IconLink>
              <IconButton
                tone="danger"
                onClick={() => setToDelete(b)}
                label={t("adminContent.deleteNamed", { name: nameOf(b) })}
                data-testid={`banner-delete-${b.id}`}
              >
                <Trash2 size={16} aria-hidden />
              </IconButton>
            </>
          );
        }}
        empty={
          <EmptyState
            icon={<Image size={36} aria-hidden />}
            title={t("adminContent.banner.emptyTitle")}
            body={t("adminContent.banner.emptyBody")}
            action={
              <LinkButton to={CONTENT_PATHS.banner("new")}>
                <Plus size={18} aria-hidden /> {t("adminContent.banner.new")}
              </LinkButton>
            }
          />
        }
      />
      {toDelete && (
        <ConfirmDialog
          title={t("adminContent.banner.deleteTitle")}
          body={t("adminContent.deleteBody", { name: nameOf(toDelete) })}
          confirmLabel={t("adminContent.delete")}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
