import type { AuditTrail } from "../../platform/auditTrail";
import type { StoreScope } from "../../platform/tenancy/scope";
import { type Milestone, milestonesOf, UNCOUNTED_STATUSES } from "../../shared/store/achievements";

// The one source of the achievements page's figures and of the ACHIEVEMENT_NEW badge that the
// top bar and /admin/mobile-menu show on section 16: both read achievementState.

export type Achievement = Milestone & { reachedAt: string | null; isNew: boolean };
export type AchievementState = {
  figures: { orders: number; revenue: number };
  milestones: Achievement[];
  newCount: number;
};

export async function achievementState(scope: StoreScope, now = new Date()): Promise<AchievementState> {
  const repo = scope.achievements;
  const [figures, settings, stored] = await Promise.all([
    repo.figures(UNCOUNTED_STATUSES),
    repo.settings(),
    repo.reached(),
  ]);
  const list = milestonesOf(figures, settings ?? null);
  const known = new Map(stored.map((r) => [r.key, r]));
  const fresh = list.filter((m) => m.reached && !known.has(m.key)).map((m) => m.key);
  const at = now.toISOString();
  await repo.record(fresh, at);
  // A milestone once reached stays reached (a later cancel does not take it back).
  const milestones = list.map((m): Achievement => {
    const row = known.get(m.key);
    const reachedAt = row?.reachedAt ?? (fresh.includes(m.key) ? at : null);
    return { ...m, reached: reachedAt !== null, reachedAt, isNew: reachedAt !== null && !row?.seenAt };
  });
  return { figures, milestones, newCount: milestones.filter((m) => m.isNew).length };
}

/** The admin opened the page: what was new is seen (the badge clears; the page still marks it once). */
export async function seeAchievements(scope: StoreScope, state: AchievementState, now = new Date()) {
  await scope.achievements.markSeen(
    state.milestones.filter((m) => m.isNew).map((m) => m.key),
    now.toISOString(),
  );
}

export async function achievementSettingsOf(scope: StoreScope) {
  const row = await scope.achievements.settings();
  return { orderCounts: row?.orderCounts ?? null, revenues: row?.revenues ?? null };
}

export async function saveAchievementSettings(
  scope: StoreScope,
  v: { orderCounts: number[] | null; revenues: number[] | null },
  audit: AuditTrail,
) {
  const before = await achievementSettingsOf(scope);
  await scope.achievements.saveSettings(v, [audit.item({ objectName: "achievements", before, after: v })]);
  return achievementSettingsOf(scope);
}
