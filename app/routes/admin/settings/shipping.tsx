import type { AdminShippingSetting as AdminShippingMethod } from "@functions/commerce/shipping/settings";
import { FREE_SHIPPING_SENTINEL, SHIPPING_CODES, type ShippingCode } from "@functions/shared/commerce";
import { TW_CITY_NAMES } from "@functions/shared/taiwan";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { AdminPage, AdminRouteError, AdminSkeleton, Section, StickyActions } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { fieldErrors, useFailureText } from "~/components/admin/content/api";
import { ChipSelect, FilterSelect, TextField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { UnsavedChangesGuard } from "~/components/admin/useAdminForm";
import { Alert, Button, EmptyState } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import { AllowedProductsPicker, type ProductRef } from "./AllowedProductsPicker";

// /admin/settingpage/setting-shipping — the store's shipping methods (back-office §3 shipping
// method, GET/PUT /api/admin/shipping): open switch, fee, free-from amount, COD, per-county fees,
// allowed counties and products (searched and paged over the whole catalogue); one save sends the
// whole list. The English name shows on English pages (functions/shared/methodNames.ts).

const API = "/api/admin/shipping";
type Method = Omit<AdminShippingMethod, "details" | "cvsChain" | "id" | "allowedProductRefs"> & {
  id?: number;
  key: string;
};

export async function clientLoader() {
  return { methods: await adminLoad<AdminShippingMethod[]>(API) };
}

const refsOf = (methods: readonly AdminShippingMethod[]): [number, string][] =>
  methods.flatMap((m) => m.allowedProductRefs.map((p): [number, string] => [p.id, p.name]));

const PAGE_ID = "setting-shipping";
export function HydrateFallback() {
  return <AdminSkeleton kind="form" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

let seq = 0;
const editable = (m: AdminShippingMethod): Method => {
  const { details: _d, cvsChain: _c, allowedProductRefs: _r, ...rest } = m;
  seq += 1;
  return { ...rest, key: `m${m.id}-${seq}` };
};
const fresh = (code: ShippingCode, name: string, sort: number): Method => {
  seq += 1;
  return {
    key: `new-${seq}`,
    code,
    type: "SELF",
    subType: null,
    name,
    nameEn: null,
    isOpen: true,
    isForeign: false,
    sort,
    shippingFee: 0,
    freeShippingAmount: 0,
    ifOpenCashOnDelivery: false,
    checkStatusUrl: null,
    feeType: "FIXED",
    districtShippingFee: {},
    allowedDistrictType: "ALL",
    allowedDistricts: [],
    allowedProductType: "ALL",
    allowedProducts: [],
  };
};
/** The PUT body of one method: the server fills the type of a new one from its code. */
const bodyOf = ({ key: _k, id, type, ...m }: Method, i: number) => ({
  ...(id ? { id, type } : {}),
  ...m,
  sort: i,
  nameEn: m.nameEn?.trim() || null,
  checkStatusUrl: m.checkStatusUrl || null,
});

export default function ShippingSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const failText = useFailureText();
  const [saved, setSaved] = useState(() => loaderData.methods.map(editable));
  const [list, setList] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState<ShippingCode | "">("");
  const [names, setNames] = useState(() => new Map(refsOf(loaderData.methods)));
  const remember = (refs: ProductRef[]) =>
    setNames((m) =>
      refs.every((p) => m.get(p.id) === p.name) ? m : new Map([...m, ...refs.map((p) => [p.id, p.name] as const)]),
    );
  const dirty = JSON.stringify(list.map(bodyOf)) !== JSON.stringify(saved.map(bodyOf));
  const used = new Set(list.map((m) => m.code));
  const addable = SHIPPING_CODES.filter((c) => c === "MANUAL" || !used.has(c));
  const codeLabel = (c: string) => t(`commerceSettings.shipping.code.${c}`);

  const update = (i: number, patch: Partial<Method>) =>
    setList((l) => l.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const err = (i: number, field: string) => errors[`methods.${i}.${field}`];

  async function save() {
    setSaving(true);
    const r = await adminSend<AdminShippingMethod[]>("PUT", API, { methods: list.map(bodyOf) });
    setSaving(false);
    if (!r.ok) {
      setErrors(fieldErrors(locale, r.issues));
      flash.error(failText(r));
      return;
    }
    remember(r.data.flatMap((m) => m.allowedProductRefs));
    const next = r.data.map(editable);
    setSaved(next);
    setList(next);
    setErrors({});
    flash.success(t("commerceSettings.saved"));
  }

  return (
    <AdminPage
      title={t("commerceSettings.shipping.title")}
      description={t("commerceSettings.shipping.description")}
      breadcrumbs={[{ label: t("commerceSettings.settings") }, { label: t("commerceSettings.shipping.title") }]}
      testId={PAGE_ID}
      narrow
    >
      <Section title={t("commerceSettings.shipping.add")}>
        <div className="flex flex-wrap items-end gap-2">
          <FilterSelect
            label={t("commerceSettings.shipping.code")}
            value={adding}
            onChange={(v) => setAdding(v as ShippingCode | "")}
            options={[
              { value: "", label: t("commerceSettings.choose") },
              ...addable.map((c) => ({ value: c, label: codeLabel(c) })),
            ]}
          />
          <Button
            variant="secondary"
            disabled={!adding}
            onClick={() => {
              if (!adding) return;
              setList((l) => [...l, fresh(adding, codeLabel(adding), l.length)]);
              setAdding("");
            }}
            data-testid="shipping-add"
          >
            <Plus size={16} aria-hidden /> {t("commerceSettings.add")}
          </Button>
        </div>
      </Section>
      {list.length === 0 && (
        <EmptyState title={t("commerceSettings.shipping.emptyTitle")} body={t("commerceSettings.shipping.emptyBody")} />
      )}
      {list.map((m, i) => (
        <Section
          key={m.key}
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
              <Button
                variant="ghost"
                onClick={() => setList((l) => l.filter((_, j) => j !== i))}
                aria-label={t("commerceSettings.removeNamed", { name: m.name })}
              >
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
              error={err(i, "name")}
            />
            <TextField
              label={t("commerceSettings.nameEn")}
              name={`methods.${i}.nameEn`}
              value={m.nameEn ?? ""}
              onChange={(v) => update(i, { nameEn: v })}
              maxLength={40}
              hint={t("commerceSettings.nameEnHint")}
              error={err(i, "nameEn")}
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
              error={err(i, "shippingFee")}
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
              error={err(i, "freeShippingAmount")}
            />
          </div>
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
                    error={err(i, `districtShippingFee.${city}`)}
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
                {err(i, "allowedDistricts") && <Alert tone="error">{err(i, "allowedDistricts")}</Alert>}
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
        </Section>
      ))}
      <StickyActions>
        <Button variant="secondary" onClick={() => setList(saved)} disabled={!dirty || saving}>
          {t("commerceSettings.discard")}
        </Button>
        <Button onClick={save} busy={saving} disabled={!dirty} data-testid="shipping-save">
          {t("commerceSettings.save")}
        </Button>
      </StickyActions>
      <UnsavedChangesGuard when={dirty && !saving} />
    </AdminPage>
  );
}
