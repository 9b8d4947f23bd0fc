import { FileUp, History, Package, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams, useRevalidator } from "react-router";
import { AdminPage, AdminRouteError, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend, failureKey, issuesByPath, withQuery } from "../../../components/admin/adminApi";
import { type Column, DataTable, Pagination } from "../../../components/admin/DataTable";
import { Badge, FilterSelect, SearchBox } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { NumberField } from "../../../components/admin/NumberField";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { UnsavedChangesGuard } from "../../../components/admin/useAdminForm";
import { Button, Card, cx, EmptyState, LinkButton } from "../../../components/ui";
import { formatDateTime, useLocale, useT } from "../../../i18n";
import { flattenCategories, loadCategories, PATHS } from "./lib/api";
import { shelfOf, shelfQuery, totalOf } from "./lib/filters";
import { Thumb } from "./lib/ProductPicker";
import { productEditPath, stockPath } from "./lib/paths";
import { type AdminStockLine, type AdminStockProduct, PAGE_SIZE, pageOf, type StockLogEntry } from "./lib/product";

// /admin/store-stock/:categoryId/:isDisplay — stock per spec line, edited inline and saved in one
// batch (PATCH /api/admin/product/stocks), and the stock history (?view=logs, GET …/stock/logs).
// Query: q, under (low-stock threshold), page; logs: logs (product id), reason, from, to, page.

const REASONS = ["ADMIN", "IMPORT", "ORDER", "CANCEL"] as const;

function queryOf(url: URL) {
  const sp = url.searchParams;
  const under = sp.get("under");
  const logs = Number(sp.get("logs"));
  return {
    view: sp.get("view") === "logs" || sp.has("logs") ? ("logs" as const) : ("stock" as const),
    q: sp.get("q") ?? "",
    under: under !== null && /^\d+$/.test(under) ? Number(under) : undefined,
    productId: logs > 0 ? logs : undefined,
    reason: REASONS.find((r) => r === sp.get("reason")),
    from: sp.get("from") ?? "",
    to: sp.get("to") ?? "",
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
  const q = queryOf(url);
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
export { TableSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function StockPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate, state } = useRevalidator();
  const categoryId = Number(params.categoryId) || 0;
  const shelf = shelfOf(params.isDisplay);
  const q = queryOf(new URL(location.pathname + location.search, "http://x"));
  const { tree, products, logs, total, view } = loaderData;
  const [edits, setEdits] = useState<Record<number, number | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const base = stockPath(categoryId, shelf);
  const href = (patch: Record<string, string | number | undefined>, path = base) =>
    withQuery(path, {
      q: q.q || undefined,
      under: q.under,
      view: view === "logs" && !q.productId ? "logs" : undefined,
      logs: q.productId,
      reason: q.reason,
      from: q.from || undefined,
      to: q.to || undefined,
      ...patch,
    });

  // Only leaf lines of NORMAL products hold stock that can be set.
  const changed = Object.entries(edits).filter(([, v]) => v !== null) as [string, number][];
  const originals = new Map<number, number>();
  for (const p of products) {
    const walk = (ls: AdminStockLine[]) => {
      for (const l of ls) {
        originals.set(l.id, l.stock);
        walk(l.children);
      }
    };
    walk(p.stocks);
  }
  const dirty = changed.filter(([id, v]) => originals.get(Number(id)) !== v);

  async function save() {
    if (!dirty.length) return;
    setSaving(true);
    const items = dirty.map(([id, stock]) => ({ stockId: Number(id), stock }));
    const r = await adminSend("PATCH", PATHS.stocks, items);
    setSaving(false);
    if (!r.ok) {
      // Issues are "<index>.stock": point them at the line they name.
      const byIndex = issuesByPath(r.issues);
      const mapped: Record<string, string> = {};
      for (const [path, msg] of Object.entries(byIndex)) {
        const item = items[Number(path.split(".")[0])];
        if (item) mapped[String(item.stockId)] = msg;
      }
      setErrors(mapped);
      flash.error(t(failureKey(r)));
      return;
    }
    flash.success(t("stock.saved", { count: items.length }));
    setEdits({});
    setErrors({});
    revalidate();
  }

  const lineRows = (p: AdminStockProduct) => {
    const rows: { line: AdminStockLine; label: string; depth: number }[] = [];
    const walk = (ls: AdminStockLine[], parent: string, depth: number) => {
      for (const l of ls) {
        const label = parent ? `${parent} / ${l.spec}` : l.spec;
        rows.push({ line: l, label, depth });
        walk(l.children, label, depth + 1);
      }
    };
    walk(p.stocks, "", 0);
    return rows;
  };

  const logColumns: Column<StockLogEntry>[] = [
    {
      key: "time",
      header: t("stock.time"),
      cell: (l) => (
        <span className="text-sm whitespace-nowrap">
          {formatDateTime(l.createdAt, locale)}{" "}
          {new Date(l.createdAt).toLocaleTimeString(locale === "en" ? "en-GB" : "zh-TW", {
            timeZone: "Asia/Taipei",
            hour: "2-digit",
            minute: "2-digit",
          })}
        </span>
      ),
    },
    {
      key: "product",
      header: t("pl.name"),
      primary: true,
      cell: (l) =>
        l.productName ? (
          <Link to={productEditPath(l.productId)} className="hover:underline">
            {l.productName}
            {l.spec ? <span className="text-muted"> · {l.spec}</span> : null}
          </Link>
        ) : (
          <span className="text-muted">{t("stock.deletedProduct")}</span>
        ),
    },
    {
      key: "change",
      header: t("stock.change"),
      align: "right",
      cell: (l) => (
        <span
          className={cx("font-medium tabular-nums", l.change > 0 ? "text-success" : l.change < 0 ? "text-danger" : "")}
        >
          {l.change > 0 ? `+${l.change}` : l.change}
        </span>
      ),
    },
    {
      key: "after",
      header: t("stock.after"),
      align: "right",
      cell: (l) => <span className="tabular-nums">{l.after}</span>,
    },
    { key: "reason", header: t("stock.reason"), cell: (l) => <Badge>{t(`stock.reason.${l.reason}`)}</Badge> },
    { key: "user", header: t("stock.user"), cell: (l) => <span className="text-sm">{l.userName ?? "—"}</span> },
  ];

  const flat = flattenCategories(tree);
  return (
    <AdminPage
      title={t("stock.title")}
      actions={
        <LinkButton to="/admin/product-stock-import" variant="secondary">
          <FileUp size={18} aria-hidden /> {t("stock.import")}
        </LinkButton>
      }
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
            {view === "stock" && (
              <StatusTabs
                label={t("pl.shelfFilter")}
                active={shelf}
                tabs={(["on", "off", "all"] as const).map((s) => ({
                  key: s,
                  label: t(`shelf.${s}`),
                  to: href({}, stockPath(categoryId, s)),
                }))}
              />
            )}
          </div>
          {view === "stock" ? (
            <div className="grid gap-2 min-[734px]:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
              <SearchBox value={q.q} onSearch={(x) => navigate(href({ q: x || undefined }))} label={t("pl.search")} />
              <FilterSelect
                label={t("pl.category")}
                value={String(categoryId)}
                onChange={(v) => navigate(href({}, stockPath(Number(v), shelf)))}
                options={[
                  { value: "0", label: t("pl.allCategories") },
                  ...flat.map((c) => ({
                    value: String(c.node.id),
                    label: `${"　".repeat(c.level - 1)}${c.node.name}`,
                  })),
                ]}
              />
              <FilterSelect
                label={t("stock.lowFilter")}
                value={q.under === undefined ? "" : String(q.under)}
                onChange={(v) => navigate(href({ under: v === "" ? undefined : v }))}
                options={[
                  { value: "", label: t("stock.anyStock") },
                  { value: "0", label: t("pl.outOfStock") },
                  { value: "5", label: t("stock.under", { n: 5 }) },
                  { value: "10", label: t("stock.under", { n: 10 }) },
                  { value: "20", label: t("stock.under", { n: 20 }) },
                ]}
              />
            </div>
          ) : (
            <form
              className="grid grid-cols-2 gap-2 min-[734px]:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
              onSubmit={(e) => {
                e.preventDefault();
                const fd = new FormData(e.currentTarget);
                navigate(
                  href({
                    reason: String(fd.get("reason") || "") || undefined,
                    from: String(fd.get("from") || "") || undefined,
                    to: String(fd.get("to") || "") || undefined,
                    page: undefined,
                  }),
                );
              }}
            >
              <label className="col-span-2 flex flex-col gap-1 text-sm min-[734px]:col-span-1">
                <span className="text-muted">{t("stock.reason")}</span>
                <select
                  name="reason"
                  defaultValue={q.reason ?? ""}
                  className="h-10 rounded-lg border border-line bg-white px-2.5 text-[15px]"
                >
                  <option value="">{t("stock.anyReason")}</option>
                  {REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`stock.reason.${r}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm">
                <span className="text-muted">{t("stock.from")}</span>
                <input
                  type="date"
                  name="from"
                  defaultValue={q.from}
                  className="h-10 min-w-0 rounded-lg border border-line bg-white px-2.5 text-[15px]"
                />
              </label>
              <label className="flex flex-col gap-1 text-sm">
                <span className="text-muted">{t("stock.to")}</span>
                <input
                  type="date"
                  name="to"
                  defaultValue={q.to}
                  className="h-10 min-w-0 rounded-lg border border-line bg-white px-2.5 text-[15px]"
                />
              </label>
              <Button type="submit" variant="secondary" className="col-span-2 h-10 self-end min-[734px]:col-span-1">
                {t("stock.apply")}
              </Button>
              {q.productId && (
                <p className="col-span-2 text-sm text-muted min-[734px]:col-span-4">
                  {t("stock.oneProduct")}{" "}
                  <Link to={withQuery(base, { view: "logs" })} className="text-brand-700 underline">
                    {t("stock.allProducts")}
                  </Link>
                </p>
              )}
            </form>
          )}
        </>
      }
    >
      {view === "logs" ? (
        <DataTable
          caption={t("stock.viewLogs")}
          columns={logColumns}
          rows={logs}
          rowKey={(l) => l.id}
          loading={state === "loading"}
          empty={<EmptyState icon={<History size={36} aria-hidden />} title={t("stock.noLogs")} />}
        />
      ) : products.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Package size={36} aria-hidden />}
            title={t("pl.emptyFiltered")}
            body={t("pl.emptyFilteredBody")}
          />
        </Card>
      ) : (
        <div className={cx("flex flex-col gap-3 transition-opacity", state === "loading" && "opacity-60")}>
          {products.map((p) => (
            <Card key={p.productId} className="p-3 min-[734px]:p-4" data-testid="stock-product">
              <div className="flex items-center gap-3">
                <Thumb media={p.media} size={44} />
                <div className="min-w-0 flex-1">
                  <Link to={productEditPath(p.productId)} className="font-medium hover:text-brand-700 hover:underline">
                    {p.name}
                  </Link>
                  <div className="mt-0.5 flex flex-wrap gap-1.5 text-sm text-muted">
                    {p.kind === "COMBO" && <Badge tone="brand">{t("pl.combo")}</Badge>}
                    {!p.isDisplay && <Badge>{t("shelf.off")}</Badge>}
                    <span>{t("stock.total", { n: p.stock })}</span>
                  </div>
                </div>
                <Link
                  to={withQuery(base, { logs: p.productId })}
                  className="inline-flex h-9 shrink-0 items-center gap-1 rounded-lg px-2 text-sm text-brand-700 hover:bg-brand-50"
                  aria-label={t("stock.logsOf", { name: p.name })}
                >
                  <History size={16} aria-hidden />{" "}
                  <span className="hidden min-[734px]:inline">{t("stock.viewLogs")}</span>
                </Link>
              </div>
              <ul className="mt-3 divide-y divide-line border-t border-line">
                {lineRows(p).map(({ line, label, depth }) => {
                  const holds = p.kind !== "COMBO" && line.children.length === 0;
                  const edited = edits[line.id];
                  const value = edited === undefined ? line.stock : edited;
                  const isDirty = edited !== undefined && edited !== null && edited !== line.stock;
                  return (
                    <li
                      key={line.id}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
                      style={{ paddingLeft: depth * 20 }}
                    >
                      <div className="min-w-0 flex-1">
                        <p className="text-[15px]">{label || t("pe.singleSpec")}</p>
                        <p className="text-xs text-muted">
                          {line.sku ? `SKU ${line.sku} · ` : ""}
                          {t("stock.lineId", { id: line.id })}
                        </p>
                      </div>
                      {holds ? (
                        <div className="flex items-center gap-1">
                          <NumberField
                            label={t("stock.stockOf", { name: `${p.name} ${label}` })}
                            hideLabel
                            id={`stock-${line.id}`}
                            value={value}
                            onChange={(x) => setEdits((e) => ({ ...e, [line.id]: x }))}
                            min={0}
                            error={errors[String(line.id)] ? t(errors[String(line.id)] as string) : undefined}
                            className={cx("w-32", isDirty && "[&>div]:border-brand-500 [&>div]:bg-brand-50")}
                            testId="stock-input"
                          />
                          {isDirty && (
                            <button
                              type="button"
                              onClick={() =>
                                setEdits((e) => {
                                  const { [line.id]: _, ...rest } = e;
                                  return rest;
                                })
                              }
                              aria-label={t("stock.undo", { name: label || p.name })}
                              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-muted hover:bg-black/5"
                            >
                              <RotateCcw size={16} aria-hidden />
                            </button>
                          )}
                        </div>
                      ) : (
                        <span className="text-sm text-muted">
                          {p.kind === "COMBO" ? t("stock.comboLine", { n: line.stock }) : t("stock.parentLine")}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </Card>
          ))}
        </div>
      )}
      <Pagination
        page={q.page}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        total={total}
        hrefFor={(pg) => href({ page: pg > 1 ? pg : undefined })}
      />
      {view === "stock" && dirty.length > 0 && (
        <StickyActions>
          <span className="text-sm text-muted min-[734px]:mr-auto">{t("stock.pending", { count: dirty.length })}</span>
          <Button variant="secondary" onClick={() => setEdits({})}>
            {t("stock.discard")}
          </Button>
          <Button onClick={() => void save()} busy={saving} data-testid="stock-save">
            {t("stock.save")}
          </Button>
        </StickyActions>
      )}
      <UnsavedChangesGuard when={dirty.length > 0 && !saving} />
    </AdminPage>
  );
}
