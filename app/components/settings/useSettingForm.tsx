import { useState } from "react";
import type { z } from "zod";
import { useT } from "../../i18n";
import { AdminRouteError, AdminSkeleton, StickyActions } from "../admin/AdminPage";
import { adminSend } from "../admin/adminApi";
import { useSaveFailure } from "../admin/content/api";
import { flash } from "../admin/flash";
import { UnsavedChangesGuard, useAdminForm } from "../admin/useAdminForm";
import { Button } from "../ui";

// The one-object settings pages (system, calendar, product, subscription): the form state of
// useAdminForm, checked with the API's own zod schema, saved with one PATCH (or PUT) of the whole object.

export function useSettingForm<T extends Record<string, unknown>>(
  api: string,
  initial: T,
  schema: z.ZodType,
  method: "PATCH" | "PUT" = "PATCH",
  /** The request body made of the form's values (a part of a larger settings object); `schema` checks it. */
  toBody: (values: T) => unknown = (v) => v,
) {
  const t = useT();
  const form = useAdminForm<T>(initial);
  const onFail = useSaveFailure(form);
  const [saving, setSaving] = useState(false);
  const [base, setBase] = useState(initial);
  async function save(pick: (data: T) => T = (d) => d) {
    const body = toBody(form.values);
    if (!form.check(schema, body)) return null;
    setSaving(true);
    const r = await adminSend<T>(method, api, body);
    setSaving(false);
    if (!r.ok) {
      onFail(r);
      return null;
    }
    const next = pick(r.data);
    form.reset(next);
    setBase(next);
    flash.success(t("adminSettings.saved"));
    return r.data;
  }
  return { form, save, saving, discard: () => form.reset(base) };
}

/** Discard and Save in the sticky bar, plus the unsaved-changes guard. */
export function SaveBar({
  dirty,
  saving,
  onDiscard,
  onSave,
  testId,
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
  testId: string;
}) {
  const t = useT();
  return (
    <>
      <StickyActions>
        <Button variant="secondary" onClick={onDiscard} disabled={!dirty || saving}>
          {t("adminSettings.discard")}
        </Button>
        <Button onClick={onSave} busy={saving} disabled={!dirty} data-testid={testId}>
          {t("adminSettings.save")}
        </Button>
      </StickyActions>
      <UnsavedChangesGuard when={dirty && !saving} />
    </>
  );
}

/** Loading and error states of a settings page (route exports). */
export function SettingsLoading({ pageId }: { pageId: string }) {
  return (
    <div data-testid={`${pageId}-loading`}>
      <AdminSkeleton kind="form" />
    </div>
  );
}
export const SettingsError = AdminRouteError;
