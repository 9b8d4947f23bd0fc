import { bestSrc, type MediaRef } from "@functions/shared/media";
import { ArrowLeft, ArrowRight, GripVertical, Trash2 } from "lucide-react";
import type { KeyboardEvent } from "react";
import { cx } from "~/components/ui";
import { useT } from "~/i18n";

const THUMB = ["300x300", "300x450", "w400", "w500", "w800"];

/**
 * One uploaded image of the MediaUploader: draggable onto another image's place, with its cover
 * badge (the first), its reorder handle and arrows (when there are several) and its remove button.
 * The drag's origin is the uploader's state (`dragFrom`).
 */
export function MediaTile({
  media: m,
  index: i,
  count,
  dragFrom,
  setDragFrom,
  move,
  onRemove,
  onHandleKey,
  uid,
  hintId,
  ratio,
  single,
  coverLabel,
  testId,
}: {
  media: MediaRef;
  index: number;
  count: number;
  dragFrom: number | null;
  setDragFrom: (i: number | null) => void;
  move: (from: number, to: number) => void;
  onRemove: () => void;
  onHandleKey: (e: KeyboardEvent<HTMLButtonElement>) => void;
  uid: string;
  hintId: string;
  ratio: string;
  single: boolean;
  coverLabel?: string;
  testId: string;
}) {
  const t = useT();
  return (
    <li
      draggable={count > 1}
      onDragStart={(e) => {
        setDragFrom(i);
        e.dataTransfer.effectAllowed = "move";
        e.dataTransfer.setData("text/plain", String(i));
      }}
      onDragOver={(e) => {
        if (dragFrom !== null) e.preventDefault();
      }}
      onDrop={(e) => {
        if (dragFrom === null) return;
        e.preventDefault();
        e.stopPropagation();
        move(dragFrom, i);
        setDragFrom(null);
      }}
      onDragEnd={() => setDragFrom(null)}
      className={cx(
        "group relative overflow-hidden rounded-xl border bg-surface",
        dragFrom === i ? "border-brand-500 opacity-50" : "border-line",
      )}
      data-testid={`${testId}-item`}
    >
      <img
        src={bestSrc(m, THUMB)}
        alt={t("media.imageN", { n: i + 1 })}
        className={cx("w-full object-cover", ratio)}
        loading="lazy"
        draggable={false}
      />
      {i === 0 && !single && coverLabel !== "" && (
        <span className="absolute top-1.5 left-1.5 rounded-md bg-ink/80 px-1.5 py-0.5 text-xs text-white">
          {coverLabel ?? t("media.cover")}
        </span>
      )}
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-gradient-to-t from-black/60 to-transparent p-1 pt-5">
        {count > 1 ? (
          <div className="flex items-center">
            <button
              type="button"
              id={`${uid}-h-${i}`}
              onKeyDown={onHandleKey}
              aria-label={t("media.reorderHandle", { n: i + 1, count })}
              aria-describedby={hintId}
              className="hidden h-8 w-8 cursor-grab items-center justify-center rounded-md text-white hover:bg-white/20 min-[734px]:inline-flex"
            >
              <GripVertical size={16} aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => move(i, i - 1)}
              disabled={i === 0}
              aria-label={t("media.moveEarlier", { n: i + 1 })}
              className="inline-flex h-8 w-8 items-center justify-center rounded-md text-white hover:bg-white/20 disabled:opacity-30"
            >
              <ArrowLeft size={16} aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => move(i, i + 1)}
              disabled={i === count - 1}
              aria-label={t("media.moveLater", { n: i + 1 })}
              className="inline-flex h-8 w-8 items-center justify-center rounded-md text-white hover:bg-white/20 disabled:opacity-30"
            >
              <ArrowRight size={16} aria-hidden />
            </button>
          </div>
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("media.remove", { n: i + 1 })}
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-white hover:bg-danger"
          data-testid={`${testId}-remove`}
        >
          <Trash2 size={16} aria-hidden />
        </button>
      </div>
    </li>
  );
}
