import type { ReactNode } from "react";
import { useT } from "~/i18n";
import { Button, LinkButton } from "../../ui";
import { StickyActions } from "../AdminPage";
import type { EditForm } from "./useEditForm";

/**
 * The back office's save bar, pinned to the screen's bottom: Save, and Discard while dirty (Cancel
 * back to the list otherwise, when there is one). An edit page's Save submits its <form>; a
 * settings page passes `onSave` and its own words (`discardLabel`, no unsaved note).
 */
export function SaveBar({
  form,
  onSave,
  backTo,
  saveTestId,
  saveLabel,
  discardLabel,
  status,
  note = true,
}: {
  form: EditForm;
  /** Save as a plain button calling this (default: the submit of the page's <form>). */
  onSave?: () => void;
  backTo?: string;
  saveTestId?: string;
  saveLabel?: string;
  discardLabel?: string;
  /** Replaces the unsaved-changes note (e.g. how many settings changed). */
  status?: ReactNode;
  /** Whether the unsaved-changes note shows while dirty. */
  note?: boolean;
}) {
  const t = useT();
  return (
    <StickyActions>
      {status ??
        (note && form.dirty && (
          <p className="text-sm text-muted min-[734px]:mr-auto" role="status" data-testid="unsaved-note">
            {t("adminUi.unsavedNote")}
          </p>
        ))}
      {form.dirty || !backTo ? (
        <Button
          type="button"
          variant="secondary"
          onClick={form.discard}
          disabled={!form.dirty || form.saving}
          data-testid="discard-changes"
        >
          {discardLabel ?? t("adminUi.discard")}
        </Button>
      ) : (
        <LinkButton to={backTo} variant="secondary">
          {t("adminUi.cancel")}
        </LinkButton>
      )}
      <Button
        type={onSave ? "button" : "submit"}
        onClick={onSave}
        busy={form.saving}
        disabled={!backTo && !form.dirty}
        data-testid={saveTestId}
      >
        {saveLabel ?? t("adminUi.save")}
      </Button>
    </StickyActions>
  );
}
