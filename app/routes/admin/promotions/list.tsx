import { ListOrdered, Plus, TicketPercent } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { SHOWING } from "../../../../functions/promotions/status";
import { AdminPage, AdminRouteError, AdminSkeleton } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { formatTaipei } from "../../../components/admin/content/api";
import { type Column, DataTable } from "../../../components/admin/DataTable";
import { Badge, ChipSelect, FilterSelect, SearchBox } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { DeleteRowButton, EditRowLink } from "../../../components/admin/RowActions";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { Toggle } from "../../../components/admin/Toggle";
import { EmptyState, LinkButton } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";
import {
  type AdminPromotion,
  editPath,
  filtersOf,
  filtersQuery,
  itemApi,
  type ListFilters,
  listApi,
  listQuery,
  PROMO_PATHS,
  TABS,
  tabOf,
} from "./lib";
import { summaryOf, windowOf } from "./summary";
import { STATUS_TONE, usePromoFailure } from "./ui";

// /admin/settingpage/setting-promotion-list/{tab} — promotions, coupons and activities (tabs), with
// the display / showing-state / keyword filters of spec §3, each row's conditions in words, its
// time window and status, an open switch, edit and delete.

export async function clientLoader({ params, request }: { params: { tab?: string }; request: Request }) {
  const tab = tabOf(params.tab);
  const filters = filtersOf(new URL(request.url).searchParams);
  const data = await adminLoad<{ items: AdminPromotion[]; total: number }>(listApi(tab), listQuery(tab, filters));
  return { tab, filters, items: data.items };
}

// Shares PAGE_ID with the page so the build keeps it in the main chunk (see content/banner-edit.tsx).
const PAGE_ID = "promotion-list";
export function HydrateFallback() {
  return (
    <div data-testid={`${PAGE_ID}-loading`}>
      <AdminSkeleton />
    </div>
  );
}
export const ErrorBoundary = AdminRouteError;

const SHOWING_KEYS = ["PENDING", "ON_GOING", "FINISHED"] as const;

export default function PromotionList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const failText = usePromoFailure();
  const { tab, filters } = loaderData;
  const navigate = useNavigate();
  const [rows, setRows] = useState(loaderData.items);
  const [toDelete, setToDelete] = useState<AdminPromotion | null>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => setRows(loaderData.items), [loaderData.items]);

  const setFilters = (next: Partial<ListFilters>) => {
    navigate(PROMO_PATHS.list(tab, filtersQuery({ ...filters, ...next })));
  };
  const query = filtersQuery(filters);

  async function toggleOpen(p: AdminPromotion, isOpen: boolean) {
    setRows((list) => list.map((x) => (x.id === p.id ? { ...x, isOpen } : x)));
    const r = await adminSend<AdminPromotion>("PATCH", itemApi(tab, p.id), { isOpen });
    if (!r.ok) {
      setRows((list) => list.map((x) => (x.id === p.id ? p : x)));
      flash.error(failText(r));
      return;
    }
    setRows((list) => list.map((x) => (x.id === p.id ? r.data : x)));
    flash.success(t(isOpen ? "adminPromotions.nowOpen" : "adminPromotions.nowClosed", { name: p.name }));
  }

  async function remove() {
    if (!toDelete) return;
    setDeleting(true);
    const r = await adminSend("DELETE", itemApi(tab, toDelete.id));
    setDeleting(false);
    if (!r.ok) {
      flash.error(failText(r));
      return;
    }
    setRows((list) => list.filter((x) => x.id !== toDelete.id));
    setToDelete(null);
    flash.success(t("adminUi.deleted"));
  }

  const windowText = (p: AdminPromotion) => {
    const w = windowOf(p);
    if (!w) return t("adminPromotions.noTimeLimit");
    if (!w.start) return t("adminPromotions.until", { end: formatTaipei(w.end, locale) });
    if (!w.end) return t("adminPromotions.from", { start: formatTaipei(w.start, locale) });
    return `${formatTaipei(w.start, locale)} ~ ${formatTaipei(w.end, locale)}`;
  };

  const columns: Column<AdminPromotion>[] = [
    {
      key: "name",
      header: t("adminPromotions.col.name"),
      primary: true,
      cell: (p) => (
        <div className="min-w-0">
          <Link
            to={editPath(tab, p.id)}
            className="font-medium text-ink hover:text-brand-700 hover:underline"
            data-testid="promotion-name-link"
          >
            {p.name}
          </Link>
          {p.code && (
            <p className="mt-0.5 font-mono text-sm text-muted" data-testid="promotion-code">
              {p.code}
            </p>
          )}
        </div>
      ),
    },
    {
      key: "summary",
      header: t("adminPromotions.col.conditions"),
      cell: (p) => (
        <ul className="text-sm" data-testid="promotion-summary">
          {summaryOf(p).map((s, i) => (
            // Tiers have no other identity in a summary line.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
            <li key={i}>{t(s.key, s.vars)}</li>
          ))}
        </ul>
      ),
    },
    {
      key: "window",
      header: t("adminPromotions.col.time"),
      cell: (p) => <span className="text-sm">{windowText(p)}</span>,
    },
    {
      key: "status",
      header: t("adminPromotions.col.status"),
      cell: (p) => (
        <span data-testid={`promotion-status-${p.id}`}>
          <Badge tone={STATUS_TONE[p.status]}>{t(p.statusKey)}</Badge>
        </span>
      ),
    },
    {
      key: "isOpen",
      header: t("adminPromotions.col.open"),
      cell: (p) => (
        <Toggle
          checked={p.isOpen}
          onChange={(x) => void toggleOpen(p, x)}
          label={t("adminPromotions.openNamed", { name: p.name })}
          hideLabel
          testId={`promotion-open-${p.id}`}
        />
      ),
    },
  ];

  const addLabel = t(`adminPromotions.add.${tab}`);
  return (
    <AdminPage
      title={t("adminPromotions.listTitle")}
      breadcrumbs={[{ label: t("adminPromotions.settings") }, { label: t("adminPromotions.listTitle") }]}
      actions={
        <>
          {tab === "promotion" && (
            <LinkButton to={PROMO_PATHS.groups} variant="secondary" data-testid="promotion-groups-link">
              <ListOrdered size={16} aria-hidden /> {t("adminPromotions.groups.title")}
            </LinkButton>
          )}
          <LinkButton to={editPath(tab, "new")} data-testid="promotion-new">
            <Plus size={18} aria-hidden /> {addLabel}
          </LinkButton>
        </>
      }
      toolbar={
        <>
          <StatusTabs
            label={t("adminPromotions.tabs")}
            active={tab}
            tabs={TABS.map((k) => ({ key: k, label: t(`adminPromotions.tab.${k}`), to: PROMO_PATHS.list(k, query) }))}
          />
          <div className="grid gap-2 min-[734px]:grid-cols-[minmax(0,1fr)_180px]">
            <SearchBox
              value={filters.keyword}
              onSearch={(keyword) => setFilters({ keyword })}
              label={t(tab === "promotion" ? "adminPromotions.searchName" : "adminPromotions.searchNameCode")}
            />
            <FilterSelect
              label={t("adminPromotions.display.label")}
              value={String(filters.display)}
              onChange={(v) => setFilters({ display: Number(v) as 1 | 2 | 3 })}
              options={[3, 1, 2].map((d) => ({ value: String(d), label: t(`adminPromotions.display.${d}`) }))}
            />
          </div>
          <ChipSelect
            label={t("adminPromotions.showing.label")}
            options={SHOWING_KEYS.map((k) => ({ value: k, label: t(`adminPromotions.showing.${k}`) }))}
            value={SHOWING_KEYS.filter((k) => filters.showing & SHOWING[k])}
            onChange={(keys) => setFilters({ showing: keys.reduce((n, k) => n | SHOWING[k], 0) })}
            testId="promotion-showing"
          />
        </>
      }
      testId={PAGE_ID}
    >
      <DataTable
        caption={t(`adminPromotions.tab.${tab}`)}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        rowTestId={(p) => `promotion-row-${p.id}`}
        rowActions={(p) => (
          <>
            <EditRowLink to={editPath(tab, p.id)} name={p.name} />
            <span data-testid={`promotion-delete-${p.id}`} className="contents">
              <DeleteRowButton name={p.name} onClick={() => setToDelete(p)} />
            </span>
          </>
        )}
        empty={
          <EmptyState
            icon={<TicketPercent size={36} aria-hidden />}
            title={t(
              filters.keyword || filters.showing || filters.display !== 3
                ? "adminPromotions.emptyFiltered"
                : `adminPromotions.empty.${tab}`,
            )}
            action={
              <LinkButton to={editPath(tab, "new")}>
                <Plus size={18} aria-hidden /> {addLabel}
              </LinkButton>
            }
          />
        }
      />
      {toDelete && (
        <ConfirmDialog
          title={t("adminPromotions.deleteTitle")}
          body={t("adminPromotions.deleteBody", { name: toDelete.name })}
          confirmLabel={t("adminUi.delete")}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
