import { CATEGORY_MAX_LEVEL } from "@functions/commerce/catalogue/taxonomySchemas";
import { ChevronRight, FolderTree } from "lucide-react";
import { useMemo } from "react";
import { Link, useParams, useRevalidator } from "react-router";
import { AdminPage, AdminRouteError, type Crumb } from "~/components/admin/AdminPage";
import { adminSend, failureKey } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { ListPage, useRowDelete, useRowFlag } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { Toggle } from "~/components/admin/Toggle";
import { EmptyState, LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import { type AdminCategoryNode, flattenCategories, loadCategories, PATHS } from "./lib/api";
import { MoveButtons, useCategoryOrder } from "./lib/categoryOrder";
import { displayTabs } from "./lib/displayTabs";
import { displayMatches, displayOf, idParam } from "./lib/filters";
import { editCategoryPath, levelPath } from "./lib/paths";

// /admin/store-category/:isdisplay (level 1) and /admin/store-subcategory/:parentId/:isdisplay
// (the children of one category): the same page, one level of the three-level tree at a time.

export async function clientLoader() {
  return { tree: await loadCategories() };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function CategoryList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const params = useParams();
  const { revalidate } = useRevalidator();
  const parentId = idParam(params.parentId);
  const display = displayOf(params.isdisplay);
  const flat = useMemo(() => flattenCategories(loaderData.tree), [loaderData.tree]);
  const parent = parentId ? flat.find((f) => f.node.id === parentId) : undefined;
  const level = parent ? parent.node.children : loaderData.tree;
  const flag = useRowFlag<AdminCategoryNode>({
    id: (n) => n.id,
    get: (n) => n.isDisplay,
    send: (n, on) => adminSend("PATCH", PATHS.category(n.id), { isDisplay: on }),
  });
  const del = useRowDelete<AdminCategoryNode>({
    path: (n) => PATHS.category(n.id),
    title: (n) => t("cat.deleteTitle", { name: n.name }),
    body: (n) => t("cat.deleteBody", { count: n.productCount }),
  });
  const visible = (n: AdminCategoryNode) => displayMatches(display, flag.value(n));
  const order = useCategoryOrder(level, visible);
  const rows = level.filter(visible);
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

  /** Shows or hides the selected categories in one batch. */
  async function setDisplay(nodes: AdminCategoryNode[], on: boolean) {
    const r = await adminSend(
      "POST",
      PATHS.categoryBatch,
      nodes.map((n) => ({ id: n.id, isDisplay: on })),
    );
    if (!r.ok) return flash.error(t(failureKey(r)));
    flash.success(on ? t("cat.shownDone") : t("cat.hiddenDone"));
    revalidate();
  }

  const columns: Column<AdminCategoryNode>[] = [
    {
      key: "order",
      header: t("cat.order"),
      width: "w-24",
      cell: (n) => (
        <MoveButtons
          node={n}
          first={rows.indexOf(n) === 0}
          last={rows.indexOf(n) === rows.length - 1}
          busy={order.busy}
          move={(x, dir) => void order.move(x, dir)}
        />
      ),
    },
    {
      key: "name",
      header: t("cat.name"),
      primary: true,
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
          checked={flag.value(n)}
          onChange={(on) => void flag.set(n, on)}
          label={t("cat.displayOf", { name: n.name })}
          hideLabel
        />
      ),
    },
  ];

  return (
    <ListPage
      title={title}
      breadcrumbs={parent ? crumbs : undefined}
      description={parent ? t("cat.levelOf", { level: parent.level + 1, max: CATEGORY_MAX_LEVEL }) : t("cat.listHint")}
      create={
        canAddChild
          ? {
              to: editCategoryPath("0", false, parentId),
              label: parent ? t("cat.addSub") : t("cat.add"),
              testId: "add-category",
            }
          : undefined
      }
      tabs={displayTabs(
        t,
        display,
        (d) => levelPath(parentId, d),
        (d) => level.filter((n) => displayMatches(d, flag.value(n))).length,
      )}
      columns={columns}
      rows={rows}
      rowKey={(n) => n.id}
      rowLabel={(n) => n.name}
      rowTestId={() => "category-row"}
      busy={order.busy}
      bulkActions={[
        { key: "show", label: t("cat.bulkShow"), run: (nodes) => setDisplay(nodes, true) },
        { key: "hide", label: t("cat.bulkHide"), run: (nodes) => setDisplay(nodes, false) },
      ]}
      rowActions={(n) => (
        <>
          <EditRowLink to={editCategoryPath(n.id, n.children.length > 0)} name={n.name} />
          <DeleteRowButton
            name={n.name}
            onClick={() => del.ask(n)}
            disabled={n.children.length > 0}
            title={n.children.length > 0 ? t("cat.deleteHasChildren") : undefined}
          />
        </>
      )}
      empty={{
        icon: <FolderTree size={36} aria-hidden />,
        title: t("cat.emptyTitle"),
        body: t("cat.emptyBody"),
        filteredTitle: t("cat.emptyFiltered"),
      }}
      filtered={level.length > 0}
      clearFiltersTo={levelPath(parentId, "3")}
    >
      {del.dialog}
    </ListPage>
  );
}
