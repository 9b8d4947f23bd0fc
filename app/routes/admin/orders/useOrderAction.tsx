import { TRACKING_NUMBER } from "@functions/commerce/orders/schemas";
import type { AdminOrderAction } from "@functions/commerce/orders/transitions";
import { Code } from "@functions/shared/codes";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend, failureKey, issuesByPath } from "~/components/admin/adminApi";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { TextField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { ReasonDialog } from "~/components/admin/kit";
import { useT } from "~/i18n";
import { CONFIRMED, ORDERS_API, REASONED, RESTOCKS } from "./lib";

type Pending = { action: AdminOrderAction; ids: number[] };
type Extra = { reason?: string; trackingNumber?: string };

/**
 * Runs an order action on some orders (PATCH /api/admin/orders): asks first for every action that
 * moves an order on or cannot be undone (shipping one order takes the carrier's tracking number
 * there), then reports the outcome and reloads the page's data. Refusals name the ids.
 */
export function useOrderAction(onDone?: () => void) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState<Pending | null>(null);
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPending(null);
    setText("");
    setFieldError(undefined);
  };

  async function send(p: Pending, extra: Extra = {}) {
    setBusy(true);
    const r = await adminSend<{ changed: number[] }>("PATCH", ORDERS_API.list, {
      ids: p.ids,
      action: p.action,
      ...extra,
    });
    setBusy(false);
    const fieldIssue = r.ok ? undefined : issuesByPath(r.issues).trackingNumber;
    if (fieldIssue) return setFieldError(t(fieldIssue)); // the dialog stays open on its field
    close();
    if (r.ok) {
      flash.success(t("adminOrders.done", { n: r.data.changed.length }));
      onDone?.();
    } else if (r.code === Code.ORDER_STATUS_INVALID) {
      flash.error(t("adminOrders.changed"));
    } else flash.error(t(failureKey(r)));
    revalidate();
  }

  /** Refused orders are known before sending: the page passes only ids whose order allows it. */
  const run = (action: AdminOrderAction, ids: number[]) => {
    if (!ids.length) return;
    if (CONFIRMED.has(action)) setPending({ action, ids });
    else void send({ action, ids });
  };

  const confirm = (p: Pending) => {
    const value = text.trim();
    if (REASONED.has(p.action)) return void send(p, value ? { reason: value } : {});
    if (!tracks(p) || !value) return void send(p);
    // The API's own rule, checked here so a typo stays on its field (a 422 would also open the modal).
    if (!TRACKING_NUMBER.test(value)) return setFieldError(t("validation.trackingNumber"));
    void send(p, { trackingNumber: value });
  };

  const common = pending && {
    title: t("adminOrders.confirmTitle", { action: t(`adminOrders.action.${pending.action}`) }),
    confirmLabel: t(`adminOrders.action.${pending.action}`),
    tone: FORWARD_TONE.has(pending.action) ? ("brand" as const) : ("danger" as const),
    busy,
    onConfirm: () => confirm(pending),
    onCancel: close,
    testId: "order-action-dialog",
  };
  const body = pending && (
    <>
      {t(bodyKey(pending.action), { n: pending.ids.length })}
      {RESTOCKS.has(pending.action) && <span className="block">{t("adminOrders.restockNote")}</span>}
    </>
  );

  const dialog =
    pending && common ? (
      REASONED.has(pending.action) ? (
        <ReasonDialog
          {...common}
          body={body}
          label={t("adminOrders.reason")}
          reason={text}
          maxLength={200}
          onReason={setText}
        />
      ) : (
        <ConfirmDialog {...common} body={body}>
          {tracks(pending) && (
            <TextField
              label={t("orders.trackingNumber")}
              name="trackingNumber"
              value={text}
              maxLength={40}
              onChange={(v) => {
                setText(v);
                setFieldError(undefined);
              }}
              error={fieldError}
              hint={t("adminOrders.trackingHint")}
              autoComplete="off"
              testId="order-tracking-input"
            />
          )}
        </ConfirmDialog>
      )
    ) : null;

  return { run, dialog, busy };
}

/** One order shipped from its page or a list takes its number; a bulk ship leaves it to the import. */
const tracks = (p: Pending) => p.action === "deliver" && p.ids.length === 1;

const FORWARD_TONE: ReadonlySet<AdminOrderAction> = new Set([
  "deliver",
  "confirmPaid",
  "complete",
  "approveCancel",
  "approveReturn",
]);

const bodyKey = (a: AdminOrderAction) =>
  a === "deliver"
    ? "adminOrders.deliverBody"
    : a === "confirmPaid"
      ? "adminOrders.confirmPaidBody"
      : "adminOrders.confirmBody";
