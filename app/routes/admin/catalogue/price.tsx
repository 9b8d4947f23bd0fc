import { BadgePercent, Eraser, Percent } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { ListPage, useListQuery } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { useT } from "~/i18n";
import type { Route } from "./+types/price";
import { loadCategories, PATHS } from "./lib/api";
import { PendingEditsBar, ProductFilters, useShelfTabs } from "./lib/bulkEditParts";
import { shelfOf, shelfQuery, totalOf } from "./lib/filters";
import { pricePath } from "./lib/paths";
import { priceColumns } from "./lib/price/priceColumns";
import { usePriceEdits } from "./lib/price/usePriceEdits";
import { type AdminProductListItem, PAGE_SIZE, pageOf } from "./lib/product";

// /admin/store-price/:categoryId/:isDisplay — special prices in bulk (PATCH /api/admin/product/prices).
// Edits stay on the page until saved; a bulk tool sets the selected rows' special price to a
// percentage of their price, or clears it. Query: q, special (1 = on sale only), page.

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const sp = url.searchParams;
  const page = pageOf(url);
  const [tree, list] = await Promise.all([
    loadCategories(),
    adminLoad<{ data: AdminProductListItem[]; total: number }>(PATHS.products, {
      categoryId: Number(params.categoryId) || undefined,
      isDisplay: shelfQuery(shelfOf(params.isDisplay)),
      keyword: sp.get("q") || undefined,
      hasSpecialPrice: sp.get("special") === "1" ? true : undefined,
      sortBy: "sort",
      sortDirection: "desc",
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
  ]);
  return { tree, items: list.data ?? [], total: totalOf(list, 0) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function PricePage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const params = useParams();
  const list = useListQuery();
  const categoryId = Number(params.categoryId) || 0;
  const shelf = shelfOf(params.isDisplay);
  const { tree, items, total } = loaderData;
  const edits = usePriceEdits(items);
  const [percent, setPercent] = useState<number | null>(90);
  const shelfTabs = useShelfTabs(shelf, (s) => list.href({}, pricePath(categoryId, s)));
  const percentOk = percent != null && percent > 0 && percent < 100;

  return (
    <ListPage
      title={t("price.title")}
      description={t("price.hint")}
      tabs={shelfTabs}
      filters={
        <ProductFilters tree={tree} categoryId={categoryId} pathFor={(id) => pricePath(id, shelf)} choice="special" />
      }
      columns={priceColumns(t, edits)}
      rows={items}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.name}
      serverSort
      total={total}
      pageSize={PAGE_SIZE}
      bulkTools={
        <NumberField
          label={t("price.percent")}
          value={percent}
          onChange={setPercent}
          min={1}
          max={99}
          suffix="%"
          className="w-32"
          hideLabel
        />
      }
      bulkActions={[
        {
          key: "percent",
          label: t("price.applyPercent", { n: percent ?? 0 }),
          icon: <Percent size={16} aria-hidden />,
          keepSelection: true,
          run: (rows) => (percentOk ? void edits.percentOff(rows, percent) : undefined),
        },
        {
          key: "clear",
          label: t("price.clear"),
          icon: <Eraser size={16} aria-hidden />,
          keepSelection: true,
          run: (rows) => void edits.clearSpecial(rows),
        },
      ]}
      empty={{
        icon: <BadgePercent size={36} aria-hidden />,
        title: t("pl.emptyFiltered"),
        body: t("pl.emptyFilteredBody"),
      }}
    >
      <PendingEditsBar
        edits={edits}
        pending={t("price.pending", { count: edits.dirtyCount })}
        saveLabel={t("price.save")}
      />
    </ListPage>
  );
}
