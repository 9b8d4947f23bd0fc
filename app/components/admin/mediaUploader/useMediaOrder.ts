import type { MediaRef } from "@functions/shared/media";
import type { KeyboardEvent } from "react";
import { useT } from "~/i18n";

/**
 * Reordering and removing the uploaded images, each announced to screen readers. `uid` names the
 * images' handles, so a keyboard move can keep focus on the handle of the image it moved.
 */
export function useMediaOrder({
  value,
  onChange,
  onRemove,
  uid,
  announce,
}: {
  value: MediaRef[];
  onChange: (next: MediaRef[]) => void;
  onRemove?: (media: MediaRef) => Promise<boolean> | boolean;
  uid: string;
  announce: (text: string) => void;
}) {
  const t = useT();

  function move(from: number, to: number) {
    if (to < 0 || to >= value.length || from === to) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    onChange(next);
    announce(t("media.moved", { position: to + 1, count: next.length }));
  }

  async function remove(i: number) {
    const item = value[i];
    if (!item) return;
    if (onRemove && !(await onRemove(item))) return;
    onChange(value.filter((_, j) => j !== i));
    announce(t("media.removed"));
  }

  const onHandleKey = (i: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const d =
      e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : 0;
    if (!d) return;
    e.preventDefault();
    const to = i + d;
    if (to < 0 || to >= value.length) return;
    move(i, to);
    // Keep focus on the moved image's handle.
    requestAnimationFrame(() => document.getElementById(`${uid}-h-${to}`)?.focus());
  };

  return { move, remove, onHandleKey };
}
