import "~/i18n/cartMessages";
// What a cart post answers and how a refusal reads to the shopper (client-safe: the purchase box,
// /cart and the extras pages share it).
import { Code } from "@functions/shared/codes";
import { MAX_CART_LINES } from "@functions/shared/commerce/commerce";
import type { FieldIssue } from "@functions/shared/validators";
import { limitMessage } from "../stock";

export type CartActionResult =
  | { ok: true; intent: string; count: number }
  | { ok: false; code: number; data?: Record<string, unknown>; issues?: FieldIssue[] };

type T = (key: string, vars?: Record<string, string | number>) => string;

const n = (v: unknown) => (typeof v === "number" ? v : 0);

/** The message of a refused cart post (spec §5 purchase-limit words for 400033). */
export function cartErrorText(t: T, r: Extract<CartActionResult, { ok: false }>): string {
  const d = r.data ?? {};
  switch (r.code) {
    case Code.PURCHASE_LIMIT: {
      if (d.status === "OVER_MAX_QUANTITY") return t("cart.error.overOffer", { max: n(d.max) });
      const m = limitMessage({ minQuantityPerOrder: n(d.min), maxQuantityPerOrder: n(d.max) });
      return m ? t(m.key, m.vars as Record<string, number>) : t("cart.error.generic");
    }
    case Code.OUT_OF_STOCK:
      return t("cart.error.outOfStock", { n: n(d.availableStock) });
    case Code.PRODUCT_NOT_SALEABLE:
      return t(d.status === "INVALID_ADDITIONAL" ? "cart.error.invalidExtra" : "cart.error.notSaleable");
    case Code.DATA_DOES_NOT_EXIST:
      return t("cart.error.removed");
    case Code.CART_FULL:
      return t("cart.error.full", { n: MAX_CART_LINES });
    case Code.INVALID_REQUEST:
      return t("cart.error.invalid");
    default:
      return t("cart.error.generic");
  }
}
