import { formatMoney } from "@functions/shared/pricing";
import type { Milestone } from "@functions/shared/store/achievements";
import { achievementSettingsOf, achievementState, seeAchievements } from "@functions/store/achievements/service";
import { Award, CheckCircle2 } from "lucide-react";
import { AdminPage } from "~/components/admin/AdminPage";
import { Badge } from "~/components/admin/kit/Badge";
import { Card } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";
import { scopeOf } from "~/lib/context.server";
import { formatTaipei } from "~/lib/taipeiTime";
import type { Route } from "./+types/achievements";
import { MilestoneSettings } from "./achievementSettings";

// /admin/achievements — the store's milestones (issue 28 §3, ACHIEVEMENT_NEW). Figures, milestones
// and the "new" marks come from achievementState, the same call that gives the top bar and
// /admin/mobile-menu their section-16 badge; opening the page marks the new ones seen.

export async function loader({ context }: Route.LoaderArgs) {
  const scope = scopeOf(context);
  const state = await achievementState(scope);
  await seeAchievements(scope, state);
  return { ...state, settings: await achievementSettingsOf(scope) };
}

export default function Achievements({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { figures, milestones, settings } = loaderData;
  const amount = (m: Pick<Milestone, "kind" | "target">) =>
    m.kind === "REVENUE" ? formatMoney(m.target) : m.target.toLocaleString(locale);
  const title = (m: Milestone) =>
    m.kind === "ORDERS"
      ? m.target === 1
        ? t("achievements.ORDERS.1")
        : t("achievements.ORDERS.n", { n: m.target.toLocaleString(locale) })
      : t("achievements.REVENUE.n", { amount: formatMoney(m.target) });
  return (
    <AdminPage
      title={menuLabel("achievements", locale)}
      description={t("achievements.description")}
      testId="achievements"
    >
      <section className="grid grid-cols-2 gap-3" aria-label={t("achievements.figuresNote")}>
        <Card className="p-4">
          <p className="text-sm text-muted">{t("achievements.orders")}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="achievement-orders">
            {figures.orders.toLocaleString(locale)}
          </p>
        </Card>
        <Card className="p-4">
          <p className="text-sm text-muted">{t("achievements.revenue")}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="achievement-revenue">
            {formatMoney(figures.revenue)}
          </p>
        </Card>
      </section>
      <p className="text-sm text-muted">{t("achievements.figuresNote")}</p>
      <ul
        className="grid gap-3 min-[734px]:grid-cols-2 min-[1024px]:grid-cols-3"
        aria-label={t("achievements.listLabel")}
      >
        {milestones.map((m) => (
          <li key={m.key} data-testid={`achievement-${m.key}`} data-reached={m.reached ? "1" : "0"}>
            <Card className={m.reached ? "h-full p-4" : "h-full border-dashed p-4"}>
              <div className="flex items-start gap-3">
                <span
                  className={
                    m.reached
                      ? "flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                      : "flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface text-muted"
                  }
                >
                  {m.reached ? <CheckCircle2 size={20} aria-hidden /> : <Award size={20} aria-hidden />}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {title(m)}
                    {m.isNew && <Badge tone="danger">{t("achievements.new")}</Badge>}
                  </p>
                  <p className="mt-0.5 text-sm text-muted">
                    {m.reached
                      ? t("achievements.reachedOn", { at: formatTaipei(m.reachedAt, locale, false) })
                      : t("achievements.progress", {
                          now:
                            m.kind === "REVENUE" ? formatMoney(figures.revenue) : figures.orders.toLocaleString(locale),
                          target: amount(m),
                        })}
                  </p>
                  {!m.reached && (
                    <div
                      className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface"
                      role="progressbar"
                      aria-label={title(m)}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(m.progress * 100)}
                    >
                      <div className="h-full bg-brand-600" style={{ width: `${Math.round(m.progress * 100)}%` }} />
                    </div>
                  )}
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <MilestoneSettings settings={settings} />
    </AdminPage>
  );
}
