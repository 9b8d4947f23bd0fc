import { type FormEvent, useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { adminSend } from "~/components/admin/adminApi";
import { flash } from "~/components/admin/flash";
import { Badge } from "~/components/admin/kit/Badge";
import { Button, Field } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { ACCOUNT_API, type Review, taipeiTime, useAccountFailure } from "./accountUi";

// The owner's review data (PATCH /api/admin/store/user/review); uncontrolled fields, so what was
// typed before hydration is what is sent.

const FIELDS = [
  ["ownerName", "name"],
  ["phone", "tel"],
  ["email", "email"],
  ["companyName", "organization"],
  ["companyId", "off"],
  ["address", "street-address"],
] as const;

export function ReviewSection({
  review,
  mustReview,
  onSaved,
}: {
  review: Review | null;
  mustReview: boolean;
  onSaved: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const fail = useAccountFailure();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = Object.fromEntries(FIELDS.map(([k]) => [k, String(form.get(k) ?? "")]));
    setBusy(true);
    const r = await adminSend<Review>("PATCH", ACCOUNT_API.review, body);
    setBusy(false);
    if (!r.ok) {
      setErrors(fail.fields(r));
      flash.error(fail.text(r));
      return;
    }
    setErrors({});
    flash.success(t("adminAccount.review.saved"));
    onSaved();
  }

  return (
    <Section
      id="account-review"
      title={t("adminAccount.review.title")}
      description={t("adminAccount.review.description")}
      actions={
        review ? (
          <Badge tone="success">
            {t("adminAccount.review.submitted", { date: taipeiTime(review.submittedAt, locale) })}
          </Badge>
        ) : mustReview ? (
          <Badge tone="warning">{t("adminAccount.review.mustReview")}</Badge>
        ) : null
      }
    >
      <form
        className="grid gap-3 min-[734px]:grid-cols-2"
        onSubmit={submit}
        data-testid="account-review-form"
        noValidate
      >
        {FIELDS.map(([k, auto]) => (
          <Field
            key={k}
            label={t(`adminAccount.review.${k}`)}
            name={k}
            autoComplete={auto}
            defaultValue={review?.[k] ?? ""}
            error={errors[k]}
            inputMode={k === "phone" || k === "companyId" ? "numeric" : undefined}
            className={k === "address" ? "min-[734px]:col-span-2" : undefined}
          />
        ))}
        <div className="min-[734px]:col-span-2">
          <Button type="submit" busy={busy} data-testid="account-review-save">
            {t("adminAccount.review.save")}
          </Button>
        </div>
      </form>
    </Section>
  );
}
