import { Copy, FileSpreadsheet, PackageOpen, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams, useRevalidator } from "react-router";
import { formatMoney } from "../../../../functions/shared/pricing";
import { AdminPage, AdminRouteError } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend, failureKey, withQuery } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { type Column, DataTable, Pagination } from "../../../components/admin/DataTable";
import { Badge, FilterSelect, SearchBox } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { Toggle } from "../../../components/admin/Toggle";
import { Button, EmptyState, LinkButton } from "../../../components/ui";
import { useT } from "../../../i18n";
import { flattenCategories, loadCategories, PATHS } from "./lib/api";
import { type Shelf, shelfOf, shelfQuery, totalOf } from "./lib/filters";
import { Thumb } from "./lib/ProductPicker";
import { productEditPath, productListPath } from "./lib/paths";
import {
  type AdminProduct,
  type AdminProductListItem,
  PAGE_SIZE,
  PAYMENT_PLANS,
  pageOf,
  SORTS,
  type SortChoice,
  sortChoice,
} from "./lib/product";

// /admin/store-productlist/:categoryId/:isDisplay — the product list (spec back-office §2.2).
// Filters live in the URL: the path's category and shelf, and ?q= (keyword), kind, plan,
// special (has special price), stock (in / out), sort and page.

type ListAnswer = { data: AdminProductListItem[]; total: number };

function filtersOf(url: URL) {
  const sp = url.searchParams;
  const bool = (k: string) => (sp.get(k) === "1" ? true : sp.get(k) === "0" ? false : undefined);
  return {
    q: sp.get("q") ?? "",
    kind:
      sp.get("kind") === "NORMAL" || sp.get("kind") === "COMBO" ? (sp.get("kind") as "NORMAL" | "COMBO") : undefined,
    plan: PAYMENT_PLANS.find((p) => p === sp.get("plan")),
    special: bool("special"),
    stock: bool("stock"),
    sort: sortChoice(sp.get("sort")),
    page: pageOf(url),
  };
}

export async function clientLoader({
  params,
  request,
}: {
  params: Record<string, string | undefined>;
  request: Request;
}) {
  const url = new URL(request.url);
  const categoryId = Number(params.categoryId) || 0;
  const shelf = shelfOf(params.isDisplay);
  const f = filtersOf(url);
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
      isDisplay: shelfQuery(shelf),
      ...SORTS[f.sort],
      limit: PAGE_SIZE,
      offset: (f.page - 1) * PAGE_SIZE,
    }),
    count("on"),
    count("off"),
    count("all"),
  ]);
  return { tree, items: list.data ?? [], total: totalOf(list, 0), counts: { on, off, all } };
}

export { TableSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function ProductList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate, state } = useRevalidator();
  const categoryId = Number(params.categoryId) || 0;
  const shelf = shelfOf(params.isDisplay);
  const url = new URL(location.pathname + location.search, "http://x");
  const f = filtersOf(url);
  const { tree, items, total, counts } = loaderData;
  const flat = flattenCategories(tree);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  const [toDelete, setToDelete] = useState<AdminProductListItem[] | null>(null);
  const [busy, setBusy] = useState(false);

  /** Same list, other filters (page back to 1 unless given). */
  const hrefWith = (patch: Record<string, string | number | undefined>, path = productListPath(categoryId, shelf)) => {
    const q: Record<string, string | number | undefined> = {
      q: f.q || undefined,
      kind: f.kind,
      plan: f.plan,
      special: f.special === undefined ? undefined : f.special ? 1 : 0,
      stock: f.stock === undefined ? undefined : f.stock ? 1 : 0,
      sort: f.sort === "sort" ? undefined : f.sort,
      page: undefined,
      ...patch,
    };
    return withQuery(path, q);
  };
  const go = (patch: Record<string, string | number | undefined>, path?: string) => navigate(hrefWith(patch, path));
  const filtered = Boolean(f.q || f.kind || f.plan || f.special !== undefined || f.stock !== undefined || categoryId);

  async function setDisplay(ids: number[], on: boolean) {
    setOverrides((o) => ({ ...o, ...Object.fromEntries(ids.map((id) => [id, on])) }));
    setBusy(true);
    const results = await Promise.all(ids.map((id) => adminSend("PATCH", PATHS.product(id), { isDisplay: on })));
    setBusy(false);
    const failed = results.find((r) => !r.ok);
    if (failed && !failed.ok) flash.error(t(failureKey(failed)));
    else flash.success(on ? t("pl.onShelfDone", { count: ids.length }) : t("pl.offShelfDone", { count: ids.length }));
    setSelected(new Set());
    setOverrides({});
    revalidate();
  }

  async function remove() {
    if (!toDelete) return;
    setBusy(true);
    const results = await Promise.all(toDelete.map((p) => adminSend("DELETE", PATHS.product(p.id))));
    setBusy(false);
    setToDelete(null);
    const failed = results.find((r) => !r.ok);
    if (failed && !failed.ok) flash.error(t(failureKey(failed)));
    else flash.success(t("adminUi.deleted"));
    setSelected(new Set());
    revalidate();
  }

  /** Copies a product (fields, links, images, specs with stock 0) and opens the copy. */
  async function duplicate(p: AdminProductListItem) {
    setBusy(true);
    const src = await adminSend<AdminProduct>("GET", PATHS.product(p.id));
    if (!src.ok) {
      setBusy(false);
      flash.error(t(failureKey(src)));
      return;
    }
    const s = src.data;
    const copyLines = (
      lines: AdminProduct["stocks"],
    ): { spec: string; sku: null; stock: number; children?: unknown[] }[] =>
      lines.map((l) => ({
        spec: l.spec,
        sku: null,
        stock: 0,
        ...(l.children.length ? { children: copyLines(l.children) } : {}),
      }));
    const body = {
      kind: s.kind,
      name: t("pl.copyName", { name: s.name }).slice(0, 120),
      summary: s.summary,
      description: s.description,
      paymentPlan: s.paymentPlan,
      price: s.price,
      specialPrice: s.specialPrice,
      subscriptionPrice: s.subscriptionPrice,
      subscriptionCycles: s.subscriptionCycles,
      isAdult: s.isAdult,
      isDisplay: false,
      isSaleable: s.isSaleable,
      minQuantityPerOrder: s.minQuantityPerOrder,
      maxQuantityPerOrder: s.maxQuantityPerOrder,
      typeForCreatingStore: s.typeForCreatingStore,
      paymentPlanForCreatingStore: s.paymentPlanForCreatingStore,
      minAmountShoppingForCreatingStore: s.minAmountShoppingForCreatingStore,
      blockedShippingMethodIds: s.blockedShippingMethodIds,
      informationId: s.informationId,
      sort: s.sort,
      metaTitle: s.metaTitle,
      metaDescription: s.metaDescription,
      categoryIds: s.categoryIds,
      tagIds: s.tagIds,
      topicIds: s.topicIds,
      mediaIds: s.media.map((m) => m.mediaId),
      ...(s.kind === "COMBO"
        ? {
            stocks: [{ spec: s.stocks[0]?.spec ?? "" }],
            combos: s.combos.map((c) => ({ stockId: c.stockId, quantity: c.quantity })),
          }
        : { stocks: copyLines(s.stocks) }),
    };
    const r = await adminSend<AdminProduct>("POST", PATHS.products, body);
    setBusy(false);
    if (!r.ok) {
      flash.error(t(failureKey(r)));
      return;
    }
    flash.success(t("pl.copied"));
    navigate(productEditPath(r.data.id));
  }

  const isShown = (p: AdminProductListItem) => overrides[p.id] ?? p.isDisplay;
  const columns: Column<AdminProductListItem>[] = [
    {
      key: "image",
      header: <span className="sr-only">{t("pl.image")}</span>,
      media: true,
      width: "w-16",
      cell: (p) => <Thumb media={p.media} />,
    },
    {
      key: "name",
      header: t("pl.name"),
      primary: true,
      cell: (p) => (
        <div className="min-w-0">
          <Link
            to={productEditPath(p.id)}
            className="font-medium text-ink hover:text-brand-700 hover:underline"
            data-testid="product-name"
          >
            {p.name}
          </Link>
          <div className="mt-1 flex flex-wrap gap-1">
            {p.type === "COMBO" && <Badge tone="brand">{t("pl.combo")}</Badge>}
            {p.paymentPlan !== "NORMAL" && <Badge>{t(`plan.${p.paymentPlan}`)}</Badge>}
            {p.isAdult && <Badge tone="danger">18+</Badge>}
            {!p.isSaleable && <Badge tone="warning">{t("pl.notSaleable")}</Badge>}
          </div>
        </div>
      ),
    },
    {
      key: "price",
      header: t("pl.price"),
      align: "right",
      cell: (p) =>
        p.unitSpecialPrice > 0 && p.unitSpecialPrice !== p.price ? (
          <div className="tabular-nums">
            <div className="font-medium text-danger">{formatMoney(p.unitSpecialPrice)}</div>
            <div className="text-xs text-muted line-through">{formatMoney(p.price)}</div>
          </div>
        ) : (
          <span className="tabular-nums">{formatMoney(p.price)}</span>
        ),
    },
    {
      key: "stock",
      header: t("pl.stock"),
      align: "right",
      cell: (p) => (
        <span className={p.stock <= 0 ? "font-medium text-danger tabular-nums" : "tabular-nums"}>
          {p.stock <= 0 ? t("pl.soldOut") : p.stock.toLocaleString()}
        </span>
      ),
    },
    {
      key: "display",
      header: t("pl.onShelf"),
      cell: (p) => (
        <Toggle
          checked={isShown(p)}
          onChange={(on) => void setDisplay([p.id], on)}
          label={t("pl.onShelfOf", { name: p.name })}
          hideLabel
          disabled={busy}
        />
      ),
    },
  ];

  const title = t("pl.title");
  return (
    <AdminPage
      title={title}
      actions={
        <>
          <LinkButton to="/admin/products-import" variant="secondary">
            <FileSpreadsheet size={18} aria-hidden /> {t("pl.importExport")}
          </LinkButton>
          <LinkButton to={productEditPath("new")} data-testid="add-product">
            <Plus size={18} aria-hidden /> {t("pl.add")}
          </LinkButton>
        </>
      }
      toolbar={
        <>
          <StatusTabs
            label={t("pl.shelfFilter")}
            active={shelf}
            tabs={[
              {
                key: "on",
                label: t("shelf.on"),
                to: hrefWith({}, productListPath(categoryId, "on")),
                count: counts.on,
              },
              {
                key: "off",
                label: t("shelf.off"),
                to: hrefWith({}, productListPath(categoryId, "off")),
                count: counts.off,
              },
              {
                key: "all",
                label: t("shelf.all"),
                to: hrefWith({}, productListPath(categoryId, "all")),
                count: counts.all,
              },
            ]}
          />
          <div className="grid gap-2 min-[734px]:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
            <SearchBox value={f.q} onSearch={(q) => go({ q: q || undefined })} label={t("pl.search")} />
            <FilterSelect
              label={t("pl.category")}
              value={String(categoryId)}
              onChange={(v) => go({}, productListPath(Number(v), shelf))}
              options={[
                { value: "0", label: t("pl.allCategories") },
                ...flat.map((c) => ({ value: String(c.node.id), label: `${"　".repeat(c.level - 1)}${c.node.name}` })),
              ]}
            />
            <FilterSelect
              label={t("pl.filterMore")}
              value={
                f.kind
                  ? `kind:${f.kind}`
                  : f.plan
                    ? `plan:${f.plan}`
                    : f.special !== undefined
                      ? `special:${f.special ? 1 : 0}`
                      : f.stock !== undefined
                        ? `stock:${f.stock ? 1 : 0}`
                        : ""
              }
              onChange={(v) => {
                const [k, val] = v.split(":");
                go({
                  kind: k === "kind" ? val : undefined,
                  plan: k === "plan" ? val : undefined,
                  special: k === "special" ? val : undefined,
                  stock: k === "stock" ? val : undefined,
                });
              }}
              options={[
                { value: "", label: t("pl.noFilter") },
                { value: "special:1", label: t("pl.hasSpecial") },
                { value: "stock:0", label: t("pl.outOfStock") },
                { value: "stock:1", label: t("pl.inStock") },
                { value: "kind:NORMAL", label: t("kind.NORMAL") },
                { value: "kind:COMBO", label: t("kind.COMBO") },
                ...PAYMENT_PLANS.map((p) => ({ value: `plan:${p}`, label: t(`plan.${p}`) })),
              ]}
            />
            <FilterSelect
              label={t("pl.sortBy")}
              value={f.sort}
              onChange={(v) => go({ sort: v === "sort" ? undefined : v })}
              options={(Object.keys(SORTS) as SortChoice[]).map((k) => ({ value: k, label: t(`pl.sort.${k}`) }))}
            />
          </div>
        </>
      }
    >
      <DataTable
        caption={title}
        columns={columns}
        rows={items}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        rowTestId={() => "product-row"}
        loading={state === "loading" || busy}
        selected={selected}
        onSelectedChange={setSelected}
        bulkActions={(ids) => (
          <>
            <Button variant="secondary" className="h-9" onClick={() => void setDisplay(ids, true)}>
              {t("pl.bulkOn")}
            </Button>
            <Button variant="secondary" className="h-9" onClick={() => void setDisplay(ids, false)}>
              {t("pl.bulkOff")}
            </Button>
            <Button
              variant="secondary"
              className="h-9 text-danger"
              onClick={() => setToDelete(items.filter((p) => ids.includes(p.id)))}
            >
              <Trash2 size={16} aria-hidden /> {t("adminUi.delete")}
            </Button>
          </>
        )}
        rowActions={(p) => (
          <>
            <LinkButton
              to={productEditPath(p.id)}
              variant="ghost"
              className="h-9 px-2.5"
              aria-label={t("adminUi.editNamed", { name: p.name })}
            >
              <Pencil size={16} aria-hidden />
              <span className="min-[734px]:sr-only">{t("adminUi.edit")}</span>
            </LinkButton>
            <Button
              variant="ghost"
              className="h-9 px-2.5"
              onClick={() => void duplicate(p)}
              disabled={busy}
              aria-label={t("pl.copyNamed", { name: p.name })}
            >
              <Copy size={16} aria-hidden />
              <span className="min-[734px]:sr-only">{t("pl.copy")}</span>
            </Button>
            <Button
              variant="ghost"
              className="h-9 px-2.5 text-danger"
              onClick={() => setToDelete([p])}
              aria-label={t("adminUi.deleteNamed", { name: p.name })}
            >
              <Trash2 size={16} aria-hidden />
              <span className="min-[734px]:sr-only">{t("adminUi.delete")}</span>
            </Button>
          </>
        )}
        empty={
          <EmptyState
            icon={<PackageOpen size={36} aria-hidden />}
            title={filtered || counts.all > 0 ? t("pl.emptyFiltered") : t("pl.emptyTitle")}
            body={filtered || counts.all > 0 ? t("pl.emptyFilteredBody") : t("pl.emptyBody")}
            action={
              filtered ? (
                <LinkButton to={productListPath(0, shelf)} variant="secondary">
                  {t("pl.clearFilters")}
                </LinkButton>
              ) : (
                <LinkButton to={productEditPath("new")}>
                  <Plus size={18} aria-hidden /> {t("pl.add")}
                </LinkButton>
              )
            }
          />
        }
      />
      <Pagination
        page={f.page}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        total={total}
        hrefFor={(page) => hrefWith({ page: page > 1 ? page : undefined })}
      />
      {toDelete && (
        <ConfirmDialog
          title={
            toDelete.length === 1
              ? t("pl.deleteOne", { name: toDelete[0]?.name ?? "" })
              : t("pl.deleteMany", { count: toDelete.length })
          }
          body={t("pl.deleteBody")}
          confirmLabel={t("adminUi.delete")}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
