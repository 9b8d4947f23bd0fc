import "./i18n";
import { invoiceDisplayName } from "@functions/shared/commerce/methodNames";
import type { ComponentProps } from "react";
import { useLocale, useT } from "~/i18n";
import { Field, SelectField } from "../../ui";
import type { InvoiceChoice } from "./checkout.server";
import { F, type FormValues } from "./form";
import { Choice, Hint, Section } from "./parts";

type Err = (path: string) => string | undefined;
type TypedField = Omit<ComponentProps<typeof Field>, "defaultValue" | "error"> & { errorPath?: string };

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
  // The typed fields of each type; the certificate's issue comes on the carrier's path.
  const typed: Record<string, TypedField[]> = {
    MOBILE_CARRIER: [
      {
        label: t("checkoutPage.invoice.carrierCode"),
        name: F.carrierCode,
        placeholder: "/ABC+123",
        maxLength: 8,
        autoCapitalize: "characters",
        hint: t("checkoutPage.invoice.carrierHint"),
      },
    ],
    CERTIFICATE_CARRIER: [
      {
        label: t("checkoutPage.invoice.certificate"),
        name: F.certificateCode,
        maxLength: 16,
        autoCapitalize: "characters",
        hint: t("checkoutPage.invoice.certificateHint"),
        errorPath: F.carrierCode,
      },
    ],
    COMPANY: [
      {
        label: t("checkoutPage.invoice.companyTaxNumber"),
        name: F.companyTaxNumber,
        inputMode: "numeric",
        maxLength: 8,
      },
      { label: t("checkoutPage.invoice.companyTitle"), name: F.companyTitle, maxLength: 60 },
    ],
  };
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
            {typed[m.type] && (
              <div
                className={m.type === "COMPANY" ? `${shownWhen(m.type)} min-[734px]:grid-cols-2` : shownWhen(m.type)}
              >
                {typed[m.type]?.map(({ errorPath, ...f }) => (
                  <Field key={f.name} {...f} defaultValue={v(f.name)} error={err(errorPath ?? f.name)} />
                ))}
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
