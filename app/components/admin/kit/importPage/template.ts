import type { XCell } from "@functions/platform/exports/xlsx";
import type { Column } from "@functions/shared/commerce/sheetColumns";
import { downloadBlob } from "../../download";

// An import's template as a real .xlsx (issue 28 §4): the header row in the page's language (bold
// text), then example rows whose cells are typed as the import reads them (numbers as numbers,
// times as Taipei date-times), so the person sees in Excel what each column expects. Written in
// the browser by the exports' own writer (platform/exports/xlsx.ts on fflate), loaded on click.

export type { XCell };
export type TemplateSheet = { name: string; header: readonly string[]; rows: readonly XCell[][] };

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export async function templateXlsx(sheet: TemplateSheet): Promise<Uint8Array> {
  const { rowsXml, zipXlsx } = await import("@functions/platform/exports/xlsx");
  async function* pieces() {
    yield rowsXml(sheet.rows);
  }
  return zipXlsx(sheet.name, sheet.header, pieces());
}

export async function downloadTemplate(file: string, sheet: TemplateSheet): Promise<void> {
  const bytes = await templateXlsx(sheet);
  downloadBlob(file, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_TYPE }));
}

/** A template of an import's columns: the header in the page's language, then `rows`. */
export function columnsSheet<K extends string>(
  name: string,
  columns: readonly Column<K>[],
  locale: string,
  rows: readonly XCell[][],
): TemplateSheet {
  return { name, header: columns.map((c) => (locale === "en" ? c.en : c.zh)), rows };
}
