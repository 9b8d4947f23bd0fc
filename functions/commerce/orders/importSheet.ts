// POST /api/admin/order/excel/import (back-office §2.2 /admin/orders-import): a store that ships
// itself exports its new orders, adds the carriers' tracking numbers (and, if it likes, a step)
// and uploads the sheet. All or nothing, like the product import: every row is checked first and
// every problem is listed with its row; only a clean sheet changes orders, in one D1 batch.
//
// Choices where the spec is silent (docs/decisions/order-import.md):
// - Steps are the forward fulfilment actions only (process, deliver, complete); cancels and refunds
//   stay one-by-one decisions in the order list.
// - The order export is a valid import: columns this import does not know are passed over, and an
//   order's item rows may repeat its number as long as they do not disagree.
// - With `deliverWithTracking`, a row with a tracking number and no step means "shipped".
// - An order already at or past the step is not an error (re-uploading a sheet changes nothing).

import type { OrderRow, UserRow } from "@db/schema";
import type { AuditTrail } from "../../platform/auditTrail";
import type { StoreScope } from "../../platform/tenancy/scope";
import type { SheetIssue } from "../../shared/commerce/catalogue";
import {
  MAX_IMPORT_ORDER_ROWS,
  MAX_IMPORT_ORDERS,
  ORDER_IMPORT_COLUMNS,
  type ImportStep as Step,
} from "../../shared/commerce/orderImport";
import { cellsOf, mapHeader, readTable, sheetInvalid, sheetIssue, type Table, type Upload } from "../catalogue/sheet";
import { TRACKING_NUMBER } from "./schemas";
import { applyDecided, type Decided, stateOf } from "./service";
import { decideAdmin } from "./transitions";

/** Where each step leaves an order, in fulfilment order. */
const FLOW = ["UNPROCESSED", "PROCESSED", "DELIVERED", "COMPLETE"] as const;
const STEP_AT: Record<Step, number> = { process: 1, deliver: 2, complete: 3 };
/** Step names a person may type, in either language. */
const STEP_WORDS: Record<string, Step> = {
  process: "process",
  processed: "process",
  處理中: "process",
  deliver: "deliver",
  delivered: "deliver",
  shipped: "deliver",
  出貨: "deliver",
  已出貨: "deliver",
  complete: "complete",
  completed: "complete",
  完成: "complete",
  已完成: "complete",
};
export type OrderImportOptions = { deliverWithTracking: boolean };
export type OrderImportResult = { changed: number; unchanged: number; orderNumbers: string[] };

type Row = { row: number; orderNumber: string; step: Step | null; trackingNumber: string | null; note: string | null };

function parseRows(table: Table, issues: SheetIssue[]): Row[] {
  const { index, issues: headerIssues } = mapHeader(table, ORDER_IMPORT_COLUMNS);
  issues.push(...headerIssues.filter((i) => i.message !== "validation.unknownColumn"));
  if (!index.has("orderNumber")) issues.push(sheetIssue(table.headerRow, "orderNumber", "validation.columnRequired"));
  if (!index.has("step") && !index.has("trackingNumber"))
    issues.push(sheetIssue(table.headerRow, "trackingNumber", "validation.columnRequired"));
  if (issues.length) return [];
  const byNumber = new Map<string, Row>();
  for (const r of table.rows) {
    const cell = cellsOf(r, index);
    const [orderNumber, stepText, tracking, note] = [
      cell("orderNumber"),
      cell("step"),
      cell("trackingNumber"),
      cell("note"),
    ];
    if (!orderNumber && !stepText && !tracking && !note) continue;
    if (!orderNumber) {
      issues.push(sheetIssue(r.row, "orderNumber", "validation.required"));
      continue;
    }
    const step = stepText ? (STEP_WORDS[stepText.toLowerCase()] ?? null) : null;
    if (stepText && !step) issues.push(sheetIssue(r.row, "step", "validation.oneOf"));
    if (tracking && !TRACKING_NUMBER.test(tracking))
      issues.push(sheetIssue(r.row, "trackingNumber", "validation.trackingNumber"));
    if (note.length > 200) issues.push(sheetIssue(r.row, "note", "validation.tooLong"));
    const row: Row = { row: r.row, orderNumber, step, trackingNumber: tracking || null, note: note || null };
    const first = byNumber.get(orderNumber);
    if (!first) byNumber.set(orderNumber, row);
    else if (first.step !== row.step || first.trackingNumber !== row.trackingNumber || first.note !== row.note)
      issues.push(sheetIssue(r.row, "orderNumber", "validation.duplicate")); // an item row that disagrees
  }
  const rows = [...byNumber.values()];
  if (!rows.length && !issues.length) issues.push(sheetIssue(table.headerRow, "file", "validation.fileEmpty"));
  if (rows.length > MAX_IMPORT_ORDERS) issues.push(sheetIssue(table.headerRow, "file", "validation.tooManyRows"));
  return rows;
}

/** What one row asks of its order: a change to write, nothing, or a problem. */
function decideRow(r: Row, order: OrderRow, opts: OrderImportOptions): Decided | "unchanged" | "refused" {
  const step = r.step ?? (opts.deliverWithTracking && r.trackingNumber ? "deliver" : null);
  const newTracking = r.trackingNumber !== null && r.trackingNumber !== order.trackingNumber;
  const at = FLOW.indexOf(order.status as (typeof FLOW)[number]);
  if (step !== null && at < 0) return "refused"; // cancelled or returned meanwhile
  if (step === null || at >= STEP_AT[step]) {
    return newTracking
      ? { order, change: { restoreStock: false }, trackingNumber: r.trackingNumber, note: r.note }
      : "unchanged";
  }
  const d = decideAdmin(step, stateOf(order));
  return d.ok ? { order, change: d.change, trackingNumber: r.trackingNumber, note: r.note } : "refused";
}

export async function importOrders(
  scope: StoreScope,
  user: UserRow,
  file: Upload,
  opts: OrderImportOptions,
  audit: AuditTrail,
): Promise<OrderImportResult> {
  const issues: SheetIssue[] = [];
  const rows = parseRows(await readTable(file, MAX_IMPORT_ORDER_ROWS), issues);
  if (issues.length) throw sheetInvalid(issues);
  const found = await scope.orders.byNumbers(rows.map((r) => r.orderNumber));
  const byNumber = new Map(found.map((o) => [o.orderNumber, o]));
  const decided: Decided[] = [];
  let unchanged = 0;
  for (const r of rows) {
    const order = byNumber.get(r.orderNumber);
    const out = order ? decideRow(r, order, opts) : null;
    if (out === null) issues.push(sheetIssue(r.row, "orderNumber", "validation.unknownOrder"));
    else if (out === "refused")
      issues.push(sheetIssue(r.row, r.step ? "step" : "trackingNumber", "validation.orderStep"));
    else if (out === "unchanged") unchanged++;
    else decided.push(out);
  }
  if (issues.length) throw sheetInvalid(issues);
  const entry = {
    objectId: decided.map((d) => d.order.id).join(",") || null,
    objectName: decided.map((d) => d.order.orderNumber).join(",") || null,
    before: { statuses: decided.map((d) => `${d.order.orderNumber}:${d.order.status}`) },
    after: { changed: decided.length, unchanged },
  };
  await applyDecided(scope, decided, "ADMIN", user.id, { audit, entry });
  return { changed: decided.length, unchanged, orderNumbers: decided.map((d) => d.order.orderNumber) };
}
