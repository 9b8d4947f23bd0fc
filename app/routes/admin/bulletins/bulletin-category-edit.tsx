import type { BulletinCategory } from "@functions/store/content/model";
import { categoryCreateInput } from "@functions/store/content/schemas";
import { List } from "lucide-react";
import { Link } from "react-router";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { DisplaySort, useContentEdit } from "~/components/admin/content/contentEdit";
import { TextField } from "~/components/admin/FormBits";
import { EditPage } from "~/components/admin/kit";
import { idParam } from "~/components/admin/loaderData";
import { useT } from "~/i18n";
import { BULLETIN_API, BULLETIN_PATHS } from "./lib/api";

// /admin/bulletin-category-edit/:id — one bulletin category (`0` or `new` creates).

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = idParam(params.id);
  return { category: id ? await adminLoad<BulletinCategory>(BULLETIN_API.category(id)) : null };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function BulletinCategoryEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { category } = loaderData;
  const { form, fail, removal } = useContentEdit({
    name: category?.name ?? "",
    isDisplay: category?.isDisplay ?? true,
    sort: (category?.sort ?? 0) as number | null,
  });
  const v = form.values;
  const back = BULLETIN_PATHS.categories("1");

  const save = () =>
    form.save({
      schema: categoryCreateInput,
      body: { ...v, sort: v.sort ?? 0 },
      send: (body) =>
        category
          ? adminSend<BulletinCategory>("PATCH", BULLETIN_API.category(category.id), body)
          : adminSend<BulletinCategory>("POST", BULLETIN_API.categories, body),
      created: !category,
      resetTo: (c) => ({ name: c.name, isDisplay: c.isDisplay, sort: c.sort }),
      next: (c) => BULLETIN_PATHS.categories(c.isDisplay ? "1" : "2"),
      fail,
    });

  const title = category ? t("bulletins.categoryEditTitle") : t("bulletins.categoryNewTitle");
  return (
    <EditPage
      title={title}
      breadcrumbs={[
        { label: t("bulletins.section") },
        { label: t("bulletins.categories"), to: back },
        { label: title },
      ]}
      form={form}
      onSubmit={() => void save()}
      backTo={back}
      saveTestId="bulletin-category-save"
      testId="bulletin-category-edit"
      remove={
        category &&
        removal({
          title: t("bulletins.categoryDeleteTitle"),
          body: t("bulletins.categoryDeleteBody", { name: category.name }),
          path: BULLETIN_API.category(category.id),
          next: back,
        })
      }
    >
      <Section title={t("bulletins.categorySection")}>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("bulletins.categoryName")}
            {...form.field("name")}
            maxLength={50}
            required
            testId="bulletin-category-name"
          />
          <DisplaySort
            label={t("bulletins.categoryIsDisplay")}
            hint={t("bulletins.categoryIsDisplayHint")}
            isDisplay={v.isDisplay}
            sort={v.sort}
            onChange={form.patch}
            sortError={form.error("sort")}
          />
          {category && (
            <Link
              to={BULLETIN_PATHS.list(category.id, "3")}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              <List size={16} aria-hidden /> {t("bulletins.viewBulletins")}
            </Link>
          )}
        </div>
      </Section>
    </EditPage>
  );
}
