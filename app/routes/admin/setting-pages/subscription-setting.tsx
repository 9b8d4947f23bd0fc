import { type SettingSubscription, settingSubscriptionInput } from "../../../../functions/shared/storeSettings";
import { AdminPage, Section } from "../../../components/admin/AdminPage";
import { adminLoad } from "../../../components/admin/adminApi";
import { ChipSelect } from "../../../components/admin/FormBits";
import { Toggle } from "../../../components/admin/Toggle";
import { SaveBar, SettingsError, SettingsLoading, useSettingForm } from "../../../components/settings/useSettingForm";
import { useT } from "../../../i18n";

// /admin/subscription-setting — GET/PATCH /api/admin/subscription/setting: the cycles the cart
// accepts (functions/cart/lines.ts) and whether members may pause or cancel themselves
// (functions/subscriptions/service.ts).

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
  const { form, save, saving, discard } = useSettingForm<SettingSubscription>(
    API,
    loaderData.setting,
    settingSubscriptionInput,
  );
  const v = form.values;
  const cycles = [...new Set([...CYCLES, ...v.allowedCycles])].sort((a, b) => a - b);
  return (
    <AdminPage
      title={t("adminSettings.subscription.title")}
      description={t("adminSettings.subscription.description")}
      breadcrumbs={[{ label: t("adminSettings.subscriptions") }, { label: t("adminSettings.subscription.title") }]}
      testId={PAGE_ID}
      narrow
    >
      <Section id="subscription-setting" title={t("adminSettings.subscription.title")}>
        <div className="flex flex-col gap-5">
          <ChipSelect<number>
            label={t("adminSettings.subscription.cycles")}
            hint={t("adminSettings.subscription.cyclesHint")}
            options={cycles.map((n) => ({ value: n, label: t("adminSettings.subscription.cycle", { n }) }))}
            value={v.allowedCycles}
            onChange={(x) => form.set("allowedCycles", x)}
            testId="subscription-cycles"
          />
          <Toggle
            label={t("adminSettings.subscription.pause")}
            checked={v.memberCanPause}
            onChange={(x) => form.set("memberCanPause", x)}
            testId="subscription-pause"
          />
          <Toggle
            label={t("adminSettings.subscription.cancel")}
            checked={v.memberCanCancel}
            onChange={(x) => form.set("memberCanCancel", x)}
            testId="subscription-cancel"
          />
        </div>
      </Section>
      <SaveBar
        dirty={form.dirty}
        saving={saving}
        onDiscard={discard}
        onSave={() => save()}
        testId="subscription-save"
      />
    </AdminPage>
  );
}
