import type { SettingCalendar } from "@functions/shared/storeSettings/pages";
import { Plus, Trash2 } from "lucide-react";
import { Section } from "~/components/admin/AdminPage";
import { TextField } from "~/components/admin/FormBits";
import { DateField, type useEditForm } from "~/components/admin/kit";
import { Button } from "~/components/ui";
import { useT } from "~/i18n";

type CalendarForm = ReturnType<typeof useEditForm<SettingCalendar>>;

/** The dated holidays (no shipping): add, edit in place, remove. */
export function CalendarHolidays({ form }: { form: CalendarForm }) {
  const t = useT();
  const v = form.values;
  const setHoliday = (i: number, patch: Partial<SettingCalendar["holidays"][number]>) =>
    form.set(
      "holidays",
      v.holidays.map((h, j) => (j === i ? { ...h, ...patch } : h)),
    );
  return (
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
              <DateField
                label={t("adminSettings.calendar.holidayDate")}
                name={`holidays.${i}.date`}
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
  );
}
