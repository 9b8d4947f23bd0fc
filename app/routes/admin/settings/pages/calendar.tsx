import { type SettingCalendar, settingCalendarInput } from "@functions/shared/storeSettings/pages";
import { Truck } from "lucide-react";
import { useState } from "react";
import { adminLoad } from "~/components/admin/adminApi";
import { ChipSelect, ChoiceField } from "~/components/admin/FormBits";
import { SettingsError, SettingsLoading, SettingsPage, SettingsSection, useEditForm } from "~/components/admin/kit";
import { NumberField } from "~/components/admin/NumberField";
import { formatShipDate } from "~/components/settings/DeliveryEstimate";
import { useLocale, useT } from "~/i18n";
import { CalendarHolidays } from "./CalendarHolidays";

// The cut-off on the half hour, on a 24-hour clock in both languages (a native time input shows
// "03:00 PM" in English); a time saved off the half hour stays offered as it is.
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);
const cutoffOptions = (current: string) =>
  [...new Set([...HALF_HOURS, current].filter(Boolean))].sort().map((x) => ({ value: x, label: x }));

// /admin/settingpage/setting-calendar — shipping weekdays, cut-off, handling days and dated
// holidays (GET /api/admin/setting/store/calendar, PATCH the same path). The storefront's "ships
// by" date comes from functions/shared/commerce/deliveryEstimate.ts over these values.

const API = "/api/admin/setting/store/calendar";
const PAGE_ID = "setting-calendar";
type Loaded = SettingCalendar & { shipsByNow: string | null };
const strip = ({ shipsByNow: _, ...c }: Loaded): SettingCalendar => c;

export async function clientLoader() {
  return { calendar: await adminLoad<Loaded>(API) };
}
export function HydrateFallback() {
  return <SettingsLoading pageId={PAGE_ID} />;
}
export const ErrorBoundary = SettingsError;

export default function CalendarSettings({ loaderData }: { loaderData: Awaited<ReturnType<typeof clientLoader>> }) {
  const t = useT();
  const locale = useLocale();
  const [shipsByNow, setShipsByNow] = useState(loaderData.calendar.shipsByNow);
  const form = useEditForm<SettingCalendar>(strip(loaderData.calendar), {
    whole: { api: API, schema: settingCalendarInput },
  });
  const v = form.values;
  async function onSave() {
    const saved = await form.saveWhole((d) => strip(d as Loaded));
    if (saved) setShipsByNow((saved as Loaded).shipsByNow);
  }
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("adminSettings.calendar.title")}
      description={t("adminSettings.calendar.description")}
      crumbs={[t("adminSettings.settings")]}
      save={{ form, onSave: () => void onSave(), testId: "calendar-save" }}
    >
      <p
        className="flex items-center gap-2 rounded-lg bg-white p-3 text-sm ring-1 ring-line"
        data-testid="ships-by-now"
      >
        <Truck size={16} aria-hidden className="shrink-0 text-brand-600" />
        {shipsByNow
          ? t("adminSettings.calendar.now", { date: formatShipDate(shipsByNow, locale) })
          : t("adminSettings.calendar.never")}
      </p>
      <SettingsSection id="calendar-days" title={t("adminSettings.calendar.weekdays")}>
        <ChipSelect<number>
          label={t("adminSettings.calendar.weekdays")}
          options={[1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: t(`adminSettings.weekday.${d}`) }))}
          value={v.shipWeekdays}
          onChange={(x) => form.set("shipWeekdays", x)}
          testId="calendar-weekdays"
        />
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <ChoiceField
            label={t("adminSettings.calendar.cutoff")}
            {...form.field("cutoffTime")}
            options={cutoffOptions(v.cutoffTime)}
            hint={t("adminSettings.calendar.cutoffHint")}
            testId="calendar-cutoff"
          />
          <NumberField
            label={t("adminSettings.calendar.handling")}
            name="handlingDays"
            min={0}
            value={Number.isNaN(v.handlingDays) ? null : v.handlingDays}
            // Empty or not a number stays NaN, which the API's schema names on the field.
            onChange={(x) => form.set("handlingDays", x ?? Number.NaN)}
            error={form.error("handlingDays")}
            hint={t("adminSettings.calendar.handlingHint")}
            testId="calendar-handling"
          />
        </div>
      </SettingsSection>
      <CalendarHolidays form={form} />
    </SettingsPage>
  );
}
