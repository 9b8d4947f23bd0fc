import { NAME_MAX, tagCreateInput, tagPatchInput } from "@functions/commerce/catalogue/taxonomySchemas";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { TextField } from "~/components/admin/FormBits";
import { EditPage, editIdOf, useEditForm } from "~/components/admin/kit";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";
import { type AdminTag, PATHS } from "./lib/api";
import { DisplaySortFields } from "./lib/DisplaySortFields";
import { tagListPath } from "./lib/paths";

// /admin/store-edit-tag/:id — a tag (name, admin only, shown, order); id 0 creates.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = editIdOf(params.id);
  return { tag: id ? await adminLoad<AdminTag>(PATHS.tag(id)) : null };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function TagEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { tag } = loaderData;
  const form = useEditForm({
    name: tag?.name ?? "",
    isOnlyForAdmin: tag?.isOnlyForAdmin ?? false,
    isDisplay: tag?.isDisplay ?? true,
    sort: (tag?.sort ?? 0) as number | null,
  });
  const { values: v, set } = form;

  const save = () =>
    form.save({
      schema: tag ? tagPatchInput : tagCreateInput,
      body: { ...v, sort: v.sort ?? 0 },
      send: (body) => (tag ? adminSend("PATCH", PATHS.tag(tag.id), body) : adminSend("POST", PATHS.tags, body)),
      created: !tag,
      next: () => tagListPath("3"),
    });

  const title = tag ? t("tag.editTitle", { name: tag.name }) : t("tag.newTitle");
  return (
    <EditPage
      title={title}
      breadcrumbs={[{ label: t("tag.title"), to: tagListPath("1") }, { label: title }]}
      form={form}
      onSubmit={() => void save()}
      backTo={tagListPath("1")}
      saveTestId="tag-save"
    >
      <Section>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("tag.name")}
            {...form.field("name")}
            required
            maxLength={NAME_MAX.tag}
            testId="tag-name-input"
          />
          <Toggle
            checked={v.isOnlyForAdmin}
            onChange={(x) => set("isOnlyForAdmin", x)}
            label={t("tag.adminOnly")}
            description={t("tag.adminOnlyHint")}
          />
          <DisplaySortFields
            isDisplay={v.isDisplay}
            sort={v.sort}
            onChange={form.patch}
            displayHint={t("tag.displayHint")}
            sortError={form.error("sort")}
          />
        </div>
      </Section>
    </EditPage>
  );
}
