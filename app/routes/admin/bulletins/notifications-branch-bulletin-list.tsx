import { isBranchType } from "@functions/shared/constants";
import type { AdminBulletin, BulletinCategory } from "@functions/store/content/model";
import { Megaphone } from "lucide-react";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { FilterSelect } from "~/components/admin/FormBits";
import { DetailPage, FilterBar, ListPage, OpenRowLink, useListQuery } from "~/components/admin/kit";
import { idParam, listOf, optionalList } from "~/components/admin/loaderData";
import { useLocale, useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import { BULLETIN_API, BULLETIN_PATHS } from "./lib/api";
import { BranchOnly } from "./lib/BranchOnly";
import { BulletinBody } from "./lib/BulletinBody";
import { bulletinColumns } from "./lib/columns";

// /admin/notifications-branch-bulletin-list/:id/:isdisplay — a branch reads the bulletins its head
// store shows, of one category (0 = all; a branch only ever sees shown ones, so :isdisplay is kept
// for the spec's path and reads 1); ?open=<bulletin id> reads one. The calls answer the head store's
// rows for a branch (store/content/bulletins.ts); any other store type gets the page's notice.

const PAGE_SIZE = 20;

export async function clientLoader({ params, request }: { params: { id?: string }; request: Request }) {
  const categoryId = /^\d+$/.test(params.id ?? "") ? Number(params.id) : 0;
  const open = idParam(new URL(request.url).searchParams.get("open") ?? undefined);
  const [list, categories, opened] = await Promise.all([
    open ? Promise.resolve([]) : adminLoad<unknown>(BULLETIN_API.bulletins, { categoryId }),
    optionalList<BulletinCategory>(BULLETIN_API.categories),
    open ? adminLoad<AdminBulletin>(BULLETIN_API.bulletin(open)) : Promise.resolve(null),
  ]);
  return { items: listOf<AdminBulletin>(list), categories: categories.items, categoryId, opened };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BranchBulletinList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const q = useListQuery();
  const { store } = useRoot();
  const { categories, categoryId, opened } = loaderData;
  const title = t("notices.branchTitle");
  const crumbs = [{ label: t("notices.notifications") }, { label: title, to: BULLETIN_PATHS.branchList(categoryId) }];

  if (!isBranchType(store.storeType))
    return (
      <BranchOnly
        title={title}
        body={t("notices.branchOnlyBody")}
        to={
          store.storeType === "HEAD_STORE_MULTILEVEL"
            ? { path: BULLETIN_PATHS.list(0, "1"), label: t("notices.toBulletins") }
            : undefined
        }
        testId="branch-bulletins"
      />
    );

  if (opened)
    return (
      <DetailPage
        title={opened.title}
        breadcrumbs={[...crumbs, { label: opened.title }]}
        back={{ to: BULLETIN_PATHS.branchList(categoryId), label: t("notices.back") }}
        testId="branch-bulletin-detail"
        narrow
      >
        <Section title={t("bulletins.detailTitle")}>
          <BulletinBody
            bulletin={opened}
            category={categories.find((c) => c.id === opened.categoryId)?.name}
            testId="branch-bulletin-body"
          />
        </Section>
      </DetailPage>
    );

  return (
    <ListPage
      title={title}
      description={t("notices.branchDescription")}
      breadcrumbs={crumbs.slice(0, 1).concat({ label: title })}
      filters={
        categories.length > 0 ? (
          <FilterBar className="min-[734px]:max-w-72">
            <FilterSelect
              label={t("bulletins.category")}
              value={String(categoryId)}
              onChange={(v) => q.go({}, BULLETIN_PATHS.branchList(Number(v)))}
              options={[
                { value: "0", label: t("bulletins.allCategories") },
                ...categories.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
            />
          </FilterBar>
        ) : undefined
      }
      testId="branch-bulletins"
      columns={bulletinColumns<AdminBulletin>(t, locale, {
        to: (b) => BULLETIN_PATHS.branchOne(categoryId, b.id),
        categories,
      })}
      rows={loaderData.items}
      rowKey={(b) => b.id}
      rowLabel={(b) => b.title}
      rowTestId={(b) => `branch-bulletin-row-${b.id}`}
      pageSize={PAGE_SIZE}
      rowActions={(b) => (
        <OpenRowLink to={BULLETIN_PATHS.branchOne(categoryId, b.id)} label={t("notices.read")} name={b.title} />
      )}
      empty={{
        icon: <Megaphone size={36} aria-hidden />,
        title: t("notices.branchEmptyTitle"),
        body: t("notices.branchEmptyBody"),
        filteredTitle: t("adminContent.emptyFiltered"),
      }}
      filtered={categoryId > 0}
      clearFiltersTo={BULLETIN_PATHS.branchList(0)}
    />
  );
}
