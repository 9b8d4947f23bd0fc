import { Package } from "lucide-react";
import { useLocation, useParams } from "react-router";
import { AdminPage, AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, withQuery } from "~/components/admin/adminApi";
import { ImportLink, useListLoading, useListQuery } from "~/components/admin/kit";
import { Pagination } from "~/components/admin/kit/DataTable";
import { StatusTabs } from "~/components/admin/StatusTabs";
import { Card, cx, EmptyState } from "~/components/ui";
import { useT } from "~/i18n";
import type { Route } from "./+types/stock";
import { loadCategories, PATHS } from "./lib/api";
import { PendingEditsBar, ProductFilters, useShelfTabs } from "./lib/bulkEditParts";
import { shelfOf, shelfQuery, totalOf } from "./lib/filters";
import { stockPath } from "./lib/paths";
import { type AdminStockProduct, PAGE_SIZE, type StockLogEntry } from "./lib/product";
import { StockCard } from "./lib/stock/StockCard";
import { StockLogFilters, StockLogs } from "./lib/stock/StockLogs";
import { stockQueryOf } from "./lib/stock/stockQuery";
import { useStockEdits } from "./lib/stock/useStockEdits";

// /admin/store-stock/:categoryId/:isDisplay — stock per spec line, edited inline and saved in one
// batch (PATCH /api/admin/product/stocks), and the stock history (?view=logs, GET …/stock/logs).
// Query: q, under (low-stock threshold), page; logs: logs (product id), reason, from, to, page.

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const q = stockQueryOf(url);
  const categoryId = Number(params.categoryId) || undefined;
  const shelf = shelfOf(params.isDisplay);
  const treeLoad = loadCategories();
  if (q.view === "logs") {
    const [tree, r] = await Promise.all([
      treeLoad,
      adminLoad<{ data: StockLogEntry[]; total: number }>(PATHS.stockLogs, {
        productId: q.productId,
        reason: q.reason,
        from: q.from || undefined,
        to: q.to || undefined,
        limit: PAGE_SIZE,
        offset: (q.page - 1) * PAGE_SIZE,
      }),
    ]);
    return {
      tree,
      view: "logs" as const,
      logs: r.data ?? [],
      products: [] as AdminStockProduct[],
      total: totalOf(r, 0),
    };
  }
  const [tree, r] = await Promise.all([
    treeLoad,
    adminLoad<{ data: AdminStockProduct[]; total: number }>(PATHS.stocks, {
      categoryId,
      isDisplay: shelfQuery(shelf),
      keyword: q.q || undefined,
      underStock: q.under,
      limit: PAGE_SIZE,
      offset: (q.page - 1) * PAGE_SIZE,
    }),
  ]);
  return { tree, view: "stock" as const, logs: [] as StockLogEntry[], products: r.data ?? [], total: totalOf(r, 0) };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function StockPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const params = useParams();
  const list = useListQuery();
  const loading = useListLoading();
  const categoryId = Number(params.categoryId) || 0;
  const shelf = shelfOf(params.isDisplay);
  const q = stockQueryOf(new URL(`http://x/${useLocation().search}`));
  const { tree, products, logs, total, view } = loaderData;
  const edits = useStockEdits(products);
  const base = stockPath(categoryId, shelf);
  const shelfTabs = useShelfTabs(shelf, (s) => list.href({}, stockPath(categoryId, s)));

  return (
    <AdminPage
      title={t("stock.title")}
      actions={<ImportLink to="/admin/product-stock-import" label={t("stock.import")} />}
      toolbar={
        <>
          <div className="flex flex-wrap items-center gap-2">
            <StatusTabs
              label={t("stock.viewLabel")}
              active={view}
              tabs={[
                {
                  key: "stock",
                  label: t("stock.viewStock"),
                  to: withQuery(base, { q: q.q || undefined, under: q.under }),
                },
                { key: "logs", label: t("stock.viewLogs"), to: withQuery(base, { view: "logs" }) },
              ]}
            />
            {view === "stock" && <StatusTabs label={shelfTabs.label} active={shelf} tabs={shelfTabs.items} />}
          </div>
          {view === "stock" ? (
            <ProductFilters tree={tree} categoryId={categoryId} pathFor={(id) => stockPath(id, shelf)} choice="under" />
          ) : (
            <StockLogFilters q={q} allHref={withQuery(base, { view: "logs" })} onApply={(f) => list.go(f)} />
          )}
        </>
      }
    >
      {view === "logs" ? (
        <StockLogs logs={logs} />
      ) : products.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Package size={36} aria-hidden />}
            title={t("pl.emptyFiltered")}
            body={t("pl.emptyFilteredBody")}
          />
        </Card>
      ) : (
        <div className={cx("flex flex-col gap-3 transition-opacity", loading && "opacity-60")}>
          {products.map((p) => (
            <StockCard key={p.productId} p={p} edits={edits} logsHref={withQuery(base, { logs: p.productId })} />
          ))}
        </div>
      )}
      <Pagination
        page={q.page}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        total={total}
        hrefFor={(page) => list.href({ page })}
      />
      <PendingEditsBar
        edits={edits}
        pending={t("stock.pending", { count: edits.dirtyCount })}
        saveLabel={t("stock.save")}
        saveTestId="stock-save"
      />
    </AdminPage>
  );
}
