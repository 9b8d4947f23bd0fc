// Spreadsheets in and out. Writing .xlsx: exceljs (4.4.0), loaded on first use. Reading .xlsx: a
// small reader here (zip central directory, DecompressionStream, the sheet's XML), because
// exceljs's reader breaks the isolate in workerd: after one request runs `xlsx.load`, the next
// request that touches exceljs never finishes and workerd cancels it as hung. CSV (RFC 4180,
// UTF-8 or UTF-16 with BOM) by hand: exceljs's CSV side needs Node streams and files.
import { invalid } from "../../platform/errors";
import type { SheetIssue } from "../../shared/commerce/catalogue";
import type { Column } from "../../shared/commerce/sheetColumns";

export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
export const MAX_SHEET_ROWS = 2000;
/** An .xlsx is a zip: refuse one that would inflate past this (a zip bomb) before inflating any of it. */
const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 2000;

export type Upload = { name: string; bytes: Uint8Array };
export type TableRow = { row: number; cells: string[] };
export type Table = { headerRow: number; header: string[]; rows: TableRow[] };
export type Cell = string | number | null;

export const sheetIssue = (row: number, field: string, message: string): SheetIssue => ({
  path: `${row}.${field}`,
  row,
  field,
  message,
});

export const sheetInvalid = (issues: SheetIssue[]) => invalid(issues, "The file has problems; nothing was imported.");

const fileError = (message: string) => sheetInvalid([sheetIssue(0, "file", message)]);

type ExcelModule = typeof import("exceljs");
// The module, not the import's promise, is kept: workerd never lets one request await a promise
// made while serving another (it hangs), and the isolate serves many requests.
let excel: ExcelModule | undefined;

/** exceljs, loaded on first use (only the export needs it). */
export async function loadExcel(): Promise<ExcelModule> {
  if (!excel) {
    const m = await import("exceljs");
    excel = ((m as unknown as { default?: ExcelModule }).default ?? m) as ExcelModule;
  }
  return excel;
}
const exceljs = loadExcel;

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOle = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/** Reads the file's first sheet: the first non-empty row is the header; empty rows are skipped. */
export async function readTable(file: Upload, maxRows = MAX_SHEET_ROWS): Promise<Table> {
  if (file.bytes.byteLength === 0) throw fileError("validation.fileRequired");
  if (file.bytes.byteLength > MAX_SHEET_BYTES) throw fileError("validation.fileTooLarge");
  const name = file.name.toLowerCase();
  let raw: { row: number; cells: string[] }[];
  if (isZip(file.bytes)) raw = await readXlsx(file.bytes, maxRows);
  else if (isOle(file.bytes) || name.endsWith(".xls") || name.endsWith(".xlsx")) {
    throw fileError("validation.fileType"); // legacy .xls, or a broken .xlsx
  } else raw = readCsvRows(decodeText(file.bytes));
  const filled = raw.filter((r) => r.cells.some((c) => c !== ""));
  const [head, ...rows] = filled;
  if (!head) throw fileError("validation.fileEmpty");
  if (rows.length > maxRows) throw fileError("validation.tooManyRows");
  return { headerRow: head.row, header: head.cells, rows };
}

type ZipEntry = { method: number; flags: number; offset: number; compressed: number; size: number };

/** Walks the zip's central directory (no inflating): entry count and declared sizes are capped. */
function zipEntries(b: Uint8Array): Map<string, ZipEntry> {
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (dv.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw fileError("validation.fileUnreadable");
  const count = dv.getUint16(eocd + 10, true);
  if (count > MAX_ZIP_ENTRIES) throw fileError("validation.fileTooLarge");
  const entries = new Map<string, ZipEntry>();
  const names = new TextDecoder();
  let p = dv.getUint32(eocd + 16, true);
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > b.length || dv.getUint32(p, true) !== 0x02014b50) throw fileError("validation.fileUnreadable");
    const size = dv.getUint32(p + 24, true);
    const compressed = dv.getUint32(p + 20, true);
    if (size === 0xffffffff || compressed === 0xffffffff) throw fileError("validation.fileTooLarge"); // zip64
    total += size;
    const nameLen = dv.getUint16(p + 28, true);
    const name = names.decode(b.subarray(p + 46, p + 46 + nameLen)).replace(/^\//, "");
    entries.set(name, {
      flags: dv.getUint16(p + 8, true),
      method: dv.getUint16(p + 10, true),
      compressed,
      size,
      offset: dv.getUint32(p + 42, true),
    });
    p += 46 + nameLen + dv.getUint16(p + 30, true) + dv.getUint16(p + 32, true);
  }
  if (total > MAX_UNZIPPED_BYTES) throw fileError("validation.fileTooLarge");
  return entries;
}

/** One entry's bytes: stored or deflated, never more than it declared. */
async function unzip(b: Uint8Array, e: ZipEntry): Promise<Uint8Array> {
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (e.flags & 1) throw fileError("validation.fileUnreadable"); // encrypted
  if (e.offset + 30 > b.length || dv.getUint32(e.offset, true) !== 0x04034b50)
    throw fileError("validation.fileUnreadable");
  const start = e.offset + 30 + dv.getUint16(e.offset + 26, true) + dv.getUint16(e.offset + 28, true);
  const data = b.subarray(start, start + e.compressed);
  if (e.method === 0) return data;
  if (e.method !== 8) throw fileError("validation.fileUnreadable");
  const out = new Uint8Array(e.size);
  let at = 0;
  try {
    const reader = new Blob([data as Uint8Array<ArrayBuffer>])
      .stream()
      .pipeThrough(new DecompressionStream("deflate-raw"))
      .getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (at + value.byteLength > out.length) {
        await reader.cancel();
        throw new Error("entry larger than declared");
      }
      out.set(value, at);
      at += value.byteLength;
    }
  } catch {
    throw fileError("validation.fileUnreadable");
  }
  return out.subarray(0, at);
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
/** XML text → string: entities, character references, and Excel's _xHHHH_ escapes. */
function xmlText(s: string): string {
  return s
    .replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (m, e: string) => {
      if (e[0] === "#") {
        const code = e[1] === "x" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : "";
      }
      return ENTITIES[e] ?? m;
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

// Element patterns allow a namespace prefix (<x:row>), as some generators write one.
const tag = (name: string) => new RegExp(`<(?:\\w+:)?${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</(?:\\w+:)?${name}>)`, "g");
const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)(?:\\w+:)?${name}="([^"]*)"`).exec(attrs)?.[1];
/** The visible text of a string item: its <t> runs, without phonetic guides (<rPh>). */
const runsText = (xml: string) =>
  [...xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, "").matchAll(tag("t"))]
    .map((m) => xmlText(m[2] ?? ""))
    .join("");

const colIndex = (ref: string) => {
  const letters = /^[A-Z]+/i.exec(ref)?.[0].toUpperCase() ?? "";
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
};

/** The first worksheet's rows as the sheet shows them (numbers as plain decimals). */
async function readXlsx(bytes: Uint8Array, maxRows: number): Promise<TableRow[]> {
  const entries = zipEntries(bytes);
  const read = async (name: string) => {
    const e = entries.get(name);
    return e ? new TextDecoder().decode(await unzip(bytes, e)) : null;
  };
  // The first sheet, by the workbook's own order and its relationship target.
  let sheetPath: string | undefined;
  const workbook = await read("xl/workbook.xml");
  const rels = await read("xl/_rels/workbook.xml.rels");
  const firstSheet = workbook ? tag("sheet").exec(workbook) : null;
  const relId = firstSheet ? attr(firstSheet[1] ?? "", "id") : undefined;
  if (rels && relId) {
    for (const m of rels.matchAll(tag("Relationship"))) {
      if (attr(m[1] ?? "", "Id") !== relId) continue;
      const target = attr(m[1] ?? "", "Target") ?? "";
      sheetPath = target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`;
    }
  }
  sheetPath ??= [...entries.keys()].filter((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n)).sort()[0];
  const sheet = sheetPath ? await read(sheetPath) : null;
  if (!sheet) throw fileError("validation.fileUnreadable");
  const sharedXml = await read("xl/sharedStrings.xml");
  const shared = sharedXml ? [...sharedXml.matchAll(tag("si"))].map((m) => runsText(m[2] ?? "")) : [];

  const out: TableRow[] = [];
  let rowNo = 0;
  for (const rm of sheet.matchAll(tag("row"))) {
    rowNo = Number(attr(rm[1] ?? "", "r")) || rowNo + 1;
    const cells: string[] = [];
    let col = -1;
    for (const cm of (rm[2] ?? "").matchAll(tag("c"))) {
      const a = cm[1] ?? "";
      const ref = attr(a, "r");
      col = ref ? colIndex(ref) : col + 1;
      if (col < 0 || col > 200) continue;
      const body = cm[2] ?? "";
      const type = attr(a, "t") ?? "n";
      const v = /<(?:\w+:)?v\b[^>]*>([\s\S]*?)<\/(?:\w+:)?v>/.exec(body)?.[1];
      let text = "";
      if (type === "s") text = shared[Number(v)] ?? "";
      else if (type === "inlineStr") text = runsText(body);
      else if (type === "b") text = v === "1" ? "true" : "false";
      else if (v !== undefined) text = type === "n" ? numberText(xmlText(v)) : xmlText(v);
      cells[col] = text.trim();
    }
    const filled = Array.from(cells, (c) => c ?? "");
    if (!filled.some((c) => c !== "")) continue;
    out.push({ row: rowNo, cells: filled });
    if (out.length > maxRows + 1) break; // enough to know there are too many
  }
  return out;
}

/** A stored number as the sheet shows it: float noise (19.990000000000002) rounded away. */
function numberText(v: string): string {
  const n = Number(v);
  return Number.isFinite(n) ? String(Number(n.toFixed(10))) : v;
}

function decodeText(b: Uint8Array): string {
  try {
    if (b[0] === 0xff && b[1] === 0xfe) return new TextDecoder("utf-16le", { fatal: true }).decode(b.subarray(2));
    if (b[0] === 0xfe && b[1] === 0xff) return new TextDecoder("utf-16be", { fatal: true }).decode(b.subarray(2));
    return new TextDecoder("utf-8", { fatal: true }).decode(b).replace(/^\uFEFF/, "");
  } catch {
    throw fileError("validation.encoding");
  }
}

/** RFC 4180 records; the delimiter is a comma, or a tab when the first line has more tabs. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, Math.max(0, text.search(/\r?\n/)) || text.length);
  const delim = (firstLine.match(/\t/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? "\t" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === delim) {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const readCsvRows = (text: string): TableRow[] =>
  parseCsv(text).map((cells, i) => ({ row: i + 1, cells: cells.map((c) => c.trim()) }));

function csvField(v: Cell): string {
  const s = v === null ? "" : String(v);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** UTF-8 with a BOM, so Excel opens the Chinese text as UTF-8. */
export function writeCsv(header: string[], rows: Cell[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvField).join(",")).join("\r\n")}\r\n`;
}

export async function writeXlsx(sheetName: string, header: string[], rows: Cell[][]): Promise<Uint8Array> {
  const ExcelJS = await exceljs();
  const wb = new ExcelJS.Workbook();
  wb.creator = "Storefleet";
  const ws = wb.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  ws.addRow(header).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((col, i) => {
    col.width = Math.min(40, Math.max(10, (header[i]?.length ?? 0) * 2 + 4));
  });
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

// ── header row ─────────────────────────────────────────────────────────────────────────────

const norm = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_\-*:]/g, "");

/**
 * Maps header cells to columns by the zh-TW name, the English key or an alias, also in the
 * "商品編號 (id)" form. An unknown or repeated column is an issue: a misspelt header would
 * otherwise drop a whole column without a word.
 */
export function mapHeader<K extends string>(
  table: Table,
  columns: readonly Column<K>[],
): { index: Map<K, number>; issues: SheetIssue[] } {
  const lookup = new Map<string, K>();
  // Keys and aliases first, the headers the templates write last: a header wins over another
  // column's key (the promotion sheet's "Condition" header, its threshold's key `condition`).
  for (const c of columns) for (const n of [c.key, ...(c.aliases ?? [])]) lookup.set(norm(n), c.key);
  for (const c of columns) for (const n of [c.zh, c.en]) lookup.set(norm(n), c.key);
  const index = new Map<K, number>();
  const issues: SheetIssue[] = [];
  table.header.forEach((h, i) => {
    if (!h) return;
    const parts = [h, ...h.split(/[()（）]/).filter(Boolean)];
    const key = parts.map((p) => lookup.get(norm(p))).find((k) => k !== undefined);
    if (key === undefined) issues.push(sheetIssue(table.headerRow, h, "validation.unknownColumn"));
    else if (index.has(key)) issues.push(sheetIssue(table.headerRow, h, "validation.duplicate"));
    else index.set(key, i);
  });
  return { index, issues };
}

/** A row's cells by column key ("" when the column is absent or the cell blank). */
export const cellsOf =
  <K extends string>(row: TableRow, index: Map<K, number>) =>
  (key: K) => {
    const i = index.get(key);
    return i === undefined ? "" : (row.cells[i] ?? "").trim();
  };
