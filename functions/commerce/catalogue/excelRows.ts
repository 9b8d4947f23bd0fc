import { PAYMENT_PLANS, type PaymentPlan, type SheetIssue } from "../../shared/commerce/catalogue";
import type { Column } from "../../shared/commerce/sheetColumns";
import { SPEC_SEPARATOR } from "./model";
import { MAX_MONEY, MAX_QTY, MAX_STOCK } from "./schemas";
import { cellsOf, sheetIssue } from "./sheet";

// The sheet's columns and how one row's cells parse (see excel.ts for the format).

export type Key =
  | "id"
  | "name"
  | "price"
  | "specialPrice"
  | "subscriptionPrice"
  | "paymentPlan"
  | "isDisplay"
  | "isSaleable"
  | "minQuantityPerOrder"
  | "maxQuantityPerOrder"
  | "categoryIds"
  | "tagIds"
  | "stockId"
  | "spec"
  | "sku"
  | "stock";

/** The documented header row (zh-TW as exported; the English names and aliases are accepted). */
export const PRODUCT_COLUMNS: readonly Column<Key>[] = [
  { key: "id", zh: "商品編號", en: "id", aliases: ["商品ID", "productId"] },
  { key: "name", zh: "商品名稱", en: "name", aliases: ["名稱"] },
  { key: "price", zh: "售價", en: "price", aliases: ["原價"] },
  { key: "specialPrice", zh: "特價", en: "specialPrice" },
  { key: "subscriptionPrice", zh: "訂閱價", en: "subscriptionPrice" },
  { key: "paymentPlan", zh: "付款方案", en: "paymentPlan", aliases: ["銷售方式"] },
  { key: "isDisplay", zh: "上架", en: "isDisplay", aliases: ["是否上架"] },
  { key: "isSaleable", zh: "可販售", en: "isSaleable", aliases: ["是否可販售"] },
  { key: "minQuantityPerOrder", zh: "單次最低購買量", en: "minQuantityPerOrder", aliases: ["最低購買量", "min"] },
  { key: "maxQuantityPerOrder", zh: "單次最高購買量", en: "maxQuantityPerOrder", aliases: ["最高購買量", "max"] },
  { key: "categoryIds", zh: "分類編號", en: "categoryIds", aliases: ["分類"] },
  { key: "tagIds", zh: "標籤編號", en: "tagIds", aliases: ["標籤"] },
  { key: "stockId", zh: "規格編號", en: "stockId", aliases: ["庫存編號"] },
  { key: "spec", zh: "規格", en: "spec" },
  { key: "sku", zh: "SKU", en: "sku", aliases: ["貨號"] },
  { key: "stock", zh: "庫存", en: "stock", aliases: ["庫存量"] },
];

// ── cell values ────────────────────────────────────────────────────────────────────────────

/** NT$ text ("1,200", "NT$99.5", "12.50") → minor units; null when it is not a price. */
export function parseNtd(text: string): number | null {
  const t = text
    .replace(/^(NT\$|\$)/i, "")
    .replace(/,/g, "")
    .trim();
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(minor) && minor <= MAX_MONEY ? minor : null;
}

/** Minor units → NT$ as the sheet shows it: whole, or with 2 decimals. */
export const ntdText = (minor: number) =>
  minor % 100 === 0
    ? String(minor / 100)
    : `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, "0")}`;

export const TRUE = new Set(["true", "1", "yes", "y", "是", "上架", "可"]);
export const FALSE = new Set(["false", "0", "no", "n", "否", "下架", "不可"]);
export function parseBool(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  return TRUE.has(t) ? true : FALSE.has(t) ? false : null;
}

export function parseCount(text: string, max: number): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

/** "1, 2、3" → [1, 2, 3]; "-" → [] (clear). */
export function parseIds(text: string): number[] | null {
  if (text === "-") return [];
  const parts = text.split(/[,，、;；\s]+/).filter(Boolean);
  if (!parts.every((p) => /^\d{1,10}$/.test(p))) return null;
  const ids = [...new Set(parts.map(Number))];
  return ids.length <= 50 && ids.every((n) => n > 0 && n <= 2 ** 31 - 1) ? ids : null;
}

export const PRODUCT_FIELDS = [
  "name",
  "price",
  "specialPrice",
  "subscriptionPrice",
  "paymentPlan",
  "isDisplay",
  "isSaleable",
  "minQuantityPerOrder",
  "maxQuantityPerOrder",
  "categoryIds",
  "tagIds",
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

export type Row = {
  row: number;
  id?: number;
  values: Partial<Record<ProductField, unknown>>;
  stockId?: number;
  spec?: string;
  sku?: string;
  stock?: number;
  hasLine: boolean;
};

export function parseRow(row: { row: number; cells: string[] }, index: Map<Key, number>, issues: SheetIssue[]): Row {
  const cell = cellsOf(row, index);
  const out: Row = { row: row.row, values: {}, hasLine: false };
  const bad = (field: Key, message: string) => issues.push(sheetIssue(row.row, field, message));
  const take = <T>(field: Key, parse: (t: string) => T | null, message: string, set: (v: T) => void) => {
    const t = cell(field);
    if (t === "") return;
    const v = parse(t);
    if (v === null) bad(field, message);
    else set(v);
  };
  take(
    "id",
    (t) => parseCount(t, 2 ** 31 - 1) || null,
    "validation.integer",
    (v) => {
      out.id = v;
    },
  );
  take(
    "name",
    (t) => (t.length <= 120 ? t : null),
    "validation.max",
    (v) => {
      out.values.name = v;
    },
  );
  for (const f of ["price", "specialPrice", "subscriptionPrice"] as const) {
    take(f, parseNtd, "validation.price", (v) => {
      out.values[f] = v;
    });
  }
  take(
    "paymentPlan",
    (t) => (PAYMENT_PLANS.includes(t.toUpperCase() as PaymentPlan) ? t.toUpperCase() : null),
    "validation.oneOf",
    (v) => {
      out.values.paymentPlan = v;
    },
  );
  for (const f of ["isDisplay", "isSaleable"] as const) {
    take(f, parseBool, "validation.boolean", (v) => {
      out.values[f] = v;
    });
  }
  for (const f of ["minQuantityPerOrder", "maxQuantityPerOrder"] as const) {
    take(
      f,
      (t) => parseCount(t, MAX_QTY),
      "validation.integer",
      (v) => {
        out.values[f] = v;
      },
    );
  }
  for (const f of ["categoryIds", "tagIds"] as const) {
    take(f, parseIds, "validation.ids", (v) => {
      out.values[f] = v;
    });
  }
  take(
    "stockId",
    (t) => parseCount(t, 2 ** 31 - 1) || null,
    "validation.integer",
    (v) => {
      out.stockId = v;
    },
  );
  take(
    "spec",
    (t) => (t.length <= 125 ? t : null),
    "validation.max",
    (v) => {
      out.spec = v;
    },
  );
  take(
    "sku",
    (t) => (t.length <= 64 ? t : null),
    "validation.max",
    (v) => {
      out.sku = v;
    },
  );
  take(
    "stock",
    (t) => parseCount(t, MAX_STOCK),
    "validation.stock",
    (v) => {
      out.stock = v;
    },
  );
  out.hasLine = out.stockId !== undefined || out.spec !== undefined || out.sku !== undefined || out.stock !== undefined;
  return out;
}

// Only " / " (with its spaces) separates levels, so a spec such as "1/2 kg" stays one name.
export const specParts = (spec: string) => spec.split(SPEC_SEPARATOR).map((s) => s.trim());
