import { useId, useLayoutEffect, useRef } from "react";

/**
 * A native <dialog> opened modally while mounted: focus goes to its [data-autofocus] element and
 * back to where it was on close. Returns the ref and the ids for aria-labelledby/-describedby.
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
  return { ref, titleId, bodyId };
}
