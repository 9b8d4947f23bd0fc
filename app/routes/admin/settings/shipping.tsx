import type { AdminShippingSetting as AdminShippingMethod } from "@functions/commerce/shipping/settings";
import { SHIPPING_CODES, type ShippingCode } from "@functions/shared/commerce";
import { Plus } from "lucide-react";
import { useState } from "react";
import { AdminPage, AdminRouteError, AdminSkeleton, Section, StickyActions } from "~/components/admin/AdminPage";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { fieldErrors, useFailureText } from "~/components/admin/content/api";
import { FilterSelect } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { UnsavedChangesGuard } from "~/components/admin/useAdminForm";
import { Button, EmptyState } from "~/components/ui";
import { useLocale, useT } from "~/i18n";
import type { ProductRef } from "./AllowedProductsPicker";
import { ShippingMethodSection } from "./lib/ShippingMethodSection";
import { bodyOf, editable, fresh, type Method, refsOf } from "./lib/shippingMethods";

// /admin/settingpage/setting-shipping — the store's shipping methods (back-office §3 shipping
// method, GET/PUT /api/admin/shipping): open switch, fee, free-from amount, COD, per-county fees,
// allowed counties and products (searched and paged over the whole catalogue); one save sends the
// whole list. The English name shows on English pages (functions/shared/methodNames.ts).

const API = "/api/admin/shipping";

export async function clientLoader() {
  return { methods: await adminLoad<AdminShippingMethod[]>(API) };
}

const PAGE_ID = "setting-shipping";
export function HydrateFallback() {
  return <AdminSkeleton kind="form" testId={`${PAGE_ID}-loading`} />;
}
export const ErrorBoundary = AdminRouteError;

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
