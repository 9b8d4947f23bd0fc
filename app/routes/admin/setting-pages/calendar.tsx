import { type SettingCalendar, settingCalendarInput } from "@functions/shared/storeSettings";
import { Plus, Trash2, Truck } from "lucide-react";
import { useState } from "react";
import { Section } from "~/components/admin/AdminPage";
import { adminLoad } from "~/components/admin/adminApi";
import { ChipSelect, TextField } from "~/components/admin/FormBits";
import { SettingsPage, SettingsSection } from "~/components/admin/kit";
import { formatShipDate } from "~/components/settings/DeliveryEstimate";
import { SettingsError, SettingsLoading, useSettingForm } from "~/components/settings/useSettingForm";
import { Button } from "~/components/ui";
import { useLocale, useT } from "~/i18n";

// /admin/settingpage/setting-calendar — shipping weekdays, cut-off, handling days and dated
// holidays (GET /api/admin/setting/store/calendar, PATCH the same path). The storefront's "ships
// by" date comes from functions/shared/deliveryEstimate.ts over these values.

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
  const setting = useSettingForm<SettingCalendar>(API, strip(loaderData.calendar), settingCalendarInput);
  const { form } = setting;
  const v = form.values;
  const setHoliday = (i: number, patch: Partial<SettingCalendar["holidays"][number]>) =>
    form.set(
      "holidays",
      v.holidays.map((h, j) => (j === i ? { ...h, ...patch } : h)),
    );
  async function onSave() {
    const saved = await setting.save((d) => strip(d as Loaded));
    if (saved) setShipsByNow((saved as Loaded).shipsByNow);
  }
  return (
    <SettingsPage
      pageId={PAGE_ID}
      title={t("adminSettings.calendar.title")}
      description={t("adminSettings.calendar.description")}
      crumbs={[t("adminSettings.settings")]}
      save={{ setting, onSave: () => void onSave(), testId: "calendar-save" }}
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
          <TextField
            label={t("adminSettings.calendar.cutoff")}
            {...form.field("cutoffTime")}
            type="time"
            hint={t("adminSettings.calendar.cutoffHint")}
            testId="calendar-cutoff"
          />
          <TextField
            label={t("adminSettings.calendar.handling")}
            name="handlingDays"
            inputMode="numeric"
            value={Number.isNaN(v.handlingDays) ? "" : String(v.handlingDays)}
            onChange={(x) => form.set("handlingDays", x === "" ? Number.NaN : Number(x))}
            error={form.error("handlingDays")}
            hint={t("adminSettings.calendar.handlingHint")}
            testId="calendar-handling"
          />
        </div>
      </SettingsSection>
      <Section
        id="calendar-holidays"
        title={t("adminSettings.calendar.holidays")}
        description={t("adminSettings.calendar.holidaysHint")}
        actions={
          <Button
            variant="secondary"
            onClick={() => form.set("holidays", [...v.holidays, { date: "", name: "" }])}
            data-testid="calendar-add-holiday"
          >
            <Plus size={16} aria-hidden /> {t("adminSettings.calendar.addHoliday")}
          </Button>
        }
      >
        {form.error("holidays") && <p className="mb-2 text-sm text-danger">{form.error("holidays")}</p>}
        {v.holidays.length === 0 ? (
          <p className="text-sm text-muted">{t("adminSettings.calendar.noHolidays")}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="calendar-holidays">
            {v.holidays.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a new row has no id yet
              <li key={i} className="grid grid-cols-[1fr_auto] items-end gap-2 min-[734px]:grid-cols-[180px_1fr_auto]">
                <TextField
                  label={t("adminSettings.calendar.holidayDate")}
                  name={`holidays.${i}.date`}
                  type="date"
                  value={h.date}
                  onChange={(x) => setHoliday(i, { date: x })}
                  error={form.error(`holidays.${i}.date`)}
                  testId={`holiday-date-${i}`}
                />
                <TextField
                  className="col-span-2 min-[734px]:col-span-1 max-[733px]:order-first"
                  label={t("adminSettings.calendar.holidayName")}
                  name={`holidays.${i}.name`}
                  value={h.name}
                  maxLength={40}
                  onChange={(x) => setHoliday(i, { name: x })}
                  error={form.error(`holidays.${i}.name`)}
                  testId={`holiday-name-${i}`}
                />
                <Button
                  variant="ghost"
                  aria-label={`${t("adminSettings.calendar.remove")} ${h.name}`}
                  onClick={() =>
                    form.set(
                      "holidays",
                      v.holidays.filter((_, j) => j !== i),
                    )
                  }
                >
                  <Trash2 size={16} aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </SettingsPage>
  );
}
