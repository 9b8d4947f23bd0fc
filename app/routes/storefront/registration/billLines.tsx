import "~/i18n/areas/network/registrationAddons";
import type { BillPromotion } from "@functions/shared/commerce/commerce";
import { formatMoney } from "@functions/shared/pricing";
import { Gift, ShoppingBag } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { PromotionHints } from "~/components/shop/cart/CartSummary";
import { LinkButton } from "~/components/ui";
import { useT } from "~/i18n";
import { Act } from "./parts";

// The registration cart's summary from the registration bill: every line (plan, required products,
// the plan's picks at 0, gifts and add-ons), the promotions reached, the discount and the links to
// the gift and add-on pages of the registration flow.

export type RegBillView = {
  items: {
    id: number;
    stockId: number;
    paymentPlan: string;
    productName: string;
    productUnitPrice: number;
    quantity: number;
    promotionStatus: string | null;
  }[];
  itemsTotalAmount: number;
  discountAmount: number;
  totalAmount: number;
  promotionList: BillPromotion[];
  hasGifts: boolean;
  hasAddOns: boolean;
};

/** The label of a line's price: the plan's picks and gifts are included, add-ons say so. */
function priceText(t: (k: string) => string, l: RegBillView["items"][number]) {
  if (l.paymentPlan === "EXTRA_FREE") return l.id > 0 ? t("regAddons.gift") : t("reg.cart.free");
  const amount = formatMoney(l.productUnitPrice * l.quantity);
  return l.paymentPlan === "ADDITIONAL" ? `${t("regAddons.addOn")} ${amount}` : amount;
}

export function RegBillLines({ bill }: { bill: RegBillView }) {
  const t = useT();
  const lines = bill.items.filter((l) => l.promotionStatus !== "INVALID_ADDITIONAL");
  if (!lines.length) return <p className="text-muted">{t("reg.cart.empty")}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="reg-bill-lines">
      {lines.map((l) => (
        <li key={`${l.id}-${l.stockId}`} className="flex items-start justify-between gap-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium break-words">{l.productName}</p>
            <p className="text-muted">
              {t("reg.cart.qty", { n: l.quantity })} · {priceText(t, l)}
            </p>
          </div>
          {l.id > 0 && (
            <Act
              intent="remove"
              fields={{ stockId: l.stockId, paymentPlan: l.paymentPlan }}
              label={t("reg.cart.remove")}
              variant="ghost"
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Hints of the promotions, the gift / add-on links and the discount of the registration bill. */
export function RegBillPromotions({ bill }: { bill: RegBillView }) {
  const t = useT();
  return (
    <>
      <div className="mt-4 flex flex-col gap-2">
        <PromotionHints promotions={bill.promotionList} />
        {bill.hasGifts && (
          <LinkButton to="/cart-extras/openstore" variant="secondary" data-testid="reg-extras-link">
            <Gift size={18} aria-hidden /> {t("regAddons.gifts")}
          </LinkButton>
        )}
        {bill.hasAddOns && (
          <LinkButton to="/cart-additional-products/openstore" variant="secondary" data-testid="reg-additional-link">
            <ShoppingBag size={18} aria-hidden /> {t("regAddons.addOns")}
          </LinkButton>
        )}
      </div>
      {bill.discountAmount > 0 && (
        <div className="mt-3 flex justify-between text-sm text-brand-700">
          <span>{t("regAddons.discount")}</span>
          <span data-testid="reg-discount">{formatMoney(-bill.discountAmount)}</span>
        </div>
      )}
    </>
  );
}

/** Units of one plan pick (policy selectLimit), a plain form post like the cart's other buttons. */
export function PickUnits({
  planId,
  productId,
  quantity,
  max,
}: {
  planId: number;
  productId: number;
  quantity: number;
  max: number;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const id = `units-${productId}`;
  return (
    <Form method="post" preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="intent" value="units" />
      <input type="hidden" name="planId" value={planId} />
      <input type="hidden" name="productId" value={productId} />
      <label htmlFor={id} className="text-sm text-muted">
        {t("regAddons.units")}
      </label>
      <select
        id={id}
        name="quantity"
        defaultValue={quantity}
        disabled={busy}
        className="h-9 rounded-lg border border-line bg-white px-2 text-sm"
        data-testid={`reg-units-${productId}`}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        {Array.from({ length: Math.max(quantity, max) }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="text-sm text-brand-700">
          {t("regAddons.setUnits")}
        </button>
      </noscript>
    </Form>
  );
}
