// Which gift / add-on offers a bill holds (pure: the cart service and the cart pages share it).
import type { BillPromotion } from "../../shared/commerce/commerce";

export type ExtraKind = "EXTRA_FREE" | "ADDITIONAL";
export const isPromoPlan = (plan: string): plan is ExtraKind => plan === "EXTRA_FREE" || plan === "ADDITIONAL";

const ACTION_OF: Record<ExtraKind, BillPromotion["actionType"]> = { EXTRA_FREE: "GIFT", ADDITIONAL: "ADDITIONAL" };

export type Offer = { promotion: BillPromotion; extra: BillPromotion["extras"][number] };

/** The offers of the reached tiers (conditionId set) for one kind of extra line. */
export function offersOf(promotionList: readonly BillPromotion[], kind: ExtraKind): Offer[] {
  return promotionList
    .filter((p) => p.actionType === ACTION_OF[kind] && p.conditionId !== null)
    .flatMap((p) => p.extras.map((extra) => ({ promotion: p, extra })));
}

/** The offer a gift / add-on line belongs to, if the bill still makes it. */
export function offerFor(
  promotionList: readonly BillPromotion[],
  line: { stockId: number; paymentPlan: string; promotionId: number | null; promotionConditionId: number | null },
): Offer | undefined {
  if (!isPromoPlan(line.paymentPlan)) return undefined;
  return offersOf(promotionList, line.paymentPlan).find(
    (o) =>
      o.promotion.id === line.promotionId &&
      o.promotion.conditionId === line.promotionConditionId &&
      o.extra.stockId === line.stockId,
  );
}

/** The navbar badge counts units: the sum of the lines' quantities. */
export const unitCount = (lines: readonly { quantity: number }[]) => lines.reduce((s, l) => s + l.quantity, 0);
