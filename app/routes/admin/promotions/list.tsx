import { SHOWING } from "@functions/commerce/promotions/status";
import { ListOrdered, TicketPercent } from "lucide-react";
import { AdminRouteError, AdminSkeleton } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { ChipSelect } from "~/components/admin/FormBits";
import { FilterBar, FilterChoice, FilterSearch, ImportLink, ListPage, useListQuery } from "~/components/admin/kit";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { LinkButton } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { type AdminPromotion, editPath, filtersOf, listApi, listQuery, PROMO_PATHS, TABS, tabOf } from "./lib";
import { promotionColumns, usePromotionRows } from "./listColumns";

// /admin/settingpage/setting-promotion-list/{tab} — promotions, coupons and activities (tabs), with
// the display / showing-state / keyword filters of spec §3 in the URL, each row's conditions in
// words, its time window and status, an open switch, edit and delete. On the list kit.

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
  const q = useListQuery();
  const { tab, filters, items } = loaderData;
  const { open, del } = usePromotionRows(tab);

  return (
    <ListPage
      // Headed by its tab: the coupon tab is "Coupons", not the section's name.
      title={t(`adminPromotions.tab.${tab}`)}
      breadcrumbs={[{ label: t("adminPromotions.settings") }, { label: t(`adminPromotions.tab.${tab}`) }]}
      testId={PAGE_ID}
      actions={
        tab !== "activity" && (
          <>
            {tab === "promotion" && (
              <LinkButton to={PROMO_PATHS.groups} variant="secondary" data-testid="promotion-groups-link">
                <ListOrdered size={16} aria-hidden /> {t("adminPromotions.groups.title")}
              </LinkButton>
            )}
            {/* The sheet makes promotions and coupons, not activities. */}
            <ImportLink to={PROMO_PATHS.import} label={t("promotionImport.link")} />
          </>
        )
      }
      create={{ to: editPath(tab, "new"), label: t(`adminPromotions.add.${tab}`), testId: "promotion-new" }}
      tabs={{
        label: t("adminPromotions.tabs"),
        active: tab,
        items: TABS.map((k) => ({ key: k, label: t(`adminPromotions.tab.${k}`), to: q.href({}, PROMO_PATHS.list(k)) })),
      }}
      filters={
        <>
          <FilterBar>
            <FilterSearch
              name="keyword"
              label={t(tab === "promotion" ? "adminPromotions.searchName" : "adminPromotions.searchNameCode")}
            />
            <FilterChoice
              name="display"
              label={t("adminPromotions.display.label")}
              options={[3, 1, 2].map((d) => ({
                value: d === 3 ? "" : String(d),
                label: t(`adminPromotions.display.${d}`),
              }))}
            />
          </FilterBar>
          {/* A bit set of states: chips, not a form field. */}
          <ChipSelect
            label={t("adminPromotions.showing.label")}
            options={SHOWING_KEYS.map((k) => ({ value: k, label: t(`adminPromotions.showing.${k}`) }))}
            value={SHOWING_KEYS.filter((k) => filters.showing & SHOWING[k])}
            onChange={(keys) => q.go({ showing: keys.reduce((n, k) => n | SHOWING[k], 0) || null })}
            testId="promotion-showing"
          />
        </>
      }
      columns={promotionColumns(t, locale, tab, { value: open.value, set: (p, on) => void open.set(p, on) })}
      rows={items}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.name}
      rowTestId={(p) => `promotion-row-${p.id}`}
      rowActions={(p) => (
        <>
          <EditRowLink to={editPath(tab, p.id)} name={p.name} />
          <span data-testid={`promotion-delete-${p.id}`} className="contents">
            <DeleteRowButton name={p.name} onClick={() => del.ask(p)} />
          </span>
        </>
      )}
      empty={{
        icon: <TicketPercent size={36} aria-hidden />,
        title: t(`adminPromotions.empty.${tab}`),
        filteredTitle: t("adminPromotions.emptyFiltered"),
      }}
      filtered={Boolean(filters.keyword || filters.showing || filters.display !== 3)}
    >
      {del.dialog}
    </ListPage>
  );
}
