import type { MediaRef } from "@functions/shared/media";
import { useId, useRef, useState } from "react";
import { useT } from "../../i18n";
import { cx } from "../ui";
import { formatBytes, MAX_UPLOAD_BYTES, UPLOAD_MIME_TYPES } from "./mediaUpload";
import { MediaTile } from "./mediaUploader/MediaTile";
import { AddTile, PendingTile } from "./mediaUploader/Tiles";
import { useMediaOrder } from "./mediaUploader/useMediaOrder";
import { useUploadQueue } from "./mediaUploader/useUploadQueue";

/** The MediaRef inside an upload answer: the answer itself, or its `media` field. */
function defaultToMedia(data: unknown): MediaRef {
  const d = data as { media?: MediaRef } & Partial<MediaRef>;
  if (d && typeof d === "object" && d.media && typeof d.media === "object") return d.media;
  return d as MediaRef;
}

type MediaUploaderProps = {
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
};

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
}: MediaUploaderProps) {
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

  const { move, remove, onHandleKey } = useMediaOrder({ value, onChange, onRemove, uid, announce: setAnnounce });

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
          <MediaTile
            key={m.id}
            media={m}
            index={i}
            count={value.length}
            dragFrom={dragFrom}
            setDragFrom={setDragFrom}
            move={move}
            onRemove={() => void remove(i)}
            onHandleKey={onHandleKey(i)}
            uid={uid}
            hintId={hintId}
            ratio={ratio}
            single={single}
            coverLabel={coverLabel}
            testId={testId}
          />
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
      <UploaderNotes
        onReplace={single && value.length + queue.pending.length > 0 ? () => inputRef.current?.click() : undefined}
        hintId={hintId}
        hint={hint}
        maxBytes={maxBytes}
        reorderable={value.length > 1}
        rejected={queue.rejected}
        error={error}
      />
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </fieldset>
  );
}

/**
 * Under the images: a single image's replace button, the rules (with the caller's hint), the files
 * turned away and the field's error.
 */
function UploaderNotes({
  onReplace,
  hintId,
  hint,
  maxBytes,
  reorderable,
  rejected,
  error,
}: {
  onReplace?: () => void;
  hintId: string;
  hint?: string;
  maxBytes: number;
  reorderable: boolean;
  rejected: string[];
  error?: string;
}) {
  const t = useT();
  return (
    <>
      {onReplace && (
        <div>
          <button
            type="button"
            onClick={onReplace}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t("media.replace")}
          </button>
        </div>
      )}
      <p id={hintId} className="text-sm text-muted">
        {hint ? `${hint} ` : ""}
        {t("media.rules", { max: formatBytes(maxBytes) })}
        {reorderable ? ` ${t("media.reorderHint")}` : ""}
      </p>
      {rejected.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-danger" role="alert">
          {rejected.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
    </>
  );
}
