import { formatMoney } from "@functions/shared/pricing";
import { newIdempotencyKey } from "@functions/shared/validators";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { Section } from "~/components/admin/AdminPage";
import { adminSend } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { Button, Field } from "~/components/ui";
import { useT } from "~/i18n";
import "~/i18n/areas/cards";
import { ACCOUNT_API, type Bill, type StoreAccount, useAccountFailure } from "./accountUi";

// The next bill of /admin/account-store and paying it with a saved card of the admin or a new
// one. One idempotency key per bill shown: a double submit or a retry pays once.

const NEW = "new";
// The new card's inputs, in the order a card shows them; each error arrives at `card.<name>`.
const CARD_FIELDS: { name: "holder" | "number" | "expiry" | "cvc"; autoComplete: string; inputMode?: "numeric" }[] = [
  { name: "holder", autoComplete: "cc-name" },
  { name: "number", autoComplete: "cc-number", inputMode: "numeric" },
  { name: "expiry", autoComplete: "cc-exp" },
  { name: "cvc", autoComplete: "cc-csc", inputMode: "numeric" },
];

export function PaySection({
  account,
  paid,
  onPaid,
}: {
  account: StoreAccount;
  /** The bill paid last on this page (kept by the page: this block remounts for each new bill). */
  paid: Bill | null;
  onPaid: (bill: Bill) => void;
}) {
  const t = useT();
  const fail = useAccountFailure();
  const key = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const defaultCard = account.cards.find((c) => c.isDefault) ?? account.cards[0];
  const [choice, setChoice] = useState<string>(defaultCard ? String(defaultCard.id) : NEW);
  const bill = account.nextBill;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const picked = String(form.get("cardId") ?? NEW);
    key.current ??= newIdempotencyKey();
    const body =
      picked === NEW
        ? {
            idempotencyKey: key.current,
            card: {
              holder: String(form.get("holder") ?? ""),
              number: String(form.get("number") ?? ""),
              expiry: String(form.get("expiry") ?? ""),
              cvc: String(form.get("cvc") ?? ""),
            },
          }
        : { idempotencyKey: key.current, cardId: Number(picked) };
    setBusy(true);
    const r = await adminSend<Bill>("POST", ACCOUNT_API.checkout, body);
    setBusy(false);
    if (!r.ok) {
      setErrors(fail.fields(r));
      flash.error(fail.text(r));
      return;
    }
    key.current = null;
    setErrors({});
    flash.success(t("adminAccount.pay.paid", { number: r.data.number }));
    onPaid(r.data);
  }

  return (
    <Section id="account-pay" title={t("adminAccount.pay.title")}>
      {paid && (
        <p className="mb-4 rounded-lg bg-success/10 p-3 text-sm" data-testid="account-paid">
          {t("adminAccount.pay.paid", { number: paid.number })}{" "}
          <Link className="font-medium text-brand-700 underline" to={`/admin/bill/${paid.id}/${account.storeType}`}>
            {t("adminAccount.pay.viewBill")}
          </Link>
        </p>
      )}
      {!bill ? (
        <p className="text-sm text-muted">{t("adminAccount.pay.nothing")}</p>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submit} data-testid="account-pay-form">
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
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t("adminAccount.pay.card")}</legend>
            {account.cards.map((c) => (
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
          {choice === NEW && (
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
          )}
          {errors.cardId && <p className="text-sm text-danger">{errors.cardId}</p>}
          <div>
            <Button type="submit" busy={busy} data-testid="account-pay-submit">
              {t("adminAccount.pay.submit", { total: formatMoney(bill.total) })}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
