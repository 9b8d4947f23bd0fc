import "../../i18n/commerce";
import { districtsOf, placeName, postalCodeOf, TW_CITY_NAMES } from "@functions/shared/taiwan";
import { type ReactNode, useId, useState } from "react";
import { useLocale, useT } from "../../i18n";
import { cx } from "../ui";

// City → district → postal code, cascading (spec §3 address data, §5 city/district required).
// Reused by the member address book and the checkout page. The postal code is derived from the
// district (never typed), and each field posts under `${namePrefix}${field}` so a plain <Form>
// submits city, district, postalCode and address; the server re-checks them with
// homeReceiverInput (functions/shared/commerce/checkoutValidators.ts).
//
// Controlled: pass `value` + `onChange`. Uncontrolled: pass `defaultValue` (or nothing).
//
//   <AddressFields defaultValue={receiver} errors={{ city: err("city"), district: err("district") }} />
//   <AddressFields value={addr} onChange={setAddr} cities={allowedCities} withAddress={false} />

export type AddressValue = { city: string; district: string; postalCode: string; address: string };
export type AddressField = keyof AddressValue;

export type AddressFieldsProps = {
  value?: AddressValue;
  defaultValue?: Partial<AddressValue>;
  onChange?: (next: AddressValue) => void;
  /** Prefix of the posted field names (e.g. "receiver." gives receiver.city …). Default none. */
  namePrefix?: string;
  /** Already translated messages per field (e.g. from useFieldError). */
  errors?: Partial<Record<AddressField, string | undefined>>;
  /** Offer only these counties/cities (a shipping method limited to some districts). */
  cities?: readonly string[];
  /** Show the street address input (default true). */
  withAddress?: boolean;
  disabled?: boolean;
  required?: boolean;
  className?: string;
};

const EMPTY: AddressValue = { city: "", district: "", postalCode: "", address: "" };

const selectClass = (error?: string) =>
  cx(
    "h-11 w-full rounded-lg border bg-white px-3 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-surface",
    error ? "border-danger" : "border-line",
  );

/** The value after the city or district changes: a new city clears the district; the code follows. */
export function nextAddress(prev: AddressValue, patch: Partial<AddressValue>): AddressValue {
  const next = { ...prev, ...patch };
  if (patch.city !== undefined && patch.city !== prev.city) next.district = "";
  next.postalCode = postalCodeOf(next.city, next.district) ?? "";
  return next;
}

export function AddressFields({
  value,
  defaultValue,
  onChange,
  namePrefix = "",
  errors = {},
  cities,
  withAddress = true,
  disabled,
  required = true,
  className,
}: AddressFieldsProps) {
  const t = useT();
  const locale = useLocale();
  const uid = useId();
  const [own, setOwn] = useState<AddressValue>(() => {
    const start = { ...EMPTY, ...defaultValue };
    return { ...start, postalCode: postalCodeOf(start.city, start.district) ?? "" };
  });
  const current = value ?? own;
  const set = (patch: Partial<AddressValue>) => {
    const next = nextAddress(current, patch);
    if (!value) setOwn(next);
    onChange?.(next);
  };
  const cityList = cities ?? TW_CITY_NAMES;
  const districts = districtsOf(current.city);
  const id = (f: AddressField) => `${uid}-${f}`;
  const a11y = (f: AddressField) => ({
    id: id(f),
    "aria-invalid": errors[f] ? true : undefined,
    "aria-describedby": errors[f] ? `${id(f)}-err` : undefined,
  });

  return (
    <div className={cx("grid grid-cols-2 gap-3 min-[734px]:grid-cols-[1fr_1fr_8rem]", className)}>
      <AddressCell id={id("city")} label={t("address.city")} error={errors.city}>
        <select
          {...a11y("city")}
          name={`${namePrefix}city`}
          value={current.city}
          disabled={disabled}
          required={required}
          autoComplete="address-level1"
          onChange={(e) => set({ city: e.target.value })}
          className={selectClass(errors.city)}
          data-testid="address-city"
        >
          <option value="">{t("address.chooseCity")}</option>
          {cityList.map((c) => (
            <option key={c} value={c}>
              {placeName(c, null, locale)}
            </option>
          ))}
        </select>
      </AddressCell>
      <AddressCell id={id("district")} label={t("address.district")} error={errors.district}>
        <select
          {...a11y("district")}
          name={`${namePrefix}district`}
          value={current.district}
          disabled={disabled || districts.length === 0}
          required={required}
          autoComplete="address-level2"
          onChange={(e) => set({ district: e.target.value })}
          className={selectClass(errors.district)}
          data-testid="address-district"
        >
          <option value="">{t("address.chooseDistrict")}</option>
          {districts.map((d) => (
            <option key={d.name} value={d.name}>
              {locale === "en" ? d.nameEn : d.name}
            </option>
          ))}
        </select>
      </AddressCell>
      <AddressCell
        id={id("postalCode")}
        label={t("address.postalCode")}
        error={errors.postalCode}
        className="col-span-2 flex flex-col gap-1.5 min-[734px]:col-span-1"
      >
        <input
          {...a11y("postalCode")}
          name={`${namePrefix}postalCode`}
          value={current.postalCode}
          readOnly
          tabIndex={-1}
          autoComplete="postal-code"
          className="h-11 w-full rounded-lg border border-line bg-surface px-3 text-[15px] text-muted outline-none"
          data-testid="address-postal"
        />
      </AddressCell>
      {withAddress && (
        <AddressCell
          id={id("address")}
          label={t("address.address")}
          error={errors.address}
          className="col-span-2 flex flex-col gap-1.5 min-[734px]:col-span-3"
        >
          <input
            {...a11y("address")}
            name={`${namePrefix}address`}
            value={current.address}
            disabled={disabled}
            required={required}
            maxLength={120}
            autoComplete="street-address"
            placeholder={t("address.addressPlaceholder")}
            onChange={(e) => set({ address: e.target.value })}
            className={selectClass(errors.address)}
            data-testid="address-line"
          />
        </AddressCell>
      )}
    </div>
  );
}

/** One labelled field of the address, with its error under it. */
function AddressCell({
  id,
  label,
  error,
  className = "flex flex-col gap-1.5",
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-err`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
