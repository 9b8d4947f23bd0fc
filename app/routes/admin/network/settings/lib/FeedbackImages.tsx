import "~/i18n/areas/network/branchAdminForms";
import { FEEDBACK_IMAGES_MAX } from "@functions/network/feedback/schemas";
import { ImagePlus, X } from "lucide-react";
import { useId } from "react";
import { checkFile, formatBytes, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from "~/components/admin/mediaUpload";
import { useT } from "~/i18n";

// The feedback form's images: up to FEEDBACK_IMAGES_MAX pictures, checked for type and size
// before anything is sent (the API checks again and answers per `images.N` issue).

export type PickedImage = { key: string; file: File; problem: string | null };

let picks = 0;

export function FeedbackImagePicker({
  value,
  onChange,
  error,
}: {
  value: PickedImage[];
  onChange: (next: PickedImage[]) => void;
  error?: string;
}) {
  const t = useT();
  const id = useId();
  const problemOf = (f: File) => {
    const p = checkFile(f);
    return p === "type" ? t("validation.imageType") : p === "size" ? t("validation.fileTooLarge") : null;
  };
  const add = (files: FileList | null) => {
    const picked = [...(files ?? [])].map((file) => ({ key: `pick-${++picks}`, file, problem: problemOf(file) }));
    onChange([...value, ...picked]);
  };
  const full = value.length >= FEEDBACK_IMAGES_MAX;
  return (
    <div data-field="images">
      <p className="mb-1 text-sm font-medium">{t("baf.feedback.images")}</p>
      <p className="mb-2 text-sm text-muted" id={`${id}-hint`}>
        {t("baf.feedback.imagesHint", { max: FEEDBACK_IMAGES_MAX, size: formatBytes(MAX_UPLOAD_BYTES) })}
      </p>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-col gap-1" data-testid="feedback-images">
          {value.map((p) => (
            <li key={p.key} className="flex items-center gap-2 text-sm">
              <span className="min-w-0 truncate">{p.file.name}</span>
              <span className="shrink-0 text-muted">{formatBytes(p.file.size)}</span>
              {p.problem && <span className="text-danger">{p.problem}</span>}
              <button
                type="button"
                className="ml-auto inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg hover:bg-surface"
                onClick={() => onChange(value.filter((x) => x.key !== p.key))}
                aria-label={t("baf.feedback.removeImage", { name: p.file.name })}
              >
                <X size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        className={`inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface ${full ? "pointer-events-none opacity-50" : ""}`}
      >
        <ImagePlus size={16} aria-hidden />
        {t("baf.feedback.addImages")}
        <input
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          disabled={full}
          className="sr-only"
          aria-describedby={`${id}-hint`}
          data-testid="feedback-image-input"
          onChange={(e) => {
            add(e.currentTarget.files);
            e.currentTarget.value = "";
          }}
        />
      </label>
      {error && <p className="mt-2 text-sm text-danger">{error}</p>}
    </div>
  );
}

/** The images of one feedback in the list: thumbnails opening the full picture. */
export function FeedbackThumbs({ paths }: { paths: readonly string[] }) {
  const t = useT();
  if (!paths.length) return <span className="text-muted">—</span>;
  return (
    <span className="flex flex-wrap gap-1.5" data-testid="feedback-thumbs">
      {paths.map((p, i) => (
        <a key={p} href={p} target="_blank" rel="noreferrer" aria-label={t("baf.feedback.openImage", { n: i + 1 })}>
          <img src={p} alt="" loading="lazy" className="h-12 w-12 rounded-md border border-line object-cover" />
        </a>
      ))}
    </span>
  );
}
