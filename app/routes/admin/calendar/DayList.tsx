import { CalendarClock, Percent, Repeat, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/admin/kit/Badge";
import { useLocale, useT } from "~/i18n";
import { formatDayFull, formatTaipei, formatTaipeiClock } from "~/lib/taipeiTime";
import { busy, type DayItems, ordersOfDay, promotionPath, SECTION, SUBSCRIPTIONS_PATH, schedulePath } from "./lib";

// One day's items with their links (the panel beside the grid, each day of the 375 px list). A
// link shows only where the admin's menu has its section; otherwise the item is plain text.

export const dayLabel = formatDayFull;

export const taipeiTime = formatTaipeiClock;

function Row({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <li className="flex items-start gap-2 py-2" data-testid={testId}>
      <span className="mt-0.5 shrink-0 text-brand-700">{icon}</span>
      <div className="min-w-0 flex-1 text-sm">{children}</div>
    </li>
  );
}

function MaybeLink({ to, show, children }: { to: string; show: boolean; children: ReactNode }) {
  return show ? (
    <Link to={to} className="font-medium text-brand-700 underline-offset-2 hover:underline">
      {children}
    </Link>
  ) : (
    <span className="font-medium">{children}</span>
  );
}

export function DayList({ d, sections, testId }: { d: DayItems; sections: ReadonlySet<number>; testId: string }) {
  const t = useT();
  const locale = useLocale();
  const range = (p: DayItems["promotions"][number]) =>
    p.startDay === null && p.endDay === null
      ? t("calendar.promotion.always")
      : t("calendar.promotion.range", {
          from: p.startDay ? formatTaipei(p.startAt, locale) : "…",
          to: p.endDay ? formatTaipei(p.endAt, locale) : "…",
        });
  if (!busy(d) && d.promotions.length === 0) {
    return (
      <p className="text-sm text-muted" data-testid={testId}>
        {t("calendar.dayEmpty")}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line" data-testid={testId}>
      {d.orders > 0 && (
        <Row icon={<ShoppingBag size={16} aria-hidden />} testId={`${testId}-orders`}>
          <MaybeLink to={ordersOfDay(d.day)} show={sections.has(SECTION.orders)}>
            {t("calendar.orders", { count: d.orders.toLocaleString(locale) })}
          </MaybeLink>
        </Row>
      )}
      {d.subscriptions.map((s) => (
        <Row key={`s${s.id}`} icon={<Repeat size={16} aria-hidden />}>
          <span className="text-muted">{t(`calendar.subscription.${s.status}`)} · </span>
          <MaybeLink to={SUBSCRIPTIONS_PATH} show={sections.has(SECTION.subscriptions)}>
            {t("calendar.subscription", {
              product: s.productName ?? t("calendar.productMissing", { id: s.productId }),
              quantity: s.quantity,
            })}
          </MaybeLink>
        </Row>
      ))}
      {d.schedules.map((s) => (
        <Row key={`c${s.id}`} icon={<CalendarClock size={16} aria-hidden />} testId={`${testId}-schedule-${s.id}`}>
          <MaybeLink to={schedulePath(s.id)} show={sections.has(SECTION.schedules)}>
            {t("calendar.schedule", {
              time: taipeiTime(s.runAt, locale),
              action: t(`schedules.action.${s.action}`),
              type: t(`schedules.type.${s.type}`),
              name: s.targetName ?? t("calendar.targetMissing", { id: s.targetId }),
            })}
          </MaybeLink>{" "}
          {s.status !== "NORMAL" && (
            <Badge tone={s.status === "DONE" ? "success" : "danger"}>
              {t(`schedules.status.${s.status.toLowerCase()}`)}
            </Badge>
          )}
        </Row>
      ))}
      {d.promotions.map((p) => (
        <Row key={`p${p.id}`} icon={<Percent size={16} aria-hidden />}>
          <MaybeLink to={promotionPath(p)} show={sections.has(SECTION.settings)}>
            {p.name}
          </MaybeLink>{" "}
          {p.edge !== "month" && (
            <Badge tone={p.edge === "running" ? "neutral" : "brand"}>{t(`calendar.promotion.${p.edge}`)}</Badge>
          )}{" "}
          {!p.isOpen && <Badge tone="warning">{t("calendar.promotion.closed")}</Badge>}
          <div className="text-xs text-muted">
            {t(`calendar.promotion.kind.${p.scope === "COUPON" ? "COUPON" : p.kind}`)} · {range(p)}
          </div>
        </Row>
      ))}
    </ul>
  );
}
