import { FileDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../ui";
import { AdminPage, Section } from "../AdminPage";
import { downloadText } from "../download";
import { ImportPanel, type ImportUpload } from "./importPage/ImportPanel";
import { downloadTemplate, type TemplateSheet } from "./importPage/template";

/**
 * The back office's spreadsheet import page (products, stock, orders): a narrow frame whose
 * breadcrumbs lead back to the list the import feeds, the upload (all or nothing, every row
 * problem listed) with how to fill the sheet above the drop zone, and, when the area offers one,
 * the export to start the sheet from.
 */
export function ImportPage<T>({
  title,
  back,
  testId,
  upload,
  how,
  exports,
}: {
  title: string;
  /** The list this import feeds (the breadcrumb before the title). */
  back: { label: string; to: string };
  testId?: string;
  upload: ImportUpload<T>;
  /** Above the drop zone: the import's options, how to fill the sheet, its template. */
  how: ReactNode;
  exports?: { title: string; description?: string; children: ReactNode };
}) {
  return (
    <AdminPage title={title} narrow breadcrumbs={[back, { label: title }]} testId={testId}>
      <ImportPanel<T> {...upload}>{how}</ImportPanel>
      {exports && (
        <Section title={exports.title} description={exports.description}>
          {exports.children}
        </Section>
      )}
    </AdminPage>
  );
}

/** How to fill the sheet: an optional heading, the steps, and what follows them (columns, template). */
export function ImportHow({ title, steps, children }: { title?: string; steps: string[]; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface p-4 text-sm">
      {title && <p className="font-medium">{title}</p>}
      <ul className="list-disc space-y-1 pl-5 text-muted">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/**
 * The import's template, made in the browser: an .xlsx (`sheet`: the header and typed example
 * rows) or, for the older pages, CSV text.
 */
export function TemplateButton({
  label,
  file,
  text,
  sheet,
}: {
  label: string;
  file: string;
  text?: () => string;
  sheet?: () => TemplateSheet;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (sheet) {
      setBusy(true);
      try {
        await downloadTemplate(file, sheet());
      } finally {
        setBusy(false);
      }
    } else if (text) downloadText(file, text());
  }
  return (
    <div>
      <Button
        type="button"
        variant="secondary"
        className="h-10"
        busy={busy}
        onClick={() => void download()}
        data-testid="download-template"
      >
        <FileDown size={16} aria-hidden /> {label}
      </Button>
    </div>
  );
}
