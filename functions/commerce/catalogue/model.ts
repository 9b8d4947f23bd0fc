// Database rows → the read model of functions/shared/commerce/catalogue.ts. Shared by the storefront and
// back-office services so a product looks the same wherever it is listed.
import type { ComboRow, ProductListRow, StockLineRow } from "@db/catalogue/products";
import type { MediaRow } from "@db/schema";
import { mediaRef } from "../../media/ref";
import type {
  AdminProductListItem,
  AdminStockLine,
  PaymentPlan,
  ProductKind,
  ProductListItem,
  StockLine,
} from "../../shared/commerce/catalogue";
import { bestSrc, type MediaRef, PLACEHOLDERS } from "../../shared/media";
import { pick } from "../../shared/pick";
import { effectivePrice, hasMultiplePrice } from "../../shared/pricing";

export const refOf = (row: MediaRow | null | undefined): MediaRef | null => (row ? mediaRef(row) : null);

export function listItem(r: ProductListRow): ProductListItem {
  const media = refOf(r.media);
  return {
    ...pick(r, ["id", "name"]),
    paymentPlan: r.paymentPlan as PaymentPlan,
    type: r.kind as ProductKind,
    ...pick(r, ["price", "specialPrice", "subscriptionPrice"]),
    unitSpecialPrice: effectivePrice(r),
    hasMultiplePrice: hasMultiplePrice(r),
    ...pick(r, ["isAdult", "maxQuantityPerOrder", "minQuantityPerOrder"]),
    media,
    // Spec §9: list cards are 400 wide below 1800 px; the smallest is the 90 px thumbnail.
    imagePath: media ? (bestSrc(media, ["w400", "w500", "w800"]) ?? media.path) : null,
    smallestPath: media ? (bestSrc(media, ["90x90", "90x135", "w400"]) ?? media.path) : null,
    imageErrorPath: media ? media.path : PLACEHOLDERS.product,
  };
}

export function adminListItem(
  r: ProductListRow & Omit<AdminProductListItem, keyof ProductListItem>,
): AdminProductListItem {
  return {
    ...listItem(r),
    ...pick(r, ["isDisplay", "isSaleable", "sort", "stock", "categoryIds", "tagIds", "createdAt", "updatedAt"]),
  };
}

/** One part of a COMBO, as the product page and the back office both list it. */
export const comboPart = (c: ComboRow) => ({
  stockId: c.stockId,
  productId: c.productId,
  productName: c.productName,
  spec: specPath(c.spec, c.parentSpec),
  quantity: c.quantity,
});

/** Complete sets a COMBO can sell: its scarcest part decides; no parts, nothing to sell. */
export function comboAvailable(combos: Pick<ComboRow, "stock" | "quantity">[]): number {
  if (!combos.length) return 0;
  return Math.min(...combos.map((c) => Math.floor(Math.max(0, c.stock) / Math.max(1, c.quantity))));
}

function tree<T extends { children: T[] }>(lines: StockLineRow[], make: (l: StockLineRow) => T): T[] {
  const byParent = new Map<number | null, StockLineRow[]>();
  for (const l of lines) {
    const k = l.parentId;
    byParent.set(k, [...(byParent.get(k) ?? []), l]);
  }
  const ids = new Set(lines.map((l) => l.id));
  // A sub-line whose parent is gone still shows, at the top.
  const roots = lines.filter((l) => l.parentId === null || !ids.has(l.parentId));
  const build = (l: StockLineRow): T => {
    const node = make(l);
    node.children = (byParent.get(l.id) ?? []).map(build);
    return node;
  };
  return roots.map(build);
}

/** Shopper stock lines: available stock, never below 0; a parent shows the sum of its children. */
export function stockLines(lines: StockLineRow[], kind: string, comboStock = 0): StockLine[] {
  const roots = tree<StockLine>(lines, (l) => ({
    id: l.id,
    stockId: l.id,
    productId: l.productId,
    spec: l.spec,
    sku: l.sku,
    stock: kind === "COMBO" ? comboStock : Math.max(0, l.stock),
    children: [],
  }));
  const settle = (n: StockLine): StockLine => {
    if (!n.children.length) return n;
    const children = n.children.map(settle);
    return { ...n, children, stock: children.reduce((a, c) => a + c.stock, 0) };
  };
  return roots.map(settle);
}

export function adminStockLines(lines: StockLineRow[], kind: string, comboStock = 0): AdminStockLine[] {
  return tree<AdminStockLine>(lines, (l) => ({
    id: l.id,
    stockId: l.id,
    productId: l.productId,
    parentId: l.parentId,
    spec: l.spec,
    sku: l.sku,
    stock: kind === "COMBO" ? comboStock : l.stock,
    sort: l.sort,
    children: [],
  }));
}

/** The spec of a line as sheets and combos name it: "parent / child" for a sub-line. */
export const SPEC_SEPARATOR = " / ";
export const specPath = (spec: string, parentSpec: string | null | undefined) =>
  parentSpec ? `${parentSpec}${SPEC_SEPARATOR}${spec}` : spec;
