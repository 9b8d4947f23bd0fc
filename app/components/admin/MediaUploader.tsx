import { AlertCircle, ArrowLeft, ArrowRight, GripVertical, ImagePlus, RotateCcw, Trash2, X } from "lucide-react";
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { bestSrc, type MediaRef } from "../../../functions/shared/media";
import { useT } from "../../i18n";
import { cx, Spinner } from "../ui";
import { type AdminFailure, failureKey } from "./adminApi";
import {
  checkFile,
  fileForm,
  formatBytes,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  UPLOAD_MIME_TYPES,
  uploadForm,
} from "./mediaUpload";

type Pending = {
  key: string;
  file: File;
  preview: string;
  progress: number;
  status: "queued" | "uploading" | "error";
  error?: string;
};

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
  const [pending, setPending] = useState<Pending[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announce, setAnnounce] = useState("");
  const [rejected, setRejected] = useState<string[]>([]);
  const valueRef = useRef(value);
  valueRef.current = value;
  const running = useRef(false);
  const single = max === 1;

  // Previews are object URLs: free the ones still shown when the uploader goes away.
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(
    () => () => {
      for (const p of pendingRef.current) URL.revokeObjectURL(p.preview);
    },
    [],
  );

  const update = (key: string, patch: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const queue = useRef<Pending[]>([]);

  /** Uploads queued files one at a time, in the order they were chosen. */
  async function pump(items: Pending[]) {
    queue.current.push(...items);
    if (running.current) return;
    running.current = true;
    try {
      for (let item = queue.current.shift(); item; item = queue.current.shift()) {
        const key = item.key;
        update(key, { status: "uploading", progress: 0, error: undefined });
        const r = await uploadForm<unknown>(endpoint, fileForm(fileField, item.file, fields), {
          onProgress: (f) => update(key, { progress: f }),
        });
        if (r.ok) {
          const media = toMedia(r.data);
          const next = single ? [media] : [...valueRef.current, media];
          valueRef.current = next;
          onChange(next);
          URL.revokeObjectURL(item.preview);
          setPending((list) => list.filter((p) => p.key !== key));
          setAnnounce(t("media.uploaded", { name: item.file.name }));
        } else {
          update(key, { status: "error", error: uploadError(r) });
        }
      }
    } finally {
      running.current = false;
    }
  }

  function uploadError(r: AdminFailure): string {
    const issue = r.issues[0]?.message;
    if (issue) {
      const text = t(issue);
      if (text !== issue) return text;
    }
    const key = failureKey(r);
    const text = t(key);
    return text === key ? t("media.uploadFailed") : text;
  }

  function addFiles(list: FileList | File[]) {
    const files = [...list];
    const problems: string[] = [];
    const ok: Pending[] = [];
    const room = max ? Math.max(0, max - (single ? 0 : value.length) - pending.length) : Number.POSITIVE_INFINITY;
    for (const file of files) {
      const problem = checkFile(file, { types, maxBytes });
      if (problem === "type") problems.push(t("media.badType", { name: file.name }));
      else if (problem === "size") problems.push(t("media.tooLarge", { name: file.name, max: formatBytes(maxBytes) }));
      else if (ok.length >= room) problems.push(t("media.tooMany", { max: max ?? 0 }));
      else
        ok.push({
          key: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
          file,
          preview: URL.createObjectURL(file),
          progress: 0,
          status: "queued",
        });
    }
    setRejected([...new Set(problems)]);
    if (ok.length) {
      setPending((p) => [...p, ...ok]);
      void pump(ok);
    }
  }

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

  const onZoneDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragOver(false);
    if (e.dataTransfer.files.length) addFiles(e.dataTransfer.files);
  };

  const ratio = aspect === "portrait" ? "aspect-[2/3]" : aspect === "wide" ? "aspect-[16/9]" : "aspect-square";
  const canAdd = !max || single || value.length + pending.length < max;
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
        {pending.map((p) => (
          <li
            key={p.key}
            className={cx(
              "relative overflow-hidden rounded-xl border bg-surface",
              p.status === "error" ? "border-danger" : "border-line",
            )}
            data-testid={`${testId}-pending`}
          >
            <img src={p.preview} alt="" className={cx("w-full object-cover opacity-60", ratio)} />
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-white/40 p-2 text-center">
              {p.status === "error" ? (
                <>
                  <AlertCircle className="text-danger" size={20} aria-hidden />
                  <p className="line-clamp-3 text-xs font-medium text-danger" role="alert">
                    {p.error}
                  </p>
                  <div className="flex gap-1">
                    <button
                      type="button"
                      onClick={() => void pump([p])}
                      aria-label={t("media.retry", { name: p.file.name })}
                      className="inline-flex h-8 w-8 items-center justify-center rounded-md bg-white text-ink shadow hover:bg-surface"
                    >
                      <RotateCcw size={15} aria-hidden />
                    </button>
                    <button
                      type="button"
                      onClick={() => {
                        URL.revokeObjectURL(p.preview);
                        setPending((list) => list.filter((x) => x.key !== p.key));
                      }}
                      aria-label={t("media.dismiss", { name: p.file.name })}
                      className="inline-flex h-8 w-8 items-center justify-center rounded-md bg-white text-ink shadow hover:bg-surface"
                    >
                      <X size={15} aria-hidden />
                    </button>
                  </div>
                </>
              ) : (
                <>
                  {p.status === "queued" ? <Spinner size={18} /> : null}
                  <div
                    className="h-1.5 w-4/5 overflow-hidden rounded-full bg-black/10"
                    role="progressbar"
                    aria-label={t("media.uploading", { name: p.file.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(p.progress * 100)}
                  >
                    <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${p.progress * 100}%` }} />
                  </div>
                  <span className="text-xs font-medium tabular-nums">{Math.round(p.progress * 100)}%</span>
                </>
              )}
            </div>
          </li>
        ))}
        {canAdd && (
          <li className={cx(single && value.length + pending.length > 0 && "hidden")}>
            <label
              onDragOver={(e) => {
                if (dragFrom !== null) return;
                e.preventDefault();
                setDragOver(true);
              }}
              onDragLeave={() => setDragOver(false)}
              onDrop={onZoneDrop}
              className={cx(
                "flex h-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed p-2 text-center text-sm transition-colors focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100",
                ratio,
                dragOver
                  ? "border-brand-500 bg-brand-50 text-brand-700"
                  : "border-line text-muted hover:border-brand-500 hover:text-brand-700",
              )}
            >
              <ImagePlus size={22} aria-hidden />
              <span className="font-medium">{t("media.add")}</span>
              <span className="hidden text-xs min-[734px]:block">{t("media.dropHere")}</span>
              <input
                ref={inputRef}
                type="file"
                accept={types.join(",") || UPLOAD_ACCEPT}
                multiple={!single}
                className="sr-only"
                aria-describedby={hintId}
                data-testid={`${testId}-input`}
                onChange={(e) => {
                  if (e.target.files?.length) addFiles(e.target.files);
                  e.target.value = "";
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {single && value.length + pending.length > 0 && (
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
      {rejected.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-danger" role="alert">
          {rejected.map((r) => (
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
