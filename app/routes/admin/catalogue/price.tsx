import { BadgePercent, Eraser, Percent } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams, useRevalidator } from "react-router";
import { effectivePrice, formatMoney } from "../../../../functions/shared/pricing";
import { AdminPage, AdminRouteError, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend, failureKey, issuesByPath, withQuery } from "../../../components/admin/adminApi";
import { type Column, DataTable, Pagination } from "../../../components/admin/DataTable";
import { FilterSelect, SearchBox } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { NumberField } from "../../../components/admin/NumberField";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { UnsavedChangesGuard } from "../../../components/admin/useAdminForm";
import { Button, EmptyState } from "../../../components/ui";
import { useT } from "../../../i18n";
import { flattenCategories, loadCategories, PATHS } from "./lib/api";
import { shelfOf, shelfQuery, totalOf } from "./lib/filters";
import { Thumb } from "./lib/ProductPicker";
import { pricePath, productEditPath } from "./lib/paths";
import { type AdminProductListItem, PAGE_SIZE, pageOf } from "./lib/product";

// /admin/store-price/:categoryId/:isDisplay — special prices in bulk (PATCH /api/admin/product/prices).
// Edits stay on the page until saved; a bulk tool sets the selected rows' special price to a
// percentage of their price, or clears it. Query: q, special (1 = on sale only), page.

type Edit = { price?: number | null; specialPrice?: number | null; subscriptionPrice?: number | null };
type Field = keyof Edit;

export async function clientLoader({
  params,
  request,
}: {
  params: Record<string, string | undefined>;
  request: Request;
}) {
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
export { TableSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function PricePage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate, state } = useRevalidator();
  const categoryId = Number(params.categoryId) || 0;
  const shelf = shelfOf(params.isDisplay);
  const sp = new URLSearchParams(location.search);
  const q = sp.get("q") ?? "";
  const special = sp.get("special") === "1";
  const page = pageOf(new URL(location.pathname + location.search, "http://x"));
  const { tree, items, total } = loaderData;
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [percent, setPercent] = useState<number | null>(90);
  const [saving, setSaving] = useState(false);

  const href = (patch: Record<string, string | number | undefined>, path = pricePath(categoryId, shelf)) =>
    withQuery(path, { q: q || undefined, special: special ? 1 : undefined, ...patch });
  const cur = (p: AdminProductListItem, f: Field): number | null => {
    const e = edits[p.id];
    return e && f in e ? (e[f] ?? null) : p[f];
  };
  const setValue = (p: AdminProductListItem, f: Field, v: number | null) =>
    setEdits((all) => ({ ...all, [p.id]: { ...all[p.id], [f]: v } }));
  const changedFields = (p: AdminProductListItem) =>
    (["price", "specialPrice", "subscriptionPrice"] as const).filter(
      (f) => edits[p.id] && f in (edits[p.id] as Edit) && cur(p, f) !== p[f],
    );
  const dirty = items.filter((p) => changedFields(p).length > 0);

  function applyPercent(ids: number[]) {
    if (!percent || percent <= 0 || percent >= 100) return;
    setEdits((all) => {
      const next = { ...all };
      for (const p of items.filter((x) => ids.includes(x.id))) {
        const price = cur(p, "price") ?? 0;
        // Whole NT$ (round down), as shoppers see prices.
        next[p.id] = { ...next[p.id], specialPrice: Math.floor((price * percent) / 100 / 100) * 100 };
      }
      return next;
    });
  }
  function clearSpecial(ids: number[]) {
    setEdits((all) => {
      const next = { ...all };
      for (const id of ids) next[id] = { ...next[id], specialPrice: 0 };
      return next;
    });
  }

  async function save() {
    const body = dirty.map((p) => {
      const out: { id: number } & Record<string, number> = { id: p.id };
      for (const f of changedFields(p)) out[f] = cur(p, f) ?? 0;
      return out;
    });
    if (!body.length) return;
    setSaving(true);
    const r = await adminSend("PATCH", PATHS.prices, body);
    setSaving(false);
    if (!r.ok) {
      const mapped: Record<string, string> = {};
      for (const [path, msg] of Object.entries(issuesByPath(r.issues))) {
        const [i, f] = path.split(".");
        const item = body[Number(i)];
        if (item) mapped[`${item.id}.${f}`] = msg;
      }
      setErrors(mapped);
      flash.error(t(failureKey(r)));
      return;
    }
    flash.success(t("price.saved", { count: body.length }));
    setEdits({});
    setErrors({});
    setSelected(new Set());
    revalidate();
  }

  const money = (p: AdminProductListItem, f: Field) => (
    <NumberField
      label={t(`price.${f}Of`, { name: p.name })}
      hideLabel
      money
      id={`price-${p.id}-${f}`}
      value={cur(p, f)}
      onChange={(v) => setValue(p, f, v)}
      min={0}
      error={errors[`${p.id}.${f}`] ? t(errors[`${p.id}.${f}`] as string) : undefined}
      className="w-full min-w-28 min-[734px]:w-36"
    />
  );
  const columns: Column<AdminProductListItem>[] = [
    {
      key: "image",
      header: <span className="sr-only">{t("pl.image")}</span>,
      media: true,
      width: "w-14",
      cell: (p) => <Thumb media={p.media} size={40} />,
    },
    {
      key: "name",
      header: t("pl.name"),
      primary: true,
      cell: (p) => (
        <Link to={productEditPath(p.id)} className="font-medium hover:underline">
          {p.name}
        </Link>
      ),
    },
    { key: "price", header: t("pe.price"), cell: (p) => money(p, "price") },
    { key: "specialPrice", header: t("pe.specialPrice"), cell: (p) => money(p, "specialPrice") },
    { key: "subscriptionPrice", header: t("pe.subscriptionPrice"), cell: (p) => money(p, "subscriptionPrice") },
    {
      key: "effective",
      header: t("pe.shopperPays"),
      align: "right",
      cell: (p) => {
        const price = cur(p, "price") ?? 0;
        const eff = effectivePrice({
          specialPrice: cur(p, "specialPrice") ?? 0,
          subscriptionPrice: cur(p, "subscriptionPrice") ?? 0,
        });
        const off = eff > 0 && price > 0 && eff < price ? Math.round((1 - eff / price) * 100) : 0;
        return (
          <span className="whitespace-nowrap tabular-nums">
            {formatMoney(eff > 0 ? eff : price)}
            {off > 0 && <span className="ml-1.5 text-sm text-danger">−{off}%</span>}
          </span>
        );
      },
    },
  ];

  const flat = flattenCategories(tree);
  return (
    <AdminPage
      title={t("price.title")}
      description={t("price.hint")}
      toolbar={
        <>
          <StatusTabs
            label={t("pl.shelfFilter")}
            active={shelf}
            tabs={(["on", "off", "all"] as const).map((s) => ({
              key: s,
              label: t(`shelf.${s}`),
              to: href({}, pricePath(categoryId, s)),
            }))}
          />
          <div className="grid gap-2 min-[734px]:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <SearchBox value={q} onSearch={(x) => navigate(href({ q: x || undefined }))} label={t("pl.search")} />
            <FilterSelect
              label={t("pl.category")}
              value={String(categoryId)}
              onChange={(v) => navigate(href({}, pricePath(Number(v), shelf)))}
              options={[
                { value: "0", label: t("pl.allCategories") },
                ...flat.map((c) => ({ value: String(c.node.id), label: `${"　".repeat(c.level - 1)}${c.node.name}` })),
              ]}
            />
            <FilterSelect
              label={t("pl.filterMore")}
              value={special ? "1" : ""}
              onChange={(v) => navigate(href({ special: v || undefined }))}
              options={[
                { value: "", label: t("price.allProducts") },
                { value: "1", label: t("pl.hasSpecial") },
              ]}
            />
          </div>
        </>
      }
    >
      <DataTable
        caption={t("price.title")}
        columns={columns}
        rows={items}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.name}
        loading={state === "loading"}
        selected={selected}
        onSelectedChange={setSelected}
        bulkActions={(ids) => (
          <div className="flex flex-wrap items-end gap-2">
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
            <Button
              variant="secondary"
              className="h-11"
              onClick={() => applyPercent(ids)}
              disabled={!percent || percent <= 0 || percent >= 100}
            >
              <Percent size={16} aria-hidden /> {t("price.applyPercent", { n: percent ?? 0 })}
            </Button>
            <Button variant="secondary" className="h-11" onClick={() => clearSpecial(ids)}>
              <Eraser size={16} aria-hidden /> {t("price.clear")}
            </Button>
          </div>
        )}
        empty={
          <EmptyState
            icon={<BadgePercent size={36} aria-hidden />}
            title={t("pl.emptyFiltered")}
            body={t("pl.emptyFilteredBody")}
          />
        }
      />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        total={total}
        hrefFor={(pg) => href({ page: pg > 1 ? pg : undefined })}
      />
      {dirty.length > 0 && (
        <StickyActions>
          <span className="text-sm text-muted min-[734px]:mr-auto">{t("price.pending", { count: dirty.length })}</span>
          <Button variant="secondary" onClick={() => setEdits({})}>
            {t("stock.discard")}
          </Button>
          <Button onClick={() => void save()} busy={saving}>
            {t("price.save")}
          </Button>
        </StickyActions>
      )}
      <UnsavedChangesGuard when={dirty.length > 0 && !saving} />
    </AdminPage>
  );
}
