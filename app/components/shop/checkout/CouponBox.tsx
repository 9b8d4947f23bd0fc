import "./i18n";
import type { Bill } from "@functions/shared/commerce/commerce";
import { Ticket } from "lucide-react";
import { useRef } from "react";
import { useT } from "~/i18n";
import { Alert, Button } from "../../ui";
import { couponReasonKey, F } from "./form";
import { Section } from "./parts";

/**
 * Coupon entry. Apply and remove refresh the bill (with a script: the bill fetcher; without: the
 * buttons post the form as intent "bill"); the bill says whether the code holds and why not.
 */
export function CouponBox({
  value,
  onChange,
  onApply,
  coupon,
  busy,
  messages,
}: {
  value: string;
  onChange: (v: string) => void;
  onApply: (code: string) => void;
  coupon: Bill["coupon"];
  busy: boolean;
  messages: string[];
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const apply = (code: string) => (e: { preventDefault: () => void }) => {
    e.preventDefault();
    onChange(code);
    onApply(code);
  };
  return (
    <Section id="coupon" title={t("checkoutPage.section.coupon")} messages={messages}>
      <div className="flex gap-2">
        <label htmlFor="f-couponCode" className="sr-only">
          {t("checkoutPage.coupon.label")}
        </label>
        <input
          ref={input}
          id="f-couponCode"
          name={F.couponCode}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") apply(value.trim())(e);
          }}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={t("checkoutPage.coupon.label")}
          className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          data-testid="coupon-input"
        />
        <Button
          type="submit"
          name={F.intent}
          value="bill"
          variant="secondary"
          busy={busy}
          // React replays a click made while the page hydrates before keepTyped hands the typed
          // code to state: Apply sends what the field shows.
          onClick={(e) => apply((input.current?.value ?? value).trim())(e)}
          data-testid="coupon-apply"
        >
          {t("checkoutPage.coupon.apply")}
        </Button>
      </div>
      {coupon && messages.length === 0 && (
        <div className="flex items-start justify-between gap-3" data-testid="coupon-status">
          {coupon.valid ? (
            <Alert tone="success">
              <span className="inline-flex items-center gap-1.5">
                <Ticket size={16} aria-hidden />
                {t("checkoutPage.coupon.applied", { code: coupon.code })}
              </span>
            </Alert>
          ) : (
            <Alert tone="error">{t(couponReasonKey(coupon.reason))}</Alert>
          )}
          <Button type="button" variant="ghost" onClick={apply("")} data-testid="coupon-remove">
            {t("checkoutPage.coupon.remove")}
          </Button>
        </div>
      )}
    </Section>
  );
}
