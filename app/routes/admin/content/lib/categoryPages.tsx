import { categoryCreateInput } from "@functions/store/content/schemas";
import { FolderOpen, List } from "lucide-react";
import { Link, useParams } from "react-router";
import { Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { DisplaySort, useContentEdit } from "~/components/admin/content/contentEdit";
import { type Display, displayMatches, displayOf } from "~/components/admin/display";
import { TextField } from "~/components/admin/FormBits";
import { EditPage, ListPage, useRowOrder } from "~/components/admin/kit";
import type { Column } from "~/components/admin/kit/DataTable";
import { DeleteRowButton, EditRowLink } from "~/components/admin/kit/RowActions";
import { idParam, listOf } from "~/components/admin/loaderData";
import { useT } from "~/i18n";
import { DisplayToggle, useContentRows } from "./contentRows";
import { contentDisplayTabs } from "./displayTabs";

// The category pages of the content areas (blog categories, bulletin categories): one list with
// show/hide, reorder (higher sort first) and delete, and one edit form. An area gives its calls,
// paths, words and test ids; the pages themselves are written once here.

export type ContentCategory = { id: number; name: string; isDisplay: boolean; sort: number };

type Crumb = { label: string; to?: string };
type Translate = ReturnType<typeof useT>;

export type CategoryArea = {
  api: { list: string; one: (id: number) => string };
  paths: {
    list: (display: Display) => string;
    edit: (id: number | "new") => string;
    /** The area's items (articles, bulletins) in one category. */
    items: (categoryId: number, display: Display) => string;
  };
  /** Test ids are `${testPrefix}-list`, `-row-{id}`, `-edit`, `-name`, `-save`, …; row order ids `${idPrefix}-…`. */
  testPrefix: string;
  idPrefix: string;
  /** Dictionary keys of the area's words. */
  words: {
    listTitle: string;
    editTitle: string;
    newTitle: string;
    create: string;
    section: string;
    name: string;
    isDisplay: string;
    isDisplayHint: string;
    itemsHeader: string;
    viewItems: string;
    deleteTitle: string;
    /** Takes `{name}`. */
    deleteBody: string;
    emptyTitle: string;
    emptyBody: string;
  };
  /** Breadcrumbs above the list; the edit page adds the list and its own title after the first. */
  crumbs: (t: Translate) => Crumb[];
};

export async function loadCategories<C extends ContentCategory>(area: CategoryArea) {
  const list = listOf<C>(await adminLoad<unknown>(area.api.list));
  return { categories: list.sort((a, b) => b.sort - a.sort || a.id - b.id) };
}

export async function loadCategory<C extends ContentCategory>(area: CategoryArea, rawId: string | undefined) {
  const id = idParam(rawId);
  return { category: id ? await adminLoad<C>(area.api.one(id)) : null };
}

export function CategoryListPage<C extends ContentCategory>({
  area,
  categories,
}: {
  area: CategoryArea;
  categories: C[];
}) {
  const t = useT();
  const w = area.words;
  const display: Display = displayOf(useParams().isdisplay);
  const send = (id: number, body: object) => adminSend("PATCH", area.api.one(id), body);
  const { flag, del, failText } = useContentRows<C>({
    api: area.api.one,
    name: (c) => c.name,
    shown: (c) => c.isDisplay,
    send: (c, isDisplay) => send(c.id, { isDisplay }),
    deleteTitle: t(w.deleteTitle),
    deleteBody: (c) => t(w.deleteBody, { name: c.name }),
  });
  const order = useRowOrder<C>({
    rows: categories,
    visible: (c) => displayMatches(display, flag.value(c)),
    send: (id, sort) => send(id, { sort }),
    idPrefix: area.idPrefix,
    done: t("adminContent.orderSaved"),
    failText,
  });
  const id = area.testPrefix;

  const columns: Column<C>[] = [
    {
      key: "name",
      header: t(w.name),
      primary: true,
      cell: (c) => (
        <Link to={area.paths.edit(c.id)} className="font-medium hover:text-brand-700 hover:underline">
          {c.name}
        </Link>
      ),
    },
    {
      key: "sort",
      header: t("adminContent.sort"),
      align: "right",
      cell: (c) => <span className="tabular-nums">{c.sort}</span>,
    },
    {
      key: "items",
      header: t(w.itemsHeader),
      cell: (c) => (
        <Link
          to={area.paths.items(c.id, "3")}
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <List size={14} aria-hidden /> {t(w.viewItems)}
          <span className="sr-only"> {c.name}</span>
        </Link>
      ),
    },
    {
      key: "isDisplay",
      header: t("adminContent.display"),
      cell: (c) => <DisplayToggle flag={flag} row={c} name={c.name} testId={`${id}-show-${c.id}`} />,
    },
  ];

  return (
    <ListPage
      title={t(w.listTitle)}
      breadcrumbs={[...area.crumbs(t), { label: t(w.listTitle) }]}
      create={{ to: area.paths.edit("new"), label: t(w.create), testId: `${id}-new` }}
      tabs={contentDisplayTabs(t, display, area.paths.list, order.all.map(flag.value))}
      testId={`${id}-list`}
      columns={columns}
      rows={order.rows}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.name}
      rowTestId={(c) => `${id}-row-${c.id}`}
      busy={order.busy}
      rowActions={(c) => (
        <>
          {order.buttons(c, {
            up: t("adminContent.moveUpNamed", { name: c.name }),
            down: t("adminContent.moveDownNamed", { name: c.name }),
          })}
          <EditRowLink to={area.paths.edit(c.id)} name={c.name} />
          <DeleteRowButton name={c.name} onClick={() => del.ask(c)} testId={`${id}-delete-${c.id}`} />
        </>
      )}
      empty={{
        icon: <FolderOpen size={36} aria-hidden />,
        title: t(w.emptyTitle),
        body: t(w.emptyBody),
        filteredTitle: t("adminContent.emptyFiltered"),
      }}
      filtered={order.all.length > 0}
      clearFiltersTo={area.paths.list("3")}
    >
      {del.dialog}
    </ListPage>
  );
}

export function CategoryEditPage<C extends ContentCategory>({
  area,
  category,
}: {
  area: CategoryArea;
  category: C | null;
}) {
  const t = useT();
  const w = area.words;
  const { form, fail, removal } = useContentEdit({
    name: category?.name ?? "",
    isDisplay: category?.isDisplay ?? true,
    sort: (category?.sort ?? 0) as number | null,
  });
  const v = form.values;
  const back = area.paths.list("1");
  const id = area.testPrefix;

  const save = () =>
    form.save({
      schema: categoryCreateInput,
      body: { ...v, sort: v.sort ?? 0 },
      send: (body) =>
        category ? adminSend<C>("PATCH", area.api.one(category.id), body) : adminSend<C>("POST", area.api.list, body),
      created: !category,
      resetTo: (c) => ({ name: c.name, isDisplay: c.isDisplay, sort: c.sort }),
      next: (c) => area.paths.list(c.isDisplay ? "1" : "2"),
      fail,
    });

  const title = category ? t(w.editTitle) : t(w.newTitle);
  const [first] = area.crumbs(t);
  return (
    <EditPage
      title={title}
      breadcrumbs={[...(first ? [first] : []), { label: t(w.listTitle), to: back }, { label: title }]}
      form={form}
      onSubmit={() => void save()}
      backTo={back}
      saveTestId={`${id}-save`}
      testId={`${id}-edit`}
      remove={
        category &&
        removal({
          title: t(w.deleteTitle),
          body: t(w.deleteBody, { name: category.name }),
          path: area.api.one(category.id),
          next: back,
        })
      }
    >
      <Section title={t(w.section)}>
        <div className="flex flex-col gap-4">
          <TextField label={t(w.name)} {...form.field("name")} maxLength={50} required testId={`${id}-name`} />
          <DisplaySort
            label={t(w.isDisplay)}
            hint={t(w.isDisplayHint)}
            isDisplay={v.isDisplay}
            sort={v.sort}
            onChange={form.patch}
            sortError={form.error("sort")}
          />
          {category && (
            <Link
              to={area.paths.items(category.id, "3")}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              <List size={16} aria-hidden /> {t(w.viewItems)}
            </Link>
          )}
        </div>
      </Section>
    </EditPage>
  );
}
