import "./i18n";
import { invoiceDisplayName } from "@functions/shared/methodNames";
import { useLocale, useT } from "~/i18n";
import { Field, SelectField } from "../../ui";
import type { InvoiceChoice } from "./checkout.server";
import { F, type FormValues } from "./form";
import { Choice, Hint, Section } from "./parts";

type Err = (path: string) => string | undefined;

// Each type's fields show while its radio is checked (CSS :has), so the section works the same with
// and without a script; only the checked type's fields are read (form.ts invoiceOf).
const shownWhen = (type: string) => {
  const rules: Record<string, string> = {
    MOBILE_CARRIER: "group-has-[input[value=MOBILE_CARRIER]:checked]/inv:grid",
    CERTIFICATE_CARRIER: "group-has-[input[value=CERTIFICATE_CARRIER]:checked]/inv:grid",
    COMPANY: "group-has-[input[value=COMPANY]:checked]/inv:grid",
    DONATION: "group-has-[input[value=DONATION]:checked]/inv:grid",
  };
  return `hidden gap-3 pl-7 ${rules[type] ?? ""}`;
};

/** The store's open invoice types and the fields each needs (spec §5 carrier, tax number rules). */
export function InvoiceSection({
  methods,
  values,
  err,
  messages,
}: {
  methods: InvoiceChoice[];
  values: FormValues;
  err: Err;
  messages: string[];
}) {
  const t = useT();
  const locale = useLocale();
  if (!methods.length) return null;
  const chosen = values[F.invoiceType] ?? methods[0]?.type;
  const v = (k: string) => values[k] ?? "";
  return (
    <Section id="invoice" title={t("checkoutPage.section.invoice")} messages={messages}>
      <fieldset className="group/inv flex flex-col gap-2">
        <legend className="sr-only">{t("checkoutPage.section.invoice")}</legend>
        {methods.map((m) => (
          <div key={m.id} className="flex flex-col gap-2">
            <Choice name={F.invoiceType} value={m.type} defaultChecked={chosen === m.type} testId="invoice-option">
              <span className="font-medium" data-testid="invoice-name">
                {invoiceDisplayName(m, locale)}
              </span>
              {m.description && <Hint>{m.description}</Hint>}
            </Choice>
            {m.type === "MOBILE_CARRIER" && (
              <div className={shownWhen(m.type)}>
                <Field
                  label={t("checkoutPage.invoice.carrierCode")}
                  name={F.carrierCode}
                  defaultValue={v(F.carrierCode)}
                  placeholder="/ABC+123"
                  maxLength={8}
                  autoCapitalize="characters"
                  hint={t("checkoutPage.invoice.carrierHint")}
                  error={err(F.carrierCode)}
                />
              </div>
            )}
            {m.type === "CERTIFICATE_CARRIER" && (
              <div className={shownWhen(m.type)}>
                <Field
                  label={t("checkoutPage.invoice.certificate")}
                  name={F.certificateCode}
                  defaultValue={v(F.certificateCode)}
                  maxLength={16}
                  autoCapitalize="characters"
                  hint={t("checkoutPage.invoice.certificateHint")}
                  error={err(F.carrierCode)}
                />
              </div>
            )}
            {m.type === "COMPANY" && (
              <div className={`${shownWhen(m.type)} min-[734px]:grid-cols-2`}>
                <Field
                  label={t("checkoutPage.invoice.companyTaxNumber")}
                  name={F.companyTaxNumber}
                  defaultValue={v(F.companyTaxNumber)}
                  inputMode="numeric"
                  maxLength={8}
                  error={err(F.companyTaxNumber)}
                />
                <Field
                  label={t("checkoutPage.invoice.companyTitle")}
                  name={F.companyTitle}
                  defaultValue={v(F.companyTitle)}
                  maxLength={60}
                  error={err(F.companyTitle)}
                />
              </div>
            )}
            {m.type === "DONATION" && (
              <div className={shownWhen(m.type)}>
                {m.charities.length ? (
                  <SelectField
                    label={t("checkoutPage.invoice.donationCode")}
                    name={F.donationCode}
                    defaultValue={v(F.donationCode) || m.charities[0]?.code}
                    error={err(F.donationCode)}
                  >
                    {m.charities.map((c) => (
                      <option key={c.code} value={c.code}>
                        {t("checkoutPage.invoice.charity", { name: c.name, code: c.code })}
                      </option>
                    ))}
                  </SelectField>
                ) : (
                  <Field
                    label={t("checkoutPage.invoice.donationCode")}
                    name={F.donationCode}
                    defaultValue={v(F.donationCode)}
                    inputMode="numeric"
                    maxLength={7}
                    hint={t("checkoutPage.invoice.donationHint")}
                    error={err(F.donationCode)}
                  />
                )}
              </div>
            )}
          </div>
        ))}
      </fieldset>
    </Section>
  );
}
