import "~/i18n/areas/network/branchCatalogue";
import type { OrderDetail } from "@functions/commerce/orders/model";
import { ArrowLeft } from "lucide-react";
import { Link, redirect } from "react-router";
import { AdminPage, AdminRouteError, Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { OrderFact, ReceiverFacts } from "~/components/orders/OrderFacts";
import { OrderLines } from "~/components/orders/OrderLines";
import { OrderStatusLine } from "~/components/orders/StatusBadge";
import { useT } from "~/i18n";
import { INCOME_PATH } from "./income-list";

// /admin/my-orderdetail/:id — one of the branch's sales, read-only: lines, amounts, receiver and
// payment method. The head store fulfils it; its actions live on /admin/order/:id.

export async function clientLoader({ params }: { params: { id?: string } }) {
  const id = /^[1-9]\d{0,14}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (!id) throw redirect(INCOME_PATH("orderDetails"));
  return { order: await adminLoad<OrderDetail & { branchName: string | null }>(`/api/admin/income/orders/${id}`) };
}

export { FormSkeleton as HydrateFallback } from "~/components/admin/AdminPage";
export const ErrorBoundary = AdminRouteError;

export default function IncomeDetail({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const { order } = loaderData;
  return (
    <AdminPage
      title={t("income.detail", { number: order.orderNumber })}
      breadcrumbs={[{ label: t("income.title"), to: INCOME_PATH("orderDetails") }, { label: order.orderNumber }]}
      description={<OrderStatusLine order={order} />}
      actions={
        <Link to={INCOME_PATH("orderDetails")} className="inline-flex items-center gap-1 text-sm hover:underline">
          <ArrowLeft size={16} aria-hidden /> {t("income.back")}
        </Link>
      }
      testId="income-detail"
    >
      <Section title={t("orders.lines")}>
        <OrderLines order={order} />
      </Section>
      <Section title={t("orders.receiver")}>
        <ReceiverFacts order={order} />
        <OrderFact label={t("orders.paymentMethod")} className="mt-3 text-[15px]">
          {t(`orders.method.${order.paymentMethod}`)}
        </OrderFact>
        {order.branchName && <OrderFact label={t("bc.branchCol")}>{order.branchName}</OrderFact>}
      </Section>
    </AdminPage>
  );
}
