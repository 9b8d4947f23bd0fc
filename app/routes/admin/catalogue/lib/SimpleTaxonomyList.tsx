import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { adminSend } from "~/components/admin/adminApi";
import { ListPage, useRowDelete, useRowFlag } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";
import { displayTabs } from "./displayTabs";
import { type Display, displayMatches, displayOf } from "./filters";

type Row = {
  id: number;
  name: string;
  productCount: number;
  sort: number;
  isDisplay: boolean;
  isOnlyForAdmin?: boolean;
};

/**
 * The tag and information lists (/admin/store-product-tags/:isdisplay, /admin/store-information/
 * :isdisplay): the same named, ordered, shown-or-hidden rows with product counts, on the list kit.
 * `k` is the message prefix ("tag", "info"): title, hint, add, name, empty*, delete*.
 */
export function SimpleTaxonomyList<R extends Row>({
  k,
  rows: all,
  icon,
  apiPath,
  editPath,
  listPath,
}: {
  k: "tag" | "info";
  rows: R[];
  icon: ReactNode;
  apiPath: (id: number) => string;
  editPath: (id: number | "0") => string;
  listPath: (d: Display) => string;
}) {
  const t = useT();
  const display = displayOf(useParams().isdisplay);
  const flag = useRowFlag<R>({
    id: (g) => g.id,
    get: (g) => g.isDisplay,
    send: (g, on) => adminSend("PATCH", apiPath(g.id), { isDisplay: on }),
  });
  const del = useRowDelete<R>({
    path: (g) => apiPath(g.id),
    title: (g) => t(`${k}.deleteTitle`, { name: g.name }),
    body: (g) => t(`${k}.deleteBody`, { count: g.productCount }),
  });
  const rows = all.filter((g) => displayMatches(display, flag.value(g)));
  const columns: Column<R>[] = [
    {
      key: "name",
      header: t(`${k}.name`),
      primary: true,
      sortable: true,
      sortValue: (g) => g.name,
      cell: (g) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={editPath(g.id)} className="font-medium hover:text-brand-700 hover:underline">
            {g.name}
          </Link>
          {g.isOnlyForAdmin && <Badge tone="warning">{t("tag.adminOnlyShort")}</Badge>}
        </div>
      ),
    },
    {
      key: "products",
      header: t("cat.productCount"),
      align: "right",
      sortable: true,
      sortValue: (g) => g.productCount,
      cell: (g) => <span className="tabular-nums">{g.productCount}</span>,
    },
    {
      key: "sort",
      header: t("cat.sort"),
      align: "right",
      sortable: true,
      sortValue: (g) => g.sort,
      cell: (g) => <span className="tabular-nums">{g.sort}</span>,
    },
    {
      key: "display",
      header: t("cat.display"),
      cell: (g) => (
        <Toggle
          checked={flag.value(g)}
          onChange={(on) => void flag.set(g, on)}
          label={t("cat.displayOf", { name: g.name })}
          hideLabel
        />
      ),
    },
  ];
  return (
    <ListPage
      title={t(`${k}.title`)}
      description={t(`${k}.hint`)}
      create={{ to: editPath("0"), label: t(`${k}.add`) }}
      tabs={displayTabs(t, display, listPath, (d) => all.filter((g) => displayMatches(d, flag.value(g))).length)}
      columns={columns}
      rows={rows}
      rowKey={(g) => g.id}
      rowLabel={(g) => g.name}
      rowActions={(g) => (
        <>
          <EditRowLink to={editPath(g.id)} name={g.name} />
          <DeleteRowButton name={g.name} onClick={() => del.ask(g)} />
        </>
      )}
      empty={{
        icon,
        title: t(`${k}.emptyTitle`),
        body: t(`${k}.emptyBody`),
        filteredTitle: t(`${k}.emptyFiltered`),
      }}
      filtered={all.length > 0}
      clearFiltersTo={listPath("3")}
    >
      {del.dialog}
    </ListPage>
  );
}
