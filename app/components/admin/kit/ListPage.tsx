import { Inbox } from "lucide-react";
import type { Key, ReactNode } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n";
import { EmptyState, LinkButton } from "../../ui";
import { AdminPage, type Crumb } from "../AdminPage";
import { ConfirmDialog } from "../ConfirmDialog";
import { type StatusTab, StatusTabs } from "../StatusTabs";
import { CreateLink } from "./CreateLink";
import { type Column, DataTable, Pagination } from "./DataTable";
import { type Keyset, KeysetPager } from "./KeysetPager";
import { type BulkAction, BulkButtons, useBulkRun } from "./listPage/bulk";
import { pageRows, sortParam, sortRows } from "./listQuery";
import { useListLoading, useListQuery } from "./useListQuery";

export type { BulkAction } from "./listPage/bulk";

export type ListEmpty = {
  icon?: ReactNode;
  title: string;
  body?: string;
  /** When filters hide every row (default: adminUi.emptyFiltered). */
  filteredTitle?: string;
  filteredBody?: string;
  /** The empty state's button when it is not the create link (a way to where rows come from). */
  action?: ReactNode;
};

/**
 * The back office's list page: title and create button, status tabs, the URL-bound filter bar,
 * a table (cards at 375 px) sorted by `?sort=`, paged by `?page=`, bulk select with confirmed
 * actions, row actions, and its loading and empty states. Rows come from the route's clientLoader.
 * Paging: give `total` when the API pages (rows are one page), or `pageSize` to page in memory.
 * Sorting: columns with `sortValue` sort in memory; with `serverSort` the loader reads `?sort=`.
 */
export function ListPage<T, K extends Key>(props: {
  title: string;
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  create?: { to: string; label: string; testId?: string };
  tabs?: { label: string; active: string; items: StatusTab[] };
  filters?: ReactNode;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => K;
  rowLabel?: (row: T) => string;
  rowTestId?: (row: T) => string;
  rowActions?: (row: T) => ReactNode;
  bulkActions?: BulkAction<T>[];
  /** Inputs the bulk actions read (a percentage), shown before their buttons. */
  bulkTools?: ReactNode;
  empty: ListEmpty;
  /** Filters (or a non-default tab) hide rows: the empty state offers clearing them. */
  filtered?: boolean;
  clearFiltersTo?: string;
  total?: number;
  pageSize?: number;
  /** Paging by position ("load older") instead of page numbers; replaces the page links. */
  keyset?: Keyset;
  serverSort?: boolean;
  busy?: boolean;
  testId?: string;
  tableTestId?: string;
  /** The table's caption (default: the title). */
  caption?: string;
  children?: ReactNode;
  /** Content above the table that the list belongs to (a branch's feedback form over its sent list). */
  intro?: ReactNode;
}) {
  const q = useListQuery();
  const loading = useListLoading();
  const sorted = props.serverSort ? props.rows : sortRows(props.rows, props.columns, q.sort);
  const paged = shownPage(sorted, q.page, props.total, props.pageSize);
  const total = props.total ?? props.rows.length;
  const { selected, setSelected, asking, setAsking, running, run, start, ask } = useBulkRun(paged.rows, props.rowKey);

  return (
    <AdminPage
      title={props.title}
      description={props.description}
      breadcrumbs={props.breadcrumbs}
      testId={props.testId}
      actions={
        (props.actions || props.create) && (
          <>
            {props.actions}
            {props.create && <CreateLink {...props.create} />}
          </>
        )
      }
      toolbar={
        (props.tabs || props.filters) && (
          <>
            {props.tabs && <StatusTabs label={props.tabs.label} active={props.tabs.active} tabs={props.tabs.items} />}
            {props.filters}
          </>
        )
      }
    >
      {props.intro}
      <DataTable
        caption={props.caption ?? props.title}
        columns={props.columns}
        rows={paged.rows}
        rowKey={props.rowKey}
        rowLabel={props.rowLabel}
        rowTestId={props.rowTestId}
        testId={props.tableTestId}
        sort={q.sort}
        onSortChange={(s) => q.go({ sort: sortParam(s) })}
        loading={loading || running || props.busy}
        selected={props.bulkActions ? selected : undefined}
        onSelectedChange={props.bulkActions ? setSelected : undefined}
        bulkActions={
          props.bulkActions &&
          ((keys) => (
            <BulkButtons
              tools={props.bulkTools}
              actions={props.bulkActions}
              running={running}
              onStart={(a) => start(a, keys)}
            />
          ))
        }
        rowActions={props.rowActions}
        empty={
          <ListEmptyState
            empty={props.empty}
            filtered={props.filtered}
            clearFiltersTo={props.clearFiltersTo}
            create={props.create}
          />
        }
      />
      {props.keyset && <KeysetPager {...props.keyset} />}
      {!props.keyset && (paged.pageCount > 1 || total > 0) && (
        <Pagination page={paged.page} pageCount={paged.pageCount} total={total} hrefFor={(page) => q.href({ page })} />
      )}
      {asking && ask && (
        <ConfirmDialog
          title={ask.title}
          body={ask.body}
          confirmLabel={ask.label ?? asking.action.label}
          tone={asking.action.danger ? "danger" : "brand"}
          busy={running}
          onConfirm={() => void run(asking.action, asking.rows)}
          onCancel={() => setAsking(null)}
          testId="bulk-confirm"
        />
      )}
      {props.children}
    </AdminPage>
  );
}

/** The page shown: the API's page as it came (`total` given), or one page of the rows in memory. */
function shownPage<T>(sorted: readonly T[], page: number, total: number | undefined, pageSize: number | undefined) {
  return total != null || !pageSize
    ? { rows: sorted, page, pageCount: pageSize ? Math.max(1, Math.ceil((total ?? 0) / pageSize)) : 1 }
    : pageRows(sorted, page, pageSize);
}

/** No rows: filters hide them all (a way to clear them), or there are none yet (the create link). */
function ListEmptyState({
  empty,
  filtered,
  clearFiltersTo,
  create,
}: {
  empty: ListEmpty;
  filtered?: boolean;
  clearFiltersTo?: string;
  create?: { to: string; label: string };
}) {
  const t = useT();
  const location = useLocation();
  return filtered ? (
    <EmptyState
      icon={empty.icon ?? <Inbox size={36} aria-hidden />}
      title={empty.filteredTitle ?? t("adminUi.emptyFiltered")}
      body={empty.filteredBody}
      action={
        <LinkButton to={clearFiltersTo ?? location.pathname} variant="secondary">
          {t("adminUi.clearFilters")}
        </LinkButton>
      }
    />
  ) : (
    <EmptyState
      icon={empty.icon ?? <Inbox size={36} aria-hidden />}
      title={empty.title}
      body={empty.body}
      action={empty.action ?? (create && <CreateLink to={create.to} label={create.label} />)}
    />
  );
}
