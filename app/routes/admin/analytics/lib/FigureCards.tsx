import { formatMoney } from "@functions/shared/pricing";
import type { Figures } from "@functions/store/reports/service";
import { TrendingDown, TrendingUp } from "lucide-react";
import { Card, cx } from "~/components/ui";
import { type Locale, useLocale, useT } from "~/i18n";

// The period's seven figures, each with the previous period's beside it and the change between them.

type Key = "revenue" | "orders" | "averageOrderValue" | "visits" | "conversion" | "newMembers" | "refunds";
const KEYS: Key[] = ["revenue", "orders", "averageOrderValue", "visits", "conversion", "newMembers", "refunds"];
const MONEY = new Set<Key>(["revenue", "averageOrderValue", "refunds"]);
/** Figures where less is better (the arrow's colour turns). */
const LOWER_IS_BETTER = new Set<Key>(["refunds"]);

const percent = (n: number, locale: Locale) =>
  new Intl.NumberFormat(locale === "en" ? "en-GB" : "zh-TW", { style: "percent", maximumFractionDigits: 1 }).format(n);

export function formatFigure(key: Key, value: number, locale: Locale) {
  if (MONEY.has(key)) return formatMoney(value);
  // Conversion comes in basis points (1 % = 100).
  if (key === "conversion") return percent(value / 10_000, locale);
  return value.toLocaleString(locale);
}

export function FigureCards({ current, previous }: { current: Figures; previous: Figures }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul
      className="grid grid-cols-2 gap-3 min-[734px]:grid-cols-3 min-[1024px]:grid-cols-4"
      aria-label={t("analytics.figures")}
    >
      {KEYS.map((k) => {
        const now = current[k];
        const before = previous[k];
        const change = before ? (now - before) / before : null;
        const good = change !== null && change !== 0 && change > 0 !== LOWER_IS_BETTER.has(k);
        const note =
          change === null
            ? now
              ? t("analytics.change.new")
              : t("analytics.change.same")
            : change === 0
              ? t("analytics.change.same")
              : t(change > 0 ? "analytics.change.up" : "analytics.change.down", {
                  pct: percent(Math.abs(change), locale),
                });
        return (
          <li key={k} data-testid={`figure-${k}`} data-value={now} data-previous={before}>
            <Card className="flex h-full flex-col gap-1 p-4">
              <span className="text-sm text-muted">{t(`analytics.${k}`)}</span>
              <span
                className="text-lg font-bold tabular-nums [overflow-wrap:anywhere] min-[400px]:text-xl min-[734px]:text-2xl"
                data-testid={`figure-${k}-value`}
              >
                {formatFigure(k, now, locale)}
              </span>
              {k === "refunds" && current.refundCount > 0 && (
                <span className="text-xs text-muted">{t("analytics.refundCount", { n: current.refundCount })}</span>
              )}
              <span className="text-sm text-muted tabular-nums" data-testid={`figure-${k}-previous`}>
                {t("analytics.previous", { value: formatFigure(k, before, locale) })}
              </span>
              <span
                className={cx(
                  "flex items-center gap-1 text-xs",
                  change === null || change === 0 ? "text-muted" : good ? "text-success" : "text-danger",
                )}
              >
                {change !== null && change > 0 && <TrendingUp size={14} aria-hidden />}
                {change !== null && change < 0 && <TrendingDown size={14} aria-hidden />}
                {note}
              </span>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
