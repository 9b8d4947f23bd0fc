import type { MediaRef } from "@functions/shared/media";
import type { EditCombo } from "../ComboEditor";
import type { AdminProduct, PaymentPlan, TYPES_FOR_CREATING_STORE } from "../product";
import { blankLine, type EditLine, toEditLines, toStockInput } from "../StockLinesEditor";

// The product form's values (what the fields hold) and the API body built from them.

export type Values = {
  kind: "NORMAL" | "COMBO";
  name: string;
  summary: string;
  description: string;
  paymentPlan: PaymentPlan;
  price: number | null;
  specialPrice: number | null;
  subscriptionPrice: number | null;
  subscriptionCycles: number[];
  isAdult: boolean;
  isDisplay: boolean;
  isSaleable: boolean;
  minQuantityPerOrder: number | null;
  maxQuantityPerOrder: number | null;
  typeForCreatingStore: (typeof TYPES_FOR_CREATING_STORE)[number];
  paymentPlanForCreatingStore: PaymentPlan | null;
  minAmountShoppingForCreatingStore: number | null;
  blockedShippingMethodIds: number[];
  informationId: number | null;
  sort: number | null;
  metaTitle: string;
  metaDescription: string;
  categoryIds: number[];
  tagIds: number[];
  topicIds: number[];
  media: MediaRef[];
  lines: EditLine[];
  combos: EditCombo[];
};

export function valuesOf(p: AdminProduct | null): Values {
  return {
    kind: p?.kind ?? "NORMAL",
    name: p?.name ?? "",
    summary: p?.summary ?? "",
    description: p?.description ?? "",
    paymentPlan: p?.paymentPlan ?? "NORMAL",
    price: p?.price ?? null,
    specialPrice: p?.specialPrice ?? 0,
    subscriptionPrice: p?.subscriptionPrice ?? 0,
    subscriptionCycles: p?.subscriptionCycles ?? [],
    isAdult: p?.isAdult ?? false,
    isDisplay: p?.isDisplay ?? true,
    isSaleable: p?.isSaleable ?? true,
    minQuantityPerOrder: p?.minQuantityPerOrder ?? 0,
    maxQuantityPerOrder: p?.maxQuantityPerOrder ?? 0,
    typeForCreatingStore: p?.typeForCreatingStore ?? "NORMAL",
    paymentPlanForCreatingStore: p?.paymentPlanForCreatingStore ?? null,
    minAmountShoppingForCreatingStore: p?.minAmountShoppingForCreatingStore ?? 0,
    blockedShippingMethodIds: p?.blockedShippingMethodIds ?? [],
    informationId: p?.informationId ?? null,
    sort: p?.sort ?? 0,
    metaTitle: p?.metaTitle ?? "",
    metaDescription: p?.metaDescription ?? "",
    categoryIds: p?.categoryIds ?? [],
    tagIds: p?.tagIds ?? [],
    topicIds: p?.topicIds ?? [],
    media: p?.media.map((m) => m.media) ?? [],
    lines: p?.stocks.length ? toEditLines(p.stocks) : [blankLine()],
    combos:
      p?.combos.map((c) => ({
        stockId: c.stockId,
        productName: c.productName,
        spec: c.spec,
        quantity: c.quantity,
        stock: c.stock,
      })) ?? [],
  };
}

export function bodyOf(v: Values) {
  const combo = v.kind === "COMBO";
  return {
    kind: v.kind,
    name: v.name.trim(),
    summary: v.summary,
    description: v.description,
    paymentPlan: v.paymentPlan,
    price: v.price ?? 0,
    specialPrice: v.specialPrice ?? 0,
    subscriptionPrice: v.subscriptionPrice ?? 0,
    subscriptionCycles: v.subscriptionCycles,
    isAdult: v.isAdult,
    isDisplay: v.isDisplay,
    isSaleable: v.isSaleable,
    minQuantityPerOrder: v.minQuantityPerOrder ?? 0,
    maxQuantityPerOrder: v.maxQuantityPerOrder ?? 0,
    typeForCreatingStore: v.typeForCreatingStore,
    paymentPlanForCreatingStore: v.paymentPlanForCreatingStore,
    minAmountShoppingForCreatingStore: v.minAmountShoppingForCreatingStore ?? 0,
    blockedShippingMethodIds: v.blockedShippingMethodIds,
    informationId: v.informationId,
    sort: v.sort ?? 0,
    metaTitle: v.metaTitle,
    metaDescription: v.metaDescription,
    categoryIds: v.categoryIds,
    tagIds: v.tagIds,
    topicIds: v.topicIds,
    mediaIds: v.media.map((m) => m.id),
    // A COMBO sells one line (its stock comes from its parts).
    stocks: toStockInput(combo ? v.lines.slice(0, 1).map((l) => ({ ...l, children: [] })) : v.lines, combo),
    combos: combo ? v.combos.map((c) => ({ stockId: c.stockId, quantity: c.quantity ?? 0 })) : [],
  };
}
