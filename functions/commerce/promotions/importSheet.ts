// POST /api/admin/promotion/excel/import (back-office §7): many promotions or coupons from one
// sheet, one tier each, all or nothing. Every row goes through the create form's own schema
// (promotionCreateInput), so a sheet can make nothing the form would refuse; every problem is
// listed with its row and column, and only a clean sheet is written, in one D1 batch.

import type { AuditTrail } from "../../platform/auditTrail";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { SheetIssue } from "../../shared/commerce/catalogue";
import {
  type PromotionImportKey as Key,
  MAX_IMPORT_PROMOTIONS,
  PROMOTION_IMPORT_COLUMNS,
  PROMOTION_IMPORT_WORDS,
} from "../../shared/commerce/promotionImport";
import { toFieldIssues } from "../../shared/validators";
import { parseNtd } from "../catalogue/excelRows";
import { sheetIssue, type Upload } from "../catalogue/sheet";
import {
  readSheetRows,
  refuseIfAny,
  type SheetRow,
  sheetBool,
  sheetInt,
  sheetTaipeiTime,
} from "../catalogue/sheetRows";
import { type PromotionInput, promotionCreateInput } from "./schemas";
import { valuesOf } from "./service";

export type PromotionImportResult = { created: number; names: string[] };

const KEYS = new Set<string>(PROMOTION_IMPORT_COLUMNS.map((c) => c.key));

function word<T extends string>(words: Record<T, readonly string[]>, text: string): T | null | undefined {
  if (text === "") return undefined;
  const t = text.trim().toLowerCase();
  for (const [k, list] of Object.entries(words) as [T, readonly string[]][]) if (list.includes(t)) return k;
  return null;
}

/** The schema's path of an issue → the sheet's column ("conditions.0.value" → value). */
function columnOf(path: string): Key {
  const [head, , leaf] = path.split(".");
  if (head === "conditions") return leaf === "value" ? "value" : "condition";
  return (KEYS.has(head ?? "") ? head : "name") as Key;
}

/** One row as the create form's body, or its problems. */
function inputOf(r: SheetRow<Key>, issues: SheetIssue[]): PromotionInput | null {
  const before = issues.length;
  const bad = (key: Key, message: string) => issues.push(sheetIssue(r.row, key, message));
  const scope = word(PROMOTION_IMPORT_WORDS.scope, r.cell("scope")) ?? "PROMOTION";
  const conditionType = word(PROMOTION_IMPORT_WORDS.conditionType, r.cell("conditionType")) ?? "FULL_AMOUNT";
  const actionType = word(PROMOTION_IMPORT_WORDS.actionType, r.cell("actionType"));
  if (scope === null) bad("scope", "validation.oneOf");
  if (conditionType === null) bad("conditionType", "validation.oneOf");
  if (actionType === null) bad("actionType", "validation.oneOf");
  if (actionType === undefined) bad("actionType", "validation.required");
  // Thresholds in NT$ for an amount, pieces for a quantity; offers in NT$, or for PERCENT_OFF the
  // share of the price the shopper pays in percent (85 = 15 % off), as the form stores it.
  const money = (key: Key) => (r.cell(key) === "" ? 0 : parseNtd(r.cell(key)));
  const condition =
    conditionType === "FULL_QUANTITY" ? sheetInt(r.cell("condition"), 0, 100_000, 0) : money("condition");
  const value = actionType === "PERCENT_OFF" ? sheetInt(r.cell("value"), 0, 100, 0) : money("value");
  const numberIssue = (ints: boolean) => (ints ? "validation.integer" : "validation.price");
  if (condition === null) bad("condition", numberIssue(conditionType === "FULL_QUANTITY"));
  if (value === null) bad("value", numberIssue(actionType === "PERCENT_OFF"));
  const startAt = sheetTaipeiTime(r.cell("startAt"));
  const endAt = sheetTaipeiTime(r.cell("endAt"));
  if (startAt === null) bad("startAt", "validation.datetime");
  if (endAt === null) bad("endAt", "validation.datetime");
  const isOpen = r.cell("isOpen") === "" ? true : sheetBool(r.cell("isOpen"));
  if (isOpen === null) bad("isOpen", "validation.oneOf");
  const totalQuantity = sheetInt(r.cell("totalQuantity"), 0, 10_000_000, 0);
  const limitPerUser = sheetInt(r.cell("limitPerUser"), 0, 10_000, 0);
  if (totalQuantity === null) bad("totalQuantity", "validation.integer");
  if (limitPerUser === null) bad("limitPerUser", "validation.integer");
  if (issues.length > before) return null;
  const parsed = promotionCreateInput.safeParse({
    scope,
    name: r.cell("name"),
    code: r.cell("code") || null,
    description: r.cell("description"),
    isOpen,
    startAt: startAt || null,
    endAt: endAt || null,
    conditionType,
    actionType,
    conditions: [{ condition, value }],
    totalQuantity,
    limitPerUser,
  });
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const i of toFieldIssues(parsed.error)) {
    const key = columnOf(i.path);
    if (!seen.has(key)) bad(key, i.message);
    seen.add(key);
  }
  return null;
}

export async function importPromotions(
  scope: StoreScope,
  file: Upload,
  audit: AuditTrail,
): Promise<PromotionImportResult> {
  const sheet = await readSheetRows(file, PROMOTION_IMPORT_COLUMNS, {
    required: ["name", "actionType"],
    maxRows: MAX_IMPORT_PROMOTIONS,
  });
  const issues: SheetIssue[] = [];
  const inputs: { row: number; input: PromotionInput }[] = [];
  const codes = new Map<string, number>();
  for (const r of sheet.rows) {
    const input = inputOf(r, issues);
    if (!input) continue;
    const code = input.code?.toLowerCase();
    if (code && codes.has(code)) issues.push(sheetIssue(r.row, "code", "validation.duplicate"));
    else if (code) codes.set(code, r.row);
    inputs.push({ row: r.row, input });
  }
  const taken = codes.size ? await scope.promotions.codesTaken([...codes.keys()]) : new Set<string>();
  for (const [code, row] of codes) if (taken.has(code)) issues.push(sheetIssue(row, "code", "validation.codeTaken"));
  refuseIfAny(issues.sort((a, b) => a.row - b.row));
  const values = inputs.map((i) => valuesOf(i.input));
  const names = values.map((v) => v.name);
  const item = audit.item({ objectName: names.join(",").slice(0, 500), after: { created: values.length } });
  await scope.promotions.insertMany("PROMOTION", values, [item]);
  return { created: values.length, names };
}
