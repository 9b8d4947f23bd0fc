import { formatMoney } from "@functions/shared/pricing";
import { lazy, Suspense, useMemo } from "react";
import { Spinner } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { formatCalendarDate } from "~/lib/taipeiTime";
import type { ChartPoint } from "./ReportChart";

// Loaded on first use: the chart library never ships with the storefront or the rest of the admin.
const ReportChart = lazy(() => import("./ReportChart"));

export function TrendChart({ points, from, to }: { points: ChartPoint[]; from: string; to: string }) {
  const t = useT();
  const locale = useLocale();
  const revenue = t("analytics.revenue");
  const orders = t("analytics.orders");
  const day = t("analytics.day");
  const labels = useMemo(
    () => ({ day, revenue, orders, money: (m: number) => formatMoney(m) }),
    [day, revenue, orders],
  );
  return (
    <figure
      className="m-0 min-h-[220px]"
      role="img"
      aria-label={t("analytics.chartLabel", {
        from: formatCalendarDate(from, locale),
        to: formatCalendarDate(to, locale),
      })}
      data-testid="report-chart"
      data-points={points.length}
      data-revenue={points.reduce((n, p) => n + p.revenue, 0)}
    >
      <Suspense
        fallback={
          <p className="flex h-[220px] items-center justify-center gap-2 text-sm text-muted" role="status">
            <Spinner size={16} /> {t("analytics.chartLoading")}
          </p>
        }
      >
        <ReportChart points={points} labels={labels} />
      </Suspense>
    </figure>
  );
}
