import "./i18n";
import { shippingDisplayName } from "@functions/shared/commerce/methodNames";
import { formatMoney } from "@functions/shared/pricing";
import { useLocale, useT } from "~/i18n";
import type { ShippingChoice } from "./checkout.server";
import { F } from "./form";
import { Choice, Hint, Section } from "./parts";

/** The open shipping methods with their fee for this cart; those that cannot carry it say why. */
export function ShippingSection({
  choices,
  selected,
  onSelect,
  city,
  messages,
  billed,
}: {
  choices: ShippingChoice[];
  selected: number | null;
  onSelect: (id: number) => void;
  city: string | null;
  messages: string[];
  /**
   * The method the bill was priced with and its free-shipping threshold (the bill's, which weighs
   * the promotions too): that method's hint says the bill's threshold, never its own beside it.
   */
  billed?: { methodId: number | null; freeFrom: number | null };
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <Section id="shipping" title={t("checkoutPage.section.shipping")} messages={messages}>
      {choices.length === 0 || choices.every((c) => c.blocked) ? (
        <p className="text-muted" data-testid="shipping-none">
          {t("checkoutPage.shipping.none")}
        </p>
      ) : null}
      {choices.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("checkoutPage.section.shipping")}</legend>
          {choices.map(({ method: m, fee, blocked }) => (
            <Choice
              key={m.id}
              name={F.shippingMethodId}
              value={String(m.id)}
              checked={selected === m.id}
              disabled={blocked !== null}
              onChange={() => onSelect(m.id)}
              testId="shipping-option"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium" data-testid="shipping-name">
                  {m.cvsChain ? `${t(`checkoutPage.chain.${m.cvsChain}`)} · ` : ""}
                  {shippingDisplayName(m, locale)}
                </span>
                {blocked === null && (
                  <span className="tabular-nums" data-testid="shipping-fee">
                    {fee === 0 ? t("checkoutPage.shipping.free") : formatMoney(fee)}
                  </span>
                )}
              </span>
              {blocked !== null ? (
                <Hint>
                  {blocked === "DISTRICT"
                    ? t("checkoutPage.shipping.refused.DISTRICT", { city: city ?? "" })
                    : t("checkoutPage.shipping.refused.ITEMS")}
                </Hint>
              ) : (
                <span className="flex flex-wrap gap-x-3">
                  {(() => {
                    const freeFrom =
                      billed && billed.methodId === m.id ? billed.freeFrom : fee > 0 ? m.freeShippingAmount : 0;
                    return freeFrom ? (
                      <Hint tone="brand" testId="shipping-free-from">
                        {t("checkoutPage.shipping.freeFrom", { amount: formatMoney(freeFrom) })}
                      </Hint>
                    ) : null;
                  })()}
                  {m.feeType === "DISTRICT" && !city && !m.cvsChain && <Hint>{t("checkoutPage.shipping.byCity")}</Hint>}
                  {m.ifOpenCashOnDelivery && <Hint>{t("checkoutPage.shipping.cod")}</Hint>}
                </span>
              )}
            </Choice>
          ))}
        </fieldset>
      )}
      <noscript>
        <button
          type="submit"
          name={F.intent}
          value="bill"
          className="self-start text-sm font-medium text-brand-600 underline"
        >
          {t("checkoutPage.shipping.update")}
        </button>
      </noscript>
    </Section>
  );
}
