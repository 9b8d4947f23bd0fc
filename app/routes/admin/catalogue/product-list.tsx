import { FileSpreadsheet, PackageOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate, useParams, useRevalidator } from "react-router";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { type AdminResult, adminLoad, adminSend, failureKey } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { ImportLink, ListPage, useListQuery, useRowDelete, useRowFlag } from "~/components/admin/kit";
import { useT } from "~/i18n";
import { loadCategories, PATHS } from "./lib/api";
import { duplicateProduct } from "./lib/duplicateProduct";
import { type Shelf, shelfOf, shelfQuery, totalOf } from "./lib/filters";
import { ProductFilters } from "./lib/ProductFilters";
import { productEditPath, productListPath } from "./lib/paths";
import { type AdminProductListItem, PAGE_SIZE } from "./lib/product";
import { ProductRowActions, productColumns } from "./lib/productColumns";
import { moreFilterValue, productFiltersOf, productSortQuery } from "./lib/productListQuery";

// /admin/store-productlist/:categoryId/:isDisplay — the product list (spec back-office §2.2), on
// the list kit. Filters live in the URL (lib/productListQuery.ts).

type ListAnswer = { data: AdminProductListItem[]; total: number };

export async function clientLoader({
  params,
  request,
}: {
  params: Record<string, string | undefined>;
  request: Request;
}) {
  const f = productFiltersOf(new URL(request.url));
  const categoryId = Number(params.categoryId) || 0;
  const base = {
    categoryId: categoryId || undefined,
    keyword: f.q || undefined,
    kind: f.kind,
    paymentPlan: f.plan,
    hasSpecialPrice: f.special,
    hasStock: f.stock,
  };
  const count = (s: Shelf) =>
    adminLoad<ListAnswer>(PATHS.products, { ...base, isDisplay: shelfQuery(s), limit: 1 }).then((r) => totalOf(r, 0));
  const [tree, list, on, off, all] = await Promise.all([
    loadCategories(),
    adminLoad<ListAnswer>(PATHS.products, {
      ...base,
      isDisplay: shelfQuery(shelfOf(params.isDisplay)),
      ...productSortQuery(f.sort),
      limit: PAGE_SIZE,
      offset: (f.page - 1) * PAGE_SIZE,
    }),
    count("on"),
    count("off"),
    count("all"),
  ]);
  return { tree, items: list.data ?? [], total: totalOf(list, 0), counts: { on, off, all } };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function ProductList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const params = useParams();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const q = useListQuery();
  const categoryId = Number(params.categoryId) || 0;
  const shelf = shelfOf(params.isDisplay);
  const f = productFiltersOf(new URL(`http://x/${useLocation().search}`));
  const { tree, items, total, counts } = loaderData;
  const [busy, setBusy] = useState(false);
  const filtered = Boolean(f.q || moreFilterValue(f) || categoryId);

  const flag = useRowFlag<AdminProductListItem>({
    id: (p) => p.id,
    get: (p) => p.isDisplay,
    send: (p, on) => adminSend("PATCH", PATHS.product(p.id), { isDisplay: on }),
  });
  const del = useRowDelete<AdminProductListItem>({
    path: (p) => PATHS.product(p.id),
    title: (p) => t("pl.deleteOne", { name: p.name }),
    body: () => t("pl.deleteBody"),
  });

  /** One write per selected product; the first failure is reported, the list reloads either way. */
  async function each(rows: AdminProductListItem[], send: (p: AdminProductListItem) => Promise<AdminResult<unknown>>) {
    const results = await Promise.all(rows.map(send));
    const failed = results.find((r) => !r.ok);
    revalidate();
    if (failed && !failed.ok) flash.error(t(failureKey(failed)));
    return !failed;
  }
  async function setShelf(rows: AdminProductListItem[], on: boolean) {
    if (await each(rows, (p) => adminSend("PATCH", PATHS.product(p.id), { isDisplay: on })))
      flash.success(t(on ? "pl.onShelfDone" : "pl.offShelfDone", { count: rows.length }));
  }
  async function copy(p: AdminProductListItem) {
    setBusy(true);
    const r = await duplicateProduct(p.id, (name) => t("pl.copyName", { name }));
    setBusy(false);
    if (!r.ok) return flash.error(t(failureKey(r)));
    flash.success(t("pl.copied"));
    navigate(productEditPath(r.data.id));
  }

  const shelfTab = (s: Shelf) => ({
    key: s,
    label: t(`shelf.${s}`),
    to: q.href({}, productListPath(categoryId, s)),
    count: counts[s],
  });
  return (
    <ListPage
      title={t("pl.title")}
      actions={<ImportLink to="/admin/products-import" label={t("pl.importExport")} icon={FileSpreadsheet} />}
      create={{ to: productEditPath("new"), label: t("pl.add"), testId: "add-product" }}
      tabs={{ label: t("pl.shelfFilter"), active: shelf, items: [shelfTab("on"), shelfTab("off"), shelfTab("all")] }}
      filters={<ProductFilters tree={tree} categoryId={categoryId} shelf={shelf} f={f} q={q} />}
      columns={productColumns(t, { value: flag.value, set: (p, on) => void flag.set(p, on), busy })}
      rows={items}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.name}
      rowTestId={() => "product-row"}
      serverSort
      total={total}
      pageSize={PAGE_SIZE}
      busy={busy}
      bulkActions={[
        { key: "on", label: t("pl.bulkOn"), run: (rows) => setShelf(rows, true) },
        { key: "off", label: t("pl.bulkOff"), run: (rows) => setShelf(rows, false) },
        {
          key: "delete",
          label: t("adminUi.delete"),
          icon: <Trash2 size={16} aria-hidden />,
          danger: true,
          confirm: (rows) => ({
            title:
              rows.length === 1
                ? t("pl.deleteOne", { name: rows[0]?.name ?? "" })
                : t("pl.deleteMany", { count: rows.length }),
            body: t("pl.deleteBody"),
          }),
          run: async (rows) => {
            if (await each(rows, (p) => adminSend("DELETE", PATHS.product(p.id)))) flash.success(t("adminUi.deleted"));
          },
        },
      ]}
      rowActions={(p) => (
        <ProductRowActions p={p} busy={busy} onCopy={() => void copy(p)} onDelete={() => del.ask(p)} />
      )}
      empty={{
        icon: <PackageOpen size={36} aria-hidden />,
        title: counts.all > 0 ? t("pl.emptyFiltered") : t("pl.emptyTitle"),
        body: counts.all > 0 ? t("pl.emptyFilteredBody") : t("pl.emptyBody"),
        filteredTitle: t("pl.emptyFiltered"),
        filteredBody: t("pl.emptyFilteredBody"),
      }}
      filtered={filtered}
      clearFiltersTo={productListPath(0, shelf)}
    >
      {del.dialog}
    </ListPage>
  );
}
