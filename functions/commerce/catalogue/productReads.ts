import type { ProductFilter, ProductOrder } from "@db/catalogue/products";
import { notFound } from "../../platform/errors";
import type { StoreScope } from "../../platform/tenancy/scope";
import type {
  AdminProduct,
  AdminProductListItem,
  PaymentPlan,
  ProductKind,
  TypeForCreatingStore,
} from "../../shared/commerce/catalogue";
import { pick } from "../../shared/pick";
import { effectivePrice, hasMultiplePrice } from "../../shared/pricing";
import { adminListItem, adminStockLines, comboAvailable, comboPart, refOf } from "./model";
import { productsDb } from "./productShared";
import { type AdminProductQuery, DEFAULT_LIST_LIMIT } from "./schemas";

// Back-office product reads: the list filter and order, the list, one product.

export function adminFilter(q: {
  categoryId?: number;
  isDisplay?: boolean;
  keyword?: string;
  kind?: string;
  paymentPlan?: string;
  hasSpecialPrice?: boolean;
  hasStock?: boolean;
  isSaleable?: boolean;
  tags?: number[];
}): ProductFilter {
  return {
    categoryId: q.categoryId ? q.categoryId : undefined,
    display: q.isDisplay,
    saleable: q.isSaleable,
    hasStock: q.hasStock,
    hasSpecialPrice: q.hasSpecialPrice,
    kind: q.kind,
    paymentPlan: q.paymentPlan,
    tagIds: q.tags,
    keyword: q.keyword || undefined,
    keywordInStocks: true,
  };
}

export const adminOrder = (q: { sortBy?: ProductOrder["by"]; sortDirection?: "asc" | "desc" }): ProductOrder => {
  const by = q.sortBy ?? "sort";
  return { by, dir: q.sortDirection ?? (by === "name" || by === "price" ? "asc" : "desc") };
};

export async function listAdminProducts(
  scope: StoreScope,
  q: AdminProductQuery,
): Promise<{ data: AdminProductListItem[]; total: number }> {
  const { items, total } = await productsDb(scope).listAdmin(adminFilter(q), adminOrder(q), {
    limit: q.limit ?? DEFAULT_LIST_LIMIT,
    offset: q.offset,
  });
  return { data: items.map(adminListItem), total };
}

export async function getAdminProduct(scope: StoreScope, id: number): Promise<AdminProduct> {
  const g = await productsDb(scope).graph(id);
  if (!g) throw notFound();
  const p = g.product;
  const comboStock = comboAvailable(g.combos);
  const stocks = adminStockLines(g.stocks, p.kind, comboStock);
  const leafSum = g.stocks
    .filter((l) => !g.stocks.some((c) => c.parentId === l.id))
    .reduce((a, l) => a + Math.max(0, l.stock), 0);
  return {
    id: p.id,
    kind: p.kind as ProductKind,
    ...pick(p, ["name", "summary", "description"]),
    paymentPlan: p.paymentPlan as PaymentPlan,
    ...pick(p, ["price", "specialPrice", "subscriptionPrice"]),
    unitSpecialPrice: effectivePrice(p),
    hasMultiplePrice: hasMultiplePrice(p),
    ...pick(p, [
      "subscriptionCycles",
      "isAdult",
      "isDisplay",
      "isSaleable",
      "minQuantityPerOrder",
      "maxQuantityPerOrder",
    ]),
    typeForCreatingStore: p.typeForCreatingStore as TypeForCreatingStore,
    paymentPlanForCreatingStore: p.paymentPlanForCreatingStore as PaymentPlan | null,
    ...pick(p, [
      "minAmountShoppingForCreatingStore",
      "blockedShippingMethodIds",
      "informationId",
      "sort",
      "metaTitle",
      "metaDescription",
      "createdAt",
      "updatedAt",
    ]),
    categoryIds: g.categories.map((c) => c.id).sort((a, b) => a - b),
    tagIds: g.tags.map((t) => t.id).sort((a, b) => a - b),
    topicIds: g.topicIds,
    media: g.gallery.flatMap((x) => {
      const ref = refOf(x.media);
      return ref ? [{ mediaId: ref.id, type: x.type, sort: x.sort, media: ref }] : [];
    }),
    stock: p.kind === "COMBO" ? comboStock : leafSum,
    stocks,
    combos: g.combos.map((c) => ({ ...comboPart(c), stock: Math.max(0, c.stock) })),
  };
}
