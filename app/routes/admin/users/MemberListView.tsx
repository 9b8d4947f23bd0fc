import { Download, Plus, Users } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { MEMBER_SORTS } from "../../../../functions/shared/members";
import { formatMoney } from "../../../../functions/shared/pricing";
import { AdminPage } from "../../../components/admin/AdminPage";
import { adminLoad, withQuery } from "../../../components/admin/adminApi";
import { type Column, DataTable, Pagination, type SortState } from "../../../components/admin/DataTable";
import { Badge, FilterSelect, SearchBox } from "../../../components/admin/FormBits";
import { StatusTabs } from "../../../components/admin/StatusTabs";
import { taipei } from "../../../components/orders/format";
import { EmptyState, LinkButton } from "../../../components/ui";
import { useLocale, useT } from "../../../i18n";
import {
  type ListKind,
  type ListState,
  listStateOf,
  type MemberListRow,
  PAGE_SIZE,
  segmentsOf,
  USER_PATHS,
  USERS_API,
} from "./lib";

// The member list (/admin/user-list/{filter}) and the supplier list (/admin/user-supplier-list/
// {filter}): one view, segment tabs with counts, search, sort and pages bound to the URL, and the
// .xlsx export of the same filter. The supplier list is the same call with supplier=true.

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

export function MemberListView({ data }: { data: MemberListData }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { items, total, counts, kind, filter, state } = data;
  const ns = kind === "suppliers" ? "suppliers" : "members";
  const query = (over: Partial<Record<keyof ListState, string | number | undefined>>) => ({
    keyword: state.keyword || undefined,
    sort: state.sort === "createdAt" ? undefined : state.sort,
    dir: state.dir === "desc" ? undefined : state.dir,
    page: undefined,
    ...over,
  });
  const go = (over: Parameters<typeof query>[0]) => navigate(withQuery(pathOf(kind, filter), query(over)));
  const sortTo = (s: SortState) => go({ sort: s.key, dir: s.dir });

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

  const title = t(`${ns}.title`);
  const exportHref = withQuery(USERS_API.excel, {
    filter,
    keyword: state.keyword || undefined,
    supplier: kind === "suppliers" ? true : undefined,
    locale,
  });
  const sortOptions = MEMBER_SORTS.flatMap((key) =>
    (["desc", "asc"] as const).map((dir) => ({
      value: `${key}:${dir}`,
      label: `${t(`members.sort.${key}`)} · ${t(`members.dir.${dir}`)}`,
    })),
  );
  return (
    <AdminPage
      title={title}
      breadcrumbs={[{ label: t("members.section") }, { label: t(`${ns}.segment.${filter}`) }]}
      actions={
        <>
          {kind === "suppliers" && (
            <LinkButton to={USER_PATHS.newSupplier} data-testid="supplier-add">
              <Plus size={16} aria-hidden /> {t("suppliers.add")}
            </LinkButton>
          )}
          <a
            href={exportHref}
            download
            className="inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface"
            data-testid="member-export"
          >
            <Download size={16} aria-hidden /> {t("members.export")}
          </a>
        </>
      }
      toolbar={
        <>
          <StatusTabs
            label={t(`${ns}.segments`)}
            active={filter}
            tabs={segmentsOf(kind).map((key) => ({
              key,
              label: t(`${ns}.segment.${key}`),
              to: withQuery(pathOf(kind, key), query({})),
              count: counts[key],
            }))}
          />
          <div className="grid gap-2 min-[734px]:grid-cols-[24rem_16rem]">
            <SearchBox
              value={state.keyword}
              label={t(`${ns}.search`)}
              onSearch={(k) => go({ keyword: k || undefined })}
            />
            <FilterSelect
              label={t("members.sortBy")}
              value={`${state.sort}:${state.dir}`}
              onChange={(v) => {
                const [sort, dir] = v.split(":");
                go({ sort, dir });
              }}
              options={sortOptions}
            />
          </div>
        </>
      }
      testId={`${ns}-list`}
    >
      <DataTable
        caption={title}
        columns={columns}
        rows={items}
        rowKey={(m) => m.id}
        rowLabel={(m) => m.name}
        sort={{ key: state.sort, dir: state.dir }}
        onSortChange={sortTo}
        rowTestId={(m) => `member-row-${m.id}`}
        empty={
          <EmptyState
            icon={<Users size={36} aria-hidden />}
            title={t(`${ns}.emptyTitle`)}
            body={t(`${ns}.emptyBody`)}
          />
        }
      />
      <Pagination
        page={state.page}
        pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        total={total}
        hrefFor={(p) => withQuery(pathOf(kind, filter), query({ page: p > 1 ? p : undefined }))}
      />
    </AdminPage>
  );
}
