import { AlertTriangle, HelpCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { Button, cx } from "../ui";
import { DialogClose, useModalDialog } from "../useModalDialog";

/**
 * A modal question on the native <dialog> (top layer, page behind inert, Escape cancels, focus
 * returns where it was). Render it only while open: `{toDelete && <ConfirmDialog … />}`.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  tone = "danger",
  busy,
  onConfirm,
  onCancel,
  children,
  testId = "confirm-dialog",
}: {
  title: string;
  body?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: "danger" | "brand";
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra content (a form field, a list of what will change). */
  children?: ReactNode;
  testId?: string;
}) {
  const t = useT();
  const { titleId, bodyId, props } = useModalDialog();
  const Icon = tone === "danger" ? AlertTriangle : HelpCircle;
  return (
    <dialog
      {...props({
        hasBody: !!body,
        testId,
        onEscape: () => {
          if (!busy) onCancel();
        },
      })}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[var(--radius-card)] border-0 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative px-5 pt-6 pb-5 min-[734px]:px-6">
        <DialogClose onClick={onCancel} disabled={busy} className="top-2 right-2" />
        <div className="flex items-start gap-3 pr-8">
          <span
            className={cx(
              "flex h-10 w-10 shrink-0 items-center justify-center rounded-full",
              tone === "danger" ? "bg-danger/10 text-danger" : "bg-brand-50 text-brand-600",
            )}
            aria-hidden
          >
            <Icon size={20} />
          </span>
          <div className="min-w-0 pt-1.5">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {body && (
              <div id={bodyId} className="mt-1.5 text-[15px] text-muted">
                {body}
              </div>
            )}
          </div>
        </div>
        {children && <div className="mt-4">{children}</div>}
        <div className="mt-6 flex flex-col-reverse gap-2 min-[734px]:flex-row min-[734px]:justify-end">
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={busy}
            data-autofocus={tone === "danger" || undefined}
          >
            {cancelLabel ?? t("adminUi.cancel")}
          </Button>
          <Button
            variant={tone === "danger" ? "danger" : "primary"}
            onClick={onConfirm}
            busy={busy}
            data-autofocus={tone === "brand" || undefined}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel ?? t("adminUi.confirm")}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
