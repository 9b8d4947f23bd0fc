import { FileSpreadsheet, XCircle } from "lucide-react";
import type { RefObject } from "react";
import { formatBytes } from "~/components/admin/mediaUpload";
import { cx } from "~/components/ui";
import { useT } from "~/i18n";

export type RowIssue = { row: number; field: string; message: string };

/** The spreadsheet's drop zone and file input, with the chosen file's name and size. */
export function SheetDropZone({
  uid,
  input,
  file,
  choose,
  maxBytes,
  testId,
}: {
  uid: string;
  input: RefObject<HTMLInputElement | null>;
  file: File | null;
  choose: (f: File | undefined) => void;
  maxBytes: number;
  testId: string;
}) {
  const t = useT();
  return (
    <label
      htmlFor={`${uid}-file`}
      className={cx(
        "flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition-colors focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100 hover:border-brand-500",
        file ? "border-brand-500 bg-brand-50" : "border-line",
      )}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        choose(e.dataTransfer.files[0]);
      }}
    >
      <FileSpreadsheet size={28} aria-hidden className="text-brand-600" />
      {file ? (
        <span className="font-medium">
          {file.name} <span className="text-sm text-muted">({formatBytes(file.size)})</span>
        </span>
      ) : (
        <>
          <span className="font-medium">{t("import.choose")}</span>
          <span className="text-sm text-muted">{t("import.rules", { max: formatBytes(maxBytes) })}</span>
        </>
      )}
      <input
        ref={input}
        id={`${uid}-file`}
        type="file"
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="sr-only"
        data-testid={`${testId}-file`}
        onChange={(e) => choose(e.target.files?.[0])}
      />
    </label>
  );
}

/** The upload's progress, then "processing" once the file is sent. */
export function UploadProgress({ progress }: { progress: number }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1" role="status">
      <div
        className="h-2 overflow-hidden rounded-full bg-black/10"
        role="progressbar"
        aria-label={t("import.uploading")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress * 100}%` }} />
      </div>
      <p className="text-sm text-muted">{progress < 1 ? t("import.uploading") : t("import.processing")}</p>
    </div>
  );
}

/** Every row problem of a refused sheet (nothing was imported). */
export function ImportIssues({
  issues,
  fieldLabel,
  testId,
}: {
  issues: RowIssue[];
  fieldLabel: (field: string) => string;
  testId: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2" data-testid={`${testId}-issues`}>
      <div className="flex items-start gap-2 text-danger" role="alert">
        <XCircle size={18} aria-hidden className="mt-0.5 shrink-0" />
        <p>{t("import.failed", { count: issues.length })}</p>
      </div>
      <div className="max-h-96 overflow-auto rounded-lg border border-line">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("import.issues")}</caption>
          <thead className="sticky top-0 bg-surface text-left text-muted">
            <tr>
              {(["import.row", "import.column", "import.problem"] as const).map((k) => (
                <th key={k} scope="col" className="px-3 py-2 font-medium">
                  {t(k)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {issues.map((i) => (
              <tr key={`${i.row}-${i.field}-${i.message}`} className="border-t border-line">
                <td className="px-3 py-2 tabular-nums">{i.row > 0 ? i.row : t("import.wholeFile")}</td>
                <td className="px-3 py-2">{fieldLabel(i.field)}</td>
                <td className="px-3 py-2 text-danger">{t(i.message)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
