import { useEffect, useRef } from "react";

/** Closes a search box's results on a click or focus outside the box (the returned ref). */
export function useCloseOutside(open: boolean, close: () => void) {
  const boxRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening and closing rebinds the listeners.
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (!boxRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("focusin", away);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("focusin", away);
    };
  }, [open]);
  return boxRef;
}
