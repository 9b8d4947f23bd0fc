import { formatMoney } from "@functions/shared/pricing";
import { Field } from "~/components/ui";
import { useT } from "~/i18n";
import "~/i18n/areas/cards";
import type { StoreAccount } from "./accountUi";

// The parts of the pay block: the bill's summary, the card choice and the new card's inputs.

export const NEW = "new";
// The new card's inputs, in the order a card shows them; each error arrives at `card.<name>`.
const CARD_FIELDS: { name: "holder" | "number" | "expiry" | "cvc"; autoComplete: string; inputMode?: "numeric" }[] = [
  { name: "holder", autoComplete: "cc-name" },
  { name: "number", autoComplete: "cc-number", inputMode: "numeric" },
  { name: "expiry", autoComplete: "cc-exp" },
  { name: "cvc", autoComplete: "cc-csc", inputMode: "numeric" },
];

/** The next bill: its item, tax and total. */
export function NextBillSummary({ bill }: { bill: NonNullable<StoreAccount["nextBill"]> }) {
  const t = useT();
  return (
    <div
      className="flex flex-wrap items-end justify-between gap-2 rounded-lg bg-surface p-3"
      data-testid="account-next-bill"
    >
      <div className="text-sm">
        <div className="font-medium">
          {t("adminAccount.bill.itemText", {
            plan: t(`adminAccount.plan.name.${bill.planCode}`),
            cycle: t(`adminAccount.cycle.${bill.paymentPlan}`),
            start: bill.periodStart,
            end: bill.periodEnd,
          })}
        </div>
        <div className="text-muted">{t("adminAccount.pay.tax", { tax: formatMoney(bill.tax) })}</div>
      </div>
      <div className="text-right">
        <div className="text-xs text-muted">{t("adminAccount.pay.total")}</div>
        <div className="text-xl font-bold tabular-nums">{formatMoney(bill.total)}</div>
      </div>
    </div>
  );
}

/** A saved card of the admin, or a new one (`NEW`). */
export function CardChoice({
  cards,
  choice,
  setChoice,
}: {
  cards: StoreAccount["cards"];
  choice: string;
  setChoice: (v: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("adminAccount.pay.card")}</legend>
      {cards.map((c) => (
        <label key={c.id} className="flex items-center gap-2 text-[15px]">
          <input
            type="radio"
            name="cardId"
            value={c.id}
            checked={choice === String(c.id)}
            onChange={() => setChoice(String(c.id))}
          />
          {t("adminAccount.pay.cardLabel", {
            brand: c.brand === "OTHER" ? t("cards.brand.OTHER") : c.brand,
            last4: c.last4,
            month: String(c.expMonth).padStart(2, "0"),
            year: String(c.expYear).slice(-2),
          })}
        </label>
      ))}
      <label className="flex items-center gap-2 text-[15px]">
        <input type="radio" name="cardId" value={NEW} checked={choice === NEW} onChange={() => setChoice(NEW)} />
        {t("adminAccount.pay.newCard")}
      </label>
    </fieldset>
  );
}

/** The new card's inputs (read from the form on submit). */
export function NewCardFields({ errors }: { errors: Record<string, string> }) {
  const t = useT();
  return (
    <div className="grid gap-3 min-[734px]:grid-cols-2" data-testid="account-new-card">
      {CARD_FIELDS.map((f) => (
        <Field
          key={f.name}
          label={t(`cards.${f.name}`)}
          name={f.name}
          inputMode={f.inputMode}
          autoComplete={f.autoComplete}
          error={errors[`card.${f.name}`]}
        />
      ))}
      <p className="text-sm text-muted min-[734px]:col-span-2">
        {t("adminAccount.pay.saveNote")} {t("adminAccount.pay.testNote")}
      </p>
    </div>
  );
}
