import { type SettingSubscription, settingSubscriptionInput } from "@functions/shared/storeSettings/pages";
import { adminLoad } from "~/components/admin/adminApi";
import { ChipSelect } from "~/components/admin/FormBits";
import { SettingsError, SettingsLoading, SettingsPage, SettingsSection, useEditForm } from "~/components/admin/kit";
import { Toggle } from "~/components/admin/Toggle";
import { useT } from "~/i18n";

// /admin/subscription-setting — GET/PATCH /api/admin/subscription/setting: the cycles the cart
// accepts (functions/commerce/cart/lines.ts) and whether members may pause or cancel themselves
// (functions/commerce/subscriptions/service.ts).

const API = "/api/admin/subscription/setting";
const PAGE_ID = "subscription-setting";
/** Cycles offered as chips: the usual monthly plans (a product may still list others). */
const CYCLES = [1, 2, 3, 4, 6, 12];

export async function clientLoader() {
  return { setting: await adminLoad<SettingSubscription>(API) };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function SubscriptionSetting({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const form = useEditForm<SettingSubscription>(loaderData.setting, {
    whole: { api: API, schema: settingSubscriptionInput },
  });
  const v = form.values;
  const cycles = [...new Set([...CYCLES, ...v.allowedCycles])].sort((a, b) => a - b);
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("adminSettings.subscription.title")}
      description={t("adminSettings.subscription.description")}
      crumbs={[t("adminSettings.subscriptions")]}
      save={{ form, onSave: () => void form.saveWhole(), testId: "subscription-save" }}
    >
      <SettingsSection id="subscription-setting" title={t("adminSettings.subscription.title")}>
        <ChipSelect<number>
          label={t("adminSettings.subscription.cycles")}
          hint={t("adminSettings.subscription.cyclesHint")}
          options={cycles.map((n) => ({ value: n, label: t("adminSettings.subscription.cycle", { n }) }))}
          value={v.allowedCycles}
          onChange={(x) => form.set("allowedCycles", x)}
          testId="subscription-cycles"
        />
        {(["memberCanPause", "memberCanCancel"] as const).map((key) => (
          <Toggle
            key={key}
            label={t(
              key === "memberCanPause" ? "adminSettings.subscription.pause" : "adminSettings.subscription.cancel",
            )}
            checked={v[key]}
            onChange={(x) => form.set(key, x)}
            testId={key === "memberCanPause" ? "subscription-pause" : "subscription-cancel"}
          />
        ))}
      </SettingsSection>
    </SettingsPage>
  );
}
