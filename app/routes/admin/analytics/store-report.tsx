import { BarChart3 } from "lucide-react";
import { useNavigation } from "react-router";
import { AdminPage, AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, withQuery } from "~/components/admin/adminApi";
import { ExportLink } from "~/components/admin/kit";
import { EmptyState } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";
import { formatCalendarDate } from "~/lib/taipeiTime";
import { filterOf, isComplete, REPORT_API, type StoreReport } from "./lib/api";
import { FigureCards } from "./lib/FigureCards";
import { MixSection, PresetPicker, ReportTabs, TopProducts } from "./lib/ReportParts";
import { TrendChart } from "./lib/TrendChart";

// /admin/analytics/store — the store report an owner checks every day (spec back-office §2.2
// Analytics, §7 Reports; issue 28 §1): a preset or a custom range on Taipei days, seven figures
// with the previous period, a line per day, top products, the payment and shipping mix, exports.

export async function clientLoader({ request }: { request: Request }) {
  const filter = filterOf(new URL(request.url).searchParams);
  if (!isComplete(filter)) return { filter, report: null };
  const report = await adminLoad<StoreReport>(REPORT_API.store, filter, { signal: request.signal });
  return { filter, report };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function StoreReportPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { filter, report } = loaderData;
  const loading = useNavigation().state === "loading";
  const exports = report && (
    <>
      <ExportLink
        href={withQuery(REPORT_API.storeExcel, { ...filter, locale })}
        label={t("analytics.exportStore")}
        testId="export-store-report"
      />
      <ExportLink
        href={withQuery(REPORT_API.productExcel, { ...filter, locale })}
        label={t("analytics.exportProducts")}
        testId="export-product-report"
      />
    </>
  );
  return (
    <AdminPage
      title={menuLabel("analyticsStore", locale)}
      description={t("analytics.description")}
      actions={exports}
      toolbar={
        <>
          <ReportTabs active="store" />
          <PresetPicker filter={filter} />
        </>
      }
      testId="store-report"
    >
      {!report ? (
        <Section>
          <p className="text-sm text-muted" data-testid="report-pick-dates">
            {t("analytics.pickDates")}
          </p>
        </Section>
      ) : (
        <div
          className={loading ? "flex flex-col gap-4 opacity-60 transition-opacity" : "flex flex-col gap-4"}
          aria-busy={loading || undefined}
          data-testid="report-body"
          data-preset={report.preset}
        >
          <p className="text-sm text-muted tabular-nums" data-testid="report-period">
            {t("analytics.period", {
              from: formatCalendarDate(report.period.from, locale),
              to: formatCalendarDate(report.period.to, locale),
              pFrom: formatCalendarDate(report.previousPeriod.from, locale),
              pTo: formatCalendarDate(report.previousPeriod.to, locale),
            })}
          </p>
          <FigureCards current={report.current} previous={report.previous} />
          <Section title={t("analytics.trend")} description={t("analytics.trendNote")}>
            <TrendChart points={report.series} from={report.period.from} to={report.period.to} />
          </Section>
          {report.current.orders === 0 && report.topProducts.length === 0 ? (
            <Section>
              <EmptyState
                icon={<BarChart3 size={28} aria-hidden />}
                title={t("analytics.noOrders")}
                body={t("analytics.noOrdersBody")}
              />
            </Section>
          ) : (
            <>
              <TopProducts items={report.topProducts} />
              <div className="grid gap-4 min-[1024px]:grid-cols-2">
                <MixSection kind="payments" lines={report.payments} />
                <MixSection kind="shippings" lines={report.shippings} />
              </div>
            </>
          )}
        </div>
      )}
    </AdminPage>
  );
}
