import "~/i18n/areas/network/registrationPlan";
import { planPolicyInput, type planPolicyView } from "@functions/network/registration/admin";
import { TYPES_FOR_CREATING_STORE } from "@functions/shared/commerce/catalogue";
import { formatMoney } from "@functions/shared/pricing";
import { useState } from "react";
import { adminLoad, adminSend } from "~/components/admin/adminApi";
import { ChoiceField } from "~/components/admin/FormBits";
import { flash } from "~/components/admin/flash";
import { SettingsError, SettingsLoading, SettingsPage, SettingsSection, useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";

// /admin/subscription-registration-plan (back-office §2.2 Subscription): the opening rules
// (GET/PATCH /api/admin/subscription/creatingStore, saved with the bar) and each product's part in
// the plan (PATCH /api/admin/products/creatingStore/{id}, saved as soon as it is picked).

const POLICY_API = "/api/admin/subscription/creatingStore";
const PRODUCTS_API = "/api/admin/products/creatingStore";
const PAGE_ID = "subscription-registration-plan";

type Policy = ReturnType<typeof planPolicyView>;
type PlanProduct = {
  id: number;
  name: string;
  price: number;
  typeForCreatingStore: (typeof TYPES_FOR_CREATING_STORE)[number];
  paymentPlanForCreatingStore: string | null;
};

export async function clientLoader() {
  const [policy, products] = await Promise.all([adminLoad<Policy>(POLICY_API), adminLoad<PlanProduct[]>(PRODUCTS_API)]);
  return { policy, products };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

function ProductTypes({ initial }: { initial: PlanProduct[] }) {
  const t = useT();
  const [rows, setRows] = useState(initial);
  const options = TYPES_FOR_CREATING_STORE.map((v) => ({ value: v, label: t(`regPlan.type.${v}`) }));
  async function change(row: PlanProduct, type: PlanProduct["typeForCreatingStore"]) {
    const before = rows;
    setRows((rs) => rs.map((r) => (r.id === row.id ? { ...r, typeForCreatingStore: type } : r)));
    const r = await adminSend("PATCH", `${PRODUCTS_API}/${row.id}`, {
      typeForCreatingStore: type,
      paymentPlanForCreatingStore: row.paymentPlanForCreatingStore,
    });
    if (r.ok) flash.success(t("regPlan.productSaved", { name: row.name }));
    else {
      setRows(before);
      flash.error(t("regPlan.saveFailed"));
    }
  }
  if (!rows.length) return <p className="text-muted">{t("regPlan.empty")}</p>;
  const inPlan = rows.filter((r) => r.typeForCreatingStore !== "NORMAL").length;
  return (
    <>
      <p className="text-sm text-muted" data-testid="plan-count">
        {t("regPlan.inPlan", { n: inPlan })}
      </p>
      <ul className="flex flex-col divide-y divide-line">
        {rows.map((r) => (
          <li key={r.id} className="grid gap-2 py-3 min-[734px]:grid-cols-[1fr_240px] min-[734px]:items-center">
            <div className="min-w-0">
              <p className="font-medium break-words">{r.name}</p>
              <p className="text-sm text-muted">{formatMoney(r.price)}</p>
            </div>
            <ChoiceField
              label={t("regPlan.typeOf", { name: r.name })}
              name={`type-${r.id}`}
              value={r.typeForCreatingStore}
              options={options}
              onChange={(v) => void change(r, v)}
              testId={`plan-type-${r.id}`}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function RegistrationPlan({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const form = useEditForm<Policy>(loaderData.policy, { whole: { api: POLICY_API, schema: planPolicyInput } });
  const v = form.values;
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("regPlan.title")}
      description={t("regPlan.description")}
      crumbs={[t("regPlan.crumb")]}
      save={{ form, onSave: () => void form.saveWhole(), testId: "plan-save" }}
    >
      <SettingsSection id="plan-policy" title={t("regPlan.policy")}>
        <Toggle
          label={t("regPlan.allowBranch")}
          description={t("regPlan.allowBranchHint")}
          checked={v.allowBranch}
          onChange={(x) => form.set("allowBranch", x)}
          testId="plan-allow-branch"
        />
        <NumberField
          label={t("regPlan.selectAmount")}
          hint={t("regPlan.selectAmountHint")}
          value={v.selectAmount}
          min={0}
          max={99}
          onChange={(x) => form.set("selectAmount", x ?? 0)}
          error={form.error("selectAmount")}
          testId="plan-select-amount"
        />
        <NumberField
          label={t("regPlan.selectLimit")}
          hint={t("regPlan.selectLimitHint")}
          value={v.selectLimit}
          min={0}
          max={99}
          onChange={(x) => form.set("selectLimit", x ?? 0)}
          error={form.error("selectLimit")}
          testId="plan-select-limit"
        />
        <NumberField
          label={t("regPlan.minAmount")}
          hint={t("regPlan.minAmountHint")}
          value={v.minAmountShoppingForCreatingStore}
          money
          min={0}
          onChange={(x) => form.set("minAmountShoppingForCreatingStore", x ?? 0)}
          error={form.error("minAmountShoppingForCreatingStore")}
          testId="plan-min-amount"
        />
      </SettingsSection>
      <SettingsSection id="plan-products" title={t("regPlan.products")}>
        <p className="text-sm text-muted">{t("regPlan.productsHint")}</p>
        <ProductTypes initial={loaderData.products} />
      </SettingsSection>
    </SettingsPage>
  );
}
