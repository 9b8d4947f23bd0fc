import {
  COMPANY_FIELDS,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  SOCIAL_KEYS,
  type SocialKey,
  STORE_NAME_MAX,
} from "../../../../functions/shared/storeSetting";
import { Section } from "../../../components/admin/AdminPage";
import { TextAreaField, TextField } from "../../../components/admin/FormBits";
import { useT } from "../../../i18n";
import type { FormValues } from "./values";

export type TextKey = Exclude<keyof FormValues, "social" | "logo" | "favicon" | "shareImage">;
type Props = {
  values: FormValues;
  set: (key: TextKey, value: string) => void;
  setSocial: (key: SocialKey, value: string) => void;
  error: (path: string) => string | undefined;
};

const COMPANY: { key: TextKey; max: number; type?: string; inputMode?: "numeric" | "tel" | "email"; hint?: boolean }[] =
  [
    { key: "companyName", max: COMPANY_FIELDS.companyName },
    { key: "companyId", max: COMPANY_FIELDS.companyId, inputMode: "numeric", hint: true },
    { key: "phone", max: COMPANY_FIELDS.phone, type: "tel", inputMode: "tel" },
    { key: "email", max: COMPANY_FIELDS.email, type: "email", inputMode: "email" },
    { key: "address", max: COMPANY_FIELDS.address },
    { key: "serviceTime", max: COMPANY_FIELDS.serviceTime, hint: true },
  ];

/** Store name, company details and social links. */
export function CompanySection({ values, set, setSocial, error }: Props) {
  const t = useT();
  return (
    <>
      <Section id="store-company" title={t("storeSetting.company")} description={t("storeSetting.companyHint")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <TextField
            label={t("storeSetting.storeName")}
            name="storeName"
            value={values.storeName}
            onChange={(v) => set("storeName", v)}
            maxLength={STORE_NAME_MAX}
            required
            error={error("storeName")}
            testId="store-storeName"
            className="min-[734px]:col-span-2"
          />
          {COMPANY.map((f) => (
            <TextField
              key={f.key}
              label={t(`storeSetting.${f.key}`)}
              name={f.key}
              value={values[f.key]}
              onChange={(v) => set(f.key, v)}
              maxLength={f.max}
              type={f.type}
              inputMode={f.inputMode}
              hint={f.hint ? t(`storeSetting.${f.key}Hint`) : undefined}
              error={error(f.key)}
              testId={`store-${f.key}`}
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
export function SeoSection({ values, set, error }: Omit<Props, "setSocial">) {
  const t = useT();
  const title = values.metaTitle || values.storeName;
  return (
    <Section id="store-seo" title={t("storeSetting.seo")} description={t("storeSetting.seoHint")}>
      <div className="flex flex-col gap-4">
        <TextField
          label={t("storeSetting.metaTitle")}
          name="metaTitle"
          value={values.metaTitle}
          onChange={(v) => set("metaTitle", v)}
          maxLength={META_TITLE_MAX}
          hint={t("storeSetting.metaTitleHint")}
          error={error("metaTitle")}
          testId="store-metaTitle"
        />
        <TextAreaField
          label={t("storeSetting.metaDescription")}
          name="metaDescription"
          value={values.metaDescription}
          onChange={(e) => set("metaDescription", e.target.value)}
          maxLength={META_DESCRIPTION_MAX}
          error={error("metaDescription")}
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
