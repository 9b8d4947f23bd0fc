import { History } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Section } from "~/components/admin/AdminPage";
import { TextAreaField, TextField } from "~/components/admin/FormBits";
import type { useEditForm } from "~/components/admin/kit";
import { MediaUploader } from "~/components/admin/MediaUploader";
import { NumberField } from "~/components/admin/NumberField";
import { RichTextArea } from "~/components/admin/RichTextArea";
import { Button, cx, SelectField } from "~/components/ui";
import { useT } from "~/i18n";
import { useRoot } from "~/lib/useRoot";
import { PATHS } from "../api";
import { ComboEditor } from "../ComboEditor";
import { stockPath } from "../paths";
import { type AdminProduct, PAYMENT_PLANS, type PaymentPlan, TYPES_FOR_CREATING_STORE } from "../product";
import { StockLinesEditor } from "../StockLinesEditor";
import type { Values } from "./values";

// The product edit page's main column, one titled section per concern.

export type ProductForm = ReturnType<typeof useEditForm<Values>>;
export type SectionProps = { form: ProductForm; product: AdminProduct | null };

/** Name, kind (fixed once created), summary and description. */
export function BasicsSection({ form, product }: SectionProps) {
  const t = useT();
  const { values: v, set } = form;
  const e = form.error;
  return (
    <Section title={t("pe.basics")} id="basics">
      <div className="flex flex-col gap-4">
        <TextField label={t("pe.name")} {...form.field("name")} required maxLength={120} testId="product-name-input" />
        <fieldset className="flex flex-col gap-1.5" data-field="kind">
          <legend className="mb-1.5 text-sm font-medium">{t("pe.kind")}</legend>
          <div className="grid gap-2 min-[734px]:grid-cols-2">
            {(["NORMAL", "COMBO"] as const).map((k) => (
              <label
                key={k}
                className={cx(
                  "flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                  v.kind === k ? "border-brand-600 bg-brand-50" : "border-line hover:bg-surface",
                  product && "cursor-not-allowed opacity-70",
                )}
              >
                <input
                  type="radio"
                  name="kind"
                  value={k}
                  checked={v.kind === k}
                  disabled={Boolean(product)}
                  onChange={() => set("kind", k)}
                  className="mt-1 h-4 w-4 accent-brand-600"
                />
                <span>
                  <span className="block font-medium">{t(`kind.${k}`)}</span>
                  <span className="block text-sm text-muted">{t(`kind.${k}.hint`)}</span>
                </span>
              </label>
            ))}
          </div>
          {product && <p className="text-sm text-muted">{t("pe.kindFixed")}</p>}
          {e("kind") && <p className="text-sm text-danger">{e("kind")}</p>}
        </fieldset>
        <TextAreaField
          label={t("pe.summary")}
          {...form.area("summary")}
          maxLength={500}
          rows={3}
          hint={t("pe.summaryHint")}
        />
        <RichTextArea
          label={t("pe.description")}
          {...form.field("description")}
          maxLength={50_000}
          rows={12}
          hint={t("pe.descriptionHint")}
        />
      </div>
    </Section>
  );
}

/** The product images (up to 30), uploaded through the media pipeline. */
export function ImagesSection({ form, product }: SectionProps) {
  const t = useT();
  const { values: v, set } = form;
  const e = form.error;
  return (
    <Section title={t("pe.images")} description={t("pe.imagesHint")} id="images">
      <MediaUploader
        label={t("pe.images")}
        value={v.media}
        onChange={(m) => set("media", m)}
        max={30}
        endpoint={product ? PATHS.productMedia : PATHS.media}
        fields={product ? { productId: product.id, type: "PRODUCT" } : { type: "PRODUCT" }}
        error={e("mediaIds")}
        testId="product-media"
      />
    </Section>
  );
}

/** Spec lines with stock, or a combo's parts. */
export function StockSection({ form, product }: SectionProps) {
  const t = useT();
  const { values: v, set } = form;
  const e = form.error;
  const combo = v.kind === "COMBO";
  return (
    <Section
      title={combo ? t("pe.comboParts") : t("pe.specsStock")}
      description={combo ? t("pe.comboHint") : t("pe.specsHint")}
      id="stock"
      actions={
        product && !combo ? (
          <Link
            to={`${stockPath(0, "all")}?q=${encodeURIComponent(product.name)}&logs=${product.id}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm text-brand-700 hover:bg-brand-50"
          >
            <History size={16} aria-hidden /> {t("pe.stockLogs")}
          </Link>
        ) : undefined
      }
    >
      {combo ? (
        <ComboEditor value={v.combos} onChange={(c) => set("combos", c)} selfId={product?.id ?? null} error={e} />
      ) : (
        <StockLinesEditor lines={v.lines} onChange={(l) => set("lines", l)} error={e} />
      )}
    </Section>
  );
}

/** Meta title and description with a search-result preview. */
export function SeoSection({ form }: SectionProps) {
  const t = useT();
  const { values: v } = form;
  const { store } = useRoot();
  return (
    <Section title={t("pe.seo")} description={t("pe.seoHint")} id="seo">
      <div className="flex flex-col gap-4">
        <TextField label={t("pe.metaTitle")} {...form.field("metaTitle")} maxLength={120} placeholder={v.name} />
        <TextAreaField
          label={t("pe.metaDescription")}
          {...form.area("metaDescription")}
          maxLength={300}
          rows={3}
          placeholder={v.summary}
        />
        <section className="rounded-xl border border-line p-3" aria-label={t("pe.seoPreview")}>
          <p className="text-xs text-muted">{t("pe.seoPreview")}</p>
          <p className="mt-1 truncate text-[17px] text-[#1a0dab]">
            {`${v.metaTitle || v.name || t("pe.name")} | ${store.storeName}`}
          </p>
          <p className="line-clamp-2 text-sm text-muted">{v.metaDescription || v.summary || t("pe.seoEmpty")}</p>
        </section>
      </div>
    </Section>
  );
}

/** What buying this product does in a store-creating store type (hidden until asked for). */
export function CreatingStoreSection({ form }: SectionProps) {
  const t = useT();
  const { values: v, set } = form;
  const e = form.error;
  const { store } = useRoot();
  const [advanced, setAdvanced] = useState(store.storeType !== "NORMAL" && v.typeForCreatingStore !== "NORMAL");
  return (
    <Section title={t("pe.creatingStore")} description={t("pe.creatingStoreHint")} id="creating-store">
      {advanced ? (
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <SelectField label={t("pe.typeForCreatingStore")} {...form.area("typeForCreatingStore")}>
            {TYPES_FOR_CREATING_STORE.map((k) => (
              <option key={k} value={k}>
                {t(`cst.${k}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("pe.paymentPlanForCreatingStore")}
            name="paymentPlanForCreatingStore"
            value={v.paymentPlanForCreatingStore ?? ""}
            onChange={(x) => set("paymentPlanForCreatingStore", (x.target.value || null) as PaymentPlan | null)}
            error={e("paymentPlanForCreatingStore")}
          >
            <option value="">{t("pe.samePlan")}</option>
            {PAYMENT_PLANS.map((p) => (
              <option key={p} value={p}>
                {t(`plan.${p}`)}
              </option>
            ))}
          </SelectField>
          <NumberField
            label={t("pe.minAmountShoppingForCreatingStore")}
            money
            {...form.field("minAmountShoppingForCreatingStore")}
            min={0}
            hint={t("pe.minAmountHint")}
          />
        </div>
      ) : (
        <Button type="button" variant="secondary" onClick={() => setAdvanced(true)} aria-expanded={false}>
          {t("pe.showCreatingStore")}
        </Button>
      )}
    </Section>
  );
}
