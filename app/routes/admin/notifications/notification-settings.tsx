import "~/i18n/areas/adminNotifications";
import { NOTIFICATION_TYPES } from "@functions/shared/highlights/notifications";
import { showsHighlight } from "@functions/shared/highlights/types";
import { notAllowInput } from "@functions/store/notifications/schemas";
import { adminLoad } from "~/components/admin/adminApi";
import { ChipSelect } from "~/components/admin/FormBits";
import { SettingsError, SettingsLoading, SettingsPage, SettingsSection, useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { useLocale, useT } from "~/i18n";
import { menuLabel } from "~/i18n/adminMenu";
import { useRoot } from "~/lib/useRoot";
import { API, typeLabel } from "./lib";
import { MailTypeSwitches, MutedObjects, type ObjectSwitch, type TypeSwitch } from "./MailSwitches";

// /admin/notification-settings (spec back-office §2.2 Notifications, §7 notification switches):
// the listed types and the mail window (PATCH notAllowTypes, saved with the save bar), the mail
// switches per type and the muted objects (each saved at once).

const PAGE_ID = "notification-settings";
type Values = { notAllowTypes: string[]; mailWindowMinutes: number };

export async function clientLoader() {
  const [settings, typeSwitches, objectSwitches] = await Promise.all([
    adminLoad<Values>(API.notAllow),
    adminLoad<TypeSwitch[]>(API.typeSwitches),
    adminLoad<ObjectSwitch[]>(API.objectSwitches),
  ]);
  return { settings, typeSwitches, objectSwitches };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function NotificationSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const { store } = useRoot();
  const form = useEditForm<Values>(loaderData.settings, {
    whole: { api: API.notAllow, schema: notAllowInput, message: "noticeSettings.saved" },
  });
  const v = form.values;
  // Only the types this store's type is ever shown (spec §4) are offered.
  const types = NOTIFICATION_TYPES.filter((type) => showsHighlight(store.storeType, type));
  const listed = types.filter((type) => !v.notAllowTypes.includes(type));
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={menuLabel("notificationSettings", locale)}
      description={t("noticeSettings.description")}
      crumbs={[menuLabel("notifications", locale)]}
      save={{ form, onSave: () => void form.saveWhole(), testId: "notification-settings-save" }}
    >
      <SettingsSection id="notice-list" title={t("noticeSettings.listTitle")}>
        <ChipSelect<string>
          label={t("noticeSettings.listTitle")}
          hint={t("noticeSettings.listHint")}
          options={types.map((type) => ({ value: type, label: typeLabel(type, locale) }))}
          value={listed}
          onChange={(next) =>
            form.set(
              "notAllowTypes",
              NOTIFICATION_TYPES.filter(
                (type) => !next.includes(type) && (types.includes(type) || v.notAllowTypes.includes(type)),
              ),
            )
          }
          testId="notice-listed"
        />
        <NumberField
          label={t("noticeSettings.windowLabel")}
          hint={t("noticeSettings.windowHint")}
          name="mailWindowMinutes"
          value={v.mailWindowMinutes}
          onChange={(n) => form.set("mailWindowMinutes", n ?? 0)}
          min={1}
          max={1440}
          error={form.error("mailWindowMinutes")}
          testId="mail-window"
        />
      </SettingsSection>
      <MailTypeSwitches switches={loaderData.typeSwitches} />
      <MutedObjects rows={loaderData.objectSwitches} />
    </SettingsPage>
  );
}
