import { Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "~/i18n";
import { Button, cx } from "../../ui";
import { AdminPage, type Crumb, Section } from "../AdminPage";
import { type AdminFailure, type AdminResult, failureKey } from "../adminApi";
import { ConfirmDialog } from "../ConfirmDialog";
import { flash } from "../flash";
import { SaveBar } from "./SaveBar";
import { SAVED, UnsavedChangesGuard } from "./UnsavedChangesGuard";
import type { EditForm } from "./useEditForm";

export type EditDelete = {
  /** The delete section's title and button. */
  sectionTitle: string;
  label: string;
  confirmTitle: string;
  confirmBody?: string;
  send: () => Promise<AdminResult<unknown>>;
  /** Where to go once deleted. */
  next: string;
  /** Shown instead of the button when the record cannot be deleted yet. */
  blocked?: ReactNode;
  /** The failure's message (default: its code's text, or its first field issue). */
  failureText?: (f: AdminFailure) => string;
  /** The confirm button's words (default "Delete") and the message once done (default "Deleted"). */
  confirmLabel?: string;
  doneText?: string;
  testId?: string;
};

/**
 * The back office's edit page: the frame (title, breadcrumbs), one <form> of titled sections
 * (children, usually <Section>s), the unsaved-changes guard, a sticky save bar (Save; Discard
 * while there are unsaved changes, else Cancel back to the list) and, on an existing record,
 * a delete section with a confirm. Create and edit share it: the route's id "0"/"new" creates.
 */
export function EditPage({
  title,
  breadcrumbs,
  description,
  actions,
  form,
  onSubmit,
  backTo,
  saveTestId,
  testId,
  remove,
  aside,
  saveLabel,
  intro,
  toolbar,
  saveStatus,
  children,
}: {
  title: string;
  breadcrumbs?: Crumb[];
  description?: ReactNode;
  actions?: ReactNode;
  form: EditForm;
  onSubmit: () => void;
  /** The list to go back to; a settings page without one keeps Discard and saves only changes. */
  backTo?: string;
  saveTestId?: string;
  testId?: string;
  remove?: EditDelete | null;
  /** A side column (status, organisation) beside the sections from 1024 px; the delete goes there. */
  aside?: ReactNode;
  saveLabel?: string;
  /** Above the form: a summary or controls that act on their own (not part of the save). */
  intro?: ReactNode;
  /** Under the title (section jump links, a preview link). */
  toolbar?: ReactNode;
  /** Replaces the save bar's unsaved-changes note (e.g. how many settings changed). */
  saveStatus?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const del = useRecordDelete();
  const deleteSection = remove && (
    <DeleteSection remove={remove} fullWidth={aside != null} onAsk={() => del.setAsking(true)} />
  );

  return (
    <AdminPage
      title={title}
      narrow={!aside}
      breadcrumbs={breadcrumbs}
      description={description}
      actions={actions}
      toolbar={toolbar}
      testId={testId}
    >
      <UnsavedChangesGuard when={form.dirty && !form.saving && !del.deleting} />
      {intro}
      <form
        noValidate
        className={cx(
          "grid gap-4",
          aside != null && "min-[1024px]:grid-cols-[minmax(0,1fr)_340px] min-[1024px]:items-start",
        )}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {aside ? (
          <>
            <div className="flex min-w-0 flex-col gap-4">{children}</div>
            <div className="flex min-w-0 flex-col gap-4 min-[1024px]:sticky min-[1024px]:top-36">
              {aside}
              {deleteSection}
            </div>
          </>
        ) : (
          <>
            {children}
            {deleteSection}
          </>
        )}
        <div className={cx(aside != null && "min-[1024px]:col-span-2")}>
          <SaveBar form={form} backTo={backTo} saveTestId={saveTestId} saveLabel={saveLabel} status={saveStatus} />
        </div>
      </form>
      {del.asking && remove && (
        <ConfirmDialog
          title={remove.confirmTitle}
          body={remove.confirmBody}
          confirmLabel={remove.confirmLabel ?? t("adminUi.delete")}
          busy={del.deleting}
          onConfirm={() => void del.doDelete(remove)}
          onCancel={() => del.setAsking(false)}
        />
      )}
    </AdminPage>
  );
}

/** Deleting the record: whether its confirm is open, the call, its message and the way back to the list. */
function useRecordDelete() {
  const t = useT();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function doDelete(r: EditDelete) {
    setDeleting(true);
    const res = await r.send();
    setDeleting(false);
    setAsking(false);
    if (!res.ok) {
      const issue = res.issues[0]?.message;
      flash.error(r.failureText?.(res) ?? (issue ? t(issue) : t(failureKey(res))));
      return;
    }
    flash.success(r.doneText ?? t("adminUi.deleted"));
    navigate(r.next, { state: SAVED });
  }

  return { asking, setAsking, deleting, doDelete };
}

/** An existing record's delete section: its button (full width in the side column), or why not yet. */
function DeleteSection({ remove, fullWidth, onAsk }: { remove: EditDelete; fullWidth: boolean; onAsk: () => void }) {
  return (
    <Section title={remove.sectionTitle}>
      {remove.blocked ?? (
        <Button
          type="button"
          variant="secondary"
          className={cx("text-danger", fullWidth && "w-full")}
          onClick={onAsk}
          data-testid={remove.testId}
        >
          <Trash2 size={16} aria-hidden /> {remove.label}
        </Button>
      )}
    </Section>
  );
}
