import { Zip, ZipDeflate } from "fflate";

// An .xlsx written in pieces (issue 28 §1): each page of an export becomes the sheet XML of its
// rows (a piece, kept in R2), and the last step streams the pieces through fflate's zip into one
// file, so no step holds more than a page of rows. Cells are typed: numbers stay numbers, times
// are Excel date serials in Asia/Taipei with a date format, text is an inline string.

/** A typed cell: text, a number, a UTC time shown as a Taipei date-time, or empty. */
export type XCell = string | number | null | { at: string };

const TAIPEI_MS = 8 * 3_600_000;
const EXCEL_EPOCH_DAYS = 25_569; // 1970-01-01 as an Excel serial

export const at = (iso: string | null | undefined): XCell => (iso ? { at: iso } : null);

const ENTITY: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text for XML 1.0: entities escaped, control characters other than tab and line breaks dropped. */
function esc(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) continue;
    out += ENTITY[ch] ?? ch;
  }
  return out;
}

/** Stands for the row number in a piece: a page does not know where its rows land (esc drops it from text). */
const ROW = "\u0001";

const column = (i: number): string =>
  (i < 26 ? "" : column(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

function cellXml(c: XCell, ref: string, style = ""): string {
  if (c === null || c === "") return "";
  if (typeof c === "number") return Number.isFinite(c) ? `<c r="${ref}"><v>${c}</v></c>` : "";
  if (typeof c === "string")
    return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${esc(c)}</t></is></c>`;
  const ms = Date.parse(c.at);
  if (Number.isNaN(ms)) return "";
  return `<c r="${ref}" s="1"><v>${(ms + TAIPEI_MS) / 86_400_000 + EXCEL_EPOCH_DAYS}</v></c>`;
}

/** The sheet XML of some rows (a piece), row numbers left to `numberRows`; header rows are bold. */
export function rowsXml(rows: readonly XCell[][], bold = false): string {
  let out = "";
  for (const r of rows) {
    out += `<row r="${ROW}">`;
    r.forEach((c, i) => {
      out += cellXml(c, column(i) + ROW, bold ? ' s="2"' : "");
    });
    out += "</row>";
  }
  return out;
}

/** Numbers a piece's rows from `first`; answers the XML and the next row's number. */
function numberRows(piece: string, first: number): { xml: string; next: number } {
  const [before = "", ...rows] = piece.split(`<row r="${ROW}">`);
  let xml = before;
  let n = first;
  for (const row of rows) {
    xml += `<row r="${n}">${row.replaceAll(ROW, String(n))}`;
    n += 1;
  }
  return { xml, next: n };
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG = "http://schemas.openxmlformats.org/package/2006/relationships";

const sheetName = (s: string) => esc(s.replace(/[\\/?*[\]:]/g, " ").slice(0, 31) || "Sheet1");

function fixedParts(sheet: string): Record<string, string> {
  return {
    "[Content_Types].xml": `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    "_rels/.rels": `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${sheetName(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    "xl/styles.xml": `${XML}<styleSheet xmlns="${NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
  };
}

const SHEET_HEAD = `${XML}<worksheet xmlns="${NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
const SHEET_TAIL = "</sheetData></worksheet>";

/**
 * Zips the workbook: the header row, then each piece in order as `pieces()` yields it (read one at
 * a time), deflated as it goes. Answers the file's bytes (compressed: a fraction of the XML).
 */
export async function zipXlsx(sheet: string, header: readonly string[], pieces: AsyncIterable<string>) {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, data) => {
    if (err) failure = err;
    else chunks.push(data);
  });
  const enc = new TextEncoder();
  for (const [name, text] of Object.entries(fixedParts(sheet))) {
    const f = new ZipDeflate(name, { level: 6 });
    zip.add(f);
    f.push(enc.encode(text), true);
  }
  const body = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 6 });
  zip.add(body);
  body.push(enc.encode(SHEET_HEAD + numberRows(rowsXml([header as XCell[]], true), 1).xml));
  let row = 2;
  for await (const piece of pieces) {
    const { xml, next } = numberRows(piece, row);
    body.push(enc.encode(xml));
    row = next;
  }
  body.push(enc.encode(SHEET_TAIL), true);
  zip.end();
  if (failure) throw failure;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.byteLength;
  }
  return out;
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
