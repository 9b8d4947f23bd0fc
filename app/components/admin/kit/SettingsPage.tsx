import type { ReactNode } from "react";
import { SaveBar as SettingsSaveBar } from "../../settings/useSettingForm";
import { AdminPage, Section } from "../AdminPage";

/**
 * A one-object settings page (system, calendar, product, subscription, story, test mode, contract):
 * a narrow frame whose breadcrumbs end in its title, its sections, and — when the page saves the
 * whole object (useSettingForm) — Discard and Save in the sticky bar with the unsaved-changes guard.
 */
export function SettingsPage({
  pageId,
  title,
  description,
  crumbs,
  actions,
  save,
  children,
}: {
  /** The page's data-testid (and its loading state's, via SettingsLoading). */
  pageId: string;
  title: string;
  description?: ReactNode;
  /** The breadcrumbs before the title (the menu group, the record). */
  crumbs: string[];
  actions?: ReactNode;
  save?: {
    setting: { form: { dirty: boolean }; saving: boolean; discard: () => void };
    onSave: () => void;
    testId: string;
  };
  children: ReactNode;
}) {
  return (
    <AdminPage
      title={title}
      description={description}
      breadcrumbs={[...crumbs, title].map((label) => ({ label }))}
      actions={actions}
      testId={pageId}
      narrow
    >
      {children}
      {save && (
        <SettingsSaveBar
          dirty={save.setting.form.dirty}
          saving={save.setting.saving}
          onDiscard={save.setting.discard}
          onSave={save.onSave}
          testId={save.testId}
        />
      )}
    </AdminPage>
  );
}

/** A settings section whose fields stack with the settings pages' spacing. */
export function SettingsSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title?: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section id={id} title={title} description={description} actions={actions}>
      <div className="flex flex-col gap-5">{children}</div>
    </Section>
  );
}
