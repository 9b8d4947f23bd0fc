import { adminSend } from "~/components/admin/adminApi";
import { PATHS } from "./api";
import type { AdminProduct } from "./product";

type CopyLine = { spec: string; sku: null; stock: number; children?: CopyLine[] };

/** Spec lines of a copy: same specs, no SKUs (they are unique), no stock. */
function copyLines(lines: AdminProduct["stocks"]): CopyLine[] {
  return lines.map((l) => ({
    spec: l.spec,
    sku: null,
    stock: 0,
    ...(l.children.length ? { children: copyLines(l.children) } : {}),
  }));
}

/** The create body of a copy of `s` (fields, links, images; off shelf), named `name`. */
export function copyBody(s: AdminProduct, name: string) {
  return {
    kind: s.kind,
    name: name.slice(0, 120),
    summary: s.summary,
    description: s.description,
    paymentPlan: s.paymentPlan,
    price: s.price,
    specialPrice: s.specialPrice,
    subscriptionPrice: s.subscriptionPrice,
    subscriptionCycles: s.subscriptionCycles,
    isAdult: s.isAdult,
    isDisplay: false,
    isSaleable: s.isSaleable,
    minQuantityPerOrder: s.minQuantityPerOrder,
    maxQuantityPerOrder: s.maxQuantityPerOrder,
    typeForCreatingStore: s.typeForCreatingStore,
    paymentPlanForCreatingStore: s.paymentPlanForCreatingStore,
    minAmountShoppingForCreatingStore: s.minAmountShoppingForCreatingStore,
    blockedShippingMethodIds: s.blockedShippingMethodIds,
    informationId: s.informationId,
    sort: s.sort,
    metaTitle: s.metaTitle,
    metaDescription: s.metaDescription,
    categoryIds: s.categoryIds,
    tagIds: s.tagIds,
    topicIds: s.topicIds,
    mediaIds: s.media.map((m) => m.mediaId),
    ...(s.kind === "COMBO"
      ? {
          stocks: [{ spec: s.stocks[0]?.spec ?? "" }],
          combos: s.combos.map((c) => ({ stockId: c.stockId, quantity: c.quantity })),
        }
      : { stocks: copyLines(s.stocks) }),
  };
}

/** Reads product `id` and creates its copy; the copy's answer, or the failure. */
export async function duplicateProduct(id: number, nameOf: (name: string) => string) {
  const src = await adminSend<AdminProduct>("GET", PATHS.product(id));
  if (!src.ok) return src;
  return adminSend<AdminProduct>("POST", PATHS.products, copyBody(src.data, nameOf(src.data.name)));
}
