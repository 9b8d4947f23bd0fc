import { ArrowDown, ArrowUp, ChevronRight, FolderTree, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams, useRevalidator } from "react-router";
import { CATEGORY_MAX_LEVEL } from "../../../../functions/catalogue/taxonomySchemas";
import { AdminPage, AdminRouteError, type Crumb } from "../../../components/admin/AdminPage";
import { adminSend, failureKey } from "../../../components/admin/adminApi";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { type Column, DataTable } from "../../../components/admin/DataTable";
import { Badge } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { DeleteRowButton, EditRowLink } from "../../../components/admin/RowActions";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { Toggle } from "../../../components/admin/Toggle";
import { Button, EmptyState, LinkButton } from "../../../components/ui";
import { useT } from "../../../i18n";
import { type AdminCategoryNode, flattenCategories, loadCategories, PATHS } from "./lib/api";
import { displayMatches, displayOf, idParam } from "./lib/filters";
import { editCategoryPath, levelPath } from "./lib/paths";

// /admin/store-category/:isdisplay (level 1) and /admin/store-subcategory/:parentId/:isdisplay
// (the children of one category): the same page, one level of the three-level tree at a time.

export async function clientLoader() {
  return { tree: await loadCategories() };
}

export { TableSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function CategoryList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const params = useParams();
  const { revalidate, state } = useRevalidator();
  const parentId = idParam(params.parentId);
  const display = displayOf(params.isdisplay);
  const flat = useMemo(() => flattenCategories(loaderData.tree), [loaderData.tree]);
  const parent = parentId ? flat.find((f) => f.node.id === parentId) : undefined;
  const level = parent ? parent.node.children : loaderData.tree;
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [toDelete, setToDelete] = useState<AdminCategoryNode | null>(null);
  const [busy, setBusy] = useState(false);

  const isShown = (n: AdminCategoryNode) => overrides[n.id] ?? n.isDisplay;
  const rows = level.filter((n) => displayMatches(display, isShown(n)));
  const counts = {
    "1": level.filter((n) => isShown(n)).length,
    "2": level.filter((n) => !isShown(n)).length,
    "3": level.length,
  };
  const canAddChild = !parent || parent.level < CATEGORY_MAX_LEVEL;
  const title = parent ? t("cat.subcategoriesOf", { name: parent.node.name }) : t("cat.categories");

  if (parentId && !parent) {
    return (
      <AdminPage
        title={t("cat.subcategories")}
        breadcrumbs={[{ label: t("cat.categories"), to: levelPath(null, "1") }]}
      >
        <EmptyState
          title={t("adminUi.notFound")}
          action={<LinkButton to={levelPath(null, "1")}>{t("cat.backToCategories")}</LinkButton>}
        />
      </AdminPage>
    );
  }

  const crumbs: Crumb[] = [{ label: t("cat.categories"), to: levelPath(null, display) }];
  const chain: AdminCategoryNode[] = [];
  for (let n = parent?.node; n; n = n.parentId ? flat.find((f) => f.node.id === n?.parentId)?.node : undefined)
    chain.unshift(n);
  for (const n of chain) crumbs.push({ label: n.name, to: levelPath(n.id, display) });

  async function setDisplay(ids: number[], on: boolean) {
    setOverrides((o) => ({ ...o, ...Object.fromEntries(ids.map((id) => [id, on])) }));
    const r =
      ids.length === 1
        ? await adminSend("PATCH", PATHS.category(ids[0] as number), { isDisplay: on })
        : await adminSend(
            "POST",
            PATHS.categoryBatch,
            ids.map((id) => ({ id, isDisplay: on })),
          );
    if (r.ok) {
      flash.success(on ? t("cat.shownDone") : t("cat.hiddenDone"));
      setSelected(new Set());
      revalidate();
    } else {
      setOverrides((o) => {
        const next = { ...o };
        for (const id of ids) delete next[id];
        return next;
      });
      flash.error(t(failureKey(r)));
    }
  }

  /** Moves one category up or down among its siblings (all of them, whatever the filter) and saves the order. */
  async function move(node: AdminCategoryNode, dir: -1 | 1) {
    const order = [...level];
    const from = order.findIndex((n) => n.id === node.id);
    // Step over siblings the current filter hides, so the move is visible.
    let to = from + dir;
    while (to >= 0 && to < order.length && !displayMatches(display, isShown(order[to] as AdminCategoryNode))) to += dir;
    if (to < 0 || to >= order.length) return;
    order.splice(from, 1);
    order.splice(to, 0, node);
    setBusy(true);
    // Higher sort first: the first sibling gets the largest number.
    const r = await adminSend(
      "POST",
      PATHS.categoryBatch,
      order.map((n, i) => ({ id: n.id, sort: (order.length - i) * 10 })),
    );
    setBusy(false);
    if (r.ok) {
      flash.success(t("cat.orderSaved"));
      revalidate();
    } else flash.error(t(failureKey(r)));
  }

  async function remove() {
    if (!toDelete) return;
    setBusy(true);
    const r = await adminSend("DELETE", PATHS.category(toDelete.id));
    setBusy(false);
    if (r.ok) {
      flash.success(t("adminUi.deleted"));
      setToDelete(null);
      revalidate();
    } else {
      setToDelete(null);
      const issue = r.issues[0]?.message;
      flash.error(issue ? t(issue) : t(failureKey(r)));
    }
  }

  const columns: Column<AdminCategoryNode>[] = [
    {
      key: "order",
      header: t("cat.order"),
      width: "w-24",
      hideOnMobile: false,
      cell: (n) => {
        const i = rows.indexOf(n);
        return (
          <div className="flex gap-1">
            <button
              type="button"
              className="inline-flex h-9 w-9 items-center justify-center rounded-md border border-line hover:bg-surface disabled:opacity-30"
              onClick={() => void move(n, -1)}
              disabled={busy || i === 0}
              aria-label={t("cat.moveUp", { name: n.name })}
            >
              <ArrowUp size={16} aria-hidden />
            </button>
            <button
              type="button"
              className="inline-flex h-9 w-9 items-center justify-center rounded-md border border-line hover:bg-surface disabled:opacity-30"
              onClick={() => void move(n, 1)}
              disabled={busy || i === rows.length - 1}
              aria-label={t("cat.moveDown", { name: n.name })}
            >
              <ArrowDown size={16} aria-hidden />
            </button>
          </div>
        );
      },
    },
    {
      key: "name",
      header: t("cat.name"),
      primary: true,
      sortable: false,
      cell: (n) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={editCategoryPath(n.id, n.children.length > 0)}
            className="font-medium text-ink hover:text-brand-700 hover:underline"
            data-testid="category-name"
          >
            {n.name}
          </Link>
          {n.hasPromotionProducts && <Badge tone="warning">{t("cat.hasPromotion")}</Badge>}
        </div>
      ),
    },
    {
      key: "children",
      header: t("cat.subcategories"),
      cell: (n) =>
        n.level < CATEGORY_MAX_LEVEL ? (
          <Link
            to={levelPath(n.id, "1")}
            className="inline-flex items-center gap-1 text-brand-700 hover:underline"
            aria-label={t("cat.openSubcategories", { name: n.name, count: n.children.length })}
          >
            {t("cat.childCount", { count: n.children.length })} <ChevronRight size={14} aria-hidden />
          </Link>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      key: "products",
      header: t("cat.productCount"),
      align: "right",
      cell: (n) => <span className="tabular-nums">{n.productCount}</span>,
    },
    {
      key: "display",
      header: t("cat.display"),
      cell: (n) => (
        <Toggle
          checked={isShown(n)}
          onChange={(on) => void setDisplay([n.id], on)}
          label={t("cat.displayOf", { name: n.name })}
          hideLabel
        />
      ),
    },
  ];

  return (
    <AdminPage
      title={title}
      breadcrumbs={parent ? crumbs : undefined}
      description={parent ? t("cat.levelOf", { level: parent.level + 1, max: CATEGORY_MAX_LEVEL }) : t("cat.listHint")}
      actions={
        canAddChild ? (
          <LinkButton to={editCategoryPath("0", false, parentId)} data-testid="add-category">
            <Plus size={18} aria-hidden /> {parent ? t("cat.addSub") : t("cat.add")}
          </LinkButton>
        ) : undefined
      }
      toolbar={
        <StatusTabs
          label={t("cat.displayFilter")}
          active={display}
          tabs={[
            { key: "1", label: t("cat.shown"), to: levelPath(parentId, "1"), count: counts["1"] },
            { key: "2", label: t("cat.hidden"), to: levelPath(parentId, "2"), count: counts["2"] },
            { key: "3", label: t("cat.all"), to: levelPath(parentId, "3"), count: counts["3"] },
          ]}
        />
      }
    >
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(n) => n.id}
        rowLabel={(n) => n.name}
        rowTestId={() => "category-row"}
        loading={state === "loading"}
        selected={selected}
        onSelectedChange={setSelected}
        bulkActions={(ids) => (
          <>
            <Button variant="secondary" className="h-9" onClick={() => void setDisplay(ids, true)}>
              {t("cat.bulkShow")}
            </Button>
            <Button variant="secondary" className="h-9" onClick={() => void setDisplay(ids, false)}>
              {t("cat.bulkHide")}
            </Button>
          </>
        )}
        rowActions={(n) => (
          <>
            <EditRowLink to={editCategoryPath(n.id, n.children.length > 0)} name={n.name} />
            <DeleteRowButton
              name={n.name}
              onClick={() => setToDelete(n)}
              disabled={n.children.length > 0}
              title={n.children.length > 0 ? t("cat.deleteHasChildren") : undefined}
            />
          </>
        )}
        empty={
          <EmptyState
            icon={<FolderTree size={36} aria-hidden />}
            title={level.length === 0 ? t("cat.emptyTitle") : t("cat.emptyFiltered")}
            body={level.length === 0 ? t("cat.emptyBody") : undefined}
            action={
              canAddChild && level.length === 0 ? (
                <LinkButton to={editCategoryPath("0", false, parentId)}>
                  <Plus size={18} aria-hidden /> {parent ? t("cat.addSub") : t("cat.add")}
                </LinkButton>
              ) : undefined
            }
          />
        }
      />
      {toDelete && (
        <ConfirmDialog
          title={t("cat.deleteTitle", { name: toDelete.name })}
          body={t("cat.deleteBody", { count: toDelete.productCount })}
          confirmLabel={t("adminUi.delete")}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </AdminPage>
  );
}
