import {
  CATEGORY_MAX_LEVEL,
  categoryCreateInput,
  categoryPatchInput,
  NAME_MAX,
} from "@functions/commerce/catalogue/taxonomySchemas";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { TextField } from "~/components/admin/FormBits";
import { EditPage, editIdOf, useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { SelectField } from "~/components/ui";
import { useT } from "~/i18n";
import {
  type AdminCategoryDetail,
  flattenCategories,
  loadCategories,
  PATHS,
  subtreeHeight,
  subtreeIds,
} from "./lib/api";
import { CategoryImageSection, type CategoryValues } from "./lib/categoryEditParts";
import { levelPath } from "./lib/paths";

// /admin/store-editcategory/:id/:hasChildren: id 0 creates (?parentId= preselects the parent).

export async function clientLoader({ params, request }: { params: { id?: string }; request: Request }) {
  const id = editIdOf(params.id);
  const [tree, category] = await Promise.all([
    loadCategories(),
    id ? adminLoad<AdminCategoryDetail>(PATHS.category(id)) : Promise.resolve(null),
  ]);
  const parentParam = editIdOf(new URL(request.url).searchParams.get("parentId") ?? undefined);
  return { tree, category, parentParam };
}

export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function CategoryEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const params = useParams();
  const { tree, category, parentParam } = loaderData;
  const flat = useMemo(() => flattenCategories(tree), [tree]);
  const self = category ? flat.find((f) => f.node.id === category.id)?.node : undefined;
  const hasChildren = Boolean(category?.children.length) || (params.hasChildren === "1" && !category);
  const form = useEditForm<CategoryValues>({
    name: category?.name ?? "",
    parentId: category ? category.parentId : (parentParam ?? null),
    isDisplay: category?.isDisplay ?? true,
    sort: category?.sort ?? 0,
    media: [],
    mediaId: category?.mediaId ?? null,
  });
  const { values: v, set } = form;

  // A parent keeps the whole branch within three levels, and is never the category itself or below it.
  const height = self ? subtreeHeight(self) : 1;
  const excluded = new Set(self ? subtreeIds(self) : []);
  const parents = flat.filter((f) => !excluded.has(f.node.id) && f.level + height <= CATEGORY_MAX_LEVEL);

  const save = () =>
    form.save({
      schema: category ? categoryPatchInput : categoryCreateInput,
      body: {
        name: v.name,
        parentId: v.parentId ?? 0,
        isDisplay: v.isDisplay,
        sort: v.sort ?? 0,
        mediaId: v.media[0]?.id ?? v.mediaId ?? null,
      },
      send: (body) =>
        category
          ? adminSend<AdminCategoryDetail>("PATCH", PATHS.category(category.id), body)
          : adminSend<AdminCategoryDetail>("POST", PATHS.categories, body),
      created: !category,
      next: (saved) => levelPath(saved.parentId, "3"),
    });

  const title = category ? t("cat.editTitle", { name: category.name }) : t("cat.newTitle");
  const backTo = levelPath(category ? category.parentId : v.parentId, "1");
  return (
    <EditPage
      title={title}
      breadcrumbs={[
        { label: t("cat.categories"), to: levelPath(null, "1") },
        ...(category?.ancestors ?? []).map((a) => ({ label: a.name, to: levelPath(a.id, "1") })),
        { label: category ? category.name : t("cat.newTitle") },
      ]}
      form={form}
      onSubmit={() => void save()}
      backTo={backTo}
      saveTestId="category-save"
      remove={
        category && {
          sectionTitle: t("cat.dangerZone"),
          label: t("cat.delete"),
          confirmTitle: t("cat.deleteTitle", { name: category.name }),
          confirmBody: t("cat.deleteBody", { count: category.productCount }),
          send: () => adminSend("DELETE", PATHS.category(category.id)),
          next: levelPath(category.parentId, "3"),
          blocked: hasChildren ? (
            <p className="text-sm text-muted">
              {t("cat.deleteHasChildren")}{" "}
              <Link to={levelPath(category.id, "3")} className="font-medium text-brand-700 underline">
                {t("cat.manageSubcategories")}
              </Link>
            </p>
          ) : undefined,
        }
      }
    >
      <Section title={t("cat.basics")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <TextField
            label={t("cat.name")}
            {...form.field("name")}
            required
            maxLength={NAME_MAX.category}
            testId="category-name-input"
            className="min-[734px]:col-span-2"
          />
          <SelectField
            label={t("cat.parent")}
            name="parentId"
            value={v.parentId ?? 0}
            onChange={(e) => set("parentId", Number(e.target.value) || null)}
            error={form.error("parentId")}
          >
            <option value={0}>{t("cat.topLevel")}</option>
            {parents.map((f) => (
              <option key={f.node.id} value={f.node.id}>
                {f.path.join(" › ")}
              </option>
            ))}
          </SelectField>
          <NumberField label={t("cat.sort")} {...form.field("sort")} min={0} hint={t("cat.sortHint")} />
          <Toggle
            {...form.toggle("isDisplay")}
            label={t("cat.displayLabel")}
            description={t("cat.displayHint")}
            className="min-[734px]:col-span-2"
          />
        </div>
        {hasChildren && (
          <p className="mt-3 text-sm text-muted">{t("cat.parentLimited", { max: CATEGORY_MAX_LEVEL })}</p>
        )}
      </Section>
      <CategoryImageSection form={form} />
    </EditPage>
  );
}
