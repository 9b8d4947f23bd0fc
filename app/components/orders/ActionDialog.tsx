import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { Form } from "react-router";
import { CloseButton } from "~/components/CloseButton";
import { useT } from "../../i18n";
import { Button } from "../ui";

/**
 * A modal form on the native <dialog> (top layer, Escape closes, focus returns) that posts to the
 * page's action. Render it only while open. `fields` are the form's inputs; `action` is posted as
 * the hidden field of the same name.
 */
export function ActionDialog({
  title,
  body,
  action,
  submitLabel,
  busy,
  danger,
  onClose,
  children,
}: {
  title: string;
  body?: ReactNode;
  action: string;
  submitLabel: string;
  busy?: boolean;
  danger?: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      previous?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[var(--radius-card)] border-0 bg-white p-0 text-ink shadow-xl backdrop:bg-ink/60"
      data-testid={`dialog-${action}`}
    >
      <Form method="post" className="relative flex flex-col gap-4 px-5 pt-6 pb-5">
        <CloseButton
          label={t("common.close")}
          onClick={onClose}
          className="absolute top-2 right-2 inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted hover:bg-black/5"
        />
        <h2 id={titleId} className="pr-8 text-lg font-bold">
          {title}
        </h2>
        {body && <div className="text-[15px] text-muted">{body}</div>}
        <input type="hidden" name="action" value={action} />
        {children}
        <div className="flex flex-col-reverse gap-2 min-[734px]:flex-row min-[734px]:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {t("orders.cancelDialog")}
          </Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </dialog>
  );
}
