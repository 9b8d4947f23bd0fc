import { formatMoney } from "@functions/shared/pricing";
import { BadgePercent } from "lucide-react";
import { useNavigation } from "react-router";
import { AdminPage, AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad, withQuery } from "~/components/admin/adminApi";
import { ExportLink, FilterBar, FilterChoice } from "~/components/admin/kit";
import { Card, EmptyState } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { type PromotionReport, REPORT_API, reportYears, yearOf } from "./lib/api";
import { PromotionTable } from "./lib/PromotionTable";
import { ReportTabs } from "./lib/ReportParts";

// /admin/analytics/store/promotions — the yearly promotion report (spec back-office §7 Reports
// "/promotions (yearly)", issue 28 §1): each promotion and coupon a Taipei year's orders applied.

export async function clientLoader({ request }: { request: Request }) {
  const year = yearOf(new URL(request.url).searchParams);
  const report = await adminLoad<PromotionReport>(REPORT_API.promotions, { year }, { signal: request.signal });
  return { year, report };
}

export { TableSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function PromotionReportPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { year, report } = loaderData;
  const loading = useNavigation().state === "loading";
  return (
    <AdminPage
      title={t("analytics.tab.promotions")}
      description={t("analytics.promotions.description")}
      actions={
        report.items.length > 0 && (
          <ExportLink
            href={withQuery(REPORT_API.promotionExcel, { year, locale })}
            label={t("analytics.exportPromotions")}
            testId="export-promotion-report"
          />
        )
      }
      toolbar={
        <>
          <ReportTabs active="promotions" />
          <FilterBar className="max-w-xs">
            <FilterChoice
              name="year"
              label={t("analytics.year")}
              fallback={String(year)}
              options={reportYears().map((y) => ({ value: String(y), label: String(y) }))}
            />
          </FilterBar>
        </>
      }
      testId="promotion-report-page"
    >
      <div
        className={loading ? "flex flex-col gap-4 opacity-60 transition-opacity" : "flex flex-col gap-4"}
        aria-busy={loading || undefined}
        data-testid="promotion-report-body"
        data-year={report.year}
        data-lines={report.items.length}
      >
        {report.items.length === 0 ? (
          <Section>
            <EmptyState
              icon={<BadgePercent size={28} aria-hidden />}
              title={t("analytics.noPromotions")}
              body={t("analytics.noPromotionsBody")}
            />
          </Section>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3 min-[734px]:max-w-xl" aria-label={t("analytics.total")}>
              {(["discount", "shippingDiscount"] as const).map((k) => (
                <li key={k} data-testid={`promotion-total-${k}`}>
                  <Card className="flex h-full flex-col gap-1 p-4">
                    <span className="text-sm text-muted">{t(`analytics.${k}`)}</span>
                    <span className="text-xl font-bold tabular-nums min-[734px]:text-2xl">
                      {formatMoney(k === "discount" ? report.totals.discountAmount : report.totals.discountShippingFee)}
                    </span>
                  </Card>
                </li>
              ))}
            </ul>
            <Section>
              <PromotionTable items={report.items} />
            </Section>
          </>
        )}
      </div>
    </AdminPage>
  );
}
