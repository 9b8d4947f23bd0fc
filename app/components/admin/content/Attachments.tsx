import { AlertCircle, Download, Paperclip, Trash2, Upload } from "lucide-react";
import { type RefObject, useId, useRef, useState } from "react";
import { issueText, useFailureText } from "~/components/admin/failureText";
import { useLocale, useT } from "~/i18n";
import { Spinner } from "../../ui";
import { useRowDelete } from "../kit";
import { fileForm, formatBytes, uploadForm } from "../mediaUpload";
import { CONTENT_API } from "./api";
import { IconButton } from "./IconButton";

// Article attachments (spec back-office §7: POST /api/admin/article/attachements with type and
// attachement; DELETE /{id}). A saved article links uploads at once (articleId); a new one keeps
// their ids and sends them with the article (attachmentIds).

export type AttachmentItem = { id: number; name: string; path: string; bytes: number };

/** What the API takes (functions/store/content/attachments.ts): PDF, ZIP, Office documents, images; 10 MB. */
export const ATTACHMENT_ACCEPT = ".pdf,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.jpg,.jpeg,.png,.gif,.webp";
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
const EXT = new Set(ATTACHMENT_ACCEPT.split(",").map((x) => x.slice(1)));

type Pending = { key: string; name: string; progress: number; error?: string };

export function Attachments({
  articleId,
  value,
  onChange,
  max = 20,
}: {
  articleId: number | null;
  value: AttachmentItem[];
  onChange: (next: AttachmentItem[]) => void;
  max?: number;
}) {
  const t = useT();
  const failText = useFailureText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const valueRef = useRef(value);
  valueRef.current = value;

  const { pending, upload, dismiss } = useAttachmentUpload({ articleId, max, onChange, valueRef });

  // Deleting a file takes effect at once; the article's list here follows without a reload.
  const del = useRowDelete<AttachmentItem>({
    path: (a) => CONTENT_API.attachment(a.id),
    title: () => t("adminContent.article.deleteFileTitle"),
    body: (a) => t("adminContent.article.deleteFileBody", { name: a.name }),
    onDeleted: (a) => onChange(valueRef.current.filter((x) => x.id !== a.id)),
    deletedText: (a) => t("adminContent.article.fileDeleted", { name: a.name }),
    failureText: failText,
  });

  return (
    <div className="flex flex-col gap-3" data-testid="attachments">
      {value.length > 0 && (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
          {value.map((a) => (
            <li key={a.id} className="flex items-center gap-2 p-2.5">
              <Paperclip size={16} aria-hidden className="shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-[15px]">{a.name}</p>
                <p className="text-xs text-muted">{formatBytes(a.bytes)}</p>
              </div>
              <a
                href={a.path}
                className="inline-flex h-9 w-9 items-center justify-center rounded-lg hover:bg-black/5"
                aria-label={t("adminContent.article.download", { name: a.name })}
                title={t("adminContent.article.downloadShort")}
              >
                <Download size={16} aria-hidden />
              </a>
              <IconButton
                tone="danger"
                onClick={() => del.ask(a)}
                label={t("adminContent.deleteNamed", { name: a.name })}
              >
                <Trash2 size={16} aria-hidden />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <PendingFiles pending={pending} onDismiss={dismiss} />
      <div>
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-4 text-[15px] font-medium hover:bg-surface has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
        >
          <Upload size={16} aria-hidden /> {t("adminContent.article.uploadFiles")}
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="sr-only"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = "";
              if (files.length) void upload(files);
            }}
            data-testid="attachment-input"
          />
        </label>
        <p className="mt-1.5 text-sm text-muted">
          {t("adminContent.article.fileRules", { max: formatBytes(ATTACHMENT_MAX_BYTES) })}
        </p>
      </div>
      {del.dialog}
    </div>
  );
}

/**
 * Uploading files one by one, each checked first the way the API checks it (type, size, how many);
 * `valueRef` is the list as it stands between uploads. A failed file stays listed until dismissed.
 */
function useAttachmentUpload({
  articleId,
  max,
  onChange,
  valueRef,
}: {
  articleId: number | null;
  max: number;
  onChange: (next: AttachmentItem[]) => void;
  valueRef: RefObject<AttachmentItem[]>;
}) {
  const t = useT();
  const locale = useLocale();
  const failText = useFailureText();
  const [pending, setPending] = useState<Pending[]>([]);

  async function upload(files: File[]) {
    for (const file of files) {
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      const ext = /\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1]?.toLowerCase() ?? "";
      if (!EXT.has(ext)) {
        setPending((p) => [...p, { key, name: file.name, progress: 0, error: t("adminContent.v.fileType") }]);
        continue;
      }
      if (file.size > ATTACHMENT_MAX_BYTES) {
        setPending((p) => [...p, { key, name: file.name, progress: 0, error: t("adminContent.v.fileTooLarge") }]);
        continue;
      }
      if (valueRef.current.length >= max) {
        setPending((p) => [
          ...p,
          { key, name: file.name, progress: 0, error: t("adminContent.article.tooManyFiles", { max }) },
        ]);
        continue;
      }
      setPending((p) => [...p, { key, name: file.name, progress: 0 }]);
      const r = await uploadForm<AttachmentItem>(
        CONTENT_API.attachments,
        fileForm("attachement", file, { type: "FILE", articleId: articleId ?? undefined }),
        { onProgress: (f) => setPending((p) => p.map((x) => (x.key === key ? { ...x, progress: f } : x))) },
      );
      if (r.ok) {
        const next = [...valueRef.current, r.data];
        valueRef.current = next;
        onChange(next);
        setPending((p) => p.filter((x) => x.key !== key));
      } else {
        const issue = r.issues[0]?.message;
        const text = issue ? issueText(locale, issue) : failText(r);
        setPending((p) => p.map((x) => (x.key === key ? { ...x, error: text } : x)));
      }
    }
  }

  const dismiss = (key: string) => setPending((list) => list.filter((x) => x.key !== key));
  return { pending, upload, dismiss };
}

/** The files on their way: progress, or the error with a dismiss. */
function PendingFiles({ pending, onDismiss }: { pending: Pending[]; onDismiss: (key: string) => void }) {
  const t = useT();
  if (pending.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1.5">
      {pending.map((p) => (
        <li key={p.key} className="flex items-center gap-2 rounded-lg bg-surface px-3 py-2 text-sm">
          {p.error ? <AlertCircle size={16} className="shrink-0 text-danger" aria-hidden /> : <Spinner size={14} />}
          <span className="min-w-0 flex-1 truncate">{p.name}</span>
          {p.error ? (
            <>
              <span className="text-danger" role="alert">
                {p.error}
              </span>
              <button
                type="button"
                className="text-muted underline-offset-2 hover:underline"
                onClick={() => onDismiss(p.key)}
              >
                {t("adminContent.dismiss")}
              </button>
            </>
          ) : (
            <span className="text-muted tabular-nums">{Math.round(p.progress * 100)}%</span>
          )}
        </li>
      ))}
    </ul>
  );
}
