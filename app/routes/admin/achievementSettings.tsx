import { achievementSettingsInput } from "@functions/store/achievements/schemas";
import { useRevalidator } from "react-router";
import { Section } from "~/components/admin/AdminPage";
import { adminSend } from "~/components/admin/adminApi";
import { TextField } from "~/components/admin/FormBits";
import { useEditForm } from "~/components/admin/kit";
import { SaveBar } from "~/components/admin/kit/SaveBar";
import { useT } from "~/i18n";

// The store's own milestone numbers on /admin/achievements (PATCH /api/admin/achievements/settings):
// typed as lists ("1, 100, 1000"; revenue in whole NT$), empty for the defaults.

type Lists = { orderCounts: number[] | null; revenues: number[] | null };

const text = (list: number[] | null, unit = 1) => (list ?? []).map((n) => String(n / unit)).join(", ");
/** "1, 100" → [1, 100]; empty → null (the defaults); a word that is not a number stays NaN for the 422. */
const listOf = (value: string, unit = 1) => {
  const parts = value.split(/[,，、\s]+/).filter(Boolean);
  return parts.length ? parts.map((p) => Math.round(Number(p) * unit)) : null;
};

export function MilestoneSettings({ settings }: { settings: Lists }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const form = useEditForm({ orderCounts: text(settings.orderCounts), revenues: text(settings.revenues, 100) });
  const save = () =>
    form.save({
      schema: achievementSettingsInput,
      body: { orderCounts: listOf(form.values.orderCounts), revenues: listOf(form.values.revenues, 100) },
      send: (body) => adminSend("PATCH", "/api/admin/achievements/settings", body),
      next: () => {
        void revalidate();
        return undefined;
      },
    });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Section title={t("achievements.settingsTitle")} description={t("achievements.settingsBody")}>
        <div className="grid gap-4 min-[734px]:grid-cols-2">
          <TextField
            label={t("achievements.settingsOrders")}
            {...form.field("orderCounts")}
            inputMode="numeric"
            hint={t("achievements.settingsHint")}
            testId="achievement-order-counts"
          />
          <TextField
            label={t("achievements.settingsRevenues")}
            {...form.field("revenues")}
            inputMode="numeric"
            hint={t("achievements.settingsHint")}
            testId="achievement-revenues"
          />
        </div>
      </Section>
      <SaveBar form={form} saveTestId="achievement-settings-save" />
    </form>
  );
}
