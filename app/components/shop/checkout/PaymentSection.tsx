import "./i18n";
import type { PublicPaymentMethod } from "@functions/commerce/payment/settings";
import { useT } from "~/i18n";
import { F } from "./form";
import { Choice, Hint, Section } from "./parts";

/** Methods that send the shopper to the provider's page after the order is placed. */
export const ONLINE_METHODS: readonly string[] = ["CREDIT_CARD", "LINE_PAY"];

function Note({ m }: { m: PublicPaymentMethod }) {
  const t = useT();
  const bank = typeof m.details.bankName === "string" ? m.details.bankName : "";
  switch (m.method) {
    case "TRANSFER":
      return (
        <>
          <Hint>{t("checkoutPage.payment.transferNote")}</Hint>
          {bank && <Hint>{t("checkoutPage.payment.transferBank", { bank })}</Hint>}
        </>
      );
    case "TRANSFER_VIRTUAL":
      return <Hint>{t("checkoutPage.payment.virtualNote")}</Hint>;
    case "CASH_ON_DELIVERY":
      return <Hint>{t("checkoutPage.payment.codNote")}</Hint>;
    default:
      return ONLINE_METHODS.includes(m.method) ? <Hint>{t("checkoutPage.payment.onlineNote")}</Hint> : null;
  }
}

/** The open payment methods (cash on delivery only with a method that collects it). */
export function PaymentSection({
  methods,
  selected,
  onSelect,
  messages,
}: {
  methods: PublicPaymentMethod[];
  selected: string;
  onSelect: (m: string) => void;
  messages: string[];
}) {
  const t = useT();
  return (
    <Section id="payment" title={t("checkoutPage.section.payment")} messages={messages}>
      {methods.length === 0 ? (
        <p className="text-muted">{t("checkoutPage.payment.none")}</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("checkoutPage.section.payment")}</legend>
          {methods.map((m) => (
            <Choice
              key={m.method}
              name={F.paymentMethod}
              value={m.method}
              checked={selected === m.method}
              onChange={() => onSelect(m.method)}
              testId="payment-option"
            >
              <span className="font-medium">{t(`checkout.method.${m.method}`)}</span>
              {selected === m.method && <Note m={m} />}
            </Choice>
          ))}
        </fieldset>
      )}
    </Section>
  );
}
