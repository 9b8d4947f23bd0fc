import { useState } from "react";
import { useNavigate } from "react-router";
import {
  INFORMATION_CONTENT_MAX,
  informationCreateInput,
  informationPatchInput,
  NAME_MAX,
} from "../../../../functions/catalogue/taxonomySchemas";
import { AdminPage, AdminRouteError, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { TextField } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { NumberField } from "../../../components/admin/NumberField";
import { RichTextArea } from "../../../components/admin/RichTextArea";
import { Toggle } from "../../../components/admin/Toggle";
import { SAVED, UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Button, LinkButton } from "../../../components/ui";
import { useT } from "../../../i18n";
import { type AdminInformation, PATHS } from "./lib/api";
import { idParam } from "./lib/filters";
import { informationListPath } from "./lib/paths";

// /admin/store-editinformation/:id — one block of product information; id 0 creates.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = idParam(params.id);
  return { item: id ? await adminLoad<AdminInformation>(PATHS.informationItem(id)) : null };
}
export { FormSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function InformationEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const navigate = useNavigate();
  const { item } = loaderData;
  const form = useAdminForm({
    name: item?.name ?? "",
    content: item?.content ?? "",
    isDisplay: item?.isDisplay ?? true,
    sort: (item?.sort ?? 0) as number | null,
  });
  const { values: v, set } = form;
  const [saving, setSaving] = useState(false);

  async function save() {
    const body = { ...v, sort: v.sort ?? 0 };
    if (!form.check(item ? informationPatchInput : informationCreateInput, body)) return;
    setSaving(true);
    const r = item
      ? await adminSend("PATCH", PATHS.informationItem(item.id), body)
      : await adminSend("POST", PATHS.information, body);
    setSaving(false);
    if (!r.ok) return form.fail(r);
    flash.success(item ? t("adminUi.saved") : t("adminUi.created"));
    form.reset(v);
    navigate(informationListPath("3"), { state: SAVED });
  }

  const title = item ? t("info.editTitle", { name: item.name }) : t("info.newTitle");
  return (
    <AdminPage
      title={title}
      narrow
      breadcrumbs={[{ label: t("info.title"), to: informationListPath("1") }, { label: title }]}
      description={item ? t("info.usedBy", { count: item.productCount }) : undefined}
    >
      <UnsavedChangesGuard when={form.dirty && !saving} />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Section>
          <div className="flex flex-col gap-4">
            <TextField
              label={t("info.name")}
              name="name"
              value={v.name}
              onChange={(x) => set("name", x)}
              required
              maxLength={NAME_MAX.information}
              hint={t("info.nameHint")}
              error={form.error("name")}
            />
            <RichTextArea
              label={t("info.content")}
              name="content"
              value={v.content}
              onChange={(x) => set("content", x)}
              maxLength={INFORMATION_CONTENT_MAX}
              rows={14}
              hint={t("pe.descriptionHint")}
              error={form.error("content")}
            />
            <Toggle
              checked={v.isDisplay}
              onChange={(x) => set("isDisplay", x)}
              label={t("cat.displayLabel")}
              description={t("info.displayHint")}
            />
            <NumberField
              label={t("cat.sort")}
              name="sort"
              value={v.sort}
              onChange={(x) => set("sort", x)}
              min={0}
              hint={t("cat.sortHint")}
              error={form.error("sort")}
              className="max-w-xs"
            />
          </div>
        </Section>
        <StickyActions>
          <LinkButton to={informationListPath("1")} variant="secondary">
            {t("adminUi.cancel")}
          </LinkButton>
          <Button type="submit" busy={saving}>
            {t("adminUi.save")}
          </Button>
        </StickyActions>
      </form>
    </AdminPage>
  );
}
