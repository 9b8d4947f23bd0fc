import type { SheetIssue } from "../../shared/commerce/catalogue";
import type { Column } from "../../shared/commerce/sheetColumns";
import { cellsOf, mapHeader, readTable, sheetInvalid, sheetIssue, type Upload } from "./sheet";

// The first half of every all-or-nothing sheet import (promotions, shipping per product): read the
// file, map its header to the import's columns, and hand back the filled rows with a cell reader.
// The second half (each row checked, then one batch) is the import's own.

export type SheetRow<K extends string> = { row: number; cell: (key: K) => string };
export type SheetRows<K extends string> = { headerRow: number; rows: SheetRow<K>[] };

/**
 * The sheet's rows, or a 422 naming every header problem: a column the import does not know, one
 * given twice, a required one missing, no rows at all, more rows than `maxRows`.
 */
export async function readSheetRows<K extends string>(
  file: Upload,
  columns: readonly Column<K>[],
  opts: { required: readonly K[]; maxRows: number; passUnknown?: boolean },
): Promise<SheetRows<K>> {
  const table = await readTable(file, opts.maxRows);
  const { index, issues } = mapHeader(table, columns);
  const kept = opts.passUnknown ? issues.filter((i) => i.message !== "validation.unknownColumn") : issues;
  for (const key of opts.required)
    if (!index.has(key)) kept.push(sheetIssue(table.headerRow, key, "validation.columnRequired"));
  if (kept.length) throw sheetInvalid(kept);
  const rows = table.rows.map((r) => ({ row: r.row, cell: cellsOf(r, index) }));
  const filled = rows.filter((r) => columns.some((c) => r.cell(c.key) !== ""));
  if (!filled.length) throw sheetInvalid([sheetIssue(table.headerRow, "file", "validation.fileEmpty")]);
  return { headerRow: table.headerRow, rows: filled };
}

/** Throws the sheet's 422 when any row had a problem: nothing is written. */
export function refuseIfAny(issues: readonly SheetIssue[]): void {
  if (issues.length) throw sheetInvalid([...issues]);
}

/** Yes/no cells in either language; null when the cell says neither. */
export function sheetBool(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (["是", "y", "yes", "true", "1", "上架", "開啟", "on"].includes(t)) return true;
  if (["否", "n", "no", "false", "0", "下架", "關閉", "off"].includes(t)) return false;
  return null;
}

/** A whole number cell (blank → `empty`); null when it is not one within [min, max]. */
export function sheetInt(text: string, min: number, max: number, empty: number): number | null {
  if (text === "") return empty;
  const t = text.replace(/,/g, "");
  if (!/^-?\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

/** Excel's serials of 2000-01-01 and 2099-12-31: a date cell read as its number. */
const SERIAL_MIN = 36_526;
const SERIAL_MAX = 73_415;

/**
 * A Taipei wall-clock time ("2026-12-01 09:30", "2026/12/01", ISO with offset, or the serial
 * number a date cell of Excel holds, as the templates write) as a UTC ISO instant; "" when blank,
 * null when unreadable. Taiwan has kept UTC+8 without daylight saving.
 */
export function sheetTaipeiTime(text: string): string | null | "" {
  const t = text.trim();
  if (t === "") return "";
  if (/^\d{5}(\.\d+)?$/.test(t)) {
    const serial = Number(t);
    if (serial < SERIAL_MIN || serial > SERIAL_MAX) return null;
    // Whole seconds: a serial's fraction carries float noise (…59.9996 s).
    const ms = Math.round((serial - 25_569) * 86_400 - 8 * 3600) * 1000;
    return new Date(ms).toISOString();
  }
  if (/[zZ]$|[+-]\d\d:\d\d$/.test(t)) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
  }
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  if (!m) return null;
  const [y, mo, d, h = "0", mi = "0", s = "0"] = m.slice(1);
  const at = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 8, Number(mi), Number(s));
  const back = new Date(at + 8 * 3600_000);
  if (back.getUTCDate() !== Number(d) || back.getUTCMonth() !== Number(mo) - 1 || Number(h) > 23) return null;
  return new Date(at).toISOString();
}
