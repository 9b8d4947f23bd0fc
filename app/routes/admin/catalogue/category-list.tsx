import { CATEGORY_MAX_LEVEL } from "@functions/commerce/catalogue/taxonomySchemas";
import { FolderTree } from "lucide-react";
import { useMemo } from "react";
import { useParams, useRevalidator } from "react-router";
import { AdminPage, AdminRouteError, type Crumb } from "~/components/admin/AdminPage";
import { adminSend, failureKey } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { ListPage, useRowDelete, useRowFlag } from "~/components/admin/kit";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { EmptyState, LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import { type AdminCategoryNode, flattenCategories, loadCategories, PATHS } from "./lib/api";
import { categoryColumns } from "./lib/categoryColumns";
import { useCategoryOrder } from "./lib/categoryOrder";
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

  const columns = categoryColumns(t, rows, order, flag);

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
