import type { AdminShippingSetting as AdminShippingMethod } from "@functions/commerce/shipping/settings";
import { SHIPPING_CODES, type ShippingCode } from "@functions/shared/commerce/commerce";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { FilterSelect } from "~/components/admin/FormBits";
import { issueText } from "~/components/admin/failureText";
import { ImportLink, SettingsError, SettingsLoading, SettingsPage, useEditForm } from "~/components/admin/kit";
import { Button, EmptyState } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import type { ProductRef } from "./AllowedProductsPicker";
import { ShippingMethodSection } from "./lib/ShippingMethodSection";
import { bodyOf, editable, fresh, type Method, refsOf, SHIPPING_PRODUCT_IMPORT_PATH } from "./lib/shippingMethods";

// /admin/settingpage/setting-shipping — the store's shipping methods (back-office §3 shipping
// method, GET/PUT /api/admin/shipping): open switch, fee, free-from amount, COD, per-county fees,
// allowed counties and products (searched and paged over the whole catalogue); one save sends the
// whole list. The English name shows on English pages (functions/shared/commerce/methodNames.ts).

const API = "/api/admin/shipping";

export async function clientLoader() {
  return { methods: await adminLoad<AdminShippingMethod[]>(API) };
}

const PAGE_ID = "setting-shipping";
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

type Values = { methods: Method[] };
// What the PUT sends: "unsaved" compares it, not the row keys or the sort the save renumbers.
const putOf = (v: Values) => ({ methods: v.methods.map(bodyOf) });

export default function ShippingSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const form = useEditForm<Values>(
    { methods: loaderData.methods.map(editable) },
    { dirtyOf: putOf, whole: { api: API, method: "PUT", toBody: putOf, message: "commerceSettings.saved" } },
  );
  const list = form.values.methods;
  const setList = (f: (l: Method[]) => Method[]) => form.set("methods", f(list));
  const errors = Object.fromEntries(Object.entries(form.errors).map(([k, m]) => [k, issueText(locale, m)]));
  const [adding, setAdding] = useState<ShippingCode | "">("");
  const [names, setNames] = useState(() => new Map(refsOf(loaderData.methods)));
  const remember = (refs: ProductRef[]) =>
    setNames((m) =>
      refs.every((p) => m.get(p.id) === p.name) ? m : new Map([...m, ...refs.map((p) => [p.id, p.name] as const)]),
    );
  const used = new Set(list.map((m) => m.code));
  const addable = SHIPPING_CODES.filter((c) => c === "MANUAL" || !used.has(c));
  const codeLabel = (c: string) => t(`commerceSettings.shipping.code.${c}`);

  const update = (i: number, patch: Partial<Method>) =>
    setList((l) => l.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  async function save() {
    const saved = await form.saveWhole<AdminShippingMethod[]>((data) => ({ methods: data.map(editable) }));
    if (saved) remember(saved.flatMap((m) => m.allowedProductRefs));
  }

  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("commerceSettings.shipping.title")}
      description={t("commerceSettings.shipping.description")}
      crumbs={[t("commerceSettings.settings")]}
      actions={<ImportLink to={SHIPPING_PRODUCT_IMPORT_PATH} label={t("shippingImport.link")} />}
      save={{ form, onSave: () => void save(), testId: "shipping-save", discardLabel: t("commerceSettings.discard") }}
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
        <ShippingMethodSection
          key={m.key}
          m={m}
          i={i}
          codeLabel={codeLabel}
          update={update}
          remove={() => setList((l) => l.filter((_, j) => j !== i))}
          errors={errors}
          names={names}
          remember={remember}
        />
      ))}
    </SettingsPage>
  );
}
