import { SOCIAL_KEYS, type SocialKey, STORE_TEXT_MAX } from "@functions/shared/storeSettings/company";
import { Section } from "~/components/admin/AdminPage";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import type { useEditForm } from "~/components/admin/kit";
import { useT } from "~/i18n";
import type { FormValues } from "./values";

type TextKey = Exclude<keyof FormValues, "social" | "logo" | "favicon" | "shareImage">;
type Props = {
  values: FormValues;
  /** The form's binders (useEditForm's `field`/`area`). */
  bind: Pick<ReturnType<typeof useEditForm<FormValues>>, "field" | "area">;
  setSocial: (key: SocialKey, value: string) => void;
  error: (path: string) => string | undefined;
};

type CompanyField = {
  key: TextKey & keyof typeof STORE_TEXT_MAX;
  type?: string;
  inputMode?: "numeric" | "tel" | "email";
  hint?: boolean;
  required?: boolean;
  /** Spans both columns. */
  wide?: boolean;
};

// The store name leads (required, full width), then the company details.
const COMPANY: CompanyField[] = [
  { key: "storeName", required: true, wide: true },
  { key: "companyName" },
  { key: "companyId", inputMode: "numeric", hint: true },
  { key: "phone", type: "tel", inputMode: "tel" },
  { key: "email", type: "email", inputMode: "email" },
  { key: "address" },
  { key: "serviceTime", hint: true },
];

/** Store name, company details and social links. */
export function CompanySection({ values, bind, setSocial, error }: Props) {
  const t = useT();
  return (
    <>
      <Section id="store-company" title={t("storeSetting.company")} description={t("storeSetting.companyHint")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          {COMPANY.map((f) => (
            <TextField
              key={f.key}
              label={t(`storeSetting.${f.key}`)}
              {...bind.field(f.key)}
              maxLength={STORE_TEXT_MAX[f.key]}
              required={f.required}
              type={f.type}
              inputMode={f.inputMode}
              hint={f.hint ? t(`storeSetting.${f.key}Hint`) : undefined}
              testId={`store-${f.key}`}
              className={f.wide ? "min-[734px]:col-span-2" : undefined}
            />
          ))}
        </div>
      </Section>
      <Section id="store-social" title={t("storeSetting.social")} description={t("storeSetting.socialHint")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          {SOCIAL_KEYS.map((k) => (
            <TextField
              key={k}
              label={t(`storeSetting.social.${k}`)}
              name={`social.${k}`}
              value={values.social[k]}
              onChange={(v) => setSocial(k, v)}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={error(`social.${k}`)}
              testId={`store-social-${k}`}
            />
          ))}
        </div>
      </Section>
    </>
  );
}

/** Meta title and description, with a search-result preview. */
export function SeoSection({ values, bind }: Pick<Props, "values" | "bind">) {
  const t = useT();
  const title = values.metaTitle || values.storeName;
  return (
    <Section id="store-seo" title={t("storeSetting.seo")} description={t("storeSetting.seoHint")}>
      <div className="flex flex-col gap-4">
        <TextField
          label={t("storeSetting.metaTitle")}
          {...bind.field("metaTitle")}
          maxLength={STORE_TEXT_MAX.metaTitle}
          hint={t("storeSetting.metaTitleHint")}
          testId="store-metaTitle"
        />
        <TextAreaField
          label={t("storeSetting.metaDescription")}
          {...bind.area("metaDescription")}
          maxLength={STORE_TEXT_MAX.metaDescription}
          data-testid="store-metaDescription"
        />
        <div className="rounded-lg bg-surface p-4" data-testid="store-snippet">
          <p className="mb-1 text-xs font-medium text-muted">{t("storeSetting.snippet")}</p>
          <p className="truncate text-lg text-[#1a0dab]">{title}</p>
          {values.metaDescription && <p className="line-clamp-2 text-sm text-ink">{values.metaDescription}</p>}
        </div>
      </div>
    </Section>
  );
}
