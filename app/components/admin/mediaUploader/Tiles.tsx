import { AlertCircle, ImagePlus, RotateCcw, X } from "lucide-react";
import { type Ref, useState } from "react";
import { useT } from "~/i18n";
import { cx, Spinner } from "../../ui";
import { UPLOAD_ACCEPT } from "../mediaUpload";
import type { Pending } from "./useUploadQueue";

// The MediaUploader's tiles besides the uploaded images: a file on its way (progress, or its error
// with retry and dismiss) and the add tile (click to choose, or drop files on it).

export function PendingTile({
  p,
  ratio,
  testId,
  onRetry,
  onDismiss,
}: {
  p: Pending;
  ratio: string;
  testId: string;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  return (
    <li
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
              {[
                { key: "retry", run: onRetry, Icon: RotateCcw },
                { key: "dismiss", run: onDismiss, Icon: X },
              ].map(({ key, run, Icon }) => (
                <button
                  key={key}
                  type="button"
                  onClick={run}
                  aria-label={t(`media.${key}`, { name: p.file.name })}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-md bg-white text-ink shadow hover:bg-surface"
                >
                  <Icon size={15} aria-hidden />
                </button>
              ))}
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
  );
}

export function AddTile({
  inputRef,
  ratio,
  types,
  single,
  hidden,
  reordering,
  hintId,
  testId,
  onFiles,
}: {
  inputRef: Ref<HTMLInputElement>;
  ratio: string;
  types: readonly string[];
  single: boolean;
  /** A single-image uploader that has its image: "replace" opens the chooser instead. */
  hidden: boolean;
  /** An image is being dragged to a new place: not a file drop. */
  reordering: boolean;
  hintId: string;
  testId: string;
  onFiles: (files: FileList) => void;
}) {
  const t = useT();
  const [dragOver, setDragOver] = useState(false);
  return (
    <li className={cx(hidden && "hidden")}>
      <label
        onDragOver={(e) => {
          if (reordering) return;
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragOver(false);
          if (e.dataTransfer.files.length) onFiles(e.dataTransfer.files);
        }}
        className={cx(
          "flex h-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed p-2 text-center text-sm transition-colors focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100",
          ratio,
          dragOver
            ? "border-brand-500 bg-brand-50 text-brand-700"
            : "border-line text-muted hover:border-brand-500 hover:text-brand-700",
        )}
      >
        <ImagePlus size={22} aria-hidden />
        <span className="font-medium">{t(single ? "media.addOne" : "media.add")}</span>
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
            if (e.target.files?.length) onFiles(e.target.files);
            e.target.value = "";
          }}
        />
      </label>
    </li>
  );
}
