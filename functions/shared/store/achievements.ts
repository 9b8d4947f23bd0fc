// Achievements (issue 28 §3, highlight ACHIEVEMENT_NEW): milestones a store reaches by its orders
// and revenue. The first order and the first 100 orders are named by the issue; the rest of the
// numbers, revenue above all, are the store's own (docs/decisions/achievements.md). Pure rules,
// shared by the service and the page.

/** Orders counted: every order except those cancelled or returned to the end. */
export const UNCOUNTED_STATUSES = ["CANCEL_COMPLETE", "RETURN_COMPLETE"] as const;

export const DEFAULT_ORDER_COUNTS = [1, 100, 1000] as const;
/** Minor units (NT$10,000, NT$100,000, NT$1,000,000). */
export const DEFAULT_REVENUES = [1_000_000, 10_000_000, 100_000_000] as const;
export const MAX_MILESTONES = 10;

export type AchievementFigures = { orders: number; revenue: number };
export type AchievementSettings = { orderCounts?: readonly number[] | null; revenues?: readonly number[] | null };
export type Milestone = { key: string; kind: "ORDERS" | "REVENUE"; target: number; reached: boolean; progress: number };

/** A store's list, or the default when it has none: positive integers, ascending, no repeats. */
const listOf = (own: readonly number[] | null | undefined, fallback: readonly number[]) => {
  const clean = [...new Set((own ?? []).filter((n) => Number.isSafeInteger(n) && n > 0))].sort((a, b) => a - b);
  return (clean.length ? clean : [...fallback]).slice(0, MAX_MILESTONES);
};

/** Every milestone of the store with whether its figure reached it, orders first. */
export function milestonesOf(figures: AchievementFigures, settings: AchievementSettings | null): Milestone[] {
  const make = (kind: Milestone["kind"], target: number, figure: number): Milestone => ({
    key: `${kind}_${target}`,
    kind,
    target,
    reached: figure >= target,
    progress: Math.min(1, figure / target),
  });
  return [
    ...listOf(settings?.orderCounts, DEFAULT_ORDER_COUNTS).map((n) => make("ORDERS", n, figures.orders)),
    ...listOf(settings?.revenues, DEFAULT_REVENUES).map((n) => make("REVENUE", n, figures.revenue)),
  ];
}
