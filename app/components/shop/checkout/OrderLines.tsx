import "./i18n";
import type { BillLine } from "@functions/commerce/cart/bill";
import { formatMoney } from "@functions/shared/pricing";
import { Link } from "react-router";
import { useT } from "~/i18n";
import { lineProblemText } from "../cart/CartLine";
import { ProductThumb } from "../ProductThumb";
import { Section } from "./parts";

/** The lines of the bill (read-only), with any problem the cart must fix first. */
export function OrderLines({ lines, messages }: { lines: BillLine[]; messages: string[] }) {
  const t = useT();
  const count = lines.reduce((s, l) => s + l.quantity, 0);
  const blocked = lines.some((l) => lineProblemText(t, l, 0) !== null);
  return (
    <Section
      id="lines"
      title={t("checkoutPage.section.lines")}
      aside={
        <Link
          to="/cart"
          className="text-sm font-medium text-brand-600 hover:underline"
          data-testid="checkout-edit-cart"
        >
          {t("checkoutPage.lines.edit")}
        </Link>
      }
      messages={blocked && !messages.length ? [t("checkoutPage.lines.fix")] : messages}
    >
      <p className="-mt-2 text-sm text-muted">{t("checkoutPage.lines.count", { n: count })}</p>
      <ul className="divide-y divide-line">
        {lines.map((l) => {
          const problem = lineProblemText(t, l, 0);
          return (
            <li key={l.id} className="flex gap-3 py-3" data-testid="checkout-line">
              <ProductThumb media={l.productMedia} alt={l.productName} size="h-16 w-16" loading="lazy" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <div className="flex items-start justify-between gap-3">
                  <p className="line-clamp-2 font-medium">{l.productName}</p>
                  <p className="shrink-0 tabular-nums">{formatMoney(l.productUnitPrice * l.quantity)}</p>
                </div>
                {l.spec && <p className="text-sm text-muted">{l.spec}</p>}
                <p className="text-sm text-muted">
                  {formatMoney(l.productUnitPrice)} {t("checkoutPage.lines.qty", { n: l.quantity })}
                  {l.paymentPlan === "SUBSCRIPTION" && l.subscriptionCycle > 0
                    ? ` · ${t("checkoutPage.lines.every", { n: l.subscriptionCycle })}`
                    : ""}
                </p>
                {problem && <p className="text-sm text-danger">{problem}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
