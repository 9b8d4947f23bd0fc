import type { AdminOrderAction } from "@functions/commerce/orders/transitions";
import { Code } from "@functions/shared/codes";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend, failureKey } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { ReasonDialog } from "~/components/admin/kit";
import { useT } from "~/i18n";
import { CONFIRMED, ORDERS_API, RESTOCKS } from "./lib";

type Pending = { action: AdminOrderAction; ids: number[] };

/**
 * Runs an order action on some orders (PATCH /api/admin/orders): asks first for the actions that
 * cannot be undone, then reports the outcome and reloads the page's data. Refusals name the ids.
 */
export function useOrderAction(onDone?: () => void) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  async function send(p: Pending, why?: string) {
    setBusy(true);
    const r = await adminSend<{ changed: number[] }>("PATCH", ORDERS_API.list, {
      ids: p.ids,
      action: p.action,
      ...(why ? { reason: why } : {}),
    });
    setBusy(false);
    setPending(null);
    setReason("");
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

  const dialog = pending ? (
    <ReasonDialog
      title={t("adminOrders.confirmTitle", { action: t(`adminOrders.action.${pending.action}`) })}
      body={
        <>
          {t("adminOrders.confirmBody", { n: pending.ids.length })}
          {RESTOCKS.has(pending.action) && <span className="block">{t("adminOrders.restockNote")}</span>}
        </>
      }
      confirmLabel={t(`adminOrders.action.${pending.action}`)}
      tone={pending.action.startsWith("approve") || pending.action === "complete" ? "brand" : "danger"}
      busy={busy}
      label={t("adminOrders.reason")}
      reason={reason}
      maxLength={200}
      onReason={setReason}
      onConfirm={() => void send(pending, reason.trim())}
      onCancel={() => setPending(null)}
      testId="order-action-dialog"
    />
  ) : null;

  return { run, dialog, busy };
}
