import type { SubscriptionAction } from "@functions/commerce/subscriptions/model";
import { memberPatchInput } from "@functions/commerce/subscriptions/schemas";
import { memberPatchSubscription, memberSubscription } from "@functions/commerce/subscriptions/service";
import { requireUser } from "@functions/platform/tenancy/guards";
import { formatMoney } from "@functions/shared/pricing";
import { ArrowLeft, Truck } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link, useNavigation } from "react-router";
import { ActionButtons } from "../../components/orders/ActionButtons";
import { ActionDialog } from "../../components/orders/ActionDialog";
import { CancelFeedbackFields } from "../../components/orders/CancelFeedbackFields";
import { calendarDate, orderShippingName, sep, taipei } from "../../components/orders/format";
import { ReceiverBlock } from "../../components/orders/OrderLines";
import { SubscriptionStatusBadge } from "../../components/orders/StatusBadge";
import { PageMeta } from "../../components/PageMeta";
import { ShopErrorBoundary } from "../../components/shop/ShopError";
import { Alert, Card, LinkButton } from "../../components/ui";
import { useLocale, useT } from "../../i18n";
import { rcOf, scopeOf } from "../../lib/context.server";
import { type FormResult, parseForm, runForm } from "../../lib/forms";
import { idOf, memberRecord } from "../../lib/memberRecord.server";
import { useRoot } from "../../lib/useRoot";
import type { Route } from "./+types/subscription";

// /profile/subscription/:id — one subscription: what, how often, next date, delivery, renewals;
// pause / resume / cancel (dialog forms posting to this action), and the link to change delivery
// details on /checkout?type=changeShipping&subscriptionId=… (which calls PATCH /api/subscriptions/{id}).

export async function loader({ context, params }: Route.LoaderArgs) {
  return { sub: await memberRecord(context, params.id, memberSubscription) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { user } = requireUser(rcOf(context));
  const id = idOf(params.id);
  if (!id) throw data(null, { status: 404 });
  const form = await request.formData();
  const action = String(form.get("action") ?? "");
  // A cancel may carry the member's reasons (the store's subscription feedback).
  const reasons = form.getAll("reasons").map(String);
  const content = String(form.get("content") ?? "");
  const feedback = action === "cancel" && reasons.length ? { reasons, content } : undefined;
  const parsed = parseForm(memberPatchInput, { action, ...(feedback ? { feedback } : {}) });
  if (!parsed.ok) return data(parsed.result, 422);
  const out = await runForm(() => memberPatchSubscription(scopeOf(context), user.id, id, parsed.data));
  return out.ok ? ({ ok: true } satisfies FormResult) : data(out.result, 200);
}

export const ErrorBoundary = ShopErrorBoundary;

export default function MemberSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const { sub } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [open, setOpen] = useState<SubscriptionAction | null>(null);
  const result = actionData as FormResult | undefined;
  useEffect(() => {
    if (result) setOpen(null);
  }, [result]);
  return (
    <div className="flex flex-col gap-4">
      <PageMeta title={t("subs.detailTitle")} storeName={store.storeName} />
      <Link to="/profile/subscriptions" className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft size={16} aria-hidden /> {t("subs.back")}
      </Link>
      {result?.ok && <Alert tone="success">{t("subs.done")}</Alert>}
      {result && !result.ok && <Alert tone="error">{t("subs.refused")}</Alert>}
      <Card className="p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="h-16 w-16 shrink-0 overflow-hidden rounded-lg border border-line bg-surface">
              {sub.mediaPath ? <img src={sub.mediaPath} alt="" className="h-full w-full object-cover" /> : null}
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-semibold">{sub.productName}</h2>
              {sub.spec && <p className="text-sm text-muted">{sub.spec}</p>}
            </div>
          </div>
          <SubscriptionStatusBadge status={sub.status} />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-[15px] min-[734px]:grid-cols-4">
          <div>
            <dt className="text-sm text-muted">{t("subs.cycle")}</dt>
            <dd>{t("orders.cycle", { n: sub.cycle })}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("subs.quantity")}</dt>
            <dd className="tabular-nums">
              {sub.quantity} × {formatMoney(sub.unitPrice)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("subs.next")}</dt>
            <dd data-testid="subscription-next">
              {sub.status === "CANCELLED" ? "—" : calendarDate(sub.nextOrderDate, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("orders.paymentMethod")}</dt>
            <dd>{t(`orders.method.${sub.paymentMethod}`)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted">{t("subs.count", { n: sub.orderCount })}</p>
        <ActionButtons
          actions={sub.actions}
          label={(a) => t(`subs.action.${a}`)}
          onPick={setOpen}
          testId={(a) => `subscription-action-${a}`}
        />
      </Card>
      <DeliveryCard sub={sub} />
      <RunsCard sub={sub} />
      {open && (
        <ActionDialog
          title={t(`subs.${open}Title`)}
          body={t(`subs.${open}Body`)}
          action={open}
          submitLabel={t(`subs.action.${open}`)}
          busy={busy}
          danger={open === "cancel"}
          onClose={() => setOpen(null)}
        >
          {open === "cancel" && <CancelFeedbackFields />}
        </ActionDialog>
      )}
    </div>
  );
}

type Subscription = Route.ComponentProps["loaderData"]["sub"];

/** Where it is delivered and how, with the way to change it. */
function DeliveryCard({ sub }: { sub: Subscription }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card className="p-5">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t("orders.receiver")}</h3>
        {sub.canChangeShipping && (
          <LinkButton
            to={`/checkout?type=changeShipping&subscriptionId=${sub.id}`}
            variant="secondary"
            data-testid="subscription-change-shipping"
          >
            <Truck size={16} aria-hidden /> {t("subs.changeShipping")}
          </LinkButton>
        )}
      </div>
      <ReceiverBlock receiver={sub.receiver} />
      <p className="mt-2 text-sm text-muted">
        {t("orders.shippingMethod")}
        {sep(locale)}
        {orderShippingName(sub, locale)}
      </p>
    </Card>
  );
}

/** The order it started from and each renewal: its order, or when it was tried. */
function RunsCard({ sub }: { sub: Subscription }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card className="p-5">
      <h3 className="mb-2 font-semibold">{t("subs.runs")}</h3>
      <p className="mb-2 text-sm">
        <Link to={`/profile/order/${sub.originOrderId}`} className="text-brand-700 hover:underline">
          {t("subs.originOrder")}
        </Link>
      </p>
      {sub.runs.length === 0 ? (
        <p className="text-sm text-muted">{t("subs.noRuns")}</p>
      ) : (
        <ul className="divide-y divide-line">
          {sub.runs.map((r) => (
            <li key={r.dueDate} className="flex flex-wrap items-center justify-between gap-2 py-2 text-[15px]">
              <span>{calendarDate(r.dueDate, locale)}</span>
              <span className={r.status === "FAILED" ? "text-danger" : "text-muted"}>{t(`subs.run.${r.status}`)}</span>
              {r.orderId ? (
                <Link to={`/profile/order/${r.orderId}`} className="text-brand-700 hover:underline">
                  {r.orderNumber}
                </Link>
              ) : (
                <time className="text-sm text-muted" dateTime={r.createdAt}>
                  {taipei(r.createdAt, locale)}
                </time>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
