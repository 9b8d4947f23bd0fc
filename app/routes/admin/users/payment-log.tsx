import { formatMoney } from "@functions/shared/pricing";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminPage, AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { Badge } from "~/components/admin/kit/Badge";
import { taipei } from "~/components/orders/format";
import { LinkButton } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { idParam } from "../catalogue/lib/filters";
import { type PaymentLogItem, USER_PATHS, USERS_API } from "./lib";

// /admin/user-payment-log/:id — one payment error: what happened, to which order and member, and
// the provider's answer as it was stored (secret fields masked at write time).

type Detail = PaymentLogItem & { detail: Record<string, string> };

export async function clientLoader({ params }: { params: Record<string, string | undefined> }) {
  return { log: await adminLoad<Detail>(USERS_API.payLog(idParam(params.id) ?? 0)) };
}
export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function PaymentLog({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { log } = loaderData;
  const title = t("payLogs.detailTitle", { id: log.id });
  const fields = Object.entries(log.detail ?? {});
  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-0.5 py-2 min-[734px]:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
  return (
    <AdminPage
      title={title}
      narrow
      breadcrumbs={[{ label: t("payLogs.title"), to: USER_PATHS.payLogs }, { label: title }]}
      testId="paylog-detail"
    >
      <Section>
        <dl className="divide-y divide-line">
          {row(t("payLogs.col.time"), taipei(log.createdAt, locale))}
          {row(
            t("payLogs.col.kind"),
            <Badge tone={log.kind === "DECLINED" ? "warning" : "danger"}>{t(`payLogs.kind.${log.kind}`)}</Badge>,
          )}
          {row(t("payLogs.provider"), log.provider)}
          {row(t("payLogs.col.method"), log.method ? t(`orders.method.${log.method}`) : "—")}
          {row(
            t("payLogs.col.order"),
            log.orderId ? (
              <Link to={USER_PATHS.order(log.orderId)} className="tabular-nums text-brand-700 hover:underline">
                {log.orderNumber}
              </Link>
            ) : (
              t("payLogs.noOrder")
            ),
          )}
          {row(
            t("payLogs.member"),
            log.userId ? (
              <Link to={USER_PATHS.member(log.userId)} className="text-brand-700 hover:underline">
                #{log.userId}
              </Link>
            ) : (
              "—"
            ),
          )}
          {row(t("payLogs.col.amount"), log.amount == null ? "—" : formatMoney(log.amount))}
          {row(t("payLogs.col.message"), log.message || "—")}
        </dl>
      </Section>
      <Section title={t("payLogs.detail")} description={t("payLogs.detailHint")}>
        {fields.length ? (
          <dl className="divide-y divide-line font-mono text-sm">
            {fields.map(([k, v]) => (
              <div key={k} className="grid gap-0.5 py-1.5 min-[734px]:grid-cols-[12rem_1fr]">
                <dt className="text-muted">{k}</dt>
                <dd className="min-w-0 break-all">{v}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted">{t("payLogs.noDetail")}</p>
        )}
      </Section>
      <div>
        <LinkButton to={USER_PATHS.payLogs} variant="secondary">
          {t("payLogs.back")}
        </LinkButton>
      </div>
    </AdminPage>
  );
}
