import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { TextAreaField } from "~/components/admin/FormBits";
import { useT } from "~/i18n";

// The head store's private note on one branch member (PATCH /api/admin/branch/users/{id}).

export const NOTE_MAX = 500;

export function NoteDialog({
  name,
  initial,
  busy,
  error,
  onSave,
  onCancel,
}: {
  name: string;
  initial: string;
  busy: boolean;
  error?: string;
  onSave: (note: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [note, setNote] = useState(initial);
  return (
    <ConfirmDialog
      title={t("baf.users.noteTitle", { name })}
      tone="brand"
      confirmLabel={t("adminSettings.save")}
      busy={busy}
      onConfirm={() => onSave(note)}
      onCancel={onCancel}
      testId="branch-user-note-dialog"
    >
      <div className="mt-4">
        <TextAreaField
          label={t("baf.users.note")}
          name="adminNote"
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          hint={t("baf.users.noteHint", { max: NOTE_MAX })}
          error={error}
          data-testid="branch-user-note"
        />
      </div>
    </ConfirmDialog>
  );
}
