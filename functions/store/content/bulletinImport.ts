// POST /api/admin/bulletin/excel/import (spec back-office §7, 30 minutes): the head store posts many
// bulletins from one sheet. All or nothing, like the order import: every row is checked first
// (the same zod schema as the edit form) and every problem is listed with its row and column; only
// a clean sheet writes, every bulletin and the audit row in one D1 batch.
//
// Choices where the spec is silent: a category is named, not numbered, and must exist (a typo would
// otherwise make a category nobody asked for); a cell's text is text, its lines become paragraphs.

import type { BulletinValues } from "@db/content";
import {
  cellsOf,
  mapHeader,
  readTable,
  sheetInvalid,
  sheetIssue,
  type Table,
  type Upload,
} from "../../commerce/catalogue/sheet";
import type { AuditTrail } from "../../platform/auditTrail";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { SheetIssue } from "../../shared/commerce/catalogue";
import {
  BULLETIN_IMPORT_COLUMNS,
  type BulletinImportKey,
  MAX_IMPORT_BULLETINS,
  NO_WORDS,
  YES_WORDS,
} from "../../shared/content/bulletinImport";
import { contentDb } from "./common";
import { bulletinCreateInput } from "./schemas";

export type BulletinImportResult = { created: number };

const FIELD_OF: Record<string, BulletinImportKey> = {
  title: "title",
  content: "content",
  categoryId: "category",
  isTop: "isTop",
  isDisplay: "isDisplay",
  sort: "sort",
};

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** A cell's lines as paragraphs (the bulletin's content is rich text). */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join("");

function yesNo(cell: string, fallback: boolean): boolean | null {
  if (!cell) return fallback;
  const v = cell.toLowerCase();
  if (YES_WORDS.includes(v)) return true;
  if (NO_WORDS.includes(v)) return false;
  return null;
}

function parseRows(table: Table, categories: Map<string, number>, issues: SheetIssue[]): BulletinValues[] {
  const { index, issues: headerIssues } = mapHeader(table, BULLETIN_IMPORT_COLUMNS);
  issues.push(...headerIssues);
  if (!index.has("title")) issues.push(sheetIssue(table.headerRow, "title", "validation.columnRequired"));
  if (issues.length) return [];
  const out: BulletinValues[] = [];
  for (const r of table.rows) {
    const cell = cellsOf(r, index);
    const before = issues.length;
    const categoryName = cell("category");
    const categoryId = categoryName ? (categories.get(categoryName) ?? null) : null;
    if (categoryName && categoryId === null) issues.push(sheetIssue(r.row, "category", "validation.notFound"));
    const isTop = yesNo(cell("isTop"), false);
    if (isTop === null) issues.push(sheetIssue(r.row, "isTop", "validation.yesNo"));
    const isDisplay = yesNo(cell("isDisplay"), true);
    if (isDisplay === null) issues.push(sheetIssue(r.row, "isDisplay", "validation.yesNo"));
    const sortText = cell("sort");
    const sort = sortText === "" ? 0 : Number(sortText);
    const parsed = bulletinCreateInput.safeParse({
      title: cell("title"),
      content: paragraphs(cell("content")),
      categoryId,
      isTop: isTop ?? false,
      isDisplay: isDisplay ?? true,
      sort: Number.isFinite(sort) ? sort : Number.NaN,
    });
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        const field = FIELD_OF[String(i.path[0])] ?? "title";
        if (!issues.some((x) => x.row === r.row && x.field === field))
          issues.push(sheetIssue(r.row, field, field === "sort" ? "validation.integer" : i.message));
      }
    }
    if (issues.length === before && parsed.success) out.push(parsed.data);
  }
  if (!out.length && !issues.length) issues.push(sheetIssue(table.headerRow, "file", "validation.fileEmpty"));
  return out;
}

export async function importBulletins(
  scope: StoreScope,
  file: Upload,
  audit: AuditTrail,
): Promise<BulletinImportResult> {
  const c = contentDb(scope);
  const table = await readTable(file, MAX_IMPORT_BULLETINS);
  const categories = new Map((await c.listBulletinCategories()).map((x) => [x.name.trim(), x.id]));
  const issues: SheetIssue[] = [];
  const rows = parseRows(table, categories, issues);
  if (issues.length) throw sheetInvalid(issues);
  // One row for the whole sheet: no single object, so no object id (and no last-insert id).
  const logged = audit.item({ after: { created: rows.length, titles: rows.map((r) => r.title).slice(0, 50) } });
  // Shown rows tell the branches as a single create does: one announcement for the whole sheet.
  await scope.batch([...c.bulletinInserts(rows), ...c.announceStatements(), logged]);
  return { created: rows.length };
}
