import { FREE_SHIPPING_SENTINEL } from "@functions/shared/commerce/commerce";
import { TW_CITY_NAMES } from "@functions/shared/taiwan";
import { Trash2 } from "lucide-react";
import { Section } from "~/components/admin/AdminPage";
import { ChipSelect, TextField } from "~/components/admin/FormBits";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { Alert, Button } from "~/components/ui";
import { useT } from "~/i18n";
import { AllowedProductsPicker, type ProductRef } from "../AllowedProductsPicker";
import type { Method } from "./shippingMethods";

type Props = {
  m: Method;
  i: number;
  codeLabel: (c: string) => string;
  update: (i: number, patch: Partial<Method>) => void;
  remove: () => void;
  /** The page's field errors, keyed `methods.<i>.<field>`. */
  errors: Record<string, string>;
  names: Map<number, string>;
  remember: (refs: ProductRef[]) => void;
};

/** One shipping method of the page: open switch and removal, name, fees, then where and what it ships. */
export function ShippingMethodSection({ m, i, codeLabel, update, remove, errors, names, remember }: Props) {
  const t = useT();
  const err = (field: string) => errors[`methods.${i}.${field}`];
  return (
    <Section
      id={`shipping-${i}`}
      title={m.name || codeLabel(m.code)}
      description={`${codeLabel(m.code)} · ${m.type}`}
      actions={
        <>
          <Toggle
            label={t("commerceSettings.open")}
            checked={m.isOpen}
            onChange={(v) => update(i, { isOpen: v })}
            testId={`shipping-open-${m.code}`}
          />
          <Button variant="ghost" onClick={remove} aria-label={t("commerceSettings.removeNamed", { name: m.name })}>
            <Trash2 size={16} aria-hidden />
          </Button>
        </>
      }
    >
      <div className="grid gap-4 min-[734px]:grid-cols-2">
        <TextField
          label={t("commerceSettings.shipping.name")}
          name={`methods.${i}.name`}
          value={m.name}
          onChange={(v) => update(i, { name: v })}
          maxLength={40}
          required
          error={err("name")}
        />
        <TextField
          label={t("commerceSettings.nameEn")}
          name={`methods.${i}.nameEn`}
          value={m.nameEn ?? ""}
          onChange={(v) => update(i, { nameEn: v })}
          maxLength={40}
          hint={t("commerceSettings.nameEnHint")}
          error={err("nameEn")}
          testId={`shipping-name-en-${m.code}`}
        />
        <NumberField
          label={t("commerceSettings.shipping.fee")}
          name={`methods.${i}.shippingFee`}
          money
          min={0}
          max={FREE_SHIPPING_SENTINEL}
          value={m.shippingFee}
          onChange={(v) => update(i, { shippingFee: v ?? 0 })}
          suffix="NT$"
          error={err("shippingFee")}
          testId={`shipping-fee-${m.code}`}
        />
        <NumberField
          label={t("commerceSettings.shipping.freeFrom")}
          name={`methods.${i}.freeShippingAmount`}
          money
          min={0}
          value={m.freeShippingAmount}
          onChange={(v) => update(i, { freeShippingAmount: v ?? 0 })}
          hint={t("commerceSettings.shipping.freeFromHint")}
          suffix="NT$"
          error={err("freeShippingAmount")}
        />
      </div>
      <MethodRules m={m} i={i} update={update} errors={errors} names={names} remember={remember} />
    </Section>
  );
}

/** Cash on delivery, fees by county, and the counties and products a method is limited to. */
function MethodRules({ m, i, update, errors, names, remember }: Omit<Props, "codeLabel" | "remove">) {
  const t = useT();
  const err = (field: string) => errors[`methods.${i}.${field}`];
  return (
    <div className="mt-4 flex flex-col gap-4">
      <Toggle
        label={t("commerceSettings.shipping.cod")}
        description={t("commerceSettings.shipping.codHint")}
        checked={m.ifOpenCashOnDelivery}
        onChange={(v) => update(i, { ifOpenCashOnDelivery: v })}
        testId={`shipping-cod-${m.code}`}
      />
      <Toggle
        label={t("commerceSettings.shipping.byDistrict")}
        description={t("commerceSettings.shipping.byDistrictHint")}
        checked={m.feeType === "DISTRICT"}
        onChange={(v) => update(i, { feeType: v ? "DISTRICT" : "FIXED" })}
      />
      {m.feeType === "DISTRICT" && (
        <fieldset className="grid grid-cols-2 gap-3 min-[734px]:grid-cols-4">
          <legend className="sr-only">{t("commerceSettings.shipping.byDistrict")}</legend>
          {TW_CITY_NAMES.map((city) => (
            <NumberField
              key={city}
              label={city}
              name={`methods.${i}.districtShippingFee.${city}`}
              money
              min={0}
              max={FREE_SHIPPING_SENTINEL}
              value={m.districtShippingFee[city] ?? null}
              placeholder={String(m.shippingFee / 100)}
              onChange={(v) => {
                const { [city]: _, ...rest } = m.districtShippingFee;
                update(i, { districtShippingFee: v == null ? rest : { ...rest, [city]: v } });
              }}
              error={err(`districtShippingFee.${city}`)}
            />
          ))}
        </fieldset>
      )}
      <Toggle
        label={t("commerceSettings.shipping.onlyDistricts")}
        checked={m.allowedDistrictType === "ONLY"}
        onChange={(v) => update(i, { allowedDistrictType: v ? "ONLY" : "ALL" })}
      />
      {m.allowedDistrictType === "ONLY" && (
        <div data-field={`methods.${i}.allowedDistricts`}>
          <ChipSelect
            label={t("commerceSettings.shipping.allowedDistricts")}
            options={TW_CITY_NAMES.map((c) => ({ value: c, label: c }))}
            value={m.allowedDistricts}
            onChange={(v) => update(i, { allowedDistricts: v })}
          />
          {err("allowedDistricts") && <Alert tone="error">{err("allowedDistricts")}</Alert>}
        </div>
      )}
      <Toggle
        label={t("commerceSettings.shipping.onlyProducts")}
        checked={m.allowedProductType === "ONLY"}
        onChange={(v) => update(i, { allowedProductType: v ? "ONLY" : "ALL" })}
      />
      {m.allowedProductType === "ONLY" && (
        <div data-field={`methods.${i}.allowedProducts`}>
          <AllowedProductsPicker
            label={t("commerceSettings.shipping.allowedProducts")}
            value={m.allowedProducts}
            names={names}
            onChange={(v) => update(i, { allowedProducts: v })}
            onSeen={remember}
            testId={`shipping-products-${m.code}`}
          />
          {Object.entries(errors)
            .filter(([k]) => k.startsWith(`methods.${i}.allowedProducts`))
            .slice(0, 1)
            .map(([k, v]) => (
              <Alert key={k} tone="error">
                {v}
              </Alert>
            ))}
        </div>
      )}
    </div>
  );
}
