import type { ComponentProps } from "react";
import { ConfirmDialog } from "../ConfirmDialog";
import { TextAreaField } from "../FormBits";

type ReasonDialogProps = Omit<ComponentProps<typeof ConfirmDialog>, "children"> & {
  /** The reason field's label. */
  label: string;
  reason: string;
  maxLength: number;
  onReason: (reason: string) => void;
};

/**
 * A confirmed action that takes an optional reason (an order's cancel or refusal): the confirm
 * dialog with one text area. The caller keeps the reason, so it can send and clear it.
 */
export function ReasonDialog({ label, reason, maxLength, onReason, ...confirm }: ReasonDialogProps) {
  return (
    <ConfirmDialog {...confirm}>
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
