import { CheckCircle2, Upload } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { failureKey } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { fileForm, formatBytes, uploadForm } from "~/components/admin/mediaUpload";
import { Alert, Button } from "~/components/ui";
import { useT } from "~/i18n";
import { ImportIssues, type RowIssue, SheetDropZone, UploadProgress } from "./parts";

/** The server's limit for spreadsheets (functions/commerce/catalogue/sheet.ts MAX_SHEET_BYTES). */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/** Spec §9: imports may take up to 30 minutes. */
const IMPORT_TIMEOUT_MS = 30 * 60 * 1000;
const SHEET_TYPES = /\.(xlsx|csv)$/i;

export type { RowIssue };

/** Issues of a 422 sheet answer: {path: "<row>.<field>", row, field, message}. */
export function rowIssues(
  issues: readonly { path: string; message: string; row?: number; field?: string }[],
): RowIssue[] {
  return issues.map((i) => {
    const [row, ...rest] = i.path.split(".");
    return { row: i.row ?? (Number(row) || 0), field: i.field ?? rest.join("."), message: i.message };
  });
}

/** What an import page uploads to and how it words the answer. */
export type ImportUpload<T> = {
  title: string;
  description?: ReactNode;
  endpoint: string;
  /** Column name → label for the issue table. */
  fieldLabel: (field: string) => string;
  /** The success message of a result. */
  summary: (data: T) => string;
  /** The import's options, sent as form fields beside the file. */
  fields?: Record<string, string>;
  testId?: string;
};

/**
 * Upload one .xlsx/.csv to an all-or-nothing import: the file is checked here (type, size), sent
 * with progress, and either the result is shown or every row problem is listed (nothing imported).
 */
export function ImportPanel<T>({
  title,
  description,
  endpoint,
  fieldLabel,
  summary,
  children,
  fields,
  testId = "import",
}: ImportUpload<T> & { children?: ReactNode }) {
  const t = useT();
  const uid = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [issues, setIssues] = useState<RowIssue[] | null>(null);
  const [result, setResult] = useState<string | null>(null);

  function choose(f: File | undefined) {
    setIssues(null);
    setResult(null);
    if (!f) return setFile(null);
    if (!SHEET_TYPES.test(f.name)) {
      setProblem(t("import.badType"));
      return setFile(null);
    }
    if (f.size > MAX_SHEET_BYTES) {
      setProblem(t("import.tooLarge", { max: formatBytes(MAX_SHEET_BYTES) }));
      return setFile(null);
    }
    setProblem(null);
    setFile(f);
  }

  async function submit() {
    if (!file) return;
    setProgress(0);
    setIssues(null);
    setResult(null);
    const r = await uploadForm<T>(endpoint, fileForm("file", file, fields), {
      onProgress: setProgress,
      timeoutMs: IMPORT_TIMEOUT_MS,
    });
    setProgress(null);
    if (r.ok) {
      const text = summary(r.data);
      setResult(text);
      flash.success(text);
      setFile(null);
      if (input.current) input.current.value = "";
      return;
    }
    if (r.issues.length)
      setIssues(rowIssues(r.issues as unknown as { path: string; message: string; row?: number; field?: string }[]));
    flash.error(t(failureKey(r)));
  }

  return (
    <Section title={title} description={description}>
      <div className="flex flex-col gap-4" data-testid={testId}>
        {children}
        <SheetDropZone uid={uid} input={input} file={file} choose={choose} maxBytes={MAX_SHEET_BYTES} testId={testId} />
        {problem && <Alert tone="error">{problem}</Alert>}
        {progress !== null && <UploadProgress progress={progress} />}
        <div className="flex justify-end">
          <Button
            onClick={() => void submit()}
            disabled={!file}
            busy={progress !== null}
            data-testid={`${testId}-submit`}
          >
            <Upload size={18} aria-hidden /> {t("import.submit")}
          </Button>
        </div>
        {result && (
          <div
            className="flex items-start gap-2 rounded-lg border border-success/30 bg-success/5 px-4 py-3 text-success"
            role="status"
            data-testid={`${testId}-result`}
          >
            <CheckCircle2 size={18} aria-hidden className="mt-0.5 shrink-0" /> {result}
          </div>
        )}
        {issues && issues.length > 0 && <ImportIssues issues={issues} fieldLabel={fieldLabel} testId={testId} />}
      </div>
    </Section>
  );
}
