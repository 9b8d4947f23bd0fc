import { useState } from "react";
import { useNavigate } from "react-router";
import { NAME_MAX, tagCreateInput, tagPatchInput } from "../../../../functions/catalogue/taxonomySchemas";
import { AdminPage, AdminRouteError, Section, StickyActions } from "../../../components/admin/AdminPage";
import { adminLoad, adminSend } from "../../../components/admin/adminApi";
import { TextField } from "../../../components/admin/FormBits";
import { flash } from "../../../components/admin/flash";
import { NumberField } from "../../../components/admin/NumberField";
import { Toggle } from "../../../components/admin/Toggle";
import { SAVED, UnsavedChangesGuard, useAdminForm } from "../../../components/admin/useAdminForm";
import { Button, LinkButton } from "../../../components/ui";
import { useT } from "../../../i18n";
import { type AdminTag, PATHS } from "./lib/api";
import { idParam } from "./lib/filters";
import { tagListPath } from "./lib/paths";

// /admin/store-edit-tag/:id — a tag (name, admin only, shown, order); id 0 creates.

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  const id = idParam(params.id);
  return { tag: id ? await adminLoad<AdminTag>(PATHS.tag(id)) : null };
}
export { FormSkeleton as HydrateFallback } from "../../../components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function TagEdit({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const navigate = useNavigate();
  const { tag } = loaderData;
  const form = useAdminForm({
    name: tag?.name ?? "",
    isOnlyForAdmin: tag?.isOnlyForAdmin ?? false,
    isDisplay: tag?.isDisplay ?? true,
    sort: (tag?.sort ?? 0) as number | null,
  });
  const { values: v, set } = form;
  const [saving, setSaving] = useState(false);

  async function save() {
    const body = { ...v, sort: v.sort ?? 0 };
    if (!form.check(tag ? tagPatchInput : tagCreateInput, body)) return;
    setSaving(true);
    const r = tag ? await adminSend("PATCH", PATHS.tag(tag.id), body) : await adminSend("POST", PATHS.tags, body);
    setSaving(false);
    if (!r.ok) return form.fail(r);
    flash.success(tag ? t("adminUi.saved") : t("adminUi.created"));
    form.reset(v);
    navigate(tagListPath("3"), { state: SAVED });
  }

  const title = tag ? t("tag.editTitle", { name: tag.name }) : t("tag.newTitle");
  return (
    <AdminPage title={title} narrow breadcrumbs={[{ label: t("tag.title"), to: tagListPath("1") }, { label: title }]}>
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
              label={t("tag.name")}
              name="name"
              value={v.name}
              onChange={(x) => set("name", x)}
              required
              maxLength={NAME_MAX.tag}
              error={form.error("name")}
              testId="tag-name-input"
            />
            <Toggle
              checked={v.isOnlyForAdmin}
              onChange={(x) => set("isOnlyForAdmin", x)}
              label={t("tag.adminOnly")}
              description={t("tag.adminOnlyHint")}
            />
            <Toggle
              checked={v.isDisplay}
              onChange={(x) => set("isDisplay", x)}
              label={t("cat.displayLabel")}
              description={t("tag.displayHint")}
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
          <LinkButton to={tagListPath("1")} variant="secondary">
            {t("adminUi.cancel")}
          </LinkButton>
          <Button type="submit" busy={saving} data-testid="tag-save">
            {t("adminUi.save")}
          </Button>
        </StickyActions>
      </form>
    </AdminPage>
  );
}
