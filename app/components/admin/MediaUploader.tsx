import { bestSrc, type MediaRef } from "@functions/shared/media";
import { ArrowLeft, ArrowRight, GripVertical, Trash2 } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useT } from "../../i18n";
import { cx } from "../ui";
import { formatBytes, MAX_UPLOAD_BYTES, UPLOAD_MIME_TYPES } from "./mediaUpload";
import { AddTile, PendingTile } from "./mediaUploader/Tiles";
import { useUploadQueue } from "./mediaUploader/useUploadQueue";

const THUMB = ["300x300", "300x450", "w400", "w500", "w800"];

/** The MediaRef inside an upload answer: the answer itself, or its `media` field. */
function defaultToMedia(data: unknown): MediaRef {
  const d = data as { media?: MediaRef } & Partial<MediaRef>;
  if (d && typeof d === "object" && d.media && typeof d.media === "object") return d.media;
  return d as MediaRef;
}

/**
 * Image uploads with previews. Files are checked here the way the server checks them (type, size),
 * then uploaded one by one as multipart (`fileField` + `fields`) with per-file progress and error
 * (retry or dismiss). Uploaded images can be reordered by dragging, by the arrow buttons, or with
 * the keyboard (focus an image's handle, then ←/→ or ↑/↓), and removed. The first one is the cover.
 * `value` is the ordered list of uploaded media; pending files live inside the component.
 */
export function MediaUploader({
  label,
  value,
  onChange,
  endpoint = "/api/admin/media",
  fields,
  fileField = "media",
  toMedia = defaultToMedia,
  max,
  onRemove,
  hint,
  error,
  aspect = "square",
  types = UPLOAD_MIME_TYPES,
  maxBytes = MAX_UPLOAD_BYTES,
  coverLabel,
  testId = "media-uploader",
}: {
  label: string;
  value: MediaRef[];
  onChange: (next: MediaRef[]) => void;
  /** POST target: /api/admin/media (form: type, media, …) or /api/admin/product/media. */
  endpoint?: string;
  fields?: Record<string, string | number | undefined>;
  fileField?: string;
  toMedia?: (data: unknown) => MediaRef;
  /** At most this many images (1 = a single image that a new upload replaces). */
  max?: number;
  /** Server-side delete; return false to keep the image. Default: only drop it from the list. */
  onRemove?: (media: MediaRef) => Promise<boolean> | boolean;
  hint?: string;
  error?: string;
  aspect?: "square" | "portrait" | "wide";
  types?: readonly string[];
  maxBytes?: number;
  /** Badge on the first image; default "cover". Pass "" to hide. */
  coverLabel?: string;
  testId?: string;
}) {
  const t = useT();
  const uid = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announce, setAnnounce] = useState("");
  const single = max === 1;
  const queue = useUploadQueue({
    value,
    onChange,
    endpoint,
    fields,
    fileField,
    toMedia,
    max,
    types,
    maxBytes,
    announce: setAnnounce,
  });

  function move(from: number, to: number) {
    if (to < 0 || to >= value.length || from === to) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    onChange(next);
    setAnnounce(t("media.moved", { position: to + 1, count: next.length }));
  }

  async function remove(i: number) {
    const item = value[i];
    if (!item) return;
    if (onRemove && !(await onRemove(item))) return;
    onChange(value.filter((_, j) => j !== i));
    setAnnounce(t("media.removed"));
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

  const ratio = aspect === "portrait" ? "aspect-[2/3]" : aspect === "wide" ? "aspect-[16/9]" : "aspect-square";
  const canAdd = !max || single || value.length + queue.pending.length < max;
  const hintId = `${uid}-hint`;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid={testId}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <ul
        className={cx(
          "grid gap-2",
          aspect === "wide" ? "grid-cols-1 min-[734px]:grid-cols-2" : "grid-cols-3 min-[734px]:grid-cols-5",
        )}
        aria-label={label}
      >
        {value.map((m, i) => (
          <li
            key={m.id}
            draggable={value.length > 1}
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
              {value.length > 1 ? (
                <div className="flex items-center">
                  <button
                    type="button"
                    id={`${uid}-h-${i}`}
                    onKeyDown={onHandleKey(i)}
                    aria-label={t("media.reorderHandle", { n: i + 1, count: value.length })}
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
                    disabled={i === value.length - 1}
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
                onClick={() => void remove(i)}
                aria-label={t("media.remove", { n: i + 1 })}
                className="inline-flex h-8 w-8 items-center justify-center rounded-md text-white hover:bg-danger"
                data-testid={`${testId}-remove`}
              >
                <Trash2 size={16} aria-hidden />
              </button>
            </div>
          </li>
        ))}
        {queue.pending.map((p) => (
          <PendingTile
            key={p.key}
            p={p}
            ratio={ratio}
            testId={testId}
            onRetry={() => queue.retry(p)}
            onDismiss={() => queue.dismiss(p)}
          />
        ))}
        {canAdd && (
          <AddTile
            inputRef={inputRef}
            ratio={ratio}
            types={types}
            single={single}
            hidden={single && value.length + queue.pending.length > 0}
            reordering={dragFrom !== null}
            hintId={hintId}
            testId={testId}
            onFiles={queue.addFiles}
          />
        )}
      </ul>
      {single && value.length + queue.pending.length > 0 && (
        <div>
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t("media.replace")}
          </button>
        </div>
      )}
      <p id={hintId} className="text-sm text-muted">
        {hint ? `${hint} ` : ""}
        {t("media.rules", { max: formatBytes(maxBytes) })}
        {value.length > 1 ? ` ${t("media.reorderHint")}` : ""}
      </p>
      {queue.rejected.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-danger" role="alert">
          {queue.rejected.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </fieldset>
  );
}
