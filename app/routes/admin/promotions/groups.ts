import type { PromotionGroup } from "./lib";

// The group-sort page's moves, as pure functions of the groups' order.

export type GroupState = { groupNumber: number; ids: number[] }[];

export const groupStateOf = (groups: readonly PromotionGroup[]): GroupState =>
  [...groups]
    .sort((a, b) => a.groupNumber - b.groupNumber)
    .map((g) => ({ groupNumber: g.groupNumber, ids: g.promotions.map((p) => p.id) }));

/** Moves a promotion one place up (-1) or down (+1) inside its group. */
export function moveInGroup(state: GroupState, id: number, delta: -1 | 1): GroupState {
  return state.map((g) => {
    const i = g.ids.indexOf(id);
    const j = i + delta;
    if (i < 0 || j < 0 || j >= g.ids.length) return g;
    const ids = [...g.ids];
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
    return { ...g, ids };
  });
}

/** Moves a promotion to the end of another group (created when new); emptied groups disappear. */
export function moveToGroup(state: GroupState, id: number, groupNumber: number): GroupState {
  const without = state.map((g) => ({ ...g, ids: g.ids.filter((x) => x !== id) }));
  const target = without.find((g) => g.groupNumber === groupNumber);
  const next = target
    ? without.map((g) => (g === target ? { ...g, ids: [...g.ids, id] } : g))
    : [...without, { groupNumber, ids: [id] }];
  return next.filter((g) => g.ids.length > 0).sort((a, b) => a.groupNumber - b.groupNumber);
}

/**
 * The PATCH groups/{n} calls that turn `before` into `after`: every group whose list changed, with
 * its whole order (a promotion named in a group's call leaves its old group on the server).
 */
export function groupChanges(before: GroupState, after: GroupState): { groupNumber: number; promotionIds: number[] }[] {
  const old = new Map(before.map((g) => [g.groupNumber, g.ids.join(",")]));
  return after
    .filter((g) => g.ids.length > 0 && old.get(g.groupNumber) !== g.ids.join(","))
    .map((g) => ({ groupNumber: g.groupNumber, promotionIds: g.ids }));
}

/** The next free group number (for "new group"). */
export const nextGroupNumber = (state: GroupState) =>
  Math.min(1000, Math.max(-1, ...state.map((g) => g.groupNumber)) + 1);
