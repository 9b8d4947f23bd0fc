import type { ReactNode } from "react";
import { ConfirmDialog } from "../ConfirmDialog";
import { TextAreaField } from "../FormBits";

/**
 * A confirmed action that takes an optional reason (an order's cancel or refusal): the confirm
 * dialog with one text area. The caller keeps the reason, so it can send and clear it.
 */
export function ReasonDialog({
  title,
  body,
  confirmLabel,
  tone,
  busy,
  label,
  reason,
  maxLength,
  onReason,
  onConfirm,
  onCancel,
  testId,
}: {
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  tone: "danger" | "brand";
  busy: boolean;
  /** The reason field's label. */
  label: string;
  reason: string;
  maxLength: number;
  onReason: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  return (
    <ConfirmDialog
      title={title}
      body={body}
      confirmLabel={confirmLabel}
      tone={tone}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId={testId}
    >
      <TextAreaField
        label={label}
        name="reason"
        value={reason}
        maxLength={maxLength}
        onChange={(e) => onReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}
