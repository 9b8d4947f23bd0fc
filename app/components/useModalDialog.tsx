import { X } from "lucide-react";
import { type SyntheticEvent, useId, useLayoutEffect, useRef } from "react";
import { useT } from "../i18n";

/**
 * A native <dialog> opened modally while mounted: focus goes to its [data-autofocus] element and
 * back to where it was on close. `props(...)` gives the <dialog> its ref, ARIA wiring and Escape
 * handling; `titleId`/`bodyId` go on the heading and the text.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      previous?.focus();
    };
  }, []);
  const props = (o: { hasBody: boolean; testId?: string; onEscape: () => void }) => ({
    ref,
    "aria-modal": "true" as const,
    "aria-labelledby": titleId,
    "aria-describedby": o.hasBody ? bodyId : undefined,
    "data-testid": o.testId,
    // Escape would close the dialog behind React's back: the owner decides.
    onCancel: (e: SyntheticEvent) => {
      e.preventDefault();
      o.onEscape();
    },
  });
  return { titleId, bodyId, props };
}

/** The dialog's corner close button. */
export function DialogClose({
  onClick,
  disabled,
  className,
}: {
  onClick: () => void;
  disabled?: boolean;
  className: string;
}) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={t("common.close")}
      className={`absolute inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted hover:bg-black/5 hover:text-ink ${className}`}
    >
      <X size={20} aria-hidden />
    </button>
  );
}
