import {
  INFORMATION_CONTENT_MAX,
  informationCreateInput,
  informationPatchInput,
  NAME_MAX,
} from "@functions/commerce/catalogue/taxonomySchemas";
import { AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { TextField } from "~/components/admin/FormBits";
import { EditPage, editIdOf, useEditForm } from "~/components/admin/kit";
import { RichTextArea } from "~/components/admin/RichTextArea";
import { useT } from "~/i18n";
import { type AdminInformation, PATHS } from "./lib/api";
import { DisplaySortFields } from "./lib/DisplaySortFields";
import { informationListPath } from "./lib/paths";

// /admin/store-editinformation/:id — one block of product information; id 0 creates.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = editIdOf(params.id);
  return { item: id ? await adminLoad<AdminInformation>(PATHS.informationItem(id)) : null };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function InformationEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { item } = loaderData;
  const form = useEditForm({
    name: item?.name ?? "",
    content: item?.content ?? "",
    isDisplay: item?.isDisplay ?? true,
    sort: (item?.sort ?? 0) as number | null,
  });
  const { values: v } = form;

  const save = () =>
    form.save({
      schema: item ? informationPatchInput : informationCreateInput,
      body: { ...v, sort: v.sort ?? 0 },
      send: (body) =>
        item ? adminSend("PATCH", PATHS.informationItem(item.id), body) : adminSend("POST", PATHS.information, body),
      created: !item,
      next: () => informationListPath("3"),
    });

  const title = item ? t("info.editTitle", { name: item.name }) : t("info.newTitle");
  return (
    <EditPage
      title={title}
      breadcrumbs={[{ label: t("info.title"), to: informationListPath("1") }, { label: title }]}
      description={item ? t("info.usedBy", { count: item.productCount }) : undefined}
      form={form}
      onSubmit={() => void save()}
      backTo={informationListPath("1")}
      saveTestId="information-save"
    >
      <Section>
        <div className="flex flex-col gap-4">
          <TextField
            label={t("info.name")}
            {...form.field("name")}
            required
            maxLength={NAME_MAX.information}
            hint={t("info.nameHint")}
          />
          <RichTextArea
            label={t("info.content")}
            {...form.field("content")}
            maxLength={INFORMATION_CONTENT_MAX}
            rows={14}
            hint={t("pe.descriptionHint")}
          />
          <DisplaySortFields
            isDisplay={v.isDisplay}
            sort={v.sort}
            onChange={form.patch}
            displayHint={t("info.displayHint")}
            sortError={form.error("sort")}
          />
        </div>
      </Section>
    </EditPage>
  );
}
