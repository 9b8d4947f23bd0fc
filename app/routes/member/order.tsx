import type { MemberOrderDetail } from "@functions/commerce/orders/model";
import { memberPatchInput } from "@functions/commerce/orders/schemas";
import { memberOrder, memberPatch } from "@functions/commerce/orders/service";
import type { MemberOrderAction } from "@functions/commerce/orders/transitions";
import { requireUser } from "@functions/platform/tenancy/guards";
import { ArrowLeft, Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link, useNavigation } from "react-router";
import { FieldList, type FieldSpec } from "../../components/FieldList";
import { FormStatus, useFieldError } from "../../components/FormStatus";
import { ActionButtons } from "../../components/orders/ActionButtons";
import { ActionDialog } from "../../components/orders/ActionDialog";
import { taipei } from "../../components/orders/format";
import { InvoiceFact, OrderReason, ReceiverFacts } from "../../components/orders/OrderFacts";
import { OrderLines } from "../../components/orders/OrderLines";
import { OrderStatusBadge, PaymentStatusBadge } from "../../components/orders/StatusBadge";
import { Timeline } from "../../components/orders/Timeline";
import { PageMeta } from "../../components/PageMeta";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { Alert, Card, LinkButton } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { rcOf, salesScopeFor } from "../../lib/context.server";
import { type FormResult, formValues, parseForm, runForm } from "../../lib/forms";
import { idOf, memberRecord } from "../../lib/memberRecord.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/order";

// /profile/order/:id — one of the member's orders: lines, amounts, receiver, payment, timeline,
// and the requests the order allows now (cancel, return, report a transfer) as dialog forms that
// post to this route's action (the same service as PATCH /api/orders/{id}).

const REASON: FieldSpec = { name: "reason", label: "orders.reason", required: true, maxLength: 200 };
// A transfer reported as paid: the paying account's last five digits, and when.
const TRANSFER_REPORT: FieldSpec[] = [
  { name: "last5", label: "orders.last5", inputMode: "numeric", pattern: "\\d{5}", maxLength: 5, required: true },
  { name: "paidAt", label: "orders.paidAt", type: "datetime-local", required: true },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  return { order: await memberRecord(context, params.id, memberOrder) };
}

type ActionResult = FormResult & { action?: string };

export async function action({ context, params, request }: Route.ActionArgs) {
  const { user } = requireUser(rcOf(context));
  const id = idOf(params.id);
  if (!id) throw data(null, { status: 404 });
  const v = await formValues(request);
  // The form's datetime-local is Taipei wall time.
  const paidAt = v.paidAt && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.paidAt) ? `${v.paidAt}:00+08:00` : v.paidAt;
  const body =
    v.action === "confirmPaid" ? { action: v.action, last5: v.last5, paidAt } : { action: v.action, reason: v.reason };
  const parsed = parseForm(memberPatchInput, body);
  if (!parsed.ok) return data({ ...parsed.result, action: v.action } satisfies ActionResult, 422);
  const scope = await salesScopeFor(context);
  const out = await runForm(() => memberPatch(scope, user.id, id, parsed.data));
  return out.ok
    ? ({ ok: true, action: v.action } satisfies ActionResult)
    : data({ ...out.result, action: v.action }, 200);
}

export const ErrorBoundary = ShopErrorBoundary;

export default function MemberOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const order: MemberOrderDetail = loaderData.order;
  const busy = useNavigation().state === "submitting";
  const [open, setOpen] = useState<MemberOrderAction | null>(null);
  const result = actionData as ActionResult | undefined;
  const err = useFieldError(result);
  useEffect(() => {
    if (result?.ok) setOpen(null);
  }, [result]);
  const reported = order.paymentInfo?.last5;
  return (
    <div className="flex flex-col gap-4">
      <PageMeta title={`${t("orders.detailTitle")} ${order.orderNumber}`} storeName={store.storeName} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to="/profile/orders" className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
          <ArrowLeft size={16} aria-hidden /> {t("orders.back")}
        </Link>
        <LinkButton to={`/order-print?id=${order.id}`} variant="secondary" target="_blank" rel="noreferrer">
          <Printer size={16} aria-hidden /> {t("orders.print")}
        </LinkButton>
      </div>
      {result?.ok && result.action && <Alert tone="success">{t(`orders.done.${result.action}`)}</Alert>}
      {result && !result.ok && result.code === 400050 && <Alert tone="error">{t("orders.refused")}</Alert>}
      {result && !result.ok && result.code !== 400050 && !open && <FormStatus result={result} />}
      <Card className="p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold">{t("orders.detailTitle")}</h2>
            <p className="mt-1 text-sm text-muted">
              {t("orders.number")} <span className="font-medium text-ink tabular-nums">{order.orderNumber}</span> ·{" "}
              <time dateTime={order.createdAt}>{taipei(order.createdAt, locale)}</time>
            </p>
            {order.checkoutType === "subscription" && (
              <p className="mt-1 text-sm text-brand-700">{t("orders.subscription")}</p>
            )}
          </div>
          <div className="flex gap-1.5">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
          </div>
        </div>
        <ActionButtons
          actions={order.actions}
          label={(a) => t(`orders.action.${a}`)}
          onPick={setOpen}
          testId={(a) => `order-action-${a}`}
        />
        {order.returnDeadline && order.actions.includes("return") && (
          <p className="mt-2 text-sm text-muted">
            {t("orders.returnUntil", { date: taipei(order.returnDeadline, locale, false) })}
          </p>
        )}
        <OrderReason reason={order.reason} />
      </Card>
      <Card className="p-5">
        <h3 className="font-semibold">{t("orders.lines")}</h3>
        <OrderLines order={order} />
      </Card>
      <div className="grid gap-4 min-[734px]:grid-cols-2">
        <Card className="p-5">
          <h3 className="mb-2 font-semibold">{t("orders.receiver")}</h3>
          <ReceiverFacts order={order} />
        </Card>
        <Card className="p-5">
          <h3 className="mb-2 font-semibold">{t("orders.paymentMethod")}</h3>
          <p>{t(`orders.method.${order.paymentMethod}`)}</p>
          {typeof reported === "string" && (
            <p className="mt-1 text-sm text-muted">{t("orders.reported", { last5: reported })}</p>
          )}
          <InvoiceFact order={order} />
        </Card>
      </div>
      <Card className="p-5">
        <h3 className="mb-3 font-semibold">{t("orders.timeline")}</h3>
        <Timeline events={order.timeline} />
      </Card>
      {open === "cancel" && (
        <ActionDialog
          title={t("orders.cancelTitle")}
          body={t("orders.cancelBody")}
          action="cancel"
          submitLabel={t("orders.action.cancel")}
          busy={busy}
          danger
          onClose={() => setOpen(null)}
        >
          <FieldList fields={[REASON]} err={err} />
        </ActionDialog>
      )}
      {open === "return" && (
        <ActionDialog
          title={t("orders.returnTitle")}
          body={t("orders.returnBody")}
          action="return"
          submitLabel={t("orders.submit")}
          busy={busy}
          onClose={() => setOpen(null)}
        >
          <FieldList fields={[REASON]} err={err} />
        </ActionDialog>
      )}
      {open === "confirmPaid" && (
        <ActionDialog
          title={t("orders.confirmPaidTitle")}
          body={t("orders.confirmPaidBody")}
          action="confirmPaid"
          submitLabel={t("orders.submit")}
          busy={busy}
          onClose={() => setOpen(null)}
        >
          <FieldList fields={TRANSFER_REPORT} err={err} />
        </ActionDialog>
      )}
    </div>
  );
}
