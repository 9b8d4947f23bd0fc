import type { AdminBulletin, BulletinCategory } from "@functions/store/content/model";
import { FolderOpen, Megaphone } from "lucide-react";
import { AdminRouteError } from "~/components/admin/AdminPage";
import { adminLoad, adminSend, withQuery } from "~/components/admin/adminApi";
import { displayOf, displayQuery } from "~/components/admin/display";
import { FilterSelect } from "~/components/admin/FormBits";
import { FilterBar, ImportLink, ListPage, useListQuery } from "~/components/admin/kit";
import { DeleteRowButton, EditRowLink, OpenRowLink } from "~/components/admin/kit/RowActions";
import { listOf, optionalList } from "~/components/admin/loaderData";
import { LinkButton } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { DisplayToggle, useContentRows } from "../content/lib/contentRows";
import { contentDisplayTabs } from "../content/lib/displayTabs";
import { BULLETIN_API, BULLETIN_PATHS } from "./lib/api";
import { bulletinColumns } from "./lib/columns";

// /admin/bulletin-list/:id/:isdisplay — the head store's bulletins to its branches, of one category
// (0 = all) by display state (1 shown, 2 hidden, 3 all), pinned first; 20 a page, paged here.

const PAGE_SIZE = 20;

export async function clientLoader({ params }: { params: { id?: string; isdisplay?: string } }) {
  const categoryId = /^\d+$/.test(params.id ?? "") ? Number(params.id) : 0;
  const display = displayOf(params.isdisplay);
  const isDisplay = displayQuery(display);
  const [list, categories] = await Promise.all([
    adminLoad<unknown>(BULLETIN_API.bulletins, {
      categoryId,
      ...(isDisplay === undefined ? {} : { isDisplay }),
    }),
    optionalList<BulletinCategory>(BULLETIN_API.categories),
  ]);
  return { items: listOf<AdminBulletin>(list), categories: categories.items, categoryId, display };
}
export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BulletinList({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const q = useListQuery();
  const { categories, categoryId, display } = loaderData;
  const { flag, del } = useContentRows<AdminBulletin>({
    api: BULLETIN_API.bulletin,
    name: (b) => b.title,
    shown: (b) => b.isDisplay,
    send: (b, isDisplay) => adminSend("PATCH", BULLETIN_API.bulletin(b.id), { isDisplay }),
    deleteTitle: t("bulletins.deleteTitle"),
    deleteBody: (b) => t("bulletins.deleteBody", { name: b.title }),
  });
  const columns = [
    ...bulletinColumns<AdminBulletin>(t, locale, { to: (b) => BULLETIN_PATHS.detail(b.id), categories }),
    {
      key: "isDisplay",
      header: t("bulletins.isDisplay"),
      cell: (b: AdminBulletin) => <DisplayToggle flag={flag} row={b} name={b.title} testId={`bulletin-show-${b.id}`} />,
    },
  ];

  return (
    <ListPage
      title={t("bulletins.listTitle")}
      description={t("bulletins.listDescription")}
      breadcrumbs={[{ label: t("bulletins.section") }, { label: t("bulletins.listTitle") }]}
      actions={
        <>
          <LinkButton to={BULLETIN_PATHS.categories("1")} variant="secondary">
            <FolderOpen size={18} aria-hidden /> {t("bulletins.categories")}
          </LinkButton>
          <ImportLink to={BULLETIN_PATHS.import} label={t("bulletins.import")} />
        </>
      }
      create={{
        to: withQuery(BULLETIN_PATHS.edit("new"), { categoryId: categoryId || undefined }),
        label: t("bulletins.new"),
        testId: "bulletin-new",
      }}
      tabs={contentDisplayTabs(t, display, (d) => BULLETIN_PATHS.list(categoryId, d))}
      filters={
        <FilterBar className="min-[734px]:max-w-72">
          {/* The category is part of the path (spec route …/:id/:isdisplay): choosing one navigates. */}
          <FilterSelect
            label={t("bulletins.category")}
            value={String(categoryId)}
            onChange={(v) => q.go({}, BULLETIN_PATHS.list(Number(v), display))}
            options={[
              { value: "0", label: t("bulletins.allCategories") },
              ...categories.map((c) => ({
                value: String(c.id),
                label: c.isDisplay ? c.name : `${c.name} (${t("adminContent.hiddenShort")})`,
              })),
            ]}
          />
        </FilterBar>
      }
      testId="bulletin-list"
      columns={columns}
      rows={loaderData.items}
      rowKey={(b) => b.id}
      rowLabel={(b) => b.title}
      rowTestId={(b) => `bulletin-row-${b.id}`}
      pageSize={PAGE_SIZE}
      rowActions={(b) => (
        <>
          <OpenRowLink to={BULLETIN_PATHS.detail(b.id)} label={t("bulletins.view")} name={b.title} />
          <EditRowLink to={BULLETIN_PATHS.edit(b.id)} name={b.title} />
          <DeleteRowButton name={b.title} onClick={() => del.ask(b)} testId={`bulletin-delete-${b.id}`} />
        </>
      )}
      empty={{
        icon: <Megaphone size={36} aria-hidden />,
        title: t("bulletins.emptyTitle"),
        body: t("bulletins.emptyBody"),
        filteredTitle: t("adminContent.emptyFiltered"),
      }}
      filtered={categoryId > 0 || display !== "3"}
      clearFiltersTo={BULLETIN_PATHS.list(0, "3")}
    >
      {del.dialog}
    </ListPage>
  );
}
