import type { ReactNode } from "react";
import { useT } from "~/i18n";
import { AdminPage, AdminRouteError, AdminSkeleton, Section } from "../AdminPage";
import { SaveBar } from "./SaveBar";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard";
import type { EditForm } from "./useEditForm";

/**
 * A settings page (system, calendar, product, subscription, story, test mode, contract, shipping,
 * payment, invoice, store): a narrow frame whose breadcrumbs end in its title, its sections, and —
 * when the page saves the whole object (useEditForm's `whole`) — the kit's save bar (Discard and
 * Save, in the settings pages' words unless the page passes its own) with the unsaved-changes guard.
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
    form: EditForm;
    onSave: () => void;
    testId: string;
    /** The Discard button's words (default adminSettings.discard). */
    discardLabel?: string;
  };
  children: ReactNode;
}) {
  const t = useT();
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
        <>
          <SaveBar
            form={save.form}
            onSave={save.onSave}
            saveTestId={save.testId}
            saveLabel={t("adminSettings.save")}
            discardLabel={save.discardLabel ?? t("adminSettings.discard")}
            note={false}
          />
          <UnsavedChangesGuard when={save.form.dirty && !save.form.saving} />
        </>
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

/** Loading state of a settings page (its route's HydrateFallback). */
export function SettingsLoading({ pageId, kind = "form" }: { pageId: string; kind?: "form" | "table" }) {
  return (
    <div data-testid={`${pageId}-loading`}>
      <AdminSkeleton kind={kind} />
    </div>
  );
}

/** Error state of a settings page (its route's ErrorBoundary). */
export const SettingsError = AdminRouteError;
