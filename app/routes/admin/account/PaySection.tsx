import { formatMoney } from "@functions/shared/pricing";
import { newIdempotencyKey } from "@functions/shared/validators";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { Section } from "~/components/admin/AdminPage";
import { adminSend } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";
import "~/i18n/areas/cards";
import { ACCOUNT_API, type Bill, type StoreAccount, useAccountFailure } from "./accountUi";
import { CardChoice, NEW, NewCardFields, NextBillSummary } from "./PayParts";

// The next bill of /admin/account-store and paying it with a saved card of the admin or a new
// one. One idempotency key per bill shown: a double submit or a retry pays once.

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
          <NextBillSummary bill={bill} />
          <CardChoice cards={account.cards} choice={choice} setChoice={setChoice} />
          {choice === NEW && <NewCardFields errors={errors} />}
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
