import { MEMBER_SORTS } from "@functions/shared/people/members";
import { formatMoney } from "@functions/shared/pricing";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { adminLoad, withQuery } from "~/components/admin/adminApi";
import { ExportLink, FilterBar, FilterChoice, FilterSearch, ListPage, useListQuery } from "~/components/admin/kit";
import { Badge } from "~/components/admin/kit/Badge";
import type { Column } from "~/components/admin/kit/DataTable";
import { taipei } from "~/components/orders/format";
import { useLocale, useT } from "~/i18n";
import { type ListKind, listStateOf, type MemberListRow, PAGE_SIZE, segmentsOf, USER_PATHS, USERS_API } from "./lib";

// The member list (/admin/user-list/{filter}) and the supplier list (/admin/user-supplier-list/
// {filter}): one view on the list kit, segment tabs with counts, search, sort and pages bound to
// the URL, and the .xlsx export of the same filter. The supplier list is the same call with supplier=true.

type Data = { items: MemberListRow[]; total: number; counts: Record<string, number> };

export async function loadMemberList(kind: ListKind, filter: string, request: Request) {
  const state = listStateOf(new URL(request.url).searchParams);
  const data = await adminLoad<Data>(USERS_API.list, {
    filter,
    keyword: state.keyword || undefined,
    sort: state.sort,
    dir: state.dir,
    supplier: kind === "suppliers" ? true : undefined,
    offset: (state.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return { ...data, kind, filter, state };
}

export type MemberListData = Awaited<ReturnType<typeof loadMemberList>>;

const pathOf = (kind: ListKind, filter: string) =>
  kind === "suppliers" ? USER_PATHS.suppliers(filter) : USER_PATHS.members(filter);

function memberColumns(t: ReturnType<typeof useT>, locale: ReturnType<typeof useLocale>, kind: ListKind) {
  const columns: Column<MemberListRow>[] = [
    {
      key: "name",
      header: t(kind === "suppliers" ? "members.col.company" : "members.col.name"),
      primary: true,
      // The supplier column shows the company; the sort is by member name, so only members sort here.
      sortable: kind === "members",
      cell: (m) => (
        <div className="min-w-0">
          <Link
            to={USER_PATHS.member(m.id)}
            className="font-medium hover:text-brand-700 hover:underline"
            data-testid={`member-link-${m.id}`}
          >
            {kind === "suppliers" ? m.companyName : m.name}
          </Link>
          {kind === "members" && m.isSupplier && (
            <span className="ml-1.5 align-middle">
              <Badge tone="brand">{t("members.supplierBadge")}</Badge>
            </span>
          )}
          <p className="truncate text-sm text-muted">{kind === "suppliers" ? `${m.name} · ${m.email}` : m.email}</p>
        </div>
      ),
    },
    {
      key: "phone",
      header: t("members.col.phone"),
      cell: (m) => <span className="text-sm tabular-nums">{m.phone || "—"}</span>,
    },
    {
      key: "createdAt",
      header: t("members.col.createdAt"),
      sortable: true,
      cell: (m) => <span className="text-sm whitespace-nowrap">{taipei(m.createdAt, locale, false)}</span>,
    },
    {
      key: "lastSeenAt",
      header: t("members.col.lastSeenAt"),
      sortable: true,
      hideOnMobile: true,
      cell: (m) => (
        <span className="text-sm whitespace-nowrap">
          {m.lastSeenAt ? taipei(m.lastSeenAt, locale) : t("members.never")}
        </span>
      ),
    },
    {
      key: "orderCount",
      header: t("members.col.orders"),
      sortable: true,
      align: "right",
      cell: (m) => <span className="tabular-nums">{m.orderCount}</span>,
    },
    {
      key: "totalSpent",
      header: t("members.col.spent"),
      sortable: true,
      align: "right",
      cell: (m) => <span className="tabular-nums">{formatMoney(m.totalSpent)}</span>,
    },
    {
      key: "status",
      header: t("members.col.status"),
      media: true,
      cell: (m) =>
        m.blockedAt ? (
          <Badge tone="danger">{t("members.status.blocked")}</Badge>
        ) : (
          <Badge tone="success">{t("members.status.normal")}</Badge>
        ),
    },
  ];
  return columns;
}

export function MemberListView({ data }: { data: MemberListData }) {
  const t = useT();
  const locale = useLocale();
  const q = useListQuery();
  const { items, total, counts, kind, filter, state } = data;
  const ns = kind === "suppliers" ? "suppliers" : "members";
  // The sort choice is the header sort in a select (cards at 375 px have no headers); newest first is "".
  const sortOptions = MEMBER_SORTS.flatMap((key) =>
    (["desc", "asc"] as const).map((dir) => ({
      value: key === "createdAt" && dir === "desc" ? "" : `${dir === "desc" ? "-" : ""}${key}`,
      label: `${t(`members.sort.${key}`)} · ${t(`members.dir.${dir}`)}`,
    })),
  );

  return (
    <ListPage
      title={t(`${ns}.title`)}
      breadcrumbs={[{ label: t("members.section") }, { label: t(`${ns}.segment.${filter}`) }]}
      testId={`${ns}-list`}
      actions={
        <ExportLink
          href={withQuery(USERS_API.excel, {
            filter,
            keyword: state.keyword || undefined,
            supplier: kind === "suppliers" ? true : undefined,
            locale,
          })}
          label={t("members.export")}
          testId="member-export"
        />
      }
      create={
        kind === "suppliers"
          ? { to: USER_PATHS.newSupplier, label: t("suppliers.add"), testId: "supplier-add" }
          : undefined
      }
      tabs={{
        label: t(`${ns}.segments`),
        active: filter,
        items: segmentsOf(kind).map((key) => ({
          key,
          label: t(`${ns}.segment.${key}`),
          to: q.href({}, pathOf(kind, key)),
          count: counts[key],
        })),
      }}
      filters={
        <FilterBar>
          <FilterSearch name="keyword" label={t(`${ns}.search`)} />
          <FilterChoice name="sort" label={t("members.sortBy")} options={sortOptions} />
        </FilterBar>
      }
      columns={memberColumns(t, locale, kind)}
      rows={items}
      rowKey={(m) => m.id}
      rowLabel={(m) => m.name}
      rowTestId={(m) => `member-row-${m.id}`}
      serverSort
      total={total}
      pageSize={PAGE_SIZE}
      empty={{ icon: <Users size={36} aria-hidden />, title: t(`${ns}.emptyTitle`), body: t(`${ns}.emptyBody`) }}
      filtered={Boolean(state.keyword) || filter !== "all"}
      clearFiltersTo={pathOf(kind, "all")}
    />
  );
}
