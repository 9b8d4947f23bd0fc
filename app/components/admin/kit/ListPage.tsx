import { Inbox } from "lucide-react";
import { type Key, type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n";
import { Button, EmptyState, LinkButton } from "../../ui";
import { AdminPage, type Crumb } from "../AdminPage";
import { ConfirmDialog } from "../ConfirmDialog";
import { type StatusTab, StatusTabs } from "../StatusTabs";
import { CreateLink } from "./CreateLink";
import { type Column, DataTable, Pagination } from "./DataTable";
import { pageRows, sortParam, sortRows } from "./listQuery";
import { useListLoading, useListQuery } from "./useListQuery";

/** A bulk action over the selected rows; `confirm` asks first (destructive ones must). */
export type BulkAction<T> = {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  confirm?: (rows: T[]) => { title: string; body?: string; label?: string };
  /** Runs the action; the selection clears afterwards unless `keepSelection`. */
  run: (rows: T[]) => Promise<unknown> | undefined;
  keepSelection?: boolean;
};

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
  const t = useT();
  const location = useLocation();
  const q = useListQuery();
  const loading = useListLoading();
  const [selected, setSelected] = useState<Set<K>>(new Set());
  const [asking, setAsking] = useState<{ action: BulkAction<T>; rows: T[] } | null>(null);
  const [running, setRunning] = useState(false);

  const sorted = props.serverSort ? props.rows : sortRows(props.rows, props.columns, q.sort);
  const paged =
    props.total != null || !props.pageSize
      ? {
          rows: sorted,
          page: q.page,
          pageCount: props.pageSize ? Math.max(1, Math.ceil((props.total ?? 0) / props.pageSize)) : 1,
        }
      : pageRows(sorted, q.page, props.pageSize);
  const total = props.total ?? props.rows.length;

  async function run(action: BulkAction<T>, rows: T[]) {
    setRunning(true);
    try {
      await action.run(rows);
    } finally {
      setRunning(false);
      setAsking(null);
      if (!action.keepSelection) setSelected(new Set());
    }
  }
  const start = (action: BulkAction<T>, keys: K[]) => {
    const rows = paged.rows.filter((r) => keys.includes(props.rowKey(r)));
    if (action.confirm) setAsking({ action, rows });
    else void run(action, rows);
  };
  const ask = asking?.action.confirm?.(asking.rows);

  const empty = props.filtered ? (
    <EmptyState
      icon={props.empty.icon ?? <Inbox size={36} aria-hidden />}
      title={props.empty.filteredTitle ?? t("adminUi.emptyFiltered")}
      body={props.empty.filteredBody}
      action={
        <LinkButton to={props.clearFiltersTo ?? location.pathname} variant="secondary">
          {t("adminUi.clearFilters")}
        </LinkButton>
      }
    />
  ) : (
    <EmptyState
      icon={props.empty.icon ?? <Inbox size={36} aria-hidden />}
      title={props.empty.title}
      body={props.empty.body}
      action={props.empty.action ?? (props.create && <CreateLink to={props.create.to} label={props.create.label} />)}
    />
  );

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
            <>
              {props.bulkTools}
              {props.bulkActions?.map((a) => (
                <Button
                  key={a.key}
                  variant="secondary"
                  className={a.danger ? "h-9 text-danger" : "h-9"}
                  disabled={running}
                  onClick={() => start(a, keys)}
                  data-testid={`bulk-${a.key}`}
                >
                  {a.icon}
                  {a.label}
                </Button>
              ))}
            </>
          ))
        }
        rowActions={props.rowActions}
        empty={empty}
      />
      {(paged.pageCount > 1 || total > 0) && (
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
