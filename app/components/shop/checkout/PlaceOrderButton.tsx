import "./i18n";
import { Lock } from "lucide-react";
import { useT } from "~/i18n";
import { Button } from "../../ui";
import { F } from "./form";

/**
 * The submit of the order form with what makes it safe to retry: the page view's idempotency key
 * (a double click or a retry is the same checkout) and the total the shopper sees (the server
 * answers BILL_CHANGED instead of charging another amount).
 */
export function PlaceOrderButton({
  idempotencyKey,
  expectedTotal,
  scripted,
  busy,
  disabled,
  online,
  confirming,
}: {
  idempotencyKey: string;
  expectedTotal: number;
  scripted: boolean;
  busy: boolean;
  disabled: boolean;
  online: boolean;
  confirming: boolean;
}) {
  const t = useT();
  const label = confirming
    ? t("checkoutPage.place.confirm")
    : online
      ? t("checkoutPage.place.pay")
      : t("checkoutPage.place.submit");
  return (
    <div className="flex flex-col gap-2">
      <input type="hidden" name={F.key} value={idempotencyKey} />
      <input type="hidden" name={F.expectedTotal} value={expectedTotal} />
      {scripted && <input type="hidden" name={F.js} value="1" />}
      <Button
        type="submit"
        name={F.intent}
        value="place"
        busy={busy}
        disabled={disabled}
        className="h-12 w-full text-base font-semibold"
        data-testid="place-order"
      >
        {busy ? t("checkoutPage.place.busy") : label}
      </Button>
      <p className="flex items-start gap-1.5 text-xs text-muted">
        <Lock size={14} aria-hidden className="mt-0.5 shrink-0" />
        {t("checkoutPage.secure")}
      </p>
    </div>
  );
}
