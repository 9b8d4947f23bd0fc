import { hasNoEndLimit, hasNoStartLimit } from "@functions/commerce/promotions/status";
import { formatMoney } from "@functions/shared/pricing";
import { type AdminPromotion, isFreeShipping, tenthsToFold } from "./lib";

// A promotion in words for the list: its tiers as phrases and its time window.

export type Phrase = { key: string; vars?: Record<string, string | number> };

type Summarised = Pick<AdminPromotion, "conditionType" | "actionType" | "isCumulative" | "conditions">;
type Tier = Summarised["conditions"][number];
type ActionPart = (c: Tier) => { act: string; value: string | number };

// Each action's part of the message and the value it shows: money, a fold, or how many products.
const additional: ActionPart = (c) => ({ act: "additional", value: c.extras.length });
const ACTION: Partial<Record<Summarised["actionType"], ActionPart>> = {
  AMOUNT_OFF: (c) => ({ act: "amountOff", value: formatMoney(c.value) }),
  PERCENT_OFF: (c) => ({ act: "percentOff", value: tenthsToFold(c.value) }),
  SHIPPING_FEE: (c) => ({ act: isFreeShipping(c.value) ? "freeShipping" : "shippingOff", value: formatMoney(c.value) }),
  SINGLE_PRICE: (c) => ({ act: "singlePrice", value: formatMoney(c.value) }),
  GIFT: (c) => ({ act: "gift", value: c.extras.length }),
};

/**
 * One phrase per tier: "滿 NT$1,000 折 NT$100", "滿 3 件 8.5 折", "免運". Keys under
 * adminPromotions.sum.* (condition part + action part are one message so word order can differ).
 */
export function summaryOf(p: Summarised): Phrase[] {
  if (p.conditions.length === 0) return [{ key: "adminPromotions.sum.none" }];
  const each = p.isCumulative ? "Each" : "";
  return p.conditions.map((c) => {
    const threshold =
      p.conditionType === "FULL_AMOUNT"
        ? formatMoney(c.condition)
        : p.conditionType === "FULL_QUANTITY"
          ? c.condition
          : "";
    const cond =
      p.conditionType === "SHIPPING" ? "any" : p.conditionType === "FULL_AMOUNT" ? `amount${each}` : `qty${each}`;
    const { act, value } = (ACTION[p.actionType] ?? additional)(c);
    // Tenths of the price paid are percent paid: 85 → 15% off.
    const percent = p.actionType === "PERCENT_OFF" ? 100 - c.value : 0;
    return { key: `adminPromotions.sum.${cond}.${act}`, vars: { threshold, value, percent } };
  });
}

/** The time window: null when both ends are the sentinels ("不限時間"), else each side or null. */
export function windowOf(p: { startAt: string; endAt: string }): { start: string | null; end: string | null } | null {
  const start = hasNoStartLimit(p.startAt) ? null : p.startAt;
  const end = hasNoEndLimit(p.endAt) ? null : p.endAt;
  return start === null && end === null ? null : { start, end };
}
