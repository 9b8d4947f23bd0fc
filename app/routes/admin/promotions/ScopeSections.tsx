import { LIST_TYPES, SHIPPING_CODES, SUBSCRIPTION_SCOPES, USING_TYPES } from "@functions/shared/commerce/commerce";
import { TW_CITY_NAMES } from "@functions/shared/taiwan";
import { Section } from "~/components/admin/AdminPage";
import { ChipSelect } from "~/components/admin/FormBits";
import type { useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { SelectField } from "~/components/ui";
import { useT } from "~/i18n";
import { ProductPicker } from "../catalogue/lib/ProductPicker";
import type { PromotionForm } from "./lib";

// Who and what a promotion applies to (products all / only / all but, subscriptions, counties and
// cities, shipping methods) and a coupon's limits (uses in total and per member, stacking).

/** A coupon's use limits, 0 for none; labels and test ids follow the key. */
const LIMITS = ["totalQuantity", "limitPerUser"] as const;

export function ScopeSections({
  form,
  coupon,
  usedQuantity,
  err,
}: {
  form: ReturnType<typeof useEditForm<PromotionForm>>;
  coupon: boolean;
  usedQuantity: number | null;
  err: (path: string) => string | undefined;
}) {
  const t = useT();
  const { values: v, set } = form;
  // The two plain choices (subscription scope, coupon use); their options are worded under their key.
  const select = <K extends "subscriptionScope" | "usingType">(key: K, values: readonly PromotionForm[K][]) => (
    <SelectField
      label={t(`adminPromotions.field.${key}`)}
      name={key}
      value={v[key]}
      onChange={(e) => set(key, e.target.value as PromotionForm[K])}
    >
      {values.map((x) => (
        <option key={x} value={x}>
          {t(`adminPromotions.${key}.${x}`)}
        </option>
      ))}
    </SelectField>
  );
  return (
    <>
      <Section title={t("adminPromotions.section.scope")}>
        <div className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium">{t("adminPromotions.field.listType")}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {LIST_TYPES.map((l) => (
                <label key={l} className="inline-flex min-h-9 items-center gap-2 text-[15px]">
                  <input
                    type="radio"
                    name="listType"
                    value={l}
                    checked={v.listType === l}
                    onChange={() => set("listType", l)}
                    className="h-4 w-4 accent-brand-600"
                    data-testid={`promotion-listType-${l}`}
                  />
                  {t(`adminPromotions.listType.${l}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {v.listType !== "NORMAL" && (
            <ProductPicker
              label={t(
                v.listType === "WHITE" ? "adminPromotions.field.onlyProducts" : "adminPromotions.field.exceptProducts",
              )}
              value={v.products.map((p) => ({ ...p, media: null }))}
              onChange={(next) =>
                set(
                  "products",
                  next.map(({ id, name }) => ({ id, name })),
                )
              }
              error={err("productIds") ?? err(Object.keys(form.errors).find((k) => k.startsWith("productIds.")) ?? "")}
              testId="promotion-products"
            />
          )}
          {select("subscriptionScope", SUBSCRIPTION_SCOPES)}
          <ChipSelect
            label={t("adminPromotions.field.areas")}
            options={TW_CITY_NAMES.map((c) => ({ value: c, label: c }))}
            value={v.areas}
            onChange={(x) => set("areas", x)}
            hint={err("areas") ?? t("adminPromotions.field.areasHint")}
            testId="promotion-areas"
          />
          <ChipSelect
            label={t("adminPromotions.field.shippingCodes")}
            options={SHIPPING_CODES.map((c) => ({ value: c, label: t(`commerceSettings.shipping.code.${c}`) }))}
            value={v.shippingCodes}
            onChange={(x) => set("shippingCodes", x)}
            hint={err("shippingCodes") ?? t("adminPromotions.field.shippingCodesHint")}
            testId="promotion-shippingCodes"
          />
        </div>
      </Section>

      {coupon && (
        <Section title={t("adminPromotions.section.couponLimits")}>
          <div className="grid gap-4 min-[734px]:grid-cols-3">
            {LIMITS.map((k) => (
              <NumberField
                key={k}
                label={t(`adminPromotions.field.${k}`)}
                {...form.field(k)}
                min={0}
                hint={t("adminPromotions.field.zeroUnlimited")}
                testId={`promotion-${k}`}
              />
            ))}
            {select("usingType", USING_TYPES)}
          </div>
          {usedQuantity !== null && (
            <p className="mt-3 text-sm text-muted">{t("adminPromotions.field.used", { n: usedQuantity })}</p>
          )}
        </Section>
      )}
    </>
  );
}
